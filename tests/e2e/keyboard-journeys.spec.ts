import { expect, test, type Page } from '@playwright/test';
import { loginAs, mainNav, portalReady } from './support';
import { expectFocusSeen, pressTo, tabTo } from './keyboard';

// Issue 40: every task done without a mouse, one journey per test, for the account types that
// have it. Only page.keyboard moves and acts (setup calls to the dev API aside); every Tab stop on
// the way must be seen — not hidden, not under the header or the help dock, not behind a dialog's
// backdrop (tabTo checks each one) — and a dialog keeps the focus while it is open.

const banner = (page: Page) => page.getByRole('banner');

/** Waits until the header's widgets have arrived (the flyout's button comes in the idle phase). */
async function headerSettled(page: Page) {
  await expect(banner(page).getByRole('button', { name: /^账户菜单/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Presses Tab `times` times inside an open dialog: focus never leaves it (the dialog traps focus). */
async function expectTrapped(page: Page, dialogName: string | RegExp, times = 25) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  for (let i = 0; i < times; i++) {
    await page.keyboard.press('Tab');
    // Fluent's focus manager passes through its own guard elements at the dialog's edges.
    const inside = await dialog.evaluate(
      (d) => d.contains(document.activeElement) || !!document.activeElement?.hasAttribute('data-tabster-dummy'),
    );
    expect(inside).toBe(true);
    await expectFocusSeen(page);
  }
}

test('owner: 工具箱 → 修改密码 from the keyboard, and the password changed', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await headerSettled(page);
  const button = page.getByRole('button', { name: '工具箱快捷入口' });
  await tabTo(page, button, 20);
  await page.keyboard.press('Enter');
  const flyout = page.getByRole('group', { name: '工具箱', exact: true });
  await expect(flyout).toBeVisible();
  await pressTo(page, 'ArrowDown', flyout.getByRole('link', { name: /^修改密码/ }));
  await expectFocusSeen(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/markets\/toolbox\/changepwd/);
  await expect(flyout).toBeHidden();
  const form = page.getByRole('form', { name: '修改密码' });
  await tabTo(page, form.getByLabel('当前密码'));
  await page.keyboard.type('Portico2026');
  await tabTo(page, form.getByLabel(/^新密码/), 5);
  await page.keyboard.type('Spring2027');
  await tabTo(page, form.getByLabel('确认新密码'), 5);
  await page.keyboard.type('Spring2027');
  await tabTo(page, form.getByRole('button', { name: '确认修改' }), 5);
  await page.keyboard.press('Enter');
  await expect(page.getByText('密码修改成功，下次登录请使用新密码。')).toBeVisible();
});

test('owner: the bell from the keyboard — read an unread message, then 全部已读', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  // The owner's mailbox as the fixtures have it (one dev session per scenario for the whole run).
  expect((await page.request.post('/dev-api/notifications/reset')).ok()).toBe(true);
  await page.reload();
  await portalReady(page);
  await headerSettled(page);
  const bell = page.getByRole('button', { name: '消息通知' });
  await tabTo(page, bell, 20);
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: '新消息列表' });
  await expect(panel.getByRole('list', { name: '消息列表' }).getByRole('listitem')).toHaveCount(10);
  const unread = panel.getByRole('button', { name: /（未读）/ });
  const before = await unread.count();
  expect(before).toBeGreaterThan(0);
  await tabTo(page, unread.first(), 30);
  const read = page.waitForRequest((r) => r.url().includes('/v2/communal/msg/'));
  await page.keyboard.press('Enter');
  await read;
  await expect(unread).toHaveCount(before - 1);
  await expectFocusSeen(page);
  const markAll = panel.getByRole('button', { name: '全部已读' });
  await tabTo(page, markAll, 30);
  const reset = page.waitForRequest((r) => r.url().includes('/v2/communal/msg/batchResetStatus'));
  await page.keyboard.press('Enter');
  await reset;
  await expect(markAll).toBeDisabled();
  await expect(unread).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await expect(bell).not.toContainText('99+');
});

test('owner: ask the help assistant a question and rate the answer, from the keyboard', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await headerSettled(page);
  const entry = page.getByRole('button', { name: /^帮助助手/ });
  // The help entry floats in the dock at the end of the page: Shift+Tab from the top reaches it.
  await tabTo(page, entry, 10, true);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '帮助助手' });
  await expect(dialog).toBeVisible();
  await expectTrapped(page, '帮助助手');
  await tabTo(page, dialog.getByRole('textbox', { name: '输入您的问题' }), 40);
  await page.keyboard.type('如何上传广告主资质？');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('link', { name: '工具箱 - 资质管理' })).toBeVisible();
  const feedback = page.waitForRequest((r) => r.url().includes('/questionResolve'));
  await tabTo(page, dialog.getByRole('button', { name: '已解决' }), 40);
  await page.keyboard.press('Enter');
  expect((await feedback).postDataJSON()).toEqual({ id: '101', status: 1 });
  await expect(dialog).toContainText('感谢您的反馈');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(entry).toBeFocused();
});

