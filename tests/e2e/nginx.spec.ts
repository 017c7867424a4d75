// The production recipe: the release build (dist-release/) behind nginx configured with exactly
// deploy/nginx.conf, API paths proxied to the dev API of the default e2e server.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DIAGNOSTIC_HINTS } from '../../core/diagnostics/hints';
import { builtWithDevTools } from '../../host/server/build';
import { E2E_BUILD } from '../../playwright.config';
import {
  expectNoSeriousA11yViolations,
  mainNav,
  pageTitle,
  portalReady,
  pushPath,
  releaseBehindNginx,
  scriptsBeforeReady,
} from './support';

const DIST = 'dist-release';

// One nginx on its fixed port: this file's tests run in order in one worker.
test.describe.configure({ mode: 'default' });

const ORIGIN = releaseBehindNginx();
/** The owner scenario's session cookie, as the dev login sets it (`scenarioToken('owner')`). */
const OWNER_COOKIE = { name: 'adstk', value: 'dev-owner', url: ORIGIN };

const builtIndex = () => readFileSync(join(DIST, 'index.html'), 'utf8');
const entryScript = () => /<script type="module" src="(\/assets\/[^"]+\.js)"><\/script>/.exec(builtIndex())?.[1];

test('a deep link under /markets/ answers the portal index.html, not cacheable', async ({ request }) => {
  const res = await request.get('/markets/manage/PlanManage', { maxRedirects: 0 });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/html/);
  expect(res.headers()['cache-control']).toBe('no-cache');
  const body = await res.text();
  expect(entryScript()).toBeTruthy();
  expect(body).toContain(`<script type="module" src="${entryScript()}"></script>`);
  expect(body).toBe(builtIndex());
});

test('a deep link renders in the browser and survives a reload; the release build has no dev tools', async ({
  page,
  context,
}) => {
  await context.addCookies([OWNER_COOKIE]);
  await page.goto('/markets/manage/PlanManage');
  await portalReady(page);
  await expect(pageTitle(page)).toHaveText('计划管理');
  expect(await page.evaluate(() => '__portico' in window)).toBe(false);

  await page.reload();
  await portalReady(page);
  await expect(page).toHaveURL(`${ORIGIN}/markets/manage/PlanManage`);
  await expect(pageTitle(page)).toHaveText('计划管理');
});

test('the release build honours no ?plugins= subset: every plugin stays on', async ({ page, context }) => {
  await context.addCookies([OWNER_COOKIE]);
  // A dev-tools build would boot only the header (and what it requires): no manage pages, no help.
  await page.goto('/markets/manage/PlanManage?plugins=header');
  await portalReady(page);
  await expect(pageTitle(page)).toHaveText('计划管理');
  await expect(page.getByRole('button', { name: /^帮助助手/ })).toBeVisible();
  expect(await page.evaluate(() => '__portico' in window)).toBe(false);
});

test('the release build ships no dev tools (its stamp says so; no window.__portico in any asset)', () => {
  expect(builtWithDevTools(DIST)).toBe(false);
  const assets = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
  expect(assets.length).toBeGreaterThan(0);
  const withDevTools = assets.filter((f) => readFileSync(join(DIST, 'assets', f), 'utf8').includes('__portico'));
  expect(withDevTools).toEqual([]);
});

test('the release build has no inspector: no code of it in any asset, and /markets/__portico is the 404 page', async ({
  page,
  context,
}) => {
  // The inspector's plugin id and its page title: strings only host/inspector/ holds.
  const assets = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
  const withInspector = assets.filter((f) => {
    const code = readFileSync(join(DIST, 'assets', f), 'utf8');
    return code.includes('portico-inspector') || code.includes('Portico 检查器');
  });
  expect(withInspector).toEqual([]);
  // The same check holds the dev-tools build to having it, so the strings above stay meaningful.
  const devAssets = readdirSync(join(E2E_BUILD, 'assets')).filter((f) => f.endsWith('.js'));
  expect(devAssets.some((f) => readFileSync(join(E2E_BUILD, 'assets', f), 'utf8').includes('portico-inspector'))).toBe(
    true,
  );

  await context.addCookies([OWNER_COOKIE]);
  await page.goto('/markets/__portico');
  await portalReady(page);
  await expect(pageTitle(page)).toHaveText('页面走丢了');
  await expectNoSeriousA11yViolations(page, 'release build: /markets/__portico');
});

