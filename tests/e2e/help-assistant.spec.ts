import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectOnlySameOriginLinks, loginAs, watchForXss } from './support';
import { XSS_CORPUS } from './xss-corpus';

const entry = (page: Page) => page.getByRole('button', { name: /^帮助助手/ });
const dialog = (page: Page) => page.getByRole('dialog', { name: '帮助助手' });

test('owner: work-order progress on the entry; ask, get an answer, give feedback', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await expect(page.getByText('您提交的工单有新进度')).toBeVisible();
  await page.screenshot({ path: 'test-results/shots/help-entry.png' });
  await entry(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('region', { name: '猜你想问' }).getByRole('listitem')).toHaveCount(5);
  // Spec §9: the dialog is 600 px wide, the hot-article carousel 173 px high (once the opening
  // animation, a scale transform, has ended).
  await expect.poll(async () => (await dialog(page).boundingBox())?.width).toBe(600);
  await expect
    .poll(async () => (await dialog(page).getByRole('region', { name: '热门文章' }).boundingBox())?.height)
    .toBe(173);
  await expectNoSeriousA11yViolations(page, 'help dialog');
  const box = dialog(page).getByRole('textbox', { name: '输入您的问题' });
  await box.fill('如何上传广告主资质？');
  await box.press('Enter');
  await expect(dialog(page).getByRole('link', { name: '工具箱 - 资质管理' })).toBeVisible();
  const feedback = page.waitForRequest((r) => r.url().includes('/questionResolve'));
  await dialog(page).getByRole('button', { name: '已解决' }).click();
  expect((await feedback).postDataJSON()).toEqual({ id: '101', status: 1 });
  await expect(dialog(page)).toContainText('感谢您的反馈');
  await page.screenshot({ path: 'test-results/shots/help-dialog.png' });
  // The work-order entry of 常用功能 clears the progress badge.
  await dialog(page).getByRole('region', { name: '常用功能' }).getByRole('button', { name: '工单' }).click();
  await expect(page).toHaveURL(/\/markets\/toolbox\/workOrderManage$/);
  await expect(page.getByText('您提交的工单有新进度')).toHaveCount(0);
});

test('the help dialog opens from the keyboard, and Escape returns focus to the help entry', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await entry(page).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(entry(page)).toBeFocused();
});

/**
 * The corpus in groups of 7, one test (one login) each: a single test of all 35 payloads ran past
 * 120 s on a busy 2-core machine. Every group asserts what the whole did, for its payloads.
 */
const XSS_GROUP = 7;
const XSS_GROUPS = Array.from({ length: Math.ceil(XSS_CORPUS.length / XSS_GROUP) }, (_, g) =>
  XSS_CORPUS.slice(g * XSS_GROUP, (g + 1) * XSS_GROUP),
);

for (const group of XSS_GROUPS) {
  const range = `${group[0].id}–${group[group.length - 1].id}`;
  test(`XSS payloads ${range} of ${XSS_CORPUS.length} in help answers: nothing runs, every text renders`, async ({
    page,
  }) => {
    const xss = await watchForXss(page);
    // Each question names its payload (问题 <id>), so the answer does not depend on the order of calls.
    await page.route('**/questionHelper/answerTheQuestion', (route) => {
      const asked = String((route.request().postDataJSON() as { filter?: { title?: unknown } }).filter?.title ?? '');
      const x = XSS_CORPUS.find((p) => asked === `问题 ${p.id}`) ?? group[0];
      return route.fulfill({ json: { code: 0, msg: 'success', data: { id: x.id, title: x.text, answer: x.html } } });
    });
    await loginAs(page, 'agency', '/markets/manage/agency/home');
    // The page settled first: once in a full run the entry's click, ~0.45 s after its chunk arrived
    // under load, opened nothing (the dialog's chunk was never asked for; see issue 38's note).
    await page.waitForLoadState('networkidle');
    await entry(page).click();
    const box = dialog(page).getByRole('textbox', { name: '输入您的问题' });
    const url = page.url();
    for (const x of group) {
      await box.fill(`问题 ${x.id}`);
      await box.press('Enter');
      await expect(dialog(page).getByRole('list', { name: '对话记录' })).toContainText(x.text);
    }
    await expectOnlySameOriginLinks(dialog(page).getByRole('list', { name: '对话记录' }));
    expect(await xss.ran()).toEqual([]);
    expect(xss.dialogs).toEqual([]);
    expect(page.url()).toBe(url);
  });
}

test('recommendations are said in the conversation; scrolling back shows what was recommended when', async ({
  page,
}) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await entry(page).click();
  const chat = dialog(page).getByRole('list', { name: '对话记录' });
  const live = chat.getByRole('region', { name: /^猜你想问/ });
  await expect(live.getByRole('listitem')).toHaveCount(5);
  await live.getByRole('button', { name: '换一换' }).click();
  await expect(live.getByRole('listitem').first()).toHaveText('创意审核被拒怎么办？');
  const box = dialog(page).getByRole('textbox', { name: '输入您的问题' });
  await box.fill('资质审核需要多长时间？');
  await box.press('Enter');
  await expect(chat).toContainText('1 个工作日');
  await dialog(page).getByRole('tab', { name: '账户与资质' }).click();
  await expect(live).toHaveAccessibleName('猜你想问：账户与资质');
  const entries = chat.locator(':scope > li');
  // Greeting, 猜你想问 (page 2), the question, its answer, 猜你想问：账户与资质.
  await expect(entries).toHaveCount(5);
  await expect(entries.nth(1)).toContainText('创意审核被拒怎么办？');
  await expect(entries.nth(1).getByRole('button', { name: '换一换' })).toHaveCount(0);
  await expect(entries.nth(4)).toContainText('如何上传广告主资质？');
  await expectNoSeriousA11yViolations(page, 'help dialog with recommendations in the chat');
});

test('常用功能 show their pictures, served by the dev API', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await entry(page).click();
  const functions = dialog(page).getByRole('region', { name: '常用功能' });
  const pictures = functions.locator('img');
  await expect(pictures).toHaveCount(5);
  for (const img of await pictures.all()) {
    await expect(img).toHaveAttribute('src', /^\/v3\/marketing\/midstage\/helpCenter\/convenientIcons\/\w+\.svg$/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  }
});
