// 重试 that retries (issue 24): a failed page chunk is asked for again — at its own address, and under
// a new one where the failure is kept (a browser that keeps a failed import, a cache holding the
// 503); a chunk gone after a redeploy (404) reloads the page once to the new build, and never twice
// (a session-storage marker). One retry that works is the chunk's one instance for every caller
// (issue 35), in the release build and in the dev build `npm start` serves.
import { expect, test, type Page, type Route } from '@playwright/test';
import { PORTS } from '../../playwright.config';
import { startServer, type HarnessServer } from './harness-server';
import { loginUrl, pageTitle, pushPath } from './support';

/** The finance sub-app's page chunks (not the header's tab, which is in the initial chunk). */
const FINANCE_CHUNK = (url: URL) => /^\/assets\/plugin-finance-[^/]*\.js$/.test(url.pathname);

/** Counts the requests for the page's own document at `path` (a reload is one more). */
function countDocuments(page: Page, path: string): () => number {
  let documents = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'document' && new URL(r.url()).pathname === path) documents += 1;
  });
  return () => documents;
}

const FINANCE_HOME = '/markets/finance/home/';

test('a page chunk that answers 503: 重试 asks again and the page opens', async ({ page }) => {
  let broken = true;
  /** The chunk's module requests (the loader's HEAD is not one). */
  const asked: string[] = [];
  await page.route(FINANCE_CHUNK, (route: Route) => {
    if (route.request().method() === 'GET') asked.push(route.request().url());
    return broken ? route.fulfill({ status: 503, body: '' }) : route.fallback();
  });
  const documents = countDocuments(page, FINANCE_HOME);
  await page.goto(loginUrl('owner', FINANCE_HOME));
  const alert = page.locator('[data-plugin="finance"][role="alert"]');
  await expect(alert).toContainText('加载失败');
  broken = false;
  const before = asked.length;
  await alert.getByRole('button', { name: '重试' }).click();
  await expect(pageTitle(page)).toHaveText('财务概览');
  // At the chunk's own address (Chromium asks again for a failed module; the one its static importers
  // link); where the failure is kept, under a new one (the describe blocks below).
  expect(
    asked.slice(before).some((u) => new URL(u).search === ''),
    'asked again at its own address',
  ).toBe(true);
  expect(documents(), 'no reload').toBe(1);
});

test('a page chunk gone after a redeploy (404) reloads the page once, to the new build', async ({ page }) => {
  const documents = countDocuments(page, FINANCE_HOME);
  // The first document asks for a chunk name the new build no longer has; after the reload it is there.
  await page.route(FINANCE_CHUNK, (route: Route) =>
    documents() < 2 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.fallback(),
  );
  await page.goto(loginUrl('owner', FINANCE_HOME));
  await expect(pageTitle(page)).toHaveText('财务概览', { timeout: 60_000 });
  expect(documents()).toBe(2);
});