/** The scripts a page fetched before `portal:ready`, by file name without its hash. */
const chunksBeforeReady = async (page: Page) =>
  (await scriptsBeforeReady(page)).map((f) => f.replace(/-[A-Za-z0-9_-]{8}\.js$/, '')).sort();

/** The diagnostics' fix hints (English sentences for admins): read only when a problem is shown. */
const HINTS = Object.values(DIAGNOSTIC_HINTS);

/** The scripts a page fetched before `portal:ready` that hold any diagnostic hint. */
const hintsBeforeReady = async (page: Page) =>
  (await scriptsBeforeReady(page)).filter((f) => {
    const code = readFileSync(join(DIST, 'assets', f), 'utf8');
    return HINTS.some((hint) => code.includes(hint));
  });

test("each home's first screen is three scripts: main, vendor and its own — the owner's without the agency's table, neither with the diagnostics' hints", async ({
  page,
  context,
}) => {
  await context.addCookies([OWNER_COOKIE]);
  await page.goto('/markets/manage/IndexManage');
  await portalReady(page);
  expect(await chunksBeforeReady(page)).toEqual(['main', 'plugin-manage-pages-homes-OwnerHome', 'vendor']);
  // Fluent's Table (its `fui-Table` class) is in the agency's chunk, not in the `vendor` both fetch.
  const chunk = (name: string) => {
    const file = readdirSync(join(DIST, 'assets')).find((f) => new RegExp(`^${name}-[A-Za-z0-9_-]{8}\\.js$`).test(f));
    return readFileSync(join(DIST, 'assets', file!), 'utf8');
  };
  expect(chunk('vendor')).not.toContain('"fui-Table"');
  expect(chunk('vendor-agency')).toContain('"fui-Table"');
  // The hint table is a lazy chunk of its own: no first screen fetches it…
  expect(await hintsBeforeReady(page)).toEqual([]);
  // …and the build holds every hint as written, so the check above stays meaningful.
  const assets = readdirSync(join(DIST, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(DIST, 'assets', f), 'utf8'));
  expect(HINTS.filter((hint) => !assets.some((code) => code.includes(hint)))).toEqual([]);

  await context.clearCookies();
  await context.addCookies([{ ...OWNER_COOKIE, value: 'dev-agency' }]);
  await page.goto('/markets/manage/agency/home');
  await portalReady(page);
  await expect(page.getByRole('table', { name: '今日消耗最高的客户' })).toBeVisible();
  expect(await chunksBeforeReady(page)).toEqual(['main', 'vendor', 'vendor-agency']);
  expect(await hintsBeforeReady(page)).toEqual([]);
});

test('/markets-mobile/ serves the mobile tip page', async ({ request }) => {
  const res = await request.get('/markets-mobile/');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/html/);
  expect(res.headers()['cache-control']).toBe('no-cache');
  expect(await res.text()).toContain('<title>营销平台移动版</title>');

  const bare = await request.get('/markets-mobile', { maxRedirects: 0 });
  expect(bare.status()).toBe(302);
  expect(bare.headers().location).toBe('/markets-mobile/');
});

test('index.html and portal.config.json are revalidated, hashed assets are cached for a year', async ({ request }) => {
  for (const path of ['/index.html', '/portal.config.json']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['cache-control'], path).toBe('no-cache');
  }
  const config = await request.get('/portal.config.json');
  expect(config.headers()['content-type']).toMatch(/^application\/json/);
  expect(await config.json()).toEqual(JSON.parse(readFileSync(join(DIST, 'portal.config.json'), 'utf8')));

  const asset = await request.get(entryScript()!);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['content-type']).toMatch(/javascript/);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  const missing = await request.get('/assets/no-such-chunk-00000000.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBeUndefined();
});

