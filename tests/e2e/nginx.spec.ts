// The production recipe: the release build (dist-release/) behind nginx configured with exactly
// deploy/nginx.conf, API paths proxied to the dev API of the default e2e server.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { builtWithDevTools } from '../../host/server/build';
import { E2E_BUILD, PORTS } from '../../playwright.config';
import { startNginx, type Nginx } from '../nginx/nginx';
import { expectNoSeriousA11yViolations, pageTitle, portalReady } from './support';

const DIST = 'dist-release';
const ORIGIN = `http://127.0.0.1:${PORTS.nginx}`;
/** The owner scenario's session cookie, as the dev login sets it (`scenarioToken('owner')`). */
const OWNER_COOKIE = { name: 'adstk', value: 'dev-owner', url: ORIGIN };

let nginx: Nginx | undefined;

test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  nginx = await startNginx({ port: PORTS.nginx, dist: DIST, api: `http://127.0.0.1:${PORTS.main}` });
});

test.afterAll(async () => {
  await nginx?.stop();
});

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
  for (const path of ['/index.htm', '/.build-stamp', '/dev-api/reports']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).not.toContain('Welcome to nginx');
  }
  const root = await request.get('/', { maxRedirects: 0 });
  expect(root.status()).toBe(302);
  expect(root.headers().location).toBe('/markets/');
});