test('a chunk that stays 404 reloads once, then shows 重试 instead of reloading again', async ({ page }) => {
  const documents = countDocuments(page, FINANCE_HOME);
  await page.route(FINANCE_CHUNK, (route: Route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.goto(loginUrl('owner', FINANCE_HOME));
  const alert = page.locator('[data-plugin="finance"][role="alert"]');
  await expect(alert).toContainText('加载失败', { timeout: 60_000 });
  await expect(alert.getByRole('button', { name: '重试' })).toBeVisible();
  // Long enough for a second reload to have started, had the guard let it.
  await page.waitForTimeout(2000);
  expect(documents()).toBe(2);
});

/**
 * Serves the finance chunks through `page.route`: a 503 where `fails(url, method)` says so, otherwise
 * the chunk with a statement in front that counts its evaluations (one per module instance) in the page.
 */
async function routeFinance(page: Page, fails: (url: URL, method: string) => boolean) {
  /** The addresses of the chunk's module requests (GET; the loader's HEAD is not one). */
  const modules: string[] = [];
  await page.route(FINANCE_CHUNK, async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (request.method() === 'GET') modules.push(`${url.pathname}${url.search}`);
    if (fails(url, request.method())) return route.fulfill({ status: 503, body: '' });
    if (request.method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const body = `globalThis.__financeEvaluations=(globalThis.__financeEvaluations??0)+1;${await response.text()}`;
    return route.fulfill({ response, body });
  });
  return {
    /** Requests for the chunk at its own address, the one its static importers link. */
    ownAddress: () => modules.filter((m) => !m.includes('?')).length,
    /** The distinct new addresses (`?retry=N`) asked for. */
    retries: () => new Set(modules.filter((m) => /[?&]retry=\d+/.test(m))).size,
    evaluations: () => page.evaluate(() => (globalThis as { __financeEvaluations?: number }).__financeEvaluations ?? 0),
  };
}

/** Opens finance's other owner pages (each route asks for the chunk): the chunk is there, nothing fails. */
async function visitFinancePages(page: Page) {
  for (const [path, title] of [
    ['/markets/finance/record', '充值记录'],
    ['/markets/finance/flow', '资金流水'],
    ['/markets/finance/recharge', '账户充值'],
    [FINANCE_HOME, '财务概览'],
  ] as const) {
    await pushPath(page, path);
    await expect(pageTitle(page)).toHaveText(title);
  }
  await expect(page.locator('[data-plugin="finance"][role="alert"]')).toHaveCount(0);
}

const loginToFinance = (page: Page) => page.goto(loginUrl('owner', FINANCE_HOME));

/** The builds a user meets: the release build, and the dev build authors and testers run with `npm start`. */
const BUILDS = [
  {
    name: 'the release build (dist-release/)',
    port: PORTS.release,
    timeoutMs: 60_000,
    env: { PORTICO_DEV_TOOLS: '0', PORTICO_SKIP_BUILD: '1', PORTICO_OUT_DIR: 'dist-release' },
  },
  {
    // Plain `npm start`: it builds dist-dev/ with the dev build when it is stale (minutes on a busy machine).
    name: 'the dev build npm start serves (dist-dev/)',
    port: PORTS.devBuild,
    timeoutMs: 300_000,
    env: { PORTICO_DEV_TOOLS: undefined, PORTICO_SKIP_BUILD: undefined, PORTICO_OUT_DIR: undefined },
  },
] as const;

for (const build of BUILDS) {
  test.describe(build.name, () => {
    // One server on the build's fixed port: these tests run in order in one worker.
    test.describe.configure({ mode: 'default' });
    let server: HarnessServer | null = null;
    test.use({ baseURL: `http://127.0.0.1:${build.port}` });

    test.beforeAll(async () => {
      test.setTimeout(build.timeoutMs + 20_000);
      const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(build.port) };
      for (const [key, value] of Object.entries(build.env)) {
        if (value === undefined) delete env[key];
        else env[key] = value;
      }
      server = await startServer(env, build.timeoutMs);
    });

    test.afterAll(() => {
      server?.stop();
      server = null;
    });

    test('a chunk that answers 503 once is asked again at its own address: one instance for every page', async ({
      page,
    }) => {
      const failed = new Set<string>();
      const finance = await routeFinance(page, (url) => !failed.has(url.pathname) && !!failed.add(url.pathname));
      const documents = countDocuments(page, FINANCE_HOME);
      await loginToFinance(page);
      // Recovered without the user: the chunk is there again, and Chromium asks again for a failed module.
      await expect(pageTitle(page)).toHaveText('财务概览');
      await visitFinancePages(page);
      expect(finance.ownAddress(), 'asked again where its static importers would link it').toBeGreaterThanOrEqual(2);
      expect(finance.retries(), 'no new address').toBe(0);
      expect(await finance.evaluations(), 'the module evaluated once').toBe(1);
      expect(documents(), 'no reload').toBe(1);
    });

    test('a chunk whose own address keeps answering 503: 重试 asks under one new address, one instance for every page', async ({
      page,
    }) => {
      // First the chunk is down; then its own address stays failed (a cache that holds the 503, or a
      // browser that keeps a failed import) while the file is there (HEAD) and a new address works.
      let down = true;
      const finance = await routeFinance(page, (url, method) => down || (url.search === '' && method === 'GET'));
      const documents = countDocuments(page, FINANCE_HOME);
      await loginToFinance(page);
      const alert = page.locator('[data-plugin="finance"][role="alert"]');
      await expect(alert).toContainText('加载失败');
      down = false;
      await alert.getByRole('button', { name: '重试' }).click();
      await expect(pageTitle(page)).toHaveText('财务概览');
      await visitFinancePages(page);
      expect(finance.retries(), 'one new address, shared by every page').toBe(1);
      expect(await finance.evaluations(), 'the module evaluated once').toBe(1);
      expect(documents(), 'no reload').toBe(1);
    });
  });
}
