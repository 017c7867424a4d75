// Trust boundaries (issue 25): the session token goes only to the portal's origin and the API,
// supervision (`multiAccessId`) survives reloads and new tabs, server HTML reaches only portal
// pages, a hosted sub-app cannot change the portal's state, and the dev server stays in its folder.
import { expect, test, type Page, type Request } from '@playwright/test';
import { PORTS } from '../../playwright.config';
import { loginAs, mainNav, pageTitle, portalReady, pushPath } from './support';

/** The supervised scenario's `multiAccessId` (dev/scenarios.ts). */
const MULTI = 'ma-100001-200005';
const COLLECTOR = 'https://collector.example/c';

/** The portal's API calls (`/v2/…`, `/v3/…`) this page sends from now on. */
function watchApiCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (/^\/v[23]\//.test(new URL(r.url()).pathname)) calls.push(r);
  });
  return calls;
}

/** Serves portal.config.json with `change` applied (the early script and the runtime both read it). */
async function withConfig(page: Page, change: (config: Record<string, unknown>) => Record<string, unknown>) {
  await page.route('**/portal.config.json', async (route) => {
    const response = await route.fetch();
    return route.fulfill({ response, json: change((await response.json()) as Record<string, unknown>) });
  });
}

/** Opens the toolbox flyout under the 工具箱 tab (once it has attached: its disclosure button shows). */
async function openToolboxFlyout(page: Page) {
  await expect(page.getByRole('button', { name: '工具箱快捷入口' })).toBeVisible();
  await mainNav(page).getByRole('link', { name: '工具箱', exact: true }).hover();
  const flyout = page.getByRole('group', { name: '工具箱', exact: true });
  await expect(flyout).toBeVisible();
  return flyout;
}

test.describe('token scope', () => {
  test('a usage report to a collector on another host carries neither tk nor multiAccessId', async ({ page }) => {
    await withConfig(page, (config) => ({
      ...config,
      reporter: { ...(config.reporter as object), collectEndpoint: COLLECTOR },
    }));
    const reports: Request[] = [];
    await page.route(`${COLLECTOR}**`, (route) => {
      // A preflight (only a request with a custom header such as tk needs one) is let through, so
      // the report itself arrives either way and its headers are what the test reads.
      const cors = {
        'access-control-allow-origin': new URL(page.url()).origin,
        'access-control-allow-headers': 'tk, multiaccessid, content-type',
        'access-control-allow-methods': 'POST',
      };
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      reports.push(route.request());
      return route.fulfill({ headers: cors, json: { code: 0, msg: 'success', data: null } });
    });
    await loginAs(page, 'supervised', '/markets/manage/');
    const flyout = await openToolboxFlyout(page);
    await flyout.getByRole('link', { name: /^工单/ }).click();
    await expect.poll(() => reports.length, { message: 'usage reports at the collector' }).toBeGreaterThan(0);
    const headers = await reports[0].allHeaders();
    expect(headers.tk).toBeUndefined();
    expect(headers.multiaccessid).toBeUndefined();
    // The report names the page without the supervision id either.
    const sent = new URLSearchParams(reports[0].postData() ?? '');
    expect(sent.get('operationType')).toBe('v3-toolbox-click');
    expect(sent.get('page')).toBe('/markets/manage/');
  });
});

