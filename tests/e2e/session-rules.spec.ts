// Session rules of spec §2.3, §7, §8 and §9: where logout leads, the agency's password notice, and
// the load-time beacon sent once per page load.
import { expect, test, type Page, type Route } from '@playwright/test';
import { loginAs, mainNav, pageTitle, portalReady } from './support';

const LOGIN = /\/market\/login\/index\.html/;

/** Answers portal.config.json with the served file changed by `patch`. */
async function patchConfig(page: Page, patch: (config: Record<string, unknown>) => Record<string, unknown>) {
  await page.route('**/portal.config.json', async (route: Route) => {
    const response = await route.fetch();
    route.fulfill({ response, json: patch((await response.json()) as Record<string, unknown>) });
  });
}

/** Logs out through the account menu with `/logoutV2` answering `body`. */
async function logoutAnswering(page: Page, body: unknown) {
  await page.route('**/logoutV2', (route) => route.fulfill({ json: body }));
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^账户菜单/ })
    .click();
  const sent = page.waitForRequest((r) => r.url().includes('/logoutV2'));
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await sent;
}

test.describe('logout follows the /logoutV2 answer (spec §7, §8)', () => {
  test('a same-origin directUrl is followed', async ({ page }) => {
    await loginAs(page, 'owner', '/markets/manage/');
    await logoutAnswering(page, { code: 0, msg: 'success', data: { ownerType: 3, directUrl: '/markets-mobile/' } });
    await expect(page).toHaveURL(/\/markets-mobile\/$/);
  });

  test('an allow-listed address is followed', async ({ page }) => {
    await patchConfig(page, (c) => ({ ...c, allowedHosts: ['sso.portico-e2e.example'] }));
    await page.route('https://sso.portico-e2e.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>统一登录</title><h1>统一登录</h1>' }),
    );
    await loginAs(page, 'owner', '/markets/manage/');
    await logoutAnswering(page, {
      code: 0,
      msg: 'success',
      data: { ownerType: 3, directUrl: 'https://sso.portico-e2e.example/logout-done' },
    });
    await expect(page).toHaveURL('https://sso.portico-e2e.example/logout-done');
  });

  for (const [name, directUrl] of [
    ['another host', 'https://evil.portico-e2e.example/phish'],
    ['a script address', 'javascript:alert(1)'],
    ['a protocol-relative address', '//evil.portico-e2e.example/'],
  ] as const) {
    test(`${name} goes to the login page instead`, async ({ page }) => {
      await loginAs(page, 'owner', '/markets/manage/');
      await logoutAnswering(page, { code: 0, msg: 'success', data: { ownerType: 3, directUrl } });
      await expect(page).toHaveURL(LOGIN);
    });
  }

  test('a non-zero code goes to the login page even with a directUrl', async ({ page }) => {
    await loginAs(page, 'owner', '/markets/manage/');
    await logoutAnswering(page, { code: 500100, msg: '退出失败', data: { directUrl: '/markets-mobile/' } });
    await expect(page).toHaveURL(LOGIN);
  });
});

test('the password notice sends an agency to the agency change-password page (spec §2.2, §2.3)', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('portico.passwordNotice', JSON.stringify({})));
  await loginAs(page, 'agency', '/markets/manage/agency/home');
  await page.getByRole('button', { name: '立即修改' }).click();
  await expect(page).toHaveURL(/\/markets\/toolbox\/changepwd\?agency=true$/);
  await expect(pageTitle(page)).toHaveText('修改密码');
});

test('an owner keeps the owner change-password page', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('portico.passwordNotice', JSON.stringify({})));
  await loginAs(page, 'owner', '/markets/manage/');
  await page.getByRole('button', { name: '立即修改' }).click();
  await expect(page).toHaveURL(/\/markets\/toolbox\/changepwd$/);
});

/** The load-time beacons (`type=stats`) the page sends, as their query parameters. */
function watchLoadTimes(page: Page): Array<Record<string, string>> {
  const beacons: Array<Record<string, string>> = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/report/beacon' && url.searchParams.get('type') === 'stats')
      beacons.push(Object.fromEntries(url.searchParams));
  });
  return beacons;
}

test('one load-time beacon per page load at portal:ready (spec §7, §9)', async ({ page }) => {
  // The dev server runs on 127.0.0.1, a local host: the reporter is off there unless forced.
  await patchConfig(page, (c) => ({ ...c, reporter: { ...(c.reporter as object), force: true } }));
  const beacons = watchLoadTimes(page);
  await loginAs(page, 'owner', '/markets/manage/');
  await expect.poll(() => beacons.length).toBe(1);
  const [beacon] = beacons;
  expect(beacon.id).toBe('markets');
  expect(beacon.appKey).toBe('portico-web');
  expect(beacon.eventId).toBe('portal:ready');
  const ready = await page.evaluate(() => performance.getEntriesByName('portal:ready')[0].startTime);
  expect(Number(beacon.value)).toBe(Math.round(ready));
  expect(Number(beacon.value)).toBeGreaterThan(0);
  expect(Number(beacon.value)).toBeLessThanOrEqual(10_000);

  // Moving inside the portal is not a page load: no second beacon.
  await mainNav(page).getByRole('link', { name: '数据' }).click();
  await expect(pageTitle(page)).not.toHaveText('首页');
  await page.waitForLoadState('networkidle');
  expect(beacons).toHaveLength(1);
  // A reload is.
  await page.reload();
  await portalReady(page);
  await expect.poll(() => beacons.length).toBe(2);
});

test('no load-time beacon on a local host when the reporter is not forced', async ({ page }) => {
  const beacons = watchLoadTimes(page);
  await loginAs(page, 'owner', '/markets/manage/');
  await page.waitForLoadState('networkidle');
  expect(beacons).toEqual([]);
});
