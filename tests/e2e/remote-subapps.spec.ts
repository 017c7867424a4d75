// Remote sub-apps (issue 11, spec §2.1, §4, §8): the example sub-app in each mode, a sub-app written
// as qiankun's own examples are, the leak check over 20 visits, qiankun's isolation and the faults,
// each contained to its sub-app. Served by the `remote` server (tests/fixtures/remote-subapps.config.json,
// the example's dist/ and tests/e2e/fixtures/static/).
import { expect, test, type Page, type Request } from '@playwright/test';
import { PORTS } from '../../playwright.config';
import { expectNoSeriousA11yViolations, loginAs, mainNav, pageTitle, pushPath } from './support';

test.use({ baseURL: `http://127.0.0.1:${PORTS.remote}` });

type SubAppState = 'idle' | 'loading' | 'mounting' | 'mounted' | 'unmounted' | 'error';

type PorticoWindow = {
  __portico: {
    runtime: { container: { resolve(ref: { id: string }): { state(name: string): SubAppState } } };
    events: { emit(name: 'page-zoom', payload: { devicePixelRatio: number }): void };
  };
};

/** The sub-app registry's lifecycle state of one sub-app (spec §4). */
const stateOf = (page: Page, name: string) =>
  page.evaluate(
    (n) => (window as unknown as PorticoWindow).__portico.runtime.container.resolve({ id: 'core.subapps' }).state(n),
    name,
  );

const expectState = (page: Page, name: string, state: SubAppState) =>
  expect.poll(() => stateOf(page, name), { message: `registry state of ${name}` }).toBe(state);

/** The element the sub-app's entry is mounted into. */
const subApp = (page: Page, name: string) => page.locator(`.portico-subapp[data-subapp="${name}"]`);

/** The owner's name as the header shows it (the account menu button is named `账户菜单：<name>`). */
async function headerUserName(page: Page): Promise<string> {
  const button = page.getByRole('banner').getByRole('button', { name: /^账户菜单：/ });
  const label = (await button.getAttribute('aria-label')) ?? '';
  const name = label.replace(/^账户菜单：/, '');
  expect(name, 'user name in the header').not.toBe('');
  return name;
}

/** The reporter's beacons (the fixture config forces the reporter on 127.0.0.1), as decoded parameter values. */
function watchBeacons(page: Page): string[] {
  const values: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/report/beacon') for (const v of url.searchParams.values()) values.push(v);
  });
  return values;
}

const EXAMPLE_MODES = [
  { name: 'remoteDemo', mode: 'qiankun' },
  { name: 'remoteDemoSpa', mode: 'singleSPA (UMD)' },
  { name: 'remoteDemoEsm', mode: 'singleSPA (ES module)' },
] as const;

for (const { name, mode } of EXAMPLE_MODES) {
  test(`the example sub-app in ${mode} mode (${name}): bridge, request, toast, unmount`, async ({ page, context }) => {
    await loginAs(page, 'owner', '/markets/manage/');
    await expect(pageTitle(page)).toHaveText('首页');
    const user = await headerUserName(page);
    await pushPath(page, `/markets/${name}/`);
    const app = subApp(page, name);
    await expect(app.getByRole('heading', { level: 1, name: '示例子应用' })).toBeVisible();
    await expectState(page, name, 'mounted');
    // The state bridge: the user the shell knows, and the page zoom it mirrors.
    await expect(app).toContainText(`当前用户：${user}`);
    await expect(app).toContainText('页面缩放：1');
    // A zoom change the shell reports reaches the mounted sub-app through the bridge.
    await page.evaluate(() =>
      (window as unknown as PorticoWindow).__portico.events.emit('page-zoom', { devicePixelRatio: 1.25 }),
    );
    await expect(app).toContainText('页面缩放：1.25');
    await expectNoSeriousA11yViolations(page, `example sub-app mounted (${mode})`);

    // The shell's request service: the call goes out with the shell's headers (the session token).
    const token = (await context.cookies()).find((c) => c.name === 'adstk')?.value;
    expect(token, 'adstk cookie of the dev login').toBeTruthy();
    const sent = page.waitForRequest((r) => r.url().includes('/v3/finance/account/overview'));
    await app.getByRole('button', { name: '查询账户信息' }).click();
    expect((await sent).headers()['tk']).toBe(token);
    await expect(app.getByRole('status')).toHaveText(/^账户余额：¥[\d,.]+（现金 ¥[\d,.]+，赠款 ¥[\d,.]+）$/);

    // Timers stand still from here, so the toast's own 3 s timer cannot close it: only the unmount can.
    await page.clock.install();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await app.getByRole('button', { name: '显示提示' }).click();
    const toast = page.getByText('来自示例子应用的提示');
    await expect(toast).toBeVisible();
    // Leave through the header: 首页 (its chunk is loaded, so the way back needs no timer either).
    await mainNav(page).getByRole('link', { name: '首页', exact: true }).click();
    await expect(pageTitle(page)).toHaveText('首页');
    await expect(toast).toHaveCount(0);
    await expectState(page, name, 'unmounted');
    await expect(app).toHaveCount(0);
    await page.clock.resume();
  });
}

