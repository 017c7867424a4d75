import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectOnlySameOriginLinks, loginAs, watchForXss } from './support';
import { XSS_CORPUS } from './xss-corpus';

const banner = (page: import('@playwright/test').Page) => page.getByRole('region', { name: '公告' });

test('owner: the highest-priority valid banner shows; closing posts banner/invalid and it stays gone', async ({
  page,
}) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await expect(banner(page)).toContainText('系统维护通知');
  await expect(banner(page)).not.toContainText('已过期');
  await expectNoSeriousA11yViolations(page, 'top banner');
  await page.screenshot({ path: 'test-results/shots/top-banner.png' });
  const invalid = page.waitForRequest((r) => r.url().includes('/v2/communal/owner/banner/invalid'));
  await banner(page).getByRole('button', { name: '关闭公告' }).click();
  expect(new URLSearchParams((await invalid).postData() ?? '').get('messageIds')).toBe('9101');
  // The next valid one (medium priority) takes its place; after a reload the closed one stays gone.
  await expect(banner(page)).toContainText('智能托管全量上线');
  await page.reload();
  await expect(banner(page)).toContainText('智能托管全量上线');
  await expect(banner(page)).not.toContainText('系统维护通知');
});

/** Answers banner/query with these messages, valid for the next hour. */
async function answerBanners(page: import('@playwright/test').Page, messages: ReadonlyArray<[number, string]>) {
  const now = Math.floor(Date.now() / 1000);
  await page.route('**/v2/communal/owner/banner/query', (route) =>
    route.fulfill({
      json: {
        code: 0,
        msg: 'success',
        data: messages.map(([messageId, message], i) => ({
          messageId,
          message,
          priority: 0,
          beginPlayTime: now - 60 + i,
          endPlayTime: now + 3600,
        })),
      },
    }),
  );
}

test('a link in a banner opens the portal page with the router', async ({ page }) => {
  await answerBanners(page, [[1, '<p>新功能上线，<a href="/markets/toolbox/Home">前往工具箱了解</a></p>']]);
  await loginAs(page, 'owner', '/markets/manage/');
  await banner(page).getByRole('link', { name: '前往工具箱了解' }).click();
  await expect(page).toHaveURL(/\/markets\/toolbox\/Home$/);
});

test('operators without banners see none', async ({ page }) => {
  await loginAs(page, 'operator-ads', '/markets/manage/agency/home');
  await page.waitForTimeout(500);
  await expect(banner(page)).toHaveCount(0);
});

test(`${XSS_CORPUS.length} XSS payloads in banner HTML: nothing runs, every text renders`, async ({ page }) => {
  const xss = await watchForXss(page);
  await answerBanners(
    page,
    XSS_CORPUS.map((x) => [x.id, x.html]),
  );
  await loginAs(page, 'owner', '/markets/manage/');
  const region = banner(page);
  await expect(region).toContainText(XSS_CORPUS[0].text);
  const url = page.url();
  for (const x of XSS_CORPUS) {
    await expect(region).toContainText(x.text);
    // Whatever link is left points inside the portal's origin: no script or data URL, no other host.
    await expectOnlySameOriginLinks(region);
    await region.getByRole('button', { name: '关闭公告' }).click();
  }
  await expect(region).toHaveCount(0);
  expect(await xss.ran()).toEqual([]);
  expect(xss.dialogs).toEqual([]);
  expect(page.url()).toBe(url);
});
