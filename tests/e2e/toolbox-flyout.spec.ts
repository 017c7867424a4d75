import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';

/** The header's 工具箱 tab, which the flyout hangs under. */
const tab = (page: Page) => page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '工具箱', exact: true });
const trigger = (page: Page) => page.getByRole('button', { name: '工具箱快捷入口' });
const flyout = (page: Page) => page.getByRole('group', { name: '工具箱', exact: true });

/** Hovers the 工具箱 tab once the flyout has attached to it (its disclosure button shows then). */
async function hoverTab(page: Page) {
  await expect(trigger(page)).toBeVisible();
  await tab(page).hover();
}

test('hovering the 工具箱 tab opens the five groups right under it; leaving hides the flyout', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await hoverTab(page);
  const panel = flyout(page);
  await expect(panel).toBeVisible();
  await expect(trigger(page)).toHaveAttribute('aria-expanded', 'true');
  const [t, p] = [await tab(page).boundingBox(), await panel.boundingBox()];
  // Hangs below the tab and starts at its left edge (the arrow sits between them).
  expect(p && t && p.y >= t.y + t.height && p.y - (t.y + t.height) < 24).toBe(true);
  expect(p && t && Math.abs(p.x - t.x) < 24).toBe(true);
  // Entries sit in the flyout's four-column grid, none cut off at its edge.
  for (const name of ['消息订阅', '第三方落地页工具', '小程序管理']) {
    const e = await panel.getByRole('button', { name: new RegExp(`^${name}`) }).boundingBox();
    expect(e && p && e.x >= p.x && e.x + e.width <= p.x + p.width && e.y + e.height <= p.y + p.height).toBe(true);
  }
  for (const g of ['账户支持', '定向工具', '创意辅助', '数据辅助', '投放辅助']) await expect(panel.getByRole('heading', { name: g })).toBeVisible();
  await expect(panel).toContainText('将鼠标悬停以查看说明');
  await panel.getByRole('button', { name: /^工单/ }).hover();
  await expect(panel.locator('.tbx-desc')).not.toHaveText('将鼠标悬停以查看说明');
  await page.mouse.move(700, 700);
  await expect(panel).toBeHidden();
});

test('a click on the 工具箱 tab still opens the toolbox home', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await tab(page).click();
  await expect(page).toHaveURL(/\/markets\/toolbox\/Home/);
});

test('entries follow permissions: API Key and 广告诊断 for the owner, not for an operator without the menus', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await hoverTab(page);
  await expect(flyout(page).getByRole('button', { name: /^API Key/ })).toBeVisible();
  await expect(flyout(page).getByRole('button', { name: /^广告诊断/ })).toBeVisible();

  await loginAs(page, 'operator-ads', '/markets/manage/agency/home');
  await hoverTab(page);
  await expect(flyout(page)).toBeVisible();
  await expect(flyout(page).getByRole('button', { name: /^API Key/ })).toHaveCount(0);
  await expect(flyout(page).getByRole('button', { name: /^广告诊断/ })).toHaveCount(0);
});

test('a click sends the usage report and opens the tool', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await hoverTab(page);
  const report = page.waitForRequest((r) => r.url().includes('/report/collect') && r.method() === 'POST');
  await flyout(page).getByRole('button', { name: /^工单/ }).click();
  const body = (await report).postData() ?? '';
  expect(body).toContain('operationType=v3-toolbox-click');
  expect(body).toContain('userAgent=');
  await expect(page).toHaveURL(/\/markets\/toolbox\/workOrderManage/);
});

test('an entry without a url says 暂未配置跳转地址 and nothing opens', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  const before = page.url();
  await hoverTab(page);
  await flyout(page).getByRole('button', { name: /^帮助中心/ }).click();
  await expect(page.getByText('该工具暂未配置跳转地址，请稍后再试')).toBeVisible();
  expect(page.url()).toBe(before);
});

test('a link-obtaining entry fetches its url first, then opens it in a new tab', async ({ page, context }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await hoverTab(page);
  const access = page.waitForResponse((r) => r.url().includes('/v2/leaves/site/quickapp/access'));
  const popup = context.waitForEvent('page');
  await flyout(page).getByRole('button', { name: /^快应用/ }).click();
  await access;
  const opened = await popup;
  expect(opened.url()).toContain('token=');
});
