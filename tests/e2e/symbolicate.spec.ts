// Production errors that point at source lines (issue "Production visibility"): the build keeps
// hidden source maps beside its folder (never served, never referenced), every error report
// carries the build's id, and `npm run symbolicate` turns a captured report back into the plugin's
// .tsx line. The crash server serves the e2e build (rollup.config.mjs: minified, vendor split,
// hidden maps, as a release build) with the crash-demo plugin, whose header widget throws.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Route } from '@playwright/test';
import { PORTS } from '../../playwright.config';
import { loginUrl, portalReady } from './support';

const base = `http://127.0.0.1:${PORTS.crash}`;
const WIDGET = 'examples/crash-demo/BrokenWidget.tsx';
const throwLine =
  readFileSync(WIDGET, 'utf8')
    .split('\n')
    .findIndex((l) => l.includes('throw new Error')) + 1;

test('a thrown error in a plugin is reported with the build id and symbolicated to its .tsx line', async ({ page }) => {
  // The server runs on 127.0.0.1, a local host: the reporter is off there unless forced.
  await page.route('**/portal.config.json', async (route: Route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    route.fulfill({
      response,
      json: { ...config, reporter: { productId: 'markets', beaconEndpoint: '/report/beacon', force: true } },
    });
  });
  const reports: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/report/beacon' && r.url().includes('BrokenWidget')) reports.push(r.url());
  });
  await page.goto(`${base}${loginUrl('owner', '/markets/manage/')}`);
  await portalReady(page);
  await expect(page.locator('[data-plugin="crash-demo"][role="alert"]')).toBeVisible();
  await expect.poll(() => reports.length, { timeout: 30_000 }).toBeGreaterThan(0);

  const report = new URL(reports[0]);
  const build = report.searchParams.get('build');
  expect(build).toMatch(/^\d{8}T\d{4}-[0-9a-f]{6}$/);
  // What the user's browser saw is minified: the widget's frame points into a hashed chunk.
  expect(decodeURIComponent(report.search)).toMatch(/\/assets\/[\w-]+\.js:\d+:\d+/);

  // The operator pastes the captured report into the tool.
  const file = join(mkdtempSync(join(tmpdir(), 'portico-report-')), 'report.txt');
  writeFileSync(file, reports[0]);
  const out = execFileSync('npx', ['tsx', 'scripts/symbolicate.ts', file], { encoding: 'utf8', timeout: 60_000 });
  expect(out).toContain(`build ${build}`);
  expect(out).toMatch(new RegExp(`at BrokenWidget \\(${WIDGET.replace(/\./g, '\\.')}:${throwLine}:\\d+\\)`));
});

test('the maps are neither referenced by the shipped files nor served', async ({ page, request }) => {
  await page.goto(`${base}${loginUrl('owner', '/markets/manage/')}`);
  await portalReady(page);
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => /\/assets\/[^/]+\.js$/.test(n)),
  );
  expect(scripts.length).toBeGreaterThan(2);
  for (const src of scripts) {
    const res = await request.get(src);
    expect(await res.text()).not.toContain('sourceMappingURL');
    expect((await request.get(`${src}.map`)).status()).toBe(404);
  }
});
