// The dev inspector at /markets/__portico (dev and test builds; tests/e2e/nginx.spec.ts checks that
// the release build has none): plugins and why, contributions with live `when` values, crashes with
// their stacks, the dependency graph, the boot timeline and the config fragment for admins.
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PORTS } from '../../playwright.config';
import { expectNoSeriousA11yViolations, loginAs } from './support';

const INSPECTOR = '/markets/__portico';
const SHOTS = '/tmp/shots';

/** Plugin ids of a catalog file (each plugin sits in a folder named after its id). */
const catalogIds = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/from '\.\.\/(?:plugins|examples)\/([a-z0-9-]+)\/plugin'/g)].map((m) => m[1]);
const PRODUCT = catalogIds('host/catalog.ts');
const EXAMPLES = catalogIds('host/dev-catalog.ts');

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Portico 检查器' });
const tab = (page: Page, name: string | RegExp) => page.getByRole('tab', { name, exact: true });
const pluginRow = (page: Page, id: string): Locator =>
  page.getByRole('table', { name: '插件' }).locator(`tr[data-plugin="${id}"]`);

async function openInspector(page: Page, query = ''): Promise<void> {
  await loginAs(page, 'owner', `${INSPECTOR}${query}`);
  await expect(heading(page)).toBeVisible();
}

test('lists every plugin of the catalog with its state and reason, keyboard-usable and axe-clean', async ({ page }) => {
  expect(PRODUCT.length).toBeGreaterThanOrEqual(17);
  expect([...EXAMPLES].sort()).toEqual(['crash-demo', 'daily-tips']);
  await openInspector(page);
  const table = page.getByRole('table', { name: '插件' });
  await expect(table.locator('tbody tr')).toHaveCount(PRODUCT.length + EXAMPLES.length + 1);
  for (const id of PRODUCT) {
    await expect(pluginRow(page, id), id).toHaveAttribute('data-enabled', 'true');
    await expect(pluginRow(page, id).getByRole('cell').nth(3), id).toHaveText('运行中');
    await expect(pluginRow(page, id).getByRole('cell').nth(5), id).toHaveText(/^\d+\.\d ms$/);
  }
  // portal.config.json enables daily-tips with options; crash-demo is off by default.
  await expect(pluginRow(page, 'daily-tips').getByRole('cell').nth(4)).toHaveText('{"pageSize":5}');
  await expect(pluginRow(page, 'crash-demo').getByRole('cell').nth(3)).toHaveText('默认关闭，配置未启用');
  await expect(pluginRow(page, 'portico-inspector')).toHaveAttribute('data-enabled', 'true');
  await expectNoSeriousA11yViolations(page, 'inspector: plugins');
  await page.screenshot({ path: `${SHOTS}/inspector-plugins.png`, fullPage: false });

  // The tabs work from the keyboard: arrow to 依赖图 and open it.
  await tab(page, '插件').focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(tab(page, '依赖图')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: '依赖图' })).toBeVisible();
  const picture = page.getByRole('img', { name: /^插件依赖图：\d+ 个插件/ });
  for (const id of [...PRODUCT, ...EXAMPLES]) await expect(picture.locator(`[data-node="${id}"]`), id).toHaveCount(1);
  await expect(picture.locator('[data-edge="manage->header"]')).toHaveAttribute('data-kind', 'point');
  await expect(picture.locator('[data-node="header"]')).toHaveAttribute('data-layer', '0');
  await expect(page.locator('[data-graph-list] li').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'inspector: graph');
  await page.screenshot({ path: `${SHOTS}/inspector-graph.png`, fullPage: true });

  await tab(page, '启动时间线').click();
  const timeline = page.getByRole('table', { name: '启动时间线' });
  for (const mark of ['portal:config', 'portal:session', 'portal:activated', 'portal:ready'])
    await expect(timeline.locator(`tr[data-timeline="${mark}"] td`).nth(1), mark).toHaveText(/^\d+\.\d ms$/);
  await expect(timeline.locator('tr[data-timeline="header"][data-kind="plugin"] td').nth(3)).toHaveText(/^\d+\.\d ms$/);
  await expectNoSeriousA11yViolations(page, 'inspector: timeline');
  await page.screenshot({ path: `${SHOTS}/inspector-timeline.png`, fullPage: false });
  // Zoomed to the activations, the window runs from the first activation's start to the last
  // one's end (plus 2 %), so the longest activation's bar takes its share of that window —
  // measured against the times the table prints, not against a fixed pixel figure that
  // depends on how fast this machine booted.
  const bars = timeline.locator('tr[data-kind="plugin"] [aria-hidden="true"] > div');
  const widestBar = () => bars.evaluateAll((els) => Math.max(...els.map((b) => b.getBoundingClientRect().width)));
  const before = await widestBar();
  await page.getByRole('switch', { name: '放大到插件激活阶段' }).check();
  const spans = await timeline
    .locator('tr[data-kind="plugin"]')
    .evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].slice(1, 3).map((td) => parseFloat(td.textContent ?? ''))),
    );
  const timed = spans.filter(([a, b]) => Number.isFinite(a) && Number.isFinite(b));
  const first = Math.min(...timed.map(([a]) => a));
  const last = Math.max(...timed.map(([, b]) => b));
  const longest = Math.max(...timed.map(([a, b]) => b - a));
  const track = await timeline
    .locator('tr[data-kind="plugin"] [aria-hidden="true"]')
    .first()
    .evaluate((el) => el.getBoundingClientRect().width);
  const expected = (longest / ((last - first) * 1.02)) * track;
  const widest = await widestBar();
  // The table prints times to 0.1 ms: allow that rounding (both ends) on top of 3 px.
  const slack = 3 + (0.2 / (last - first)) * track;
  expect(Math.abs(widest - expected), `widest ${widest}px, expected ${expected}px`).toBeLessThan(slack);
  expect(widest).toBeGreaterThan(before);
  await expectNoSeriousA11yViolations(page, 'inspector: timeline zoomed');
  await page.screenshot({ path: `${SHOTS}/inspector-timeline-zoomed.png`, fullPage: false });
});

