// Remote plugins (issue 37): a plugin listed in portal.config.json by address is loaded at run time,
// checked before each step, added to the running portal, and contained when anything goes wrong.
// The fixtures (tests/e2e/fixtures/remote-plugins/) are served by page.route, on the portal's
// origin and on an allowed https host; nothing real is asked.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { loginAs, portalReady, releaseBehindNginx, testSession } from './support';

const FIXTURES = new URL('./fixtures/remote-plugins/', import.meta.url);
const fixture = (path: string) => readFileSync(new URL(path, FIXTURES), 'utf8');
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** The allowed plugin host (https, 443). */
const CDN = 'plugins.portico-e2e.example';
/** A host no config allows. */
const ELSEWHERE = 'plugins.elsewhere-e2e.example';
const SITE = '/e2e-plugins';

type Files = Record<string, string | (() => Promise<string | null>) | null>;

/**
 * Serves `files` (path → body; a function answers later or, returning null, never) on the
 * portal's origin under /e2e-plugins/ and on the plugin hosts, with CORS; returns every address asked.
 */
async function servePlugins(page: Page, files: Files): Promise<string[]> {
  const asked: string[] = [];
  const answer = async (route: Route, key: string) => {
    asked.push(route.request().url());
    const file = files[key];
    const body = typeof file === 'function' ? await file() : file;
    if (body === null || body === undefined)
      return body === null ? undefined : route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({
      body,
      contentType: key.endsWith('.json') ? 'application/json' : 'text/javascript; charset=utf-8',
      headers: { 'access-control-allow-origin': '*' },
    });
  };
  await page.route(`**${SITE}/**`, (route) => answer(route, new URL(route.request().url()).pathname));
  await page.context().route(
    (url) => url.hostname === CDN || url.hostname === ELSEWHERE,
    (route) => {
      const url = new URL(route.request().url());
      return answer(route, `${url.protocol}//${url.host}${url.pathname}`);
    },
  );
  return asked;
}

/** portal.config.json as served, with these remote plugins listed and the plugin host allowed. */
async function listPlugins(page: Page, plugins: Record<string, Record<string, unknown>>) {
  await page.route('**/portal.config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { plugins?: Record<string, unknown>; allowedHosts?: string[] };
    return route.fulfill({
      response,
      json: {
        ...config,
        allowedHosts: [...(config.allowedHosts ?? []), CDN],
        plugins: { ...config.plugins, ...plugins },
      },
    });
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

const PLAIN_MANIFEST = fixture('plain/portico-plugin.json');
const PLAIN_ENTRY = fixture('plain/plugin.js');
/** acme-plain's widget is bare text in the header's widget row (it renders no element of its own). */
const plainWidget = (page: Page) => page.getByRole('banner').getByText('远程天气：晴');
const userMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^账户菜单/ });

