import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs, portalReady } from './support';

/** Calendar days between two `YYYY-MM-DD` dates. */
const daysBetween = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

test('owner: bell shows 99+, the panel pages by 10 and 全部已读 clears the badge', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  // The owner's mailbox as the fixtures have it (one dev session per scenario for the whole run).
  expect((await page.request.post('/dev-api/notifications/reset')).ok()).toBe(true);
  await page.reload();
  await portalReady(page);
  const bell = page.getByRole('button', { name: '消息通知' });
  await expect(bell).toContainText('99+');
  await bell.click();
  const panel = page.getByRole('dialog', { name: '新消息列表' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('list', { name: '消息列表' }).getByRole('listitem')).toHaveCount(10);
  await expect(panel).toContainText('仅展示近 7 天的站内信');
  await expectNoSeriousA11yViolations(page, 'notification panel open');
  const query = page.waitForRequest(
    (r) => r.url().includes('/v2/communal/msg/query') && new URLSearchParams(r.postData() ?? '').get('page') === '2',
  );
  await panel.getByRole('button', { name: '下一页' }).click();
  // Spec §2.5, §9: page 2 of the last 7 days (both ends inclusive), 10 per page, every type.
  const sent = new URLSearchParams((await query).postData() ?? '');
  expect(sent.get('pageCount')).toBe('10');
  expect(sent.get('msgType')).toBe('');
  expect(sent.get('readFlag')).toBe('');
  expect(daysBetween(sent.get('beginDate') ?? '', sent.get('endDate') ?? '')).toBe(6);
  await expect(panel).toContainText('第 2 页');
  const reset = page.waitForRequest((r) => r.url().includes('/v2/communal/msg/batchResetStatus'));
  await panel.getByRole('button', { name: '全部已读' }).click();
  // 全部已读: readFlag=1 with the owner's loginType (4), no ids.
  expect(Object.fromEntries(new URLSearchParams((await reset).postData() ?? ''))).toEqual({
    readFlag: '1',
    loginType: '4',
  });
  await expect(panel.getByRole('button', { name: '全部已读' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await expect(bell).not.toContainText('99+');
  await expect(page.locator('#root, body > div').first()).not.toHaveAttribute('aria-hidden', 'true');
});

test('agency operators do not see the bell', async ({ page }) => {
  await loginAs(page, 'operator-admin', '/markets/manage/agency/home');
  await expect(page.getByRole('banner').getByRole('button', { name: /^账户菜单/ })).toBeVisible();
  // Every header chunk has arrived and rendered: the bell is absent, not late.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: '消息通知' })).toHaveCount(0);
});

test('supervised access: banner names the supervisor, its button goes back to the supervisor home', async ({
  page,
}) => {
  await loginAs(page, 'supervised', '/markets/manage/');
  expect(page.url()).toContain('multiAccessId=');
  const banner = page.getByLabel('代为操作提示');
  await expect(banner).toContainText(
    '您正在以代理商「北京星河互动广告有限公司」的身份代为操作此账户，所有操作将被记录。',
  );
  await banner.getByRole('button', { name: '返回代理商首页' }).click();
  await expect(page).toHaveURL(/\/markets\/manage\/agency\/home/);
});

test('重要 marks priority 0 only: 1, 2, "0", "high" and no priority stay untagged', async ({ page }) => {
  const priorities: unknown[] = [0, 1, 2, '0', 'high', null];
  await page.route('**/v2/communal/msg/query', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        code: 0,
        msg: 'success',
        data: {
          items: priorities.map((priority, i) => ({
            msgId: i + 1,
            recordId: 100 + i,
            msgType: 1,
            readFlag: 0,
            msgTitle: `优先级 ${String(priority)}`,
            msgContent: '内容',
            msgTime: new Date().toISOString().slice(0, 10) + ' 09:00:00',
            priority,
          })),
          totalCount: priorities.length,
        },
      }),
    }),
  );
  await loginAs(page, 'owner', '/markets/manage/');
  await page.getByRole('button', { name: /^消息通知/ }).click();
  const items = page
    .getByRole('dialog', { name: '新消息列表' })
    .getByRole('list', { name: '消息列表' })
    .getByRole('listitem');
  await expect(items).toHaveCount(priorities.length);
  await expect(items.filter({ hasText: '重要' })).toHaveCount(1);
  await expect(items.nth(0)).toContainText('重要');
});
