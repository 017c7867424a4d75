// What the shell hands hosted code, and where that code may come from (issue 35, items 4 and 5):
// a sub-app gets sealed services (no request internals, no `observe`, nothing it can replace, nothing
// that outlives its unmount), the shared common script runs only from the portal's origin, module
// entries and remote component scripts only from hosts the URL policy allows, and a remote component
// whose integrity does not match is refused by the browser.
import { createHash } from 'node:crypto';
import { expect, test, type Page, type Request } from '@playwright/test';
import { PORTS } from '../../playwright.config';
import { loginAs, mainNav, pageTitle, pushPath, testSession } from './support';

test.use({ baseURL: `http://127.0.0.1:${PORTS.remote}` });

/** A host outside the portal's URL policy (no allowedHosts in the remote server's config). */
const FOREIGN = 'https://cdn.other.example';

/** Serves portal.config.json with `change` applied (the early script and the runtime both read it). */
async function withConfig(page: Page, change: (config: Record<string, unknown>) => Record<string, unknown>) {
  await page.route('**/portal.config.json', async (route) => {
    const response = await route.fetch();
    return route.fulfill({ response, json: change((await response.json()) as Record<string, unknown>) });
  });
}

/** Answers every request to `origin` with `body` (a script; CORS open) and records it. */
async function recordHost(page: Page, origin: string, body = 'window.__foreignRan = true;'): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route(`${origin}/**`, (route) => {
    seen.push(route.request());
    return route.fulfill({
      body,
      contentType: 'text/javascript',
      headers: { 'access-control-allow-origin': '*' },
    });
  });
  return seen;
}

type ProbeWindow = Window & {
  __sealProbe: {
    props: {
      services: {
        request: { call(path: string, params?: object, options?: object): Promise<unknown> };
        notices: { notify(intent: string, text: string, durationMs?: number): number };
        navigation: { navigate(to: string): void; open(url: string): boolean };
        remoteComponents: { register(name: string, src: string): void };
      };
      bridge: { onChange(listener: () => void): () => void };
    };
    seen: string[];
    observed: string[];
  };
  __portico: {
    request: { call(path: string, params?: object, options?: object): Promise<unknown> };
    runtime: {
      container: {
        resolve(ref: { id: string }): {
          load(name: string): Promise<{ mount(element: HTMLElement, props: object): void }>;
        };
      };
    };
  };
};