test.describe('a remote plugin joins the portal (issue 37)', () => {
  test("from the portal's origin: its header widget and its page", async ({ page }) => {
    const errors = consoleErrors(page);
    await servePlugins(page, {
      [`${SITE}/plain/portico-plugin.json`]: PLAIN_MANIFEST,
      [`${SITE}/plain/plugin.js`]: PLAIN_ENTRY,
    });
    await listPlugins(page, { 'acme-plain': { from: `${SITE}/plain/portico-plugin.json` } });
    await loginAs(page, 'owner', '/markets/manage/');
    await expect(plainWidget(page)).toBeVisible();
    await page.goto('/markets/ext/acme-plain');
    await expect(page.getByText('远程插件的页面内容')).toBeVisible();
    expect(errors.filter((e) => e.includes('PORTICO_E'))).toEqual([]);
  });

  test('from an allowed https host, with integrity on the manifest and the entry', async ({ page }) => {
    const manifest = JSON.stringify({ ...JSON.parse(PLAIN_MANIFEST), integrity: sri(PLAIN_ENTRY) });
    const asked = await servePlugins(page, {
      [`https://${CDN}/acme/1.0.0/portico-plugin.json`]: manifest,
      [`https://${CDN}/acme/1.0.0/plugin.js`]: PLAIN_ENTRY,
    });
    await listPlugins(page, {
      'acme-plain': { from: `https://${CDN}/acme/1.0.0/portico-plugin.json`, integrity: sri(manifest) },
    });
    await loginAs(page, 'owner', '/markets/manage/');
    await expect(plainWidget(page)).toBeVisible();
    expect(asked).toEqual([`https://${CDN}/acme/1.0.0/portico-plugin.json`, `https://${CDN}/acme/1.0.0/plugin.js`]);
    await page.goto('/markets/ext/acme-plain');
    await expect(page.getByText('远程插件的页面内容')).toBeVisible();
  });

  test('a plugin that arrives after the first screen appears without a reload', async ({ page }) => {
    let release = () => {};
    const late = new Promise<void>((resolve) => (release = resolve));
    await servePlugins(page, {
      [`${SITE}/plain/portico-plugin.json`]: async () => {
        await late;
        return PLAIN_MANIFEST;
      },
      [`${SITE}/plain/plugin.js`]: PLAIN_ENTRY,
    });
    await listPlugins(page, { 'acme-plain': { from: `${SITE}/plain/portico-plugin.json` } });
    await loginAs(page, 'owner', '/markets/manage/');
    // Ready without it (the first screen waited at most 1 s), then it joins the same page.
    await expect(userMenu(page)).toBeVisible();
    await expect(plainWidget(page)).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { __lateMark: boolean }).__lateMark = true));
    release();
    await expect(plainWidget(page)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __lateMark?: boolean }).__lateMark)).toBe(true);
  });

  test('a deep link to its page waits for the plugin instead of 404', async ({ page }) => {
    let release = () => {};
    const late = new Promise<void>((resolve) => (release = resolve));
    await servePlugins(page, {
      [`${SITE}/plain/portico-plugin.json`]: PLAIN_MANIFEST,
      [`${SITE}/plain/plugin.js`]: async () => {
        await late;
        return PLAIN_ENTRY;
      },
    });
    await listPlugins(page, { 'acme-plain': { from: `${SITE}/plain/portico-plugin.json` } });
    await page.goto('/market/login/index.html?scenario=owner&redirect=%2Fmarkets%2Fmanage%2F');
    await portalReady(page);
    await page.goto('/markets/ext/acme-plain');
    await page.waitForTimeout(2000);
    await expect(page.getByText('404')).toHaveCount(0);
    release();
    await expect(page.getByText('远程插件的页面内容')).toBeVisible();
  });
});

test('with no remote plugin listed, the loader is not fetched', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await loginAs(page, 'owner', '/markets/manage/');
  await expect(userMenu(page)).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((s) => s.includes('/remote-plugins-'))).toEqual([]);
});

test('with one listed, the loader is a chunk of its own', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
  await servePlugins(page, {
    [`${SITE}/plain/portico-plugin.json`]: PLAIN_MANIFEST,
    [`${SITE}/plain/plugin.js`]: PLAIN_ENTRY,
  });
  await listPlugins(page, { 'acme-plain': { from: `${SITE}/plain/portico-plugin.json` } });
  await loginAs(page, 'owner', '/markets/manage/');
  await expect(plainWidget(page)).toBeVisible();
  expect(scripts.filter((s) => s.includes('/remote-plugins-'))).toHaveLength(1);
});

