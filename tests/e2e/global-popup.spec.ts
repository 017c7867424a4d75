import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectOnlySameOriginLinks, loginAs, watchForXss } from './support';
import { XSS_CORPUS } from './xss-corpus';

test('sub-owner: the finance overview popups show one at a time, Escape closes, none again within 24 h', async ({
  page,
}) => {
  const asked = page.waitForRequest((r) => r.url().includes('/questionnairePop/queryPop'));
  await loginAs(page, 'sub-owner', '/markets/finance/home/');
  expect((await asked).postDataJSON()).toEqual({ menuId: 2004 });
  const dialog = page.getByRole('dialog', { name: '新版工具箱上线' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'global popup');
  await page.screenshot({ path: 'test-results/shots/global-popup.png' });
  await dialog.getByRole('button', { name: '我知道了' }).click();
  const second = page.getByRole('dialog', { name: '满意度调研' });
  await expect(second).toBeVisible();
  await expect(second.getByRole('button')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(second).toBeHidden();
  // Shown within 24 h: a reload asks again but shows nothing.
  await page.reload();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test(`${XSS_CORPUS.length} XSS payloads in popup content: nothing runs, every text renders`, async ({ page }) => {
  const xss = await watchForXss(page);
  await page.route('**/questionnairePop/queryPop', (route) =>
    route.fulfill({
      json: {
        code: 0,
        msg: 'success',
        // One popup per payload: an unclosed payload may legitimately swallow what follows it.
        data: XSS_CORPUS.map((x) => ({ id: `xss-${x.id}`, topicName: `语料 ${x.id}`, content: x.html })),
      },
    }),
  );
  await loginAs(page, 'sub-owner', '/markets/finance/home/');
  await expect(page.getByRole('dialog', { name: '语料 1' })).toBeVisible();
  const url = page.url();
  for (const x of XSS_CORPUS) {
    const dialog = page.getByRole('dialog', { name: `语料 ${x.id}` });
    await expect(dialog).toContainText(x.text);
    await expectOnlySameOriginLinks(dialog);
    await dialog.getByRole('button', { name: '我知道了' }).click();
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await xss.ran()).toEqual([]);
  expect(xss.dialogs).toEqual([]);
  expect(page.url()).toBe(url);
});