test('owner: sort and page the plan table, hide a column in 自定义列 and save, from the keyboard', async ({ page }) => {
  await loginAs(page, 'sub-owner', '/markets/manage/PlanManage');
  expect((await page.request.post('/dev-api/manage/elements/reset')).ok()).toBe(true);
  await page.reload();
  await portalReady(page);
  const table = page.getByRole('table', { name: '计划列表' });
  const column = (name: string) => table.getByRole('columnheader', { name: new RegExp(`^${name}`) });
  await expect(table.getByRole('row')).toHaveCount(11);
  await headerSettled(page);
  // Past the header in two keys.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: '跳到主要内容' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const columns = page.getByRole('button', { name: '自定义列' });
  await tabTo(page, columns, 30);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /自定义列/ });
  const pacing = dialog.getByRole('checkbox', { name: '投放节奏' });
  await expect(pacing).toBeChecked();
  await expectTrapped(page, /自定义列/);
  // One round of the dialog is about 80 stops (搜索列名, 17 columns to choose, five controls for each
  // chosen one, 取消, 保存): after the 25 above, 投放节奏 comes on the next round.
  await tabTo(page, pacing, 100);
  await page.keyboard.press('Space');
  await expect(pacing).not.toBeChecked();
  const saved = page.waitForRequest((r) => r.url().endsWith('/v3/communal/elements/edit'));
  await tabTo(page, dialog.getByRole('button', { name: '保存' }), 100);
  await page.keyboard.press('Enter');
  await saved;
  await expect(dialog).toHaveCount(0);
  await expect(column('投放节奏')).toHaveCount(0);
  await expect(columns).toBeFocused();

  const sorted = page.waitForRequest((r) => r.url().endsWith('/v3/manage/plan/list'));
  await tabTo(page, column('消耗（元）').getByRole('button'), 60);
  await page.keyboard.press('Enter');
  await sorted;
  await expect(column('消耗（元）')).toHaveAttribute('aria-sort', 'ascending');
  const pager = page.getByRole('navigation', { name: '分页' });
  const paged = page.waitForRequest((r) => r.url().endsWith('/v3/manage/plan/list'));
  await tabTo(page, pager.getByRole('button', { name: '下一页' }), 60);
  await page.keyboard.press('Enter');
  expect(new URLSearchParams((await paged).postData() ?? '').get('pageNum')).toBe('2');
  await expect(pager.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  await expectFocusSeen(page);
});

// The way into a client's account is not the portal's: the spec (§2.2, §3) only says that
// `multiAccessId` marks a supervised session and that the header then offers the way back; no page
// of the portal opens one (the agency's client list has no such control). These journeys start in
// the supervised session the dev login opens and leave it by keyboard, by both ways back.
test('agency acting for a client: back with 返回代理商 from the account menu, from the keyboard', async ({ page }) => {
  await loginAs(page, 'supervised', '/markets/manage/');
  expect(page.url()).toContain('multiAccessId=');
  await headerSettled(page);
  const menuButton = banner(page).getByRole('button', { name: /^账户菜单/ });
  await tabTo(page, menuButton, 25);
  await page.keyboard.press('Enter');
  const back = page.getByRole('menu').getByRole('menuitem', { name: '返回代理商' });
  await pressTo(page, 'ArrowDown', back, 6);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/markets\/manage\/agency\/home/);
  expect(page.url()).not.toContain('multiAccessId=');
  // The agency's own home, as the agency: not 暂无权限.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('代理商首页');
});

test('agency acting for a client: work in the account, then back with the banner’s 返回代理商首页, from the keyboard', async ({
  page,
}) => {
  await loginAs(page, 'supervised', '/markets/manage/');
  await headerSettled(page);
  // Inside the client's account: to 推广 from the bar, still supervised.
  const promote = mainNav(page).getByRole('link', { name: '推广', exact: true });
  await tabTo(page, promote, 20);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/markets\/manage\/PlanManage/);
  expect(page.url()).toContain('multiAccessId=');
  await expect(page.getByRole('table', { name: '计划列表' }).getByRole('row')).toHaveCount(11);
  // The banner under the header says whose account it is, with the way back: the next stops after the bar.
  const notice = page.getByRole('region', { name: '代为操作提示' }).or(page.getByLabel('代为操作提示'));
  await expect(notice.first()).toContainText('北京星河互动广告有限公司');
  const back = notice.first().getByRole('button', { name: '返回代理商首页' });
  await tabTo(page, back, 60);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/markets\/manage\/agency\/home/);
  expect(page.url()).not.toContain('multiAccessId=');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('代理商首页');
  await expect(page.getByLabel('代为操作提示')).toHaveCount(0);
});

test('operator: reach 账户管理 from the keyboard', async ({ page }) => {
  await loginAs(page, 'operator-admin', '/markets/manage/agency/home');
  await headerSettled(page);
  const tab = mainNav(page).getByRole('link', { name: '账户管理' });
  await tabTo(page, tab, 20);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/markets\/manage\/agency\/AccountManage/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('账户管理');
  await expect(tab).toBeFocused();
});
