// 重试 that retries (issue 24): Chromium keeps a failed module import, so a failed page chunk is asked
// for again under a new address; a chunk gone after a redeploy (404) reloads the page once to the new
// build, and never twice (a session-storage marker).
import { expect, test, type Page, type Route } from '@playwright/test';
import { pageTitle } from './support';

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

test('a page chunk that answers 503: 重试 asks again with a new address and the page opens', async ({ page }) => {
  let broken = true;
  const asked: string[] = [];
  await page.route(FINANCE_CHUNK, (route: Route) => {
    asked.push(route.request().url());
    return broken ? route.fulfill({ status: 503, body: '' }) : route.fallback();
  });
  const documents = countDocuments(page, FINANCE_HOME);
  await page.goto(`/market/login/index.html?scenario=owner&redirect=${encodeURIComponent(FINANCE_HOME)}`);
  const alert = page.locator('[data-plugin="finance"][role="alert"]');
  await expect(alert).toContainText('加载失败');
  broken = false;
  const before = asked.length;
  await alert.getByRole('button', { name: '重试' }).click();
  await expect(pageTitle(page)).toHaveText('财务概览');
  expect(
    asked.slice(before).some((u) => /[?&]retry=\d+/.test(u)),
    'asked again under a new address',
  ).toBe(true);
  expect(documents(), 'no reload').toBe(1);
});

test('a page chunk gone after a redeploy (404) reloads the page once, to the new build', async ({ page }) => {
  const documents = countDocuments(page, FINANCE_HOME);
  // The first document asks for a chunk name the new build no longer has; after the reload it is there.
  await page.route(FINANCE_CHUNK, (route: Route) =>
    documents() < 2 ? route.fulfill({ status: 404, body: 'Not Found' }) : route.fallback(),
  );
  await page.goto(`/market/login/index.html?scenario=owner&redirect=${encodeURIComponent(FINANCE_HOME)}`);
  await expect(pageTitle(page)).toHaveText('财务概览', { timeout: 60_000 });
  expect(documents()).toBe(2);
});

test('a chunk that stays 404 reloads once, then shows 重试 instead of reloading again', async ({ page }) => {
  const documents = countDocuments(page, FINANCE_HOME);
  await page.route(FINANCE_CHUNK, (route: Route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.goto(`/market/login/index.html?scenario=owner&redirect=${encodeURIComponent(FINANCE_HOME)}`);
  const alert = page.locator('[data-plugin="finance"][role="alert"]');
  await expect(alert).toContainText('加载失败', { timeout: 60_000 });
  await expect(alert.getByRole('button', { name: '重试' })).toBeVisible();
  // Long enough for a second reload to have started, had the guard let it.
  await page.waitForTimeout(2000);
  expect(documents()).toBe(2);
});