test.describe('a sub-app gets sealed services', () => {
  test('it cannot switch the token scope off, observe the portal or replace its services, and nothing outlives its unmount', async ({
    page,
  }) => {
    const other = await recordHost(page, 'https://other.example');
    await withConfig(page, (config) => ({
      ...config,
      remoteComponents: { components: { 'seal-badge': '/markets/sealProbe/__static__/portal-badge.js' } },
      subApps: {
        sealProbe: {
          mode: 'singleSPA',
          entry: '/markets/sealProbe/__static__/esm.html',
          title: '封装探针',
          prefetch: false,
        },
      },
    }));
    const portalCalls: Request[] = [];
    page.on('request', (r) => {
      if (/^\/v[23]\//.test(new URL(r.url()).pathname)) portalCalls.push(r);
    });
    await loginAs(page, 'owner', '/markets/manage/');
    await pushPath(page, '/markets/sealProbe/');
    const probe = page.getByRole('region', { name: '封装探针' });
    await expect(probe.locator('[data-probe="scope"]')).toHaveText('令牌范围：只读');
    await expect(probe.locator('[data-probe="observe"]')).toHaveText('监听：不可用');
    await expect(probe.locator('[data-probe="services"]')).toHaveText('服务：只读');
    await expect(probe.locator('[data-probe="steal"]')).toContainText('外部请求：已拒绝');
    await expect(probe.locator('[data-probe="component"]')).toHaveText('组件：子应用的徽标');

    // The portal's own calls keep the scope: another host is refused unsent, the API still gets the session.
    const refused = await page.evaluate(() =>
      (window as unknown as ProbeWindow).__portico.request
        .call('https://other.example/portal', {}, { manual: true })
        .then(
          () => 'sent',
          (err: { kind?: string }) => err.kind,
        ),
    );
    expect(refused).toBe('refused');
    expect(other.map((r) => r.url())).toEqual([]);
    const before = portalCalls.length;
    await page.evaluate(() =>
      (window as unknown as ProbeWindow).__portico.request.call('/v2/communal/owner/info', {}, { manual: true }),
    );
    expect(portalCalls.length).toBeGreaterThan(before);
    expect(await portalCalls.at(-1)!.headerValue('tk')).toBe(`dev-owner.${testSession()}`);
    const probeSaw = await page.evaluate(() => {
      const p = (window as unknown as ProbeWindow).__sealProbe;
      return { seen: p.seen.length, observed: p.observed.length };
    });
    expect(probeSaw).toEqual({ seen: 0, observed: 0 });

    // Leave the sub-app: the shell unmounts it.
    await mainNav(page).getByRole('link', { name: '首页', exact: true }).click();
    await expect(pageTitle(page)).toHaveText('首页');
    await expect(probe).toHaveCount(0);
    const home = new URL(page.url()).pathname;

    // What it registered is gone: the portal's `seal-badge` is its own again.
    const badge = await page.evaluate(async () => {
      const registry = (window as unknown as ProbeWindow).__portico.runtime.container.resolve({
        id: 'core.remoteComponents',
      });
      const definition = await registry.load('seal-badge');
      const element = document.createElement('div');
      definition.mount(element, {});
      return element.textContent;
    });
    expect(badge).toBe('组件：门户的徽标');

    // Props it kept past its unmount (a leaked timer) do nothing: no call, no toast, no move.
    const callsBefore = portalCalls.length;
    const late = await page.evaluate(async () => {
      const { services } = (window as unknown as ProbeWindow).__sealProbe.props;
      const call = await services.request.call('/v2/communal/owner/info', {}, { manual: true }).then(
        () => 'sent',
        (err: { message?: string }) => `refused: ${err.message}`,
      );
      services.notices.notify('error', '子应用卸载后的提示', 0);
      services.navigation.navigate('/markets/finance/');
      return { call, opened: services.navigation.open('/markets/finance/') };
    });
    expect(late.call).toMatch(/^refused/);
    expect(late.opened).toBe(false);
    // A toast or a move would have happened by the time the portal answers a call of its own.
    await page.evaluate(() =>
      (window as unknown as ProbeWindow).__portico.request.call('/v2/communal/owner/info', {}, { manual: true }),
    );
    await expect(page.getByText('子应用卸载后的提示')).toHaveCount(0);
    await expect(pageTitle(page)).toHaveText('首页');
    expect(new URL(page.url()).pathname).toBe(home);
    expect(portalCalls.length).toBe(callsBefore + 1);
  });
});

test.describe('where hosted scripts may come from', () => {
  test('a common script on another host is refused: the sub-app fails with the code, the script never loads', async ({
    page,
  }) => {
    const foreign = await recordHost(page, FOREIGN);
    await withConfig(page, (config) => ({
      ...config,
      subApps: { foreignCommon: { mode: 'qiankun', title: '外域公共脚本', prefetch: false } },
    }));
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await loginAs(page, 'owner', '/markets/manage/');
    await pushPath(page, '/markets/foreignCommon/');
    const alert = page.getByRole('alert').filter({ hasText: '外域公共脚本加载失败' });
    await expect(alert).toBeVisible();
    await expect(alert.getByLabel('错误信息')).toContainText('PORTICO_E_SCRIPT_REFUSED');
    await expect(alert.getByLabel('错误信息')).toContainText(`${FOREIGN}/markets/microfrontends/static/js/common.js`);
    await expect(page.getByText('外域公共脚本子应用已挂载')).toHaveCount(0);
    expect(foreign.map((r) => r.url())).toEqual([]);
    expect(await page.evaluate(() => '__foreignRan' in window)).toBe(false);
    expect(errors.some((e) => e.includes('PORTICO_E_SUBAPP_FAILED') && e.includes('foreignCommon'))).toBe(true);
    // The header still works.
    await mainNav(page).getByRole('link', { name: '首页', exact: true }).click();
    await expect(pageTitle(page)).toHaveText('首页');
  });

  test('a module entry on a host outside the policy is refused before it is imported', async ({ page }) => {
    const foreign = await recordHost(
      page,
      FOREIGN,
      'window.__foreignRan = true; export const bootstrap = async () => {}; export const mount = async () => {}; export const unmount = async () => {};',
    );
    await withConfig(page, (config) => ({
      ...config,
      subApps: {
        foreignModule: {
          mode: 'singleSPA',
          entry: '/markets/foreignModule/__static__/esm.html',
          title: '外域模块',
          prefetch: false,
        },
      },
    }));
    await loginAs(page, 'owner', '/markets/manage/');
    await pushPath(page, '/markets/foreignModule/');
    const alert = page.getByRole('alert').filter({ hasText: '外域模块加载失败' });
    await expect(alert).toBeVisible();
    await expect(alert.getByLabel('错误信息')).toContainText('PORTICO_E_SCRIPT_REFUSED');
    await expect(alert.getByLabel('错误信息')).toContainText(`${FOREIGN}/foreign-subapp.mjs`);
    expect(foreign.map((r) => r.url())).toEqual([]);
    expect(await page.evaluate(() => '__foreignRan' in window)).toBe(false);
  });

  test('a remote component script a sub-app registers on a host outside the policy is refused unsent', async ({
    page,
  }) => {
    const foreign = await recordHost(page, FOREIGN);
    await withConfig(page, (config) => ({
      ...config,
      subApps: {
        sealProbe: { mode: 'singleSPA', entry: '/markets/sealProbe/__static__/esm.html', prefetch: false },
      },
    }));
    await loginAs(page, 'owner', '/markets/manage/');
    await pushPath(page, '/markets/sealProbe/');
    await expect(page.getByRole('region', { name: '封装探针' })).toBeVisible();
    const outcome = await page.evaluate(async (origin) => {
      const { remoteComponents } = (window as unknown as ProbeWindow).__sealProbe.props.services as unknown as {
        remoteComponents: { register(name: string, src: string): void; load(name: string): Promise<unknown> };
      };
      remoteComponents.register('foreign-badge', `${origin}/badge.js`);
      return remoteComponents.load('foreign-badge').then(
        () => 'loaded',
        (err: Error & { cause?: Error }) => `${err.message} / ${err.cause?.message ?? ''}`,
      );
    }, FOREIGN);
    expect(outcome).toContain('fail to load component foreign-badge');
    expect(outcome).toContain('PORTICO_E_SCRIPT_REFUSED');
    expect(foreign.map((r) => r.url())).toEqual([]);
    expect(await page.evaluate(() => '__foreignRan' in window)).toBe(false);
  });
});

test.describe('a remote component with integrity', () => {
  const REPORT = '/markets/report/subaccount/ads';
  const SCRIPT = '/e2e-remote/report-chart.js';
  /** A chart another team ships; it says it ran. */
  const CHART = `window.portalComponents.define('report-chart', {
  mount: function (element) { element.innerHTML = '<p data-remote-chart>远程趋势图</p>'; },
  unmount: function (element) { element.replaceChildren(); },
});`;
  const sri = (text: string) => `sha384-${createHash('sha384').update(text, 'utf8').digest('base64')}`;

  async function serveChart(page: Page, integrity: string) {
    await withConfig(page, (config) => ({
      ...config,
      remoteComponents: { components: { 'report-chart': { src: SCRIPT, integrity } } },
    }));
    await page.route(`**${SCRIPT}*`, (route) => route.fulfill({ body: CHART, contentType: 'text/javascript' }));
  }

  test('a matching integrity loads the script', async ({ page }) => {
    await serveChart(page, sri(CHART));
    await loginAs(page, 'owner', REPORT);
    await expect(page.locator('[data-remote-chart]')).toHaveText('远程趋势图');
  });

  test('a wrong integrity is refused by the browser: the portal keeps its own chart and logs the code', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await serveChart(page, sri(`${CHART}\n// another build`));
    await loginAs(page, 'owner', REPORT);
    await expect(page.locator('[data-testid="report-trend-plot"] canvas').first()).toBeVisible();
    await expect(page.locator('[data-remote-chart]')).toHaveCount(0);
    await expect.poll(() => errors.some((e) => e.includes('PORTICO_E_SCRIPT_FAILED'))).toBe(true);
    expect(errors.some((e) => /integrity/i.test(e) && e.includes(SCRIPT))).toBe(true);
  });
});
