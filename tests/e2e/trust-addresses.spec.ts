// Trust boundaries v2 (issue 35 items 2, 3, 9, 10; issue 39's password notice): every address a
// server gives goes through the one URL policy (pages of the site, https on allowedHosts with its
// port), a token never travels over http, nothing secret is kept at rest or reported, and the dev
// login never sends the user off-site.
import { expect, test, type Page } from '@playwright/test';
import { loginAs, mainNav, pageTitle } from './support';

const LOGIN = /\/market\/login\/index\.html/;
/** A host the tests list in allowedHosts; page.route answers it (nothing real is asked). */
const ALLOWED = 'sso.portico-e2e.example';

/** Serves portal.config.json with `change` applied (the early script and the runtime both read it). */
async function withConfig(page: Page, change: (config: Record<string, unknown>) => Record<string, unknown>) {
  await page.route('**/portal.config.json', async (route) => {
    const response = await route.fetch();
    return route.fulfill({ response, json: change((await response.json()) as Record<string, unknown>) });
  });
}

const allowing = (page: Page, ...hosts: string[]) => withConfig(page, (c) => ({ ...c, allowedHosts: hosts }));

/** Answers every address on `host` (any scheme and port) with a small page, recording what was asked. */
async function serveHost(page: Page, host: string): Promise<string[]> {
  const asked: string[] = [];
  await page.context().route(
    (url) => url.hostname === host,
    (route) => {
      asked.push(route.request().url());
      return route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><title>外部站点</title><h1>外部站点</h1>',
      });
    },
  );
  return asked;
}

test.describe('server-given addresses follow the one URL policy (issue 35, item 2)', () => {
  /** Logs out through the account menu with `/logoutV2` answering `directUrl`. */
  async function logoutTo(page: Page, directUrl: string) {
    await page.route('**/logoutV2', (route) =>
      route.fulfill({ json: { code: 0, msg: 'success', data: { ownerType: 3, directUrl } } }),
    );
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^账户菜单/ })
      .click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
  }

  for (const [name, directUrl] of [
    ['an allowed host over http', `http://${ALLOWED}/logout-done`],
    ['an API path of the portal', '/v2/communal/owner/info'],
  ] as const) {
    test(`a logout directUrl to ${name} goes to the login page instead`, async ({ page }) => {
      await allowing(page, ALLOWED);
      const asked = await serveHost(page, ALLOWED);
      await loginAs(page, 'owner', '/markets/manage/');
      await logoutTo(page, directUrl);
      await expect(page).toHaveURL(LOGIN);
      expect(asked).toEqual([]);
    });
  }

  test('a tool link over http never gets the token: refused, said, and nothing asked of the host', async ({
    page,
    context,
  }) => {
    await allowing(page, ALLOWED);
    const asked = await serveHost(page, ALLOWED);
    await page.route('**/v2/leaves/site/quickapp/access', (route) =>
      route.fulfill({ json: { code: 0, msg: 'success', data: { url: `http://${ALLOWED}/qa`, token: 'qa-secret' } } }),
    );
    const tabs: string[] = [];
    context.on('page', (p) => tabs.push(p.url()));
    await loginAs(page, 'owner', '/markets/manage/');
    await expect(page.getByRole('button', { name: '工具箱快捷入口' })).toBeVisible();
    await mainNav(page).getByRole('link', { name: '工具箱', exact: true }).hover();
    const flyout = page.getByRole('group', { name: '工具箱', exact: true });
    await flyout.getByRole('button', { name: /^快应用/ }).click();
    await expect(page.getByText('跳转地址不安全，已阻止打开')).toBeVisible();
    expect(asked).toEqual([]);
    expect(tabs).toEqual([]);
  });

  test('an interactive preview on an API path shows no QR code and no button to open it', async ({ page }) => {
    await page.route('**/v3/manage/creative/list', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { list: Array<Record<string, unknown>> } };
      Object.assign(body.data.list[0]!, { materialType: 4, beforeMaterialIds: [], afterMaterialIds: [] });
      await route.fulfill({ response, json: body });
    });
    await page.route('**/v3/interactive/material/list**', (route) =>
      route.fulfill({
        json: {
          code: 0,
          msg: 'success',
          data: { items: [{ name: '春节集福互动红包雨', previewUrl: '/v2/communal/owner/info' }], total: 1 },
        },
      }),
    );
    await loginAs(page, 'supervised', '/markets/manage/CreativeManage');
    await page.getByRole('main').getByRole('row').nth(1).getByRole('button', { name: '素材查看' }).click();
    const interactive = page.getByRole('dialog', { name: '素材查看' }).getByRole('region', { name: '互动素材' });
    await expect(interactive.getByText('春节集福互动红包雨')).toBeVisible();
    await expect(interactive.getByText('预览地址不可用')).toBeVisible();
    await expect(interactive.getByRole('img')).toHaveCount(0);
    await expect(interactive.getByRole('button', { name: '打开预览' })).toHaveCount(0);
  });
});