for (const name of ['purehtml', 'purehtmlSpa']) {
  test(`a sub-app written as qiankun's examples/purehtml mounts (${name})`, async ({ page }) => {
    await loginAs(page, 'owner', `/markets/${name}/`);
    const app = subApp(page, name);
    await expect(app).toContainText('纯 HTML 示例');
    await expect(app).toContainText('你好，这是用纯 HTML 渲染的子应用');
    await expectState(page, name, 'mounted');
  });
}

/** What the leak check counts on the page the user leaves the sub-app for. */
type Snapshot = {
  nodes: number;
  headStyles: number;
  headLinks: number;
  demoGlobal: boolean;
  commonLoads: number | null;
  zoomListeners: number;
  usedJSHeapSize: number | null;
};

async function snapshot(page: Page): Promise<Snapshot> {
  return page.evaluate(() => {
    const w = window as unknown as {
      __REMOTE_DEMO_STATE__?: unknown;
      microfrontendsCommon?: { loads: number };
      __portico: { events: { listeners?: unknown } };
    };
    // The event bus keeps its listeners in a Map by event name; each mount's bridge adds one
    // page-zoom listener and must remove it on unmount.
    const listeners = w.__portico.events.listeners;
    if (!(listeners instanceof Map)) throw new Error('the event bus no longer keeps a Map of listeners');
    const zoom: unknown = listeners.get('page-zoom');
    const memory = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
    return {
      nodes: document.querySelectorAll('*').length,
      headStyles: document.head.querySelectorAll('style').length,
      headLinks: document.head.querySelectorAll('link').length,
      demoGlobal: '__REMOTE_DEMO_STATE__' in window,
      commonLoads: w.microfrontendsCommon?.loads ?? null,
      zoomListeners: zoom instanceof Set ? zoom.size : 0,
      usedJSHeapSize: memory?.usedJSHeapSize ?? null,
    };
  });
}

/** The JS heap in use after a full garbage collection (DevTools protocol, as the bench measures it). */
async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize;
}

for (const name of ['remoteDemo', 'remoteDemoEsm']) {
  test(`20 visits to ${name} leave no DOM, styles, globals or listeners behind`, async ({ page }) => {
    // The page the user leaves the sub-app for; a 404 page of the shell, so that no data widget changes it.
    const away = '/markets/no-such-page';
    const leave = async () => {
      await pushPath(page, away);
      await expect(pageTitle(page)).toHaveText('页面走丢了');
      await expectState(page, name, 'unmounted');
    };
    const visit = async () => {
      await pushPath(page, `/markets/${name}/`);
      await expect(subApp(page, name).getByRole('heading', { level: 1, name: '示例子应用' })).toBeVisible();
      await expectState(page, name, 'mounted');
    };
    await loginAs(page, 'owner', away);
    // The prefetch of the sub-apps (after the first screen) has ended.
    await page.waitForLoadState('networkidle');
    const pristine = await snapshot(page);
    // A first visit adds what stays by design: the loader chunk's styles and the common script.
    await visit();
    await leave();
    const before = await snapshot(page);
    const heapBefore = await heapAfterGc(page);
    for (let i = 0; i < 20; i++) {
      await visit();
      await leave();
    }
    const after = await snapshot(page);
    const heapAfter = await heapAfterGc(page);
    const figures = { pristine, before, after, heapAfterGcBefore: heapBefore, heapAfterGcAfter: heapAfter };
    test.info().annotations.push({ type: `leak figures ${name}`, description: JSON.stringify(figures) });
    console.log(`[remote-subapps] ${name} 20 visits: ${JSON.stringify(figures)}`);

    expect(after.nodes, 'DOM nodes on the same page after 20 visits').toBe(before.nodes);
    expect(after.headStyles, '<style> in head').toBe(before.headStyles);
    expect(after.headLinks, '<link> in head').toBe(before.headLinks);
    expect(after.demoGlobal, 'window.__REMOTE_DEMO_STATE__ left behind').toBe(false);
    expect(after.commonLoads, 'the common script ran once').toBe(1);
    expect(after.zoomListeners, 'page-zoom listeners of the state bridges').toBe(pristine.zoomListeners);
  });
}