test('API calls through nginx reach the API server', async ({ request }) => {
  const headers = { tk: 'dev-owner', 'content-type': 'application/x-www-form-urlencoded' };
  const info = await request.post('/v2/communal/owner/info', { headers, data: '' });
  expect(info.status()).toBe(200);
  expect(await info.json()).toMatchObject({ code: 0, data: { ownerId: expect.anything() } });

  const qualification = await request.post('/v3/communal/owner/customer/qualification/status', { headers, data: '' });
  expect(await qualification.json()).toMatchObject({ code: 0 });

  const collect = await request.post('/report/collect', { headers, data: 'event=e2e' });
  expect(await collect.json()).toMatchObject({ code: 0 });

  const offline = await request.get('/offlineAuto', { headers });
  expect(await offline.json()).toHaveProperty('code');

  // Without a session the API answers its own "login expired" code: the call still reached it.
  const anonymous = await request.post('/v2/communal/owner/info', { data: '' });
  expect(await anonymous.json()).toMatchObject({ code: 403 });
});

test("paths that are not Portico's answer 404, not the nginx welcome page", async ({ request }) => {
  for (const path of ['/index.htm', '/.build-stamp', '/csp-hashes.conf', '/dev-api/reports']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).not.toContain('Welcome to nginx');
  }
  const root = await request.get('/', { maxRedirects: 0 });
  expect(root.status()).toBe(302);
  expect(root.headers().location).toBe('/markets/');
});

/** A Content-Security-Policy header as directive → sources. */
function parseCsp(header: string | undefined): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/** The `'sha256-…'` source of each inline script of the built index.html. */
const inlineScriptHashes = () =>
  [...builtIndex().matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );

test('security headers on every answer: CSP, nosniff, framing, referrer policy; nginx names no version', async ({
  request,
}) => {
  const paths = [
    '/markets/manage/PlanManage',
    '/index.html',
    entryScript()!,
    '/portal.config.json',
    '/markets-mobile/',
  ];
  for (const path of [...paths, '/assets/no-such-chunk-00000000.js', '/nothing-here']) {
    const h = (await request.get(path, { maxRedirects: 0 })).headers();
    expect(h['x-content-type-options'], path).toBe('nosniff');
    expect(h['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(h['x-frame-options'], path).toBe('SAMEORIGIN');
    expect(h.server, path).toBe('nginx');
    expect(h['content-security-policy'], path).toBeTruthy();
  }
  const res = await request.get('/markets/manage/PlanManage');
  const csp = parseCsp(res.headers()['content-security-policy']);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts[0]).toBe("'self'");
  const hashes = inlineScriptHashes();
  expect(hashes.length, 'inline scripts in the built index.html').toBeGreaterThan(0);
  for (const hash of hashes)
    expect(scripts, `script-src lacks ${hash}, the inline script of ${DIST}/index.html`).toContain(hash);
  // Only 'self' and the inline scripts' hashes: no eval while no qiankun sub-app is configured (see the recipe).
  expect(scripts.filter((s) => s !== "'self'" && !hashes.includes(s))).toEqual([]);
  expect(res.headers()['content-security-policy']).not.toContain("'unsafe-eval'");
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toContain("'self'");
  for (const [directive, sources] of csp) {
    expect(sources, directive).not.toContain('*');
    if (directive.startsWith('script')) expect(sources, directive).not.toContain("'unsafe-inline'");
  }
});

const PROBE = 'tests/e2e/fixtures/static/trustProbe/__static__';
const SCRIPT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.html': 'text/html',
};

