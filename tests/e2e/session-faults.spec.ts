// Session faults (issue 24, spec §8): a signed-in user whose session calls fail stays signed in, reads
// what happened in Chinese and can 重试 without a reload; only no cookie, 403 and 409 go to the login
// page, and never in a loop. One page per fault: the matrix is parametrised, not one long loop.
import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs, loginUrl, pageTitle, portalReady, testSession } from './support';

const OWNER_INFO = '**/v2/communal/owner/info';
const AUTH_QUERY = '**/v2/communal/auth/query';

/** The six answers a session call can fail with, as a route handler each. */
const FAULTS: ReadonlyArray<readonly [string, (route: Route) => Promise<void>]> = [
  ['connection reset', (route) => route.abort('connectionreset')],
  ['status 500', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' })],
  [
    'an HTML page',
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Wi-Fi</title><h1>欢迎</h1>',
      }),
  ],
  [
    'malformed JSON',
    (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"code":0,"data":{"ownerId":' }),
  ],
  ['an empty body', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '' })],
  ['{"code":0,"data":null}', (route) => route.fulfill({ json: { code: 0, data: null } })],
];

/** Answers `pattern` with `fault` until `heal()`; then the dev API answers again. */
async function failing(page: Page, pattern: string, fault: (route: Route) => Promise<void>) {
  let broken = true;
  await page.route(pattern, (route) => (broken ? fault(route) : route.fallback()));
  return { heal: () => void (broken = false) };
}

/** A mark on this document: still there after 重试 means no reload happened. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

/** Signed in (the cookie kept, no 未登录), on the page asked for, with no page called lost or forbidden. */
async function expectStillSignedIn(page: Page, path: string) {
  expect(new URL(page.url()).pathname).toBe(path);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'adstk')?.value).toBe(`dev-owner.${testSession()}`);
  await expect(page.getByText('未登录')).toHaveCount(0);
  await expect(page.getByText('页面走丢了')).toHaveCount(0);
  await expect(page.getByText('暂无权限')).toHaveCount(0);
}

const errorPage = (page: Page, title: string) =>
  page.getByRole('alert').filter({ has: page.getByRole('heading', { level: 1, name: title }) });

for (const [call, pattern] of [
  ['owner/info', OWNER_INFO],
  ['auth/query', AUTH_QUERY],
] as const) {
  for (const [name, fault] of FAULTS) {
    test(`${call} fails with ${name}: still signed in, 网络错误，请稍后再试, 重试 opens the page`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const broken = await failing(page, pattern, fault);
      await loginAs(page, 'owner', '/markets/manage/IndexManage');
      const alert = errorPage(page, '网络错误，请稍后再试');
      await expect(alert).toBeVisible();
      await expectStillSignedIn(page, '/markets/manage/IndexManage');
      await markDocument(page);
      broken.heal();
      await alert.getByRole('button', { name: '重试' }).click();
      await expect(pageTitle(page)).toHaveText('首页');
      await expect(page.getByRole('banner').getByRole('button', { name: /^账户菜单：/ })).toBeVisible();
      expect(await sameDocument(page), 'no full reload').toBe(true);
      expect(errors).toEqual([]);
    });
  }
}

test('the session error page: accessible, and 重试 while the fault lasts shows it again', async ({ page }) => {
  await failing(page, OWNER_INFO, (route) => route.fulfill({ status: 503, body: '' }));
  await loginAs(page, 'owner', '/markets/report/');
  const alert = errorPage(page, '网络错误，请稍后再试');
  await expect(alert).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'session error page');
  const again = page.waitForRequest((r) => r.url().includes('/v2/communal/owner/info'));
  await alert.getByRole('button', { name: '重试' }).click();
  await again;
  await expect(alert).toBeVisible();
  await expectStillSignedIn(page, '/markets/report/');
});