/** Computed styles of the portal header the sub-app's unscoped `header {…}` and `h1` rules could reach. */
const headerLook = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header.portico-header');
    const title = header?.querySelector('a span');
    if (!header || !title) throw new Error('no portal header');
    const h = getComputedStyle(header);
    const t = getComputedStyle(title);
    return {
      background: h.backgroundColor,
      borderBottom: h.borderBottom,
      padding: h.padding,
      display: h.display,
      titleFont: `${t.fontWeight} ${t.fontSize} ${t.fontFamily}`,
      titleColor: t.color,
    };
  });

const demoGlobalDefined = (page: Page) => page.evaluate(() => '__REMOTE_DEMO_STATE__' in window);

test('qiankun isolation: the sub-app global stays in its sandbox and its CSS does not restyle the header', async ({
  page,
}) => {
  await loginAs(page, 'owner', '/markets/manage/');
  const look = await headerLook(page);
  await pushPath(page, '/markets/remoteDemo/');
  const app = subApp(page, 'remoteDemo');
  await expect(app.getByRole('heading', { level: 1, name: '示例子应用' })).toBeVisible();
  await expectState(page, 'remoteDemo', 'mounted');
  // The sub-app's own header does get its rule (#fff7e6): the CSS is there, scoped to the sub-app.
  await expect(app.locator('header').first()).toHaveCSS('background-color', 'rgb(255, 247, 230)');
  expect(await headerLook(page)).toEqual(look);
  expect(await demoGlobalDefined(page), 'window.__REMOTE_DEMO_STATE__ in the shell').toBe(false);
});

test('singleSPA runs unsandboxed: the same global reaches the shell window (the isolation check can fail)', async ({
  page,
}) => {
  await loginAs(page, 'owner', '/markets/manage/');
  const look = await headerLook(page);
  expect(await demoGlobalDefined(page)).toBe(false);
  await pushPath(page, '/markets/remoteDemoSpa/');
  await expect(subApp(page, 'remoteDemoSpa').getByRole('heading', { level: 1, name: '示例子应用' })).toBeVisible();
  await expectState(page, 'remoteDemoSpa', 'mounted');
  expect(await demoGlobalDefined(page), 'window.__REMOTE_DEMO_STATE__ in the shell').toBe(true);
  // Unscoped CSS may restyle the page in this mode: recorded, not asserted.
  const mounted = await headerLook(page);
  test.info().annotations.push({
    type: 'singleSPA header styles',
    description: JSON.stringify({ before: look, mounted }),
  });
  await mainNav(page).getByRole('link', { name: '首页', exact: true }).click();
  await expectState(page, 'remoteDemoSpa', 'unmounted');
  expect(await demoGlobalDefined(page), 'the example deletes its global on unmount').toBe(false);
});

/** The entry fault fixtures and what their error page must say (spec §8). */
const FAULTS = [
  { name: 'missing404', message: 'load failed with status 404' },
  { name: 'serverError', message: 'load failed with status 500' },
  { name: 'loadThrows', message: '示例故障：子应用脚本在加载时抛出异常' },
  { name: 'neverMounts', message: 'mount of sub-app neverMounts did not finish within 3000 ms' },
  { name: 'noLifecycle', message: 'You need to export lifecycle functions' },
  { name: 'gatewayMissing', message: 'loaded twice' },
] as const;

