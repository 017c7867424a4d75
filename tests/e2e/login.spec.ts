import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs, mainNav, pageTitle, portalReady } from './support';

test('the dev login page lists the scenario accounts and logs in as the picked one', async ({ page }) => {
  await page.goto('/market/login/index.html?redirect=%2Fmarkets%2Freport%2F');
  await expect(page.getByRole('heading', { name: '选择测试账号登录' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'dev login page');
  await page.getByRole('link', { name: /^owner 直客/ }).click();
  await portalReady(page);
  await expect(page).toHaveURL(/\/markets\/report\/$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'adstk')?.value).toBe('dev-owner');
});

test('owner: owner tabs, user menu with name and ids', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  const nav = mainNav(page);
  for (const tab of ['首页', '推广', '数据', '财务', '工具箱'])
    await expect(nav.getByRole('link', { name: tab, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: '账户管理' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '新建创意' })).toBeEnabled();
  await page.getByRole('button', { name: /账户菜单/ }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  // Spec §2.3: owner name, owner id and account id.
  await expect(menu).toContainText('杭州云帆网络科技有限公司');
  await expect(menu.getByRole('menuitem', { name: '账户ID：200001' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: '登录账号ID：300001' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'user menu open');
});

test('agency: agency tabs with agency=true and the agency home', async ({ page }) => {
  await loginAs(page, 'agency', '/markets/manage/agency/home');
  await expect(pageTitle(page)).toHaveText('代理商首页');
  const nav = mainNav(page);
  for (const tab of ['首页', '账户管理', '数据', '财务', '工具箱']) {
    await expect(nav.getByRole('link', { name: tab, exact: true })).toHaveAttribute('href', /agency=true|agency\//);
  }
  await expect(nav.getByRole('link', { name: '推广' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: /^账户菜单/ })).toBeVisible();
  // Every header chunk has arrived and rendered: 新建创意 is absent, not late.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: '新建创意' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'agency home');
});

// The manage, report and finance pages need a session (a visitor without one goes to the login
// page: tests/e2e/manage-pages.spec.ts); a page that needs none, such as the 404, shows 未登录.
test('logged out: the header says 未登录 and API calls carry no token', async ({ page }) => {
  const calls: Array<string | undefined> = [];
  page.on('request', (r) => {
    if (r.url().includes('/v2/communal/')) calls.push(r.headers()['tk']);
  });
  await loginAs(page, 'logged-out', '/markets/no-such-page');
  await expect(page.getByRole('banner').getByText('未登录')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'logged-out page');
  // A call made now, through the portal's own request service, goes out without a token.
  const sent = page.waitForRequest((r) => r.url().includes('/v2/communal/owner/info'));
  await page.evaluate(() => {
    void (
      window as unknown as {
        __portico: { request: { call(path: string, params: object, options: object): Promise<unknown> } };
      }
    ).__portico.request
      .call('/v2/communal/owner/info', {}, { manual: true })
      .catch(() => undefined);
  });
  expect((await sent).headers()['tk']).toBeUndefined();
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.filter((tk) => tk !== undefined)).toEqual([]);
});

test('logout calls /logoutV2 and lands on the login page', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await page.getByRole('button', { name: /账户菜单/ }).click();
  const logout = page.waitForRequest((r) => r.url().includes('/logoutV2'));
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await logout;
  await expect(page).toHaveURL(/\/market\/login\/index\.html/);
});
