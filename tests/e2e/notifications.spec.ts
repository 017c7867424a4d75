import { expect, test } from '@playwright/test';
import { loginAs } from './support';

test('owner: bell shows 99+, the panel pages by 10 and 全部已读 clears the badge', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  const bell = page.getByRole('button', { name: '消息通知' });
  await expect(bell).toContainText('99+');
  await bell.click();
  const panel = page.getByRole('dialog', { name: '新消息列表' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('list', { name: '消息列表' }).getByRole('listitem')).toHaveCount(10);
  await expect(panel).toContainText('仅展示近 7 天的站内信');
  const query = page.waitForRequest((r) => r.url().includes('/v2/communal/msg/query') && (r.postData() ?? '').includes('page=2'));
  await panel.getByRole('button', { name: '下一页' }).click();
  await query;
  await expect(panel).toContainText('第 2 页');
  const reset = page.waitForRequest((r) => r.url().includes('/v2/communal/msg/batchResetStatus'));
  await panel.getByRole('button', { name: '全部已读' }).click();
  expect((await reset).postData()).toContain('readFlag=1');
  await expect(panel.getByRole('button', { name: '全部已读' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await expect(bell).not.toContainText('99+');
  await expect(page.locator('#root, body > div').first()).not.toHaveAttribute('aria-hidden', 'true');
});

test('agency operators do not see the bell', async ({ page }) => {
  await loginAs(page, 'operator-admin', '/markets/manage/agency/home');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: '消息通知' })).toHaveCount(0);
});

test('supervised access: banner names the supervisor, its button goes back to the supervisor home', async ({ page }) => {
  await loginAs(page, 'supervised', '/markets/manage/');
  expect(page.url()).toContain('multiAccessId=');
  const banner = page.getByLabel('代为操作提示');
  await expect(banner).toContainText(/您正在以代理商(运营)?「.+」的身份代为操作此账户/);
  await banner.getByRole('button', { name: /^返回代理商/ }).click();
  await expect(page).toHaveURL(/\/markets\/manage\/agency\/home/);
});
