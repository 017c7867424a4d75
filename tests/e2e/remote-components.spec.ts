// Remote components (spec §4, §7–§9): the report chart resolves through the remote-component
// registry — the portal's own chart unless portal.config.json names a script for `report-chart`,
// which then replaces it; a script that fails leaves the portal's chart in place, logged only.
import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs, pageTitle } from './support';
import { shootSizes } from './shots';

const REPORT = '/markets/report/subaccount/ads';
const SCRIPT = '/e2e-remote/report-chart.js';

/** A chart another team ships: draws nothing fancy, says what it was given. */
const REMOTE_CHART = `
(function () {
  var shown = null;
  function render(props) {
    var labels = props.series.map(function (s) { return s.label; }).join('、');
    shown.querySelector('p').textContent = '远程趋势图：' + props.trend.length + ' 天（' + labels + '）';
  }
  window.portalComponents.define('report-chart', {
    mount: function (element, props) {
      shown = element;
      var p = document.createElement('p');
      p.setAttribute('data-remote-chart', '');
      element.append(p);
      render(props);
    },
    update: function (props) { render(props); },
    unmount: function (element) { element.replaceChildren(); shown = null; },
  });
})();
`;

/** portal.config.json as served, with `report-chart` registered at {@link SCRIPT}. */
async function configureRemoteChart(page: Page) {
  await page.route('**/portal.config.json', async (route: Route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    route.fulfill({ response, json: { ...config, remoteComponents: { components: { 'report-chart': SCRIPT } } } });
  });
}

/** Console errors of the page. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return errors;
}

const localPlot = (page: Page) => page.locator('[data-testid="report-trend-plot"] canvas').first();

test('without a configured address the report shows the portal’s own chart', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.url().includes('/e2e-remote/') && scripts.push(r.url()));
  await loginAs(page, 'owner', REPORT);
  await expect(localPlot(page)).toBeVisible();
  expect(scripts).toEqual([]);
});

test('a configured address replaces the report chart; new props reach it as update', async ({ page }) => {
  await configureRemoteChart(page);
  const fetched: string[] = [];
  await page.route(`**${SCRIPT}*`, (route) => {
    fetched.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: REMOTE_CHART });
  });
  await loginAs(page, 'owner', REPORT);
  await expect(pageTitle(page)).toHaveText('广告报表');
  const chart = page.locator('[data-remote-chart]');
  await expect(chart).toHaveText('远程趋势图：7 天（消耗（元）、转化数）');
  await expect(page.locator('[data-testid="report-trend-plot"]')).toHaveCount(0);
  // The figure keeps its title and its text alternative around the remote drawing.
  await expect(page.getByRole('heading', { name: '消耗与转化趋势' })).toBeVisible();
  await expect(page.getByRole('table', { name: '每日消耗与转化', includeHidden: true })).toBeAttached();
  // Spec §7: fetched with a timestamp query.
  expect(fetched).toHaveLength(1);
  expect(new URL(fetched[0]).searchParams.get('t')).toMatch(/^\d+$/);
  await expectNoSeriousA11yViolations(page, 'report with the remote chart');
  await shootSizes(page, 'report-remote-chart');

  await page.getByRole('button', { name: '近14天' }).click();
  await expect(chart).toHaveText('远程趋势图：14 天（消耗（元）、转化数）');
  expect(fetched).toHaveLength(1);
});

test('a remote chart whose script fails leaves the portal’s chart, logged with the spec’s text', async ({ page }) => {
  await configureRemoteChart(page);
  await page.route(`**${SCRIPT}*`, (route) => route.fulfill({ status: 404, body: 'not here' }));
  const errors = consoleErrors(page);
  await loginAs(page, 'owner', REPORT);
  await expect(localPlot(page)).toBeVisible();
  await expect(page.locator('[data-remote-chart]')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors.join('\n')).toContain('fail to load component report-chart');
});

test('a remote chart that never defines itself gives way to the portal’s chart after 5 s', async ({ page }) => {
  await configureRemoteChart(page);
  await page.route(`**${SCRIPT}*`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '/* defines nothing */' }),
  );
  const errors = consoleErrors(page);
  await loginAs(page, 'owner', REPORT);
  // While it is awaited, the place says so.
  await expect(page.getByText('正在加载组件')).toBeVisible();
  await expect(localPlot(page)).toBeVisible({ timeout: 30_000 });
  expect(errors.join('\n')).toContain('fail to load component report-chart');
});
