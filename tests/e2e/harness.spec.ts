import { expect, test } from '@playwright/test';
import { E2E_BUILD, PORTS } from '../../playwright.config';
import { startHarness, type HarnessServer } from './harness-server';
import { expectNoSeriousA11yViolations, loginUrl, mainNav, portalReady } from './support';

// The dev harness: `npm start -- --plugins header,manage --scenario agency` on a port of its own,
// started and stopped by this spec (the shared servers of playwright.config.ts stay as they are).
const PORT = PORTS.harness;
const AGENCY_NAME = '北京星河互动广告有限公司';

// One harness on its fixed port: this file's tests run in order in one worker.
test.describe.configure({ mode: 'default' });

let harness: HarnessServer | null = null;
let startUrl = '';

test.beforeAll(async () => {
  // Reading the catalogs and loading the dev API takes a while on a busy machine.
  test.setTimeout(120_000);
  harness = await startHarness(
    ['--plugins', 'header,manage', '--scenario', 'agency', '--no-watch', '--no-open'],
    { ...process.env, PORT: String(PORT), PORTICO_SKIP_BUILD: '1', PORTICO_OUT_DIR: E2E_BUILD },
    100_000,
  );
  startUrl = harness.url;
});

test.afterAll(() => {
  harness?.stop();
  harness = null;
});

test('serves only the chosen plugins and their requirements, logged in as the scenario, with the dev badge', async ({
  page,
}) => {
  // What the harness printed: the plugins, the scenario and the start URL through the dev login.
  const printed = harness!.printed();
  expect(printed).toContain('Harness: plugins header, manage');
  expect(printed).toContain('scenario agency');
  expect(startUrl).toBe(
    `http://127.0.0.1:${PORT}/market/login/index.html?scenario=agency&redirect=${encodeURIComponent('/markets/manage/?plugins=header,manage')}`,
  );

  await page.goto(startUrl);
  await portalReady(page);
  // manage's landing sends an agency on to its home.
  await expect(page).toHaveURL(`http://127.0.0.1:${PORT}/markets/manage/agency/home`);

  // Only the chosen plugins (and what they require) are on.
  const active = await page.evaluate(() =>
    (window as unknown as { __portico: { activePlugins(): string[] } }).__portico.activePlugins(),
  );
  expect(active.sort()).toEqual(['header', 'manage']);
  // manage's tabs are there; the other sub-apps' tabs are not.
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: '账户管理' })).toBeVisible();
  for (const absent of ['数据', '财务', '工具箱']) await expect(nav.getByRole('link', { name: absent })).toHaveCount(0);

  // Logged in as the agency account of the scenario.
  await expect(page.getByRole('banner')).toContainText(AGENCY_NAME);

  // The dev badge names the scenario and the plugins that are on.
  const badge = page.getByRole('complementary', { name: '开发工具' });
  await expect(badge).toContainText('开发模式');
  await expect(badge).toContainText('场景：agency');
  await expect(badge).toContainText('插件：header、manage');

  // A reload keeps the subset (the dev-only snippet puts ?plugins= back before the app boots).
  await page.goto(`http://127.0.0.1:${PORT}/markets/manage/agency/home`);
  await portalReady(page);
  await expect(page).toHaveURL(`http://127.0.0.1:${PORT}/markets/manage/agency/home?plugins=header,manage`);
  await expect(badge).toContainText('插件：header、manage');
  await expect(nav.getByRole('link', { name: '数据' })).toHaveCount(0);

  await expectNoSeriousA11yViolations(page, 'dev harness page with the badge');
  await page.screenshot({ path: '/tmp/shots/harness-badge.png' });
});

test('the shared server (plain npm start) has no badge and every plugin', async ({ page }) => {
  await page.goto(loginUrl('agency', '/markets/manage/'));
  await portalReady(page);
  await expect(page.getByRole('complementary', { name: '开发工具' })).toHaveCount(0);
  await expect(mainNav(page).getByRole('link', { name: '数据' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'plain npm start page');
});
