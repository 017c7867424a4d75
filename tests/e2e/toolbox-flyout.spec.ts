import { expect, test } from '@playwright/test';
import { loginAs } from './support';

const trigger = (page: import('@playwright/test').Page) => page.getByRole('button', { name: '工具箱快捷入口' });
const flyout = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: '工具箱' }).or(page.getByLabel('工具箱', { exact: true })).first();

test('hover opens the five groups; leaving hides the flyout', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await trigger(page).hover();
  const panel = flyout(page);
  await expect(panel).toBeVisible();
  for (const g of ['账户支持', '定向工具', '创意辅助', '数据辅助', '投放辅助']) await expect(panel.getByRole('heading', { name: g })).toBeVisible();
  await expect(panel).toContainText('将鼠标悬停以查看说明');
  await panel.getByRole('button', { name: /^工单/ }).hover();
  await expect(panel.locator('.tbx-desc')).not.toHaveText('将鼠标悬停以查看说明');
  await page.mouse.move(700, 700);
  await expect(panel).toBeHidden();
});

test('entries follow permissions: API Key and 广告诊断 for the owner, not for an operator without the menus', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await trigger(page).hover();
  await expect(flyout(page).getByRole('button', { name: /^API Key/ })).toBeVisible();
  await expect(flyout(page).getByRole('button', { name: /^广告诊断/ })).toBeVisible();

  await loginAs(page, 'operator-ads', '/markets/manage/agency/home');
  await trigger(page).hover();
  await expect(flyout(page)).toBeVisible();
  await expect(flyout(page).getByRole('button', { name: /^API Key/ })).toHaveCount(0);
  await expect(flyout(page).getByRole('button', { name: /^广告诊断/ })).toHaveCount(0);
});

test('a click sends the usage report and opens the tool', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await trigger(page).hover();
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
  await trigger(page).hover();
  await flyout(page).getByRole('button', { name: /^帮助中心/ }).click();
  await expect(page.getByText('该工具暂未配置跳转地址，请稍后再试')).toBeVisible();
  expect(page.url()).toBe(before);
});

test('a link-obtaining entry fetches its url first, then opens it in a new tab', async ({ page, context }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await trigger(page).hover();
  const access = page.waitForResponse((r) => r.url().includes('/v2/leaves/site/quickapp/access'));
  const popup = context.waitForEvent('page');
  await flyout(page).getByRole('button', { name: /^快应用/ }).click();
  await access;
  const opened = await popup;
  expect(opened.url()).toContain('token=');
});