for (const [what, answer, title] of [
  ['code 401', { code: 401, msg: '', data: null }, '权限错误'],
  ['code 404', { code: 404, msg: '接口不存在', data: null }, '网络错误，请稍后再试'],
  [
    'a loginType that is a string',
    { code: 0, msg: 'success', data: { ownerId: 200001, loginType: '直客' } },
    '网络错误，请稍后再试',
  ],
] as const) {
  test(`owner/info answers ${what}: ${title} with 重试, still signed in`, async ({ page }) => {
    const broken = await failing(page, OWNER_INFO, (route) => route.fulfill({ json: answer }));
    await loginAs(page, 'owner', '/markets/finance/home/');
    const alert = errorPage(page, title);
    await expect(alert).toBeVisible();
    await expectStillSignedIn(page, '/markets/finance/home/');
    broken.heal();
    await alert.getByRole('button', { name: '重试' }).click();
    await expect(pageTitle(page)).toHaveText('财务概览');
  });
}

for (const code of [403, 409]) {
  test(`code ${code} on auth/query goes to the login page with redirect= back`, async ({ page }) => {
    await failing(page, AUTH_QUERY, (route) => route.fulfill({ json: { code, msg: '', data: null } }));
    await page.goto(loginUrl('owner', '/markets/report/'));
    await expect(page).toHaveURL(/\/market\/login\/index\.html\?redirect=%2Fmarkets%2Freport%2F$/);
  });
}

test('code 405 on owner/info: the blocking page with its message and 返回', async ({ page }) => {
  await failing(page, OWNER_INFO, (route) => route.fulfill({ json: { code: 405, msg: '', data: null } }));
  await loginAs(page, 'owner', '/markets/manage/IndexManage');
  const blocked = page.getByRole('alertdialog', { name: '访问次数达到上限' });
  await expect(blocked).toBeVisible();
  await expect(blocked.getByRole('button', { name: '返回上一页' })).toBeVisible();
  await expectStillSignedIn(page, '/markets/manage/IndexManage');
});

test('a malformed cookie is no session: the login page, no uncaught URIError', async ({ page, context, baseURL }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await context.addCookies([{ name: 'adstk', value: 'dev-owner%zz', url: baseURL! }]);
  await page.goto('/markets/manage/IndexManage');
  await expect(page).toHaveURL(/\/market\/login\/index\.html\?redirect=%2Fmarkets%2Fmanage%2FIndexManage$/);
  expect(errors).toEqual([]);
});

test('a login page that sends the user straight back: the error, not a second redirect', async ({ page }) => {
  const logins: string[] = [];
  // A login page that believes the user is signed in and returns at once.
  await page.route('**/market/login/index.html*', (route) => {
    logins.push(route.request().url());
    const back = new URL(route.request().url()).searchParams.get('redirect') ?? '/markets/';
    return route.fulfill({ status: 302, headers: { location: back } });
  });
  await page.goto('/markets/report/');
  await portalReady(page);
  const alert = errorPage(page, '登录未完成');
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: '重新登录' })).toHaveAttribute(
    'href',
    '/market/login/index.html?redirect=%2Fmarkets%2Freport%2F',
  );
  expect(logins).toHaveLength(1);
  expect(new URL(page.url()).pathname).toBe('/markets/report/');
});

test('a menu tree that is not a tree is logged; pages that need no menu still work', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.route(AUTH_QUERY, (route) =>
    route.fulfill({ json: { code: 0, msg: 'success', data: { menuTree: [{ id: 129 }, 'x'], dataTree: [] } } }),
  );
  await loginAs(page, 'owner', '/markets/manage/IndexManage');
  await expect(pageTitle(page)).toHaveText('首页');
  expect(warnings.some((w) => w.includes('menu tree unreadable'))).toBe(true);
  // Finance needs menu 129 or 130 (spec §6): without a readable tree it stays closed.
  await page.goto('/markets/finance/home/');
  await portalReady(page);
  await expect(page.getByText('暂无权限')).toBeVisible();
});
