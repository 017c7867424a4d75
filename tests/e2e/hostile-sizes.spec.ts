// Hostile sizes (issue 24): a list renders at most the page it asked for, whatever the server sends;
// a 2 MB answer never blocks input for more than 100 ms at a time (long tasks, measured in the page).
import { expect, test, type Page, type Route } from '@playwright/test';
import { PORTS } from '../../playwright.config';
import { loginAs, pageTitle } from './support';

const HUGE = 20_000;

/**
 * The answer of `route` with its list (`list` or `items`) repeated to {@link HUGE} items, each with
 * its own id and a name ending in `#<n>`.
 */
async function inflate(route: Route, key: 'list' | 'items', id: string, name: string): Promise<void> {
  const real = await route.fetch();
  const body = (await real.json()) as { code: number; data: Record<string, unknown> };
  const first = (body.data[key] as Array<Record<string, unknown>>)[0];
  const many = Array.from({ length: HUGE }, (_, i) => ({
    ...first,
    [id]: 900_000 + i,
    [name]: `${String(first[name])}#${i}`,
  }));
  await route.fulfill({ response: real, json: { ...body, data: { ...body.data, [key]: many } } });
}

/** Records long tasks (main-thread work of 50 ms and more) from now on. */
const watchLongTasks = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __longTasks: number[] };
    w.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask' });
  });
const longTasks = (page: Page) => page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);

test('plan/list answering 20,000 rows (~2 MB) for a page of 10: 10 rows, no input blocked over 100 ms', async ({
  page,
}) => {
  let huge = false;
  let bytes = 0;
  await page.route('**/v3/manage/plan/list', async (route) => {
    if (!huge) return route.fallback();
    await inflate(route, 'list', 'planId', 'planName');
    bytes = Number((await route.request().response())?.headers()['content-length'] ?? 0);
  });
  await loginAs(page, 'sub-owner', '/markets/manage/PlanManage');
  const table = page.getByRole('table', { name: '计划列表' });
  await expect(table.getByRole('row')).toHaveCount(11);
  huge = true;
  await watchLongTasks(page);
  const answered = page.waitForResponse((r) => r.url().endsWith('/v3/manage/plan/list'));
  await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '第 2 页' }).click();
  const response = await answered;
  expect((await response.body()).length).toBeGreaterThan(2_000_000);
  await expect(table.getByRole('row').nth(1)).toContainText('#0');
  await expect(table.getByRole('row')).toHaveCount(11);
  // The page answers input at once: a click on a header control works.
  await expect(page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '第 1 页' })).toBeEnabled();
  const tasks = await longTasks(page);
  test.info().annotations.push({ type: 'long tasks (ms)', description: JSON.stringify(tasks) });
  expect(Math.max(0, ...tasks), `long tasks ${JSON.stringify(tasks)} (${bytes} bytes)`).toBeLessThanOrEqual(100);
});

test('msg/query answering 20,000 messages for a page of 10: 消息中心 lists 10 and reports the breach once', async ({
  page,
}) => {
  // The remote-sub-apps server forces the reporter on (its beacons are observable here).
  const base = `http://127.0.0.1:${PORTS.remote}`;
  const beacons: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/report/beacon') beacons.push(...url.searchParams.values());
  });
  await page.route('**/v2/communal/msg/query', (route) => inflate(route, 'items', 'msgId', 'msgTitle'));
  await page.goto(`${base}/market/login/index.html?scenario=owner&redirect=%2Fmarkets%2Ftoolbox%2FNotifyView`);
  await expect(pageTitle(page)).toHaveText('消息中心', { timeout: 60_000 });
  await expect(page.getByRole('list', { name: '站内信列表' }).getByRole('listitem')).toHaveCount(10);
  // The bell's panel asks with the same page size: 10 there too.
  await page.getByRole('button', { name: /^消息通知/ }).click();
  const panel = page.getByRole('dialog', { name: '新消息列表' });
  await expect(panel.getByRole('list', { name: '消息列表' }).getByRole('listitem')).toHaveCount(10);
  await expect
    .poll(() => beacons.filter((v) => v.includes('PORTICO_E_PAGE_OVERFLOW') && v.includes('/v2/communal/msg/query')))
    .toHaveLength(1);
});
