import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEV_APPS_HOST } from '../../dev/apps-host';
import { expectNoSeriousA11yViolations, loginAs } from './support';

/** The header's 工具箱 tab, which the flyout hangs under. */
const tab = (page: Page) =>
  page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '工具箱', exact: true });
const trigger = (page: Page) => page.getByRole('button', { name: '工具箱快捷入口' });
const flyout = (page: Page) => page.getByRole('group', { name: '工具箱', exact: true });
/**
 * A toolbox entry by the start of its name (the name goes on with the entry's description).
 * Entries that open a page are becoming links; the others stay buttons.
 */
const entry = (panel: Locator, name: string) => {
  const named = { name: new RegExp(`^${name}`) };
  return panel.getByRole('button', named).or(panel.getByRole('link', named));
};

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
    const e = await entry(panel, name).boundingBox();
    expect(e && p && e.x >= p.x && e.x + e.width <= p.x + p.width && e.y + e.height <= p.y + p.height).toBe(true);
  }
  for (const g of ['账户支持', '定向工具', '创意辅助', '数据辅助', '投放辅助'])
    await expect(panel.getByRole('heading', { name: g })).toBeVisible();
  await expect(panel).toContainText('将鼠标悬停以查看说明');
  await expectNoSeriousA11yViolations(page, 'toolbox flyout open');
  await entry(panel, '工单').hover();
  await expect(panel.locator('.tbx-desc')).toHaveText('提交问题与查看工单处理进度');
  await page.mouse.move(700, 700);
  await expect(panel).toBeHidden();
});

test('a click on the 工具箱 tab still opens the toolbox home', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await tab(page).click();
  await expect(page).toHaveURL(/\/markets\/toolbox\/Home/);
});

test('entries follow permissions: API Key and 广告诊断 for the owner, not for an operator without the menus', async ({
  page,
}) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await hoverTab(page);
  await expect(entry(flyout(page), 'API Key')).toBeVisible();
  await expect(entry(flyout(page), '广告诊断')).toBeVisible();

  await loginAs(page, 'operator-ads', '/markets/manage/agency/home');
  await hoverTab(page);
  await expect(flyout(page)).toBeVisible();
  // The entries the operator may use are there: the flyout has rendered its grid.
  await expect(entry(flyout(page), '工单')).toBeVisible();
  await expect(entry(flyout(page), 'API Key')).toHaveCount(0);
  await expect(entry(flyout(page), '广告诊断')).toHaveCount(0);
});

test('a click sends the usage report and opens the tool', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await hoverTab(page);
  const report = page.waitForRequest((r) => r.url().includes('/report/collect') && r.method() === 'POST');
  await entry(flyout(page), '工单').click();
  const userAgent = await page.evaluate(() => navigator.userAgent);
  expect(Object.fromEntries(new URLSearchParams((await report).postData() ?? ''))).toEqual({
    operationType: 'v3-toolbox-click',
    adId: '',
    planId: '',
    groupId: '',
    page: '/markets/manage/',
    description: 'workOrders',
    duration: '',
    fileType: '',
    userAgent,
  });
  await expect(page).toHaveURL(/\/markets\/toolbox\/workOrderManage/);
});

test('an entry without a url says 暂未配置跳转地址 and nothing opens', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  const before = page.url();
  await hoverTab(page);
  await entry(flyout(page), '帮助中心').click();
  await expect(page.getByText('该工具暂未配置跳转地址，请稍后再试')).toBeVisible();
  expect(page.url()).toBe(before);
});

test('a link-obtaining entry fetches its url first, then opens it in a new tab', async ({ page, context }) => {
  // The dev API names the separate app on its https stand-in host: allowed here, and answered.
  await page.route('**/portal.config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    return route.fulfill({ response, json: { ...config, allowedHosts: [DEV_APPS_HOST] } });
  });
  await context.route(`https://${DEV_APPS_HOST}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>快应用</title><h1>快应用</h1>' }),
  );
  await loginAs(page, 'owner', '/markets/manage/');
  await hoverTab(page);
  const access = page.waitForResponse((r) => r.url().includes('/v2/leaves/site/quickapp/access'));
  const popup = context.waitForEvent('page');
  await entry(flyout(page), '快应用').click();
  const answer = ((await (await access).json()) as { data: { url: string; token: string } }).data;
  const opened = await popup;
  // The answer's url with its token added (the owner's is qa-200001).
  expect(answer.token).toBe('qa-200001');
  const url = new URL(opened.url());
  expect(url.searchParams.get('token')).toBe(answer.token);
  url.searchParams.delete('token');
  expect(url.href).toBe(new URL(answer.url, opened.url()).href);
});