for (const { name, message } of FAULTS) {
  test(`fault ${name}: an error page for that sub-app only, reported, with a working 重试 and header`, async ({
    page,
  }) => {
    const entry = `/markets/${name}/__static__/index.html`;
    // serverError has no folder: the gateway's 500 is this route's.
    if (name === 'serverError')
      await page.route(`**${entry}*`, (route) =>
        route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>500 Internal Server Error</h1>' }),
      );
    const failures: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && m.text().startsWith(`[portico] PORTICO_E_SUBAPP_FAILED sub-app=${name} `))
        failures.push(m.text());
    });
    const beacons = watchBeacons(page);
    await loginAs(page, 'owner', `/markets/${name}/`);

    const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: `${name}加载失败` }) });
    // A never-settling mount ends after the spec's 3 s; the default expect timeout covers it.
    await expect(alert.getByRole('heading', { level: 1 })).toHaveText(`${name}加载失败`);
    await expect(alert).toContainText(`子应用「${name}」未能加载，页面的其他部分不受影响。`);
    await expect(alert).toContainText(message);
    await expectState(page, name, 'error');
    // The entry's HTML is not left in the (hidden) container after the failure.
    await expect(subApp(page, name)).toBeEmpty();
    expect(failures).toHaveLength(1);
    await expect.poll(() => beacons.some((v) => v.includes(message)), { message: 'reported as a beacon' }).toBe(true);
    await expectNoSeriousA11yViolations(page, `error page of ${name}`);

    // 重试 tries again and, the fault being permanent, fails a second time. A failed load must
    // fetch the entry again (a transient gateway fault would otherwise never recover); neverMounts
    // loaded fine, so its retry mounts the loaded entry again.
    const again =
      name === 'neverMounts'
        ? Promise.resolve()
        : page.waitForRequest((r: Request) => new URL(r.url()).pathname === entry, { timeout: 20_000 });
    await alert.getByRole('button', { name: '重试' }).click();
    await again;
    await expect.poll(() => failures.length, { message: 'failures logged' }).toBe(2);
    await expect(alert).toContainText(message);
    await expectState(page, name, 'error');

    // The header still works: another sub-app's page opens.
    await mainNav(page).getByRole('link', { name: '推广', exact: true }).click();
    await expect(pageTitle(page)).toHaveText('计划管理');
    await expect(alert).toHaveCount(0);
  });
}

test('重试 after a failed entry (500 once) mounts the sub-app', async ({ page }) => {
  let failing = true;
  await page.route('**/markets/remoteDemo/__static__/index.html*', (route) =>
    failing ? route.fulfill({ status: 500, contentType: 'text/html', body: 'busy' }) : route.fallback(),
  );
  await loginAs(page, 'owner', '/markets/remoteDemo/');
  const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: '示例子应用加载失败' }) });
  await expect(alert).toContainText('load failed with status 500');
  await expectState(page, 'remoteDemo', 'error');
  failing = false;
  await alert.getByRole('button', { name: '重试' }).click();
  await expect(subApp(page, 'remoteDemo').getByRole('heading', { level: 1, name: '示例子应用' })).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expectState(page, 'remoteDemo', 'mounted');
});

test('a local sub-app still works next to the remote ones', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/report/');
  await expect(pageTitle(page)).toHaveText('数据概览');
  await pushPath(page, '/markets/remoteDemo/');
  await expect(subApp(page, 'remoteDemo').getByRole('heading', { level: 1, name: '示例子应用' })).toBeVisible();
  await mainNav(page).getByRole('link', { name: '数据', exact: true }).click();
  await expect(pageTitle(page)).toHaveText('数据概览');
  await expectState(page, 'remoteDemo', 'unmounted');
});

for (const { name, mode } of EXAMPLE_MODES) {
  test(`named promises reach the example sub-app through its props in ${mode} mode (spec §3, §8)`, async ({ page }) => {
    await loginAs(page, 'owner', '/markets/manage/');
    const user = await headerUserName(page);
    const menus = await page.evaluate(
      () =>
        (window as unknown as { __portico: { runtime: { session: { authTree: { menuTree: number[] } } } } }).__portico
          .runtime.session.authTree.menuTree.length,
    );
    expect(menus).toBeGreaterThan(0);
    await pushPath(page, `/markets/${name}/`);
    const app = subApp(page, name);
    // The sub-app waited for the shell's `userInfo` and `authTree` promises.
    await expect(app.locator('[data-field="session"]')).toHaveText(`会话（命名承诺）：${user}，菜单权限 ${menus} 项`);
    // A name nobody registered rejects at once with the spec's text.
    await app.getByRole('button', { name: '等待未注册的承诺' }).click();
    await expect(app.getByRole('status')).toHaveText('等待失败：no promise');
  });
}
