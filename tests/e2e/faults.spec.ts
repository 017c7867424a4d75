import { expect, test } from '@playwright/test';
import { PORTS } from '../../playwright.config';
import { expectNoSeriousA11yViolations, loginAs, loginUrl, mainNav, pageTitle, portalReady } from './support';

test('a bad portal.config.json renders the fatal page naming the key and plugin', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`http://127.0.0.1:${PORTS.badConfig}/markets/manage/`);
  await portalReady(page);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: '门户暂时无法启动' })).toBeVisible();
  await expect(alert).toContainText('PORTICO_E_INVALID_CONFIG');
  await expect(alert).toContainText('plugins.daily-tips.enabled');
  await expect(alert).toContainText('daily-tips');
  await expectNoSeriousA11yViolations(page, 'fatal config error page');
  expect(errors).toEqual([]);
});

test("an address off the portal's origin in portal.config.json stops the boot, naming the key and the rule", async ({
  page,
}) => {
  await page.route('**/portal.config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    return route.fulfill({
      response,
      json: { ...config, subApps: { report: { mode: 'qiankun', entry: '//evil.example.com/report/index.html' } } },
    });
  });
  const entries: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('evil.example.com')) entries.push(r.url());
  });
  await page.goto('/markets/manage/');
  await portalReady(page);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: '门户暂时无法启动' })).toBeVisible();
  await expect(alert).toContainText('PORTICO_E_INVALID_CONFIG');
  await expect(alert).toContainText(
    "subApps.report.entry: must be a path on the portal's origin, like /help/, or an http(s) address",
  );
  expect(entries).toEqual([]);
});

test('a plugin whose header widget throws is contained; the rest of the page works', async ({ page }) => {
  const base = `http://127.0.0.1:${PORTS.crash}`;
  await page.goto(`${base}${loginUrl('owner', '/markets/manage/')}`);
  await portalReady(page);
  await expect(page.locator('[data-plugin="crash-demo"][role="alert"]')).toContainText('crash-demo');
  await expect(pageTitle(page)).toHaveText('首页');
  await expectNoSeriousA11yViolations(page, 'page with a crashed header widget');
  await mainNav(page).getByRole('link', { name: '推广', exact: true }).click();
  await expect(pageTitle(page)).toHaveText('计划管理');
});

test('the dev login refuses an unknown scenario with a clear message', async ({ page }) => {
  const response = await page.goto('/market/login/index.html?scenario=nobody');
  expect(response?.status()).toBe(400);
  // A plain-text answer of the dev server, not a page of the portal (no accessibility check).
  await expect(page.locator('body')).toHaveText('未知的测试账号：nobody');
});

test('an open redirect through the dev login is refused', async ({ page }) => {
  await loginAs(page, 'owner', '//evil.example.com/');
  expect(new URL(page.url()).host).toBe(`127.0.0.1:${PORTS.main}`);
});