test.describe('every failure stays with its plugin, with its code (issue 37)', () => {
  const from = `${SITE}/case/portico-plugin.json`;
  const manifest = (over: Record<string, unknown>) => JSON.stringify({ ...JSON.parse(PLAIN_MANIFEST), ...over });
  const cases: ReadonlyArray<{
    name: string;
    id?: string;
    from?: string;
    files: Files;
    code: string;
    says?: RegExp;
    /** Addresses that must not be asked. */
    untouched?: RegExp;
  }> = [
    { name: 'a missing manifest', files: {}, code: 'PORTICO_E_PLUGIN_MANIFEST_FAILED', says: /HTTP 404/ },
    {
      name: 'a malformed manifest',
      files: { [from]: '{"id": "acme-plain", ' },
      code: 'PORTICO_E_PLUGIN_MANIFEST_INVALID',
    },
    {
      name: 'an entry that throws while evaluating',
      files: {
        [from]: manifest({ entry: '../broken/throws.js' }),
        [`${SITE}/broken/throws.js`]: fixture('broken/throws.js'),
      },
      code: 'PORTICO_E_PLUGIN_ENTRY_FAILED',
    },
    {
      name: 'an entry that fails its integrity (tampered)',
      files: {
        [from]: manifest({ integrity: sri(PLAIN_ENTRY) }),
        [`${SITE}/case/plugin.js`]: PLAIN_ENTRY.replace('晴', '雨'),
      },
      code: 'PORTICO_E_PLUGIN_INTEGRITY',
    },
    {
      name: 'another id than the config lists',
      id: 'acme-other',
      files: { [from]: PLAIN_MANIFEST, [`${SITE}/case/plugin.js`]: PLAIN_ENTRY },
      code: 'PORTICO_E_PLUGIN_ID_MISMATCH',
      says: /"acme-plain".*"acme-other"/,
    },
    {
      name: "a built-in plugin's id",
      id: 'notifications',
      files: { [from]: manifest({ id: 'notifications' }) },
      code: 'PORTICO_E_PLUGIN_ID_TAKEN',
      untouched: /e2e-plugins/,
    },
    {
      name: 'another SDK major (nothing of the entry is fetched)',
      files: { [from]: manifest({ sdk: '^2.0.0' }), [`${SITE}/case/plugin.js`]: PLAIN_ENTRY },
      code: 'PORTICO_E_PLUGIN_SDK_MISMATCH',
      says: /\^2\.0\.0.*1\.0\.0/,
      untouched: /\/plugin\.js$/,
    },
    {
      name: 'a host outside allowedHosts (nothing is fetched)',
      from: `https://${ELSEWHERE}/acme/portico-plugin.json`,
      files: { [`https://${ELSEWHERE}/acme/portico-plugin.json`]: PLAIN_MANIFEST },
      code: 'PORTICO_E_PLUGIN_ADDRESS_REFUSED',
      untouched: /elsewhere/,
    },
  ];

  for (const c of cases) {
    test(`${c.name}: ${c.code}, and the portal carries on`, async ({ page }) => {
      const id = c.id ?? 'acme-plain';
      const address = c.from ?? from;
      const errors = consoleErrors(page);
      const asked = await servePlugins(page, c.files);
      await listPlugins(page, { [id]: { from: address } });
      await loginAs(page, 'owner', '/markets/manage/');
      await expect(userMenu(page)).toBeVisible();
      await expect.poll(() => errors.filter((e) => e.includes(c.code))).toHaveLength(1);
      const line = errors.find((e) => e.includes(c.code))!;
      expect(line).toContain(`"${id}"`);
      // The address concerned: the manifest's (or, once known, the entry's) on its host.
      expect(line).toContain(address.startsWith('/') ? SITE : new URL(address).host);
      if (c.says) expect(line).toMatch(c.says);
      await expect(plainWidget(page)).toHaveCount(0);
      if (c.untouched) expect(asked.filter((u) => c.untouched!.test(u))).toEqual([]);
      // The plugin's page: the error page with 重试 (not 404, not a blank portal). A built-in id
      // keeps its own pages.
      if (id === 'acme-plain') {
        await page.goto('/markets/ext/acme-plain');
        await expect(page.getByRole('alert')).toContainText('加载失败');
        await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
        await expect(userMenu(page)).toBeVisible();
      }
    });
  }

  test('a manifest that never answers: ready without it, PORTICO_E_PLUGIN_TIMEOUT at the chunk-load limit', async ({
    page,
  }) => {
    await page.clock.install();
    const errors = consoleErrors(page);
    await servePlugins(page, { [from]: async () => null });
    await listPlugins(page, { 'acme-plain': { from } });
    await loginAs(page, 'owner', '/markets/manage/');
    await expect(userMenu(page)).toBeVisible();
    await expect(plainWidget(page)).toHaveCount(0);
    await page.clock.fastForward(121_000);
    await expect.poll(() => errors.filter((e) => e.includes('PORTICO_E_PLUGIN_TIMEOUT'))).toHaveLength(1);
    expect(errors.find((e) => e.includes('PORTICO_E_PLUGIN_TIMEOUT'))).toContain('"acme-plain"');
  });
});