test.describe('supervision lasts', () => {
  /** What shows a supervised session: the banner, 返回代理商 in the menu, no 营销学院, the header on every call. */
  async function expectSupervised(page: Page, calls: Request[], label: string) {
    await expect(page, label).toHaveURL(new RegExp(`[?&]multiAccessId=${MULTI}(?:&|$)`));
    await expect(page.getByLabel('代为操作提示'), label).toBeVisible();
    await expect(page.getByRole('link', { name: '营销学院' }), label).toHaveCount(0);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^账户菜单：/ })
      .click();
    await expect(page.getByRole('menuitem', { name: '返回代理商' }), label).toBeVisible();
    await expect(page.getByRole('menuitem', { name: '退出登录' }), label).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect.poll(() => calls.length, { message: `${label}: API calls` }).toBeGreaterThan(0);
    for (const call of calls) expect((await call.allHeaders()).multiaccessid, `${label}: ${call.url()}`).toBe(MULTI);
  }

  /** 修改密码 is closed in supervised access (`multiAccess: false`). */
  async function expectPasswordPageClosed(page: Page, label: string) {
    await pushPath(page, '/markets/toolbox/changepwd');
    await expect(pageTitle(page), label).toHaveText('暂无权限');
    await expect(page, label).toHaveURL(new RegExp(`[?&]multiAccessId=${MULTI}`));
  }

  test('a reload after the /markets/ redirect stays supervised', async ({ page }) => {
    await loginAs(page, 'supervised', '/markets/');
    await expect(page).toHaveURL(/\/markets\/manage\//);
    const calls = watchApiCalls(page);
    await page.reload();
    await portalReady(page);
    await expectSupervised(page, calls, 'after the reload');
    await expectPasswordPageClosed(page, 'after the reload');
  });

  test('a tab, then a reload, stays supervised', async ({ page }) => {
    await loginAs(page, 'supervised', '/markets/manage/');
    await mainNav(page).getByRole('link', { name: '数据', exact: true }).click();
    await expect(page).toHaveURL(/\/markets\/report\//);
    await expect(page).toHaveURL(new RegExp(`multiAccessId=${MULTI}`));
    const calls = watchApiCalls(page);
    await page.reload();
    await portalReady(page);
    await expectSupervised(page, calls, 'tab 数据, then a reload');
    await expectPasswordPageClosed(page, 'tab 数据, then a reload');
  });

  test('a portal link opened in a new tab stays supervised', async ({ page, context }) => {
    await loginAs(page, 'supervised', '/markets/');
    const opened = context.waitForEvent('page');
    await mainNav(page).getByRole('link', { name: '财务', exact: true }).click({ button: 'middle' });
    const tab = await opened;
    const calls = watchApiCalls(tab);
    await portalReady(tab);
    await expect(tab).toHaveURL(/\/markets\/finance\//);
    await expectSupervised(tab, calls, 'the new tab');
    await expectPasswordPageClosed(tab, 'the new tab');
  });

  test("the login redirect's way back keeps the supervision", async ({ page }) => {
    await loginAs(page, 'supervised', '/markets/');
    // A call that finds the session expired (403) sends the user to log in again.
    await page.route('**/v3/report/data/**', (route) => route.fulfill({ json: { code: 403, msg: '登录已过期' } }));
    await mainNav(page).getByRole('link', { name: '数据', exact: true }).click();
    await expect(page).toHaveURL(/\/market\/login\/index\.html/);
    const back = new URL(new URL(page.url()).searchParams.get('redirect') ?? '', 'http://x');
    expect(back.pathname).toMatch(/^\/markets\/report\//);
    expect(back.searchParams.get('multiAccessId')).toBe(MULTI);
  });
});

test.describe('server HTML', () => {
  test('a message linking to /logoutV2 shows the link as text; a click logs nobody out', async ({ page }) => {
    await page.route('**/v2/communal/msg/query', (route) =>
      route.fulfill({
        json: {
          code: 0,
          msg: 'success',
          data: {
            items: [
              {
                msgId: 9001,
                recordId: 9001,
                msgType: 1,
                readFlag: 0,
                msgTitle: '账户通知',
                msgContent: '您的账户有新的变动，<a href="/logoutV2">点此查看详情</a>',
                msgTime: '2026-11-20 10:00:00',
                priority: 2,
              },
            ],
            totalCount: 1,
          },
        },
      }),
    );
    const logouts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/logoutV2')) logouts.push(r.url());
    });
    await loginAs(page, 'owner', '/markets/toolbox/NotifyView');
    await expect(pageTitle(page)).toHaveText('消息中心');
    const text = page.getByText('点此查看详情');
    await expect(text).toBeVisible();
    await expect(page.locator('a[href*="logoutV2"]')).toHaveCount(0);
    await text.click();
    await expect(page.getByText('该链接地址不安全，已为您拦截')).toBeVisible();
    expect(logouts).toEqual([]);
    await expect(pageTitle(page)).toHaveText('消息中心');
  });

  test('a hot-article image from a host that is not allowed is not loaded', async ({ page }) => {
    const tracked: string[] = [];
    await page.route('https://tracker.example/**', (route) => {
      tracked.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'image/gif',
        body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'),
      });
    });
    await page.route('**/helpCenter/queryHotArticles**', (route) =>
      route.fulfill({
        json: {
          code: 0,
          msg: 'success',
          data: [
            { id: 1, title: '新手投放指南', image: 'https://tracker.example/pixel.gif?u=1' },
            { id: 2, title: '创意优化五步法', image: 'http://tracker.example/pixel.gif?u=2' },
          ],
        },
      }),
    );
    await loginAs(page, 'owner', '/markets/manage/');
    await page.getByRole('button', { name: /^帮助助手/ }).click();
    const hot = page.getByRole('dialog', { name: '帮助助手' }).getByRole('region', { name: '热门文章' });
    await expect(hot).toBeVisible();
    // The refused picture leaves its title; nothing was asked of the other host.
    await expect(hot).toContainText('新手投放指南');
    await expect(hot.locator('img[src*="tracker.example"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(tracked).toEqual([]);
  });
});