test.describe('allowedHosts and ports (issue 35, item 3)', () => {
  /** The message centre with one message whose content links to `href`. */
  async function messageLinking(page: Page, href: string) {
    await page.route('**/v2/communal/msg/query', (route) =>
      route.fulfill({
        json: {
          code: 0,
          msg: 'success',
          data: {
            items: [
              {
                msgId: 9101,
                recordId: 9101,
                msgType: 1,
                readFlag: 0,
                msgTitle: '帮助文档更新',
                msgContent: `帮助文档已更新，<a href="${href}" target="_blank">查看帮助</a>`,
                msgTime: '2026-11-20 10:00:00',
                priority: 2,
              },
            ],
            totalCount: 1,
          },
        },
      }),
    );
    await loginAs(page, 'owner', '/markets/toolbox/NotifyView');
    await expect(pageTitle(page)).toHaveText('消息中心');
  }

  test('a bare allowed host is that host on 443: its other port is refused', async ({ page }) => {
    await allowing(page, ALLOWED);
    const asked = await serveHost(page, ALLOWED);
    await messageLinking(page, `https://${ALLOWED}:8443/help`);
    const text = page.getByText('查看帮助');
    await expect(text).toBeVisible();
    await expect(page.locator(`a[href*="${ALLOWED}"]`)).toHaveCount(0);
    await text.click();
    await expect(page.getByText('该链接地址不安全，已为您拦截')).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('an entry that names the port allows that port', async ({ page }) => {
    await allowing(page, `${ALLOWED}:8443`);
    await messageLinking(page, `https://${ALLOWED}:8443/help`);
    await expect(page.getByRole('link', { name: '查看帮助' })).toHaveAttribute('href', `https://${ALLOWED}:8443/help`);
  });
});

test.describe('secrets at rest and in reports (issue 35, item 9)', () => {
  const SECRETS = ['secret-a', 'secret-b', 'secret-c', 'secret-d'];

  test('the login-loop marker keeps the path, not the query', async ({ page }) => {
    await page.goto('/markets/report/?agency=true&access_token=secret-a&token=secret-b#x');
    await expect(page).toHaveURL(LOGIN);
    const marker = await page.evaluate(() => sessionStorage.getItem('portico:login-redirect'));
    expect(marker).not.toBeNull();
    expect(JSON.parse(marker!)).toMatchObject({ path: '/markets/report/' });
    for (const secret of SECRETS) expect(marker).not.toContain(secret);
  });

  test('an error report keeps only known query keys, in the page, the message and the stack', async ({ page }) => {
    await withConfig(page, (c) => ({ ...c, reporter: { ...(c.reporter as object), force: true } }));
    const sent: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/report/beacon') sent.push(...url.searchParams.values());
      if (url.pathname === '/report/console') sent.push(r.postData() ?? '');
    });
    await loginAs(page, 'owner', '/markets/manage/?agency=true&access_token=secret-a&adstk=secret-b');
    await page.evaluate(() => {
      console.warn('回跳地址 https://sso.portico-e2e.example/cb?code=1&adstk=secret-c');
      setTimeout(() => {
        throw new Error('加载失败 https://api.portico-e2e.example/v2/x?access_token=secret-d&id=7');
      });
    });
    await expect.poll(() => sent.some((v) => v.includes('加载失败')), { message: 'the error beacon' }).toBe(true);
    const all = sent.join('\n');
    for (const secret of SECRETS) expect(all).not.toContain(secret);
    expect(all).toContain('https://api.portico-e2e.example/v2/x?id=7');
    expect(all).toContain('/markets/manage/?agency=true');
  });
});

test('the dev login refuses a way back that resolves to //host (issue 35, item 10)', async ({ request }) => {
  for (const redirect of ['/.//evil.example/x', '/a/..//evil.example', '/./\\evil.example']) {
    const res = await request.get(`/market/login/index.html?scenario=owner&redirect=${encodeURIComponent(redirect)}`, {
      maxRedirects: 0,
    });
    expect(res.status(), redirect).toBe(302);
    expect(res.headers().location, redirect).toBe('/markets/');
  }
  const picker = await request.get(`/market/login/index.html?redirect=${encodeURIComponent('/.//evil.example/x')}`);
  expect(await picker.text()).not.toContain('evil.example');
});

test("the password notice's stored address opens through the navigation service (issue 39)", async ({ page }) => {
  await allowing(page, ALLOWED);
  await serveHost(page, ALLOWED);
  await page.addInitScript(
    (link) => sessionStorage.setItem('portico.passwordNotice', JSON.stringify({ text: '请修改密码。', link })),
    `https://${ALLOWED}/password`,
  );
  await loginAs(page, 'owner', '/markets/manage/');
  await page.getByRole('button', { name: '立即修改' }).click();
  await expect(page).toHaveURL(`https://${ALLOWED}/password`);
  await expect(page.getByRole('heading', { name: '外部站点' })).toBeVisible();
});
