import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs, pageTitle } from './support';

/** Screenshots of the page as it is now at 1440×900 and 1280×720 (viewed by the author). */
async function shoot(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1440, 900],
    [1280, 720],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `/tmp/shots/toolbox-pages-${name}-${width}x${height}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The form parameters of the next POST to a path, once `action` has run. */
async function sent(
  page: Page,
  path: string,
  action: () => Promise<unknown>,
  match: (p: URLSearchParams) => boolean = () => true,
) {
  const request = page.waitForRequest((r) => r.url().includes(path) && match(new URLSearchParams(r.postData() ?? '')));
  await action();
  return new URLSearchParams((await request).postData() ?? '');
}

const bell = (page: Page) => page.getByRole('button', { name: /^消息通知/ });
const messages = (page: Page) => page.getByRole('list', { name: '站内信列表' }).getByRole('listitem');

test('消息中心: page 2 sends page=2, the type filter goes on the wire, 全部已读 clears the header badge', async ({
  page,
}) => {
  // The server's mailbox is shared by every test of the owner: the badge's count and the mark-all call are
  // answered here, so this test neither depends on nor changes what other specs find.
  await page.route('**/v2/communal/msg/count/unread', (route) =>
    route.fulfill({ json: { code: 0, msg: 'success', data: 12 } }),
  );
  await page.route('**/v2/communal/msg/batchResetStatus', (route) =>
    route.fulfill({ json: { code: 0, msg: 'success', data: null } }),
  );
  await loginAs(page, 'owner', '/markets/toolbox/NotifyView');
  await expect(pageTitle(page)).toHaveText('消息中心');
  await expect(messages(page)).toHaveCount(10);
  await expect(bell(page)).toHaveAccessibleName('消息通知，12 条未读');
  await expectNoSeriousA11yViolations(page, '消息中心');
  await shoot(page, 'notify-view');

  const second = await sent(page, '/v2/communal/msg/query', () => page.getByRole('button', { name: '下一页' }).click());
  expect(second.get('page')).toBe('2');
  expect(second.get('pageCount')).toBe('10');
  await expect(page.getByText('第 2 / 13 页')).toBeVisible();

  const filtered = await sent(
    page,
    '/v2/communal/msg/query',
    () => page.getByRole('combobox', { name: '消息类型' }).selectOption({ label: '审核通知' }),
    (p) => p.get('msgType') === '2',
  );
  expect(filtered.get('page')).toBe('1');
  // The owner's 8 审核通知 of the last 7 days, and nothing else.
  await expect(messages(page)).toHaveCount(8);
  await expect(messages(page).filter({ hasNotText: '审核通知' })).toHaveCount(0);

  const reset = await sent(page, '/v2/communal/msg/batchResetStatus', () =>
    page.getByRole('button', { name: '全部已读' }).click(),
  );
  expect(Object.fromEntries(reset)).toEqual({ readFlag: '1', loginType: '4' });
  await expect(bell(page)).toHaveAccessibleName('消息通知');
  await expect(messages(page).filter({ hasNotText: '（已读）' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '全部已读' })).toBeDisabled();
  await shoot(page, 'notify-view-read');
});

test('消息订阅: the message types with their choice', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/toolbox/NotifySubscription');
  await expect(pageTitle(page)).toHaveText('消息订阅');
  await expect(page.getByRole('checkbox')).toHaveCount(4);
  await expectNoSeriousA11yViolations(page, '消息订阅');
  await shoot(page, 'notify-subscription');
});

test('工单管理: opening it clears the help badge; the status filter goes on the wire', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await expect(page.getByText('您提交的工单有新进度')).toBeVisible();
  await page.getByRole('link', { name: '工单', exact: true }).click();
  await expect(pageTitle(page)).toHaveText('工单管理');
  await expect(page.getByText('您提交的工单有新进度')).toHaveCount(0);
  const table = page.getByRole('table', { name: '工单列表' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(page.getByText('您有 3 个工单待确认')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '工单管理');
  await shoot(page, 'work-orders');

  const filtered = await sent(
    page,
    '/v3/communal/ticket/list',
    () => page.getByRole('combobox', { name: '工单状态' }).selectOption({ label: '待确认' }),
    (p) => p.get('status') === '2',
  );
  expect(filtered.get('loginType')).toBe('4');
  expect(filtered.get('pageNum')).toBe('1');
  await expect(table.getByRole('row')).toHaveCount(4);
  for (const row of (await table.getByRole('row').all()).slice(1)) await expect(row).toContainText('待确认');
});

test('工单管理 opened directly: the help entry arrives without its badge', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/toolbox/workOrderManage');
  await expect(page.getByRole('table', { name: '工单列表' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^帮助助手/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('您提交的工单有新进度')).toHaveCount(0);
});

test('工具箱 home: the flyout entries as cards by group; a card opens its page', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/toolbox/Home');
  await expect(pageTitle(page)).toHaveText('工具箱');
  const cards = page.locator('.tbx-card .tbx-card-name');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    '账户支持',
    '定向工具',
    '创意辅助',
    '数据辅助',
    '投放辅助',
  ]);
  await expectNoSeriousA11yViolations(page, '工具箱 home');
  await shoot(page, 'home');
  // The same entries as the flyout, in its order.
  await page.getByRole('button', { name: '工具箱快捷入口' }).hover();
  const flyout = page.getByRole('group', { name: '工具箱' });
  await expect(flyout).toBeVisible();
  expect(await cards.allTextContents()).toEqual(await flyout.locator('.tbx-entry-name').allTextContents());
  await page.mouse.move(700, 800);
  await expect(flyout).toBeHidden();

  const usage = page.waitForRequest((r) => r.url().includes('/report/collect'));
  await page.getByRole('link', { name: /^广告诊断/ }).click();
  expect(new URLSearchParams((await usage).postData() ?? '').get('description')).toBe('adDiagnosis');
  await expect(pageTitle(page)).toHaveText('广告诊断');
});

test('an honest tool page: what the tool is for, and 该工具暂未开放 without an address', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/toolbox/AdDiagnostic');
  await expect(pageTitle(page)).toHaveText('广告诊断');
  await expect(page.getByRole('heading', { name: '工具说明' })).toBeVisible();
  await expect(page.getByText('广告诊断检查计划与广告组的预算')).toBeVisible();
  await expect(page.getByRole('heading', { name: '该工具暂未开放' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '广告诊断');
  await shoot(page, 'honest-tool');
});