test.describe('a hosted sub-app', () => {
  test.use({ baseURL: `http://127.0.0.1:${PORTS.remote}` });

  test('its call to another host is refused unsent, and its writes to the shared state change nothing', async ({
    page,
  }) => {
    const other: string[] = [];
    await page.route('https://other.example/**', (route) => {
      other.push(route.request().url());
      return route.fulfill({ json: { code: 0, msg: 'success', data: null } });
    });
    await loginAs(page, 'owner', '/markets/manage/');
    const name = (await page
      .getByRole('banner')
      .getByRole('button', { name: /^账户菜单：/ })
      .getAttribute('aria-label'))!;
    await pushPath(page, '/markets/trustProbe/');
    const probe = page.getByRole('region', { name: '边界探针' });
    await expect(probe.locator('[data-probe="request"]')).toContainText('请求：已拒绝');
    await expect(probe.locator('[data-probe="request"]')).toContainText('PORTICO_E_REQUEST_REFUSED');
    await expect(probe.locator('[data-probe="bridge"]')).toHaveText('共享状态：用户只读，菜单只读，状态只读');
    await expect(probe.locator('[data-probe="component"]')).toHaveText('远程组件：已加载');
    expect(other).toEqual([]);
    // The portal's own session is as it was.
    const session = await page.evaluate(() => {
      const w = window as unknown as {
        __portico: { runtime: { session: { user: { ownerName: string }; authTree: { menuTree: number[] } } } };
      };
      return {
        owner: w.__portico.runtime.session.user.ownerName,
        menus: w.__portico.runtime.session.authTree.menuTree,
      };
    });
    expect(`账户菜单：${session.owner}`).toBe(name);
    expect(session.menus).not.toContain(99999);
    await expect(page.getByRole('banner').getByRole('button', { name: /^账户菜单：/ })).toHaveAttribute(
      'aria-label',
      name,
    );
  });
});

test.describe('the dev server', () => {
  test('stays in its folder: encoded traversal and sibling folders are refused (4xx)', async ({ request }) => {
    for (const path of [
      '/..%2Fdist-release/index.html',
      '/..%2fdist-release/portal.config.json',
      '/%2e%2e/package.json',
      '/..%2F..%2Fetc/passwd',
      '/assets/..%2F..%2Fpackage.json',
      '/%2e%2e%2fpackage.json',
      '/..%5cpackage.json',
    ]) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBeGreaterThanOrEqual(400);
      expect(res.status(), path).toBeLessThan(500);
      expect(await res.text(), path).not.toContain('<meta name="portico-shell"');
    }
    // A malformed escape is a bad request, not a server error.
    expect((await request.get('/%E0%A4%A.js')).status()).toBe(400);
  });

  test('the dev login follows only same-origin paths; control characters are a bad request', async ({ request }) => {
    const login = (redirect: string) =>
      request.get(`/market/login/index.html?scenario=owner&redirect=${redirect}`, { maxRedirects: 0 });
    for (const redirect of ['/%09/evil.example/steal', '/%0a/evil.example', '/markets/%0d%0aSet-Cookie:x=1']) {
      const res = await login(redirect);
      expect(res.status(), redirect).toBe(400);
    }
    for (const redirect of ['//evil.example/x', '/%5Cevil.example', 'https://evil.example/', 'javascript:alert(1)']) {
      const res = await login(encodeURIComponent(decodeURIComponent(redirect)));
      expect(res.status(), redirect).toBe(302);
      expect(res.headers().location, redirect).toBe('/markets/');
    }
    const ok = await login(encodeURIComponent('/markets/report/?agency=true#top'));
    expect(ok.status()).toBe(302);
    expect(ok.headers().location).toBe('/markets/report/?agency=true#top');
  });
});