/**
 * Records every CSP violation the page reports (the `securitypolicyviolation` event and the
 * console), from before its first script.
 */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) logged.push(`console: ${m.text()}`);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.effectiveDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`),
    );
  });
  return async () => [...logged, ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp))];
}

/**
 * The probe sub-app of tests/e2e/fixtures/static/trustProbe, registered in the served config in both
 * modes, and its files answered as a gateway would on the portal's origin (the recipe's sub-app
 * locations proxy there).
 */
async function withProbeSubApp(page: Page) {
  await page.route('**/portal.config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    const entry = '/markets/trustProbe/__static__/esm.html';
    return route.fulfill({
      response,
      json: {
        ...config,
        subApps: {
          trustProbe: { mode: 'qiankun', prefetch: false },
          trustProbeEsm: { mode: 'singleSPA', entry, name: 'trustProbe', prefetch: false },
        },
      },
    });
  });
  await page.route('**/markets/trustProbe/__static__/**', (route) => {
    const file = new URL(route.request().url()).pathname.split('/__static__/')[1];
    return route.fulfill({ path: join(PROBE, file), contentType: SCRIPT_TYPES[extname(file)] });
  });
}

/**
 * The recipe's policy with `'unsafe-eval'` added to `script-src`, on every page the browser opens:
 * what the recipe says to add (`$portico_script_eval`) when a qiankun sub-app is configured.
 */
async function withEval(page: Page) {
  await page.route('**/markets/**', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const headers = response.headers();
    expect(headers['content-security-policy']).not.toContain("'unsafe-eval'");
    headers['content-security-policy'] = headers['content-security-policy'].replace(
      /script-src ([^;]*)/,
      "script-src $1 'unsafe-eval'",
    );
    return route.fulfill({ response, headers });
  });
}

async function visitPortal(page: Page) {
  await page.goto('/markets/');
  await portalReady(page);
  await expect(pageTitle(page)).toHaveText('首页');
  for (const tab of ['推广', '数据', '财务', '工具箱']) {
    const link = mainNav(page).getByRole('link', { name: tab, exact: true });
    const path = new URL((await link.getAttribute('href'))!, ORIGIN).pathname;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`^${ORIGIN}${path}`));
    await expect(pageTitle(page)).toBeVisible();
  }
  // The lazy widgets (bell, banner, help) and their chunks and styles; first away from the tab's flyout.
  // A click while the toolbox page settles can go unanswered on a loaded machine: click until it opens.
  await page.mouse.move(0, 400);
  await expect(async () => {
    const dialog = page.getByRole('dialog', { name: '帮助助手' });
    if (await dialog.isVisible()) return;
    await page.getByRole('button', { name: /^帮助助手/ }).click({ timeout: 5_000 });
    await expect(page.getByRole('dialog', { name: '帮助助手' })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

async function expectProbe(page: Page, subApp: string) {
  await pushPath(page, `/markets/${subApp}/`);
  const probe = page.getByRole('region', { name: '边界探针' });
  await expect(probe.locator('[data-probe="component"]')).toHaveText('远程组件：已加载');
  await expect(probe.locator('[data-probe="request"]')).toContainText('请求：已拒绝');
}

test('under the recipe the default config boots and runs with zero CSP violations, without eval', async ({
  page,
  context,
}) => {
  const violations = await watchCsp(page);
  const documents: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'document') documents.push(r.headers()['content-security-policy'] ?? '');
  });
  await context.addCookies([OWNER_COOKIE]);
  await visitPortal(page);
  expect(documents.length).toBeGreaterThan(0);
  for (const csp of documents) expect(csp).not.toContain("'unsafe-eval'");
  expect(await violations()).toEqual([]);
});

test('under the recipe an ES-module sub-app and a remote component run with zero violations', async ({
  page,
  context,
}) => {
  const violations = await watchCsp(page);
  await withProbeSubApp(page);
  await context.addCookies([OWNER_COOKIE]);
  await visitPortal(page);
  await expectProbe(page, 'trustProbeEsm');
  expect(await violations()).toEqual([]);
});

test('under the recipe as shipped a qiankun sub-app fails on its own page, naming what the policy lacks', async ({
  page,
  context,
}) => {
  await withProbeSubApp(page);
  await context.addCookies([OWNER_COOKIE]);
  await page.goto('/markets/');
  await portalReady(page);
  await pushPath(page, '/markets/trustProbe/');
  const alert = page.getByRole('alert').filter({ hasText: '加载失败' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('内容安全策略');
  await expect(alert.getByLabel('错误信息')).toContainText('PORTICO_E_SUBAPP_NEEDS_EVAL');
  await expect(alert.getByLabel('错误信息')).toContainText("'unsafe-eval'");
  // The rest of the portal works.
  await mainNav(page).getByRole('link', { name: '首页', exact: true }).click();
  await expect(pageTitle(page)).toHaveText('首页');
});

test("with 'unsafe-eval' added as the recipe says, a qiankun sub-app and a remote component run with zero violations", async ({
  page,
  context,
}) => {
  const violations = await watchCsp(page);
  await withProbeSubApp(page);
  await withEval(page);
  await context.addCookies([OWNER_COOKIE]);
  await visitPortal(page);
  await expectProbe(page, 'trustProbe');
  expect(await violations()).toEqual([]);
});