test('?plugins=header leaves the others disabled by ?plugins=', async ({ page }) => {
  await openInspector(page, '?plugins=header');
  await expect(pluginRow(page, 'header').getByRole('cell').nth(3)).toHaveText('运行中');
  for (const id of ['manage', 'notifications', 'daily-tips'])
    await expect(pluginRow(page, id).getByRole('cell').nth(3), id).toHaveText('不在 ?plugins= 子集中');
  await expect(pluginRow(page, 'crash-demo').getByRole('cell').nth(3)).toHaveText('默认关闭，配置未启用');
  await expectNoSeriousA11yViolations(page, 'inspector: ?plugins=header');
});

test("a contribution's when value flips live when the session's menu tree changes", async ({ page }) => {
  await openInspector(page);
  await tab(page, '扩展').click();
  await page.getByRole('textbox', { name: '筛选扩展（ID、插件或类型）' }).fill('owner-finance');
  const row = page.locator('tr[data-extension="header-tab:finance/owner-finance"]');
  await expect(row.locator('[data-when]')).toHaveText('账号类型 owner 且 （菜单 129 或 菜单 130）');
  await expect(row.locator('[data-live]')).toHaveText('是');
  await expectNoSeriousA11yViolations(page, 'inspector: contributions');
  await page.screenshot({ path: `${SHOTS}/inspector-contributions.png`, fullPage: false });

  type Session = { authTree: { menuTree: number[]; dataTree: string[] }; setAuthTree(t: unknown): void };
  const setMenus = (drop: boolean) =>
    page.evaluate((dropFinance) => {
      const session = (window as unknown as { __portico: { runtime: { session: Session } } }).__portico.runtime.session;
      const { menuTree, dataTree } = session.authTree;
      session.setAuthTree({
        menuTree: dropFinance ? menuTree.filter((m) => m !== 129 && m !== 130) : [...menuTree, 129],
        dataTree,
      });
    }, drop);
  await setMenus(true);
  await expect(row.locator('[data-live]')).toHaveText('否');
  await expect(page.getByRole('link', { name: '财务' })).toHaveCount(0);
  await setMenus(false);
  await expect(row.locator('[data-live]')).toHaveText('是');
});

test('the switches produce the portal.config.json fragment, with a copy button', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: `http://127.0.0.1:${PORTS.main}` });
  await openInspector(page);
  await tab(page, '配置（管理员）').click();
  const effective = page.getByRole('textbox', { name: '生效配置（portal.config.json，已校验）' });
  expect(JSON.parse(await effective.inputValue())).toMatchObject({ plugins: { 'daily-tips': { enabled: true } } });
  const fragment = page.getByRole('textbox', { name: '配置片段' });
  await expect(fragment).toHaveValue('');

  await page.getByRole('switch', { name: 'daily-tips', exact: true }).click();
  expect(JSON.parse(await fragment.inputValue())).toEqual({ plugins: { 'daily-tips': { enabled: false } } });
  await page.getByRole('switch', { name: 'header-widget:notifications/bell' }).check();
  await page.getByRole('switch', { name: 'header-widget:notifications/bell' }).uncheck();
  expect(JSON.parse(await fragment.inputValue())).toEqual({
    plugins: { 'daily-tips': { enabled: false } },
    extensions: { 'header-widget:notifications/bell': { enabled: false } },
  });
  await page.getByRole('button', { name: '复制片段' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已复制到剪贴板' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await fragment.inputValue());
  await expectNoSeriousA11yViolations(page, 'inspector: config');
  await page.screenshot({ path: `${SHOTS}/inspector-config.png`, fullPage: false });
});

test.describe('with the crash-demo plugin on', () => {
  test.use({ baseURL: `http://127.0.0.1:${PORTS.crash}` });

  test('shows the crash with its error and component stacks', async ({ page }) => {
    await openInspector(page);
    await expect(page.locator('[data-extension="header-widget:crash-demo/broken"][role="alert"]')).toBeVisible();
    await tab(page, /^诊断（\d+）$/).click();
    const diagnostics = page.getByRole('table', { name: '诊断' });
    await expect(diagnostics.locator('tr[data-code="PORTICO_E_CONTRIBUTION_CRASHED"]')).toContainText('crash-demo');
    const crash = page.getByRole('region', { name: 'header-widget:crash-demo/broken · crash-demo' });
    await expect(crash.locator('[data-stack="error"]')).toContainText(
      'Error: crash-demo: this widget fails on purpose',
    );
    await expect(crash.locator('[data-stack="error"]')).toContainText(/at .+\/assets\//);
    await expect(crash.locator('[data-stack="component"]')).toContainText(/at \S+/);
    await expectNoSeriousA11yViolations(page, 'inspector: diagnostics with a crash');
    await page.screenshot({ path: `${SHOTS}/inspector-crash.png`, fullPage: false });
  });
});