test.describe('the portal’s own React and SDK across the boundary (the shared import map)', () => {
  const WEATHER_MANIFEST = fixture('weather/portico-plugin.json');
  const WEATHER_ENTRY = fixture('weather/plugin.js');

  test('a useState counter in the widget works, and its call follows the token scope', async ({ page }) => {
    const errors = consoleErrors(page);
    await servePlugins(page, {
      [`https://${CDN}/weather/portico-plugin.json`]: WEATHER_MANIFEST,
      [`https://${CDN}/weather/plugin.js`]: WEATHER_ENTRY,
    });
    const calls: Array<{ tk: string | undefined }> = [];
    await page.route('**/v2/ext/acme-weather/city**', (route) => {
      calls.push({ tk: route.request().headers().tk });
      return route.fulfill({ json: { code: 0, msg: 'success', data: { city: '杭州' } } });
    });
    await listPlugins(page, { 'acme-weather': { from: `https://${CDN}/weather/portico-plugin.json` } });
    await loginAs(page, 'owner', '/markets/manage/');
    const widget = page.locator('[data-acme-weather]');
    await widget.getByRole('button', { name: '天气 0' }).click();
    await widget.getByRole('button', { name: '天气 1' }).click();
    await expect(widget.getByRole('button', { name: '天气 2' })).toBeVisible();
    await widget.getByRole('button', { name: '查询城市' }).click();
    await expect(widget).toContainText('城市：杭州');
    // A call of the portal's API from a remote plugin carries the session, as a built-in one's does.
    expect(calls).toEqual([{ tk: `dev-owner.${testSession()}` }]);
    await page.goto('/markets/ext/acme-weather');
    await expect(page.getByText('天气插件的页面')).toBeVisible();
    expect(errors.filter((e) => e.includes('PORTICO_E'))).toEqual([]);
  });
});

test.describe('the release build behind the nginx recipe, with one remote plugin listed', () => {
  const ORIGIN = releaseBehindNginx();

  test('examples/remote-weather as built by the kit, from /plugins/ on the portal origin: widget and page, zero CSP violations', async ({
    page,
    context,
  }) => {
    const violations: string[] = [];
    const errors = consoleErrors(page);
    page.on('console', (m) => {
      if (/Content[- ]Security[- ]Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`Content-Security-Policy: ${e.effectiveDirective} blocked ${e.blockedURI}`),
      ),
    );
    // Its call goes through the portal's request service and nginx to the dev API (dev/remote-example-handlers.ts).
    await listPlugins(page, {
      'acme-weather': { from: '/plugins/acme-weather/portico-plugin.json', options: { city: '杭州' } },
    });
    await context.addCookies([{ name: 'adstk', value: 'dev-owner', url: ORIGIN }]);
    await page.goto('/markets/manage/');
    await portalReady(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByText('杭州 晴 21°C')).toBeVisible();
    await banner.getByRole('button', { name: '点赞 0' }).click();
    await expect(banner.getByRole('button', { name: '点赞 1' })).toBeVisible();
    await page.goto('/markets/ext/acme-weather');
    await expect(page.getByText('由独立部署的插件 acme-weather 提供')).toBeVisible();
    expect(violations).toEqual([]);
    expect(errors.filter((e) => e.includes('PORTICO_E'))).toEqual([]);
  });
});
