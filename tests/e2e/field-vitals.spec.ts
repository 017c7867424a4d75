// Field Web Vitals (issue "Production visibility"): a real page load's LCP, INP, CLS, FCP and TTFB
// go to the reporter's data-collection endpoint once, when the page is hidden, with the page's
// path (no query) and the build id; the dev API keeps them and the inspector shows the last ones.
import { expect, test, type Page, type Route } from '@playwright/test';
import { loginAs, mainNav } from './support';

/** The dev server runs on 127.0.0.1, a local host: the reporter is off there unless forced. */
async function forceReporter(page: Page) {
  await page.route('**/portal.config.json', async (route: Route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { reporter?: object };
    route.fulfill({ response, json: { ...config, reporter: { ...config.reporter, force: true } } });
  });
}

/** What a browser does when the user switches tabs: the document becomes hidden. */
const hidePage = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

test('a page load sends its five field vitals once, when hidden, with its path and build', async ({ page }) => {
  await forceReporter(page);
  const sent: Array<Record<string, string>> = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname !== '/report/collect') return;
    const body = Object.fromEntries(new URLSearchParams(r.postData() ?? ''));
    if (body.operationType === 'web-vitals') sent.push(body);
  });
  // The library loads after ready; an interaction before it listens is not the page's INP (the
  // field measures what it sees), so the click waits for both chunks, as a user's later click would.
  const measuring = Promise.all([
    page.waitForResponse((r) => /\/field-vitals-[^/]*\.js$/.test(new URL(r.url()).pathname)),
    page.waitForResponse((r) => /\/web-vitals-[^/]*\.js$/.test(new URL(r.url()).pathname)),
  ]);
  await loginAs(page, 'supervised', '/markets/manage/');
  await measuring;
  await page.waitForTimeout(300);
  // A click: an interaction for INP, and the end of LCP's candidates.
  await mainNav(page).getByRole('link', { name: '数据' }).click();
  await page.waitForTimeout(500);
  expect(sent).toHaveLength(0);
  await hidePage(page);
  await expect.poll(() => sent.length).toBe(1);
  const [vitals] = sent;
  for (const metric of ['lcp', 'inp', 'cls', 'fcp', 'ttfb']) expect(vitals[metric], metric).toMatch(/^\d+(\.\d+)?$/);
  expect(Number(vitals.fcp)).toBeGreaterThan(0);
  expect(Number(vitals.lcp)).toBeGreaterThanOrEqual(Number(vitals.fcp));
  // The loaded page's path: no query, so no supervision id (?multiAccessId=) or token.
  expect(vitals.page).toMatch(/^\/markets\/manage\/[^?]*$/);
  expect(vitals.build).toBeTruthy();
  // Once per page load.
  await hidePage(page);
  await page.waitForTimeout(500);
  expect(sent).toHaveLength(1);
});

test('the inspector shows the last page loads vitals', async ({ page }) => {
  await forceReporter(page);
  await loginAs(page, 'owner', '/markets/manage/');
  await mainNav(page).getByRole('link', { name: '数据' }).click();
  const collected = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/report/collect' && (r.postData() ?? '').includes('web-vitals'),
  );
  await hidePage(page);
  const sent = Object.fromEntries(new URLSearchParams((await collected).postData() ?? ''));
  await page.goto('/markets/__portico');
  await page.getByRole('tab', { name: '现场指标' }).click();
  const table = page.getByRole('table', { name: '现场指标（Web Vitals）' });
  await expect(table).toBeVisible();
  // The dev server keeps every page load's report (other tests' too): find this load's row by its
  // values, which the table shows as they were sent ('—' for a metric the load did not measure).
  const cell = (metric: string) => `[data-metric="${metric}"]`;
  const ours = table
    .getByRole('row')
    .filter({ has: page.locator(cell('TTFB'), { hasText: new RegExp(`^${sent.ttfb}$`) }) })
    .filter({ has: page.locator(cell('FCP'), { hasText: new RegExp(`^${sent.fcp}$`) }) })
    .first();
  for (const metric of ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'])
    await expect(ours.locator(cell(metric))).toHaveText(sent[metric.toLowerCase()] ?? '—');
  await expect(ours.getByRole('cell').first()).toHaveText(sent.page);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: 'test-results/inspector-vitals-1366.png' });
});
