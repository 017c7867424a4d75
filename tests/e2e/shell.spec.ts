import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs, mainNav, pageTitle, portalReady, scriptsBeforeReady } from './support';

/** One route of each of the seven sub-apps (spec §2.2) with the title the page shows. */
const SUB_APPS = [
  { scenario: 'owner', path: '/markets/manage/PlanManage', title: '计划管理' },
  { scenario: 'owner', path: '/markets/creative/create?type=create&level=creative', title: '新建创意' },
  { scenario: 'owner', path: '/markets/report/subaccount/ads', title: '广告报表' },
  { scenario: 'owner', path: '/markets/toolbox/workOrderManage', title: '工单管理' },
  { scenario: 'owner', path: '/markets/multipleCreative/', title: '游戏内推广' },
  { scenario: 'owner', path: '/markets/finance/recharge', title: '账户充值' },
  { scenario: 'owner', path: '/markets/dpaManage/', title: '商品库' },
] as const;

test('/markets/ redirects to the default sub-app (manage)', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/');
  await expect(page).toHaveURL(/\/markets\/manage\/$/);
  await expect(pageTitle(page)).toHaveText('首页');
});

for (const { scenario, path, title } of SUB_APPS) {
  test(`sub-app route ${path} loads its own chunk and shows its page`, async ({ page }) => {
    const chunks: string[] = [];
    page.on('response', (r) => {
      if (/\/assets\/plugin-.*\.js$/.test(r.url())) chunks.push(r.url());
    });
    await loginAs(page, scenario, path);
    await expect(pageTitle(page)).toHaveText(title);
    const ns = path.split('/')[2];
    const id = ns.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    expect(chunks.some((u) => u.includes(`/plugin-${id}-`))).toBe(true);
    await expectNoSeriousA11yViolations(page, `${scenario} at ${path}`);
  });
}

test("the owner home's first screen fetches neither the manage tables nor the widgets that come after ready", async ({
  page,
}) => {
  // Where 新建创意 and 营销学院 are when portal:ready is marked. The right of the bar is right-aligned:
  // they sit left of the bell and of the mobile entry, and would move if the width of those widgets
  // (phase eventually) were not held until they show.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.portalReady !== 'true') return;
      observer.disconnect();
      const x = (el: Element | undefined) => (el ? Math.round(el.getBoundingClientRect().x) : null);
      const all = [...document.querySelectorAll('header button, header a')];
      (window as unknown as { atReady: unknown }).atReady = [
        x(all.find((e) => e.textContent === '新建创意')),
        x(all.find((e) => e.textContent === '营销学院')),
      ];
      // The document, not <html>: init scripts run before <html> is parsed.
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-portal-ready'] });
  });
  await loginAs(page, 'owner', '/markets/manage/');
  await expect(pageTitle(page)).toHaveText('首页');
  // What the page fetched before portal:ready, from the browser's own resource timings.
  const beforeReady = await scriptsBeforeReady(page);
  // The manage sub-app's page index and the header's first widgets travel in `vendor` (the first
  // screen's chunk beside main). What the release build's owner home fetches: nginx.spec.ts.
  expect(beforeReady.some((f) => /^vendor-[A-Za-z0-9_-]{8}\.js$/.test(f))).toBe(true);
  const later = [
    'plugin-manage-pages-lists-',
    'plugin-header-later-widgets-',
    'plugin-notifications-components-NotificationBell-',
  ];
  expect(beforeReady.filter((f) => later.some((l) => f.startsWith(l)))).toEqual([]);

  await expect(page.getByRole('button', { name: /消息通知/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '移动端入口' })).toBeVisible();
  const now = [
    (await page.getByRole('button', { name: '新建创意' }).boundingBox())?.x,
    (await page.getByRole('link', { name: '营销学院' }).boundingBox())?.x,
  ].map((x) => (x === undefined ? null : Math.round(x)));
  expect(now).toEqual(await page.evaluate(() => (window as unknown as { atReady: unknown }).atReady));

  await mainNav(page).getByRole('link', { name: '推广', exact: true }).click();
  await expect(pageTitle(page)).toHaveText('计划管理');
  await expect(page.getByRole('table')).toBeVisible();
  const lists = await page.evaluate(
    () => performance.getEntriesByType('resource').filter((r) => r.name.includes('/plugin-manage-pages-lists-')).length,
  );
  expect(lists).toBeGreaterThan(0);
});

test('navigating between sub-apps keeps the header mounted and marks the active tab', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/IndexManage');
  await page.locator('header').evaluate((el) => el.setAttribute('data-e2e-mark', 'kept'));
  await mainNav(page).getByRole('link', { name: '财务', exact: true }).click();
  await expect(page).toHaveURL(/\/markets\/finance\/home\/$/);
  await expect(pageTitle(page)).toHaveText('财务概览');
  await expect(page.locator('header')).toHaveAttribute('data-e2e-mark', 'kept');
  await expect(mainNav(page).getByRole('link', { name: '财务', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('an unknown path shows the 404 page whose button goes home', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/no/such/page');
  await expect(pageTitle(page)).toHaveText('页面走丢了');
  await expect(page.getByText('请检查网址是否正确')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '404 page');
  await page
    .getByRole('link', { name: '返回首页' })
    .or(page.getByRole('button', { name: '返回首页' }))
    .click();
  await expect(page).toHaveURL(/\/markets\/manage\//);
  await expect(pageTitle(page)).toHaveText('首页');
});

test('portal:ready is marked once, as a performance mark and on <html>', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  const marks = await page.evaluate(() => performance.getEntriesByName('portal:ready', 'mark').length);
  expect(marks).toBe(1);
});

test.describe('on a screen with device pixel ratio 4/3', () => {
  test.use({ deviceScaleFactor: 4 / 3 });

  test('resizes fire page-zoom, one per animation frame, with the device pixel ratio rounded to 2 decimals', async ({
    page,
  }) => {
    await loginAs(page, 'owner', '/markets/manage/');
    const ratio = await page.evaluate(async () => {
      const portal = (
        window as unknown as {
          __portico: { events: { on(e: string, f: (p: { devicePixelRatio: number }) => void): () => void } };
        }
      ).__portico;
      const seen: number[] = [];
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      portal.events.on('page-zoom', (p) => seen.push(p.devicePixelRatio));
      window.dispatchEvent(new Event('resize'));
      window.dispatchEvent(new Event('resize'));
      await frame();
      await frame();
      window.dispatchEvent(new Event('resize'));
      await frame();
      await frame();
      return seen;
    });
    expect(ratio).toEqual([1.33, 1.33]);
  });
});

test('?plugins= boots only the named plugins plus what they require', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/?plugins=manage');
  await expect(pageTitle(page)).toHaveText('首页');
  await expect(mainNav(page)).toHaveCount(0);
  const ids = await page.evaluate(() =>
    (window as unknown as { __portico: { activePlugins(): string[] } }).__portico.activePlugins(),
  );
  expect(ids).toEqual(['manage']);
});

test('a chunk that is not in the subset is never fetched', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/assets/plugin-')) chunks.push(r.url());
  });
  await loginAs(page, 'owner', '/markets/manage/?plugins=manage');
  await page.waitForTimeout(300);
  expect(chunks.filter((u) => !u.includes('plugin-manage')).length).toBe(0);
});

test('the mobile tip page exists and leads back to the desktop portal', async ({ page }) => {
  const response = await page.goto('/markets-mobile/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('营销平台移动版');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('在手机上管理推广');
  await expect(page.getByRole('link', { name: '返回电脑版' })).toHaveAttribute('href', '/markets/');
  await expectNoSeriousA11yViolations(page, 'mobile tip page /markets-mobile/');
});

test('a protected route without the right shows 暂无权限, not a blank page', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/agency/AccountManage');
  await expect(pageTitle(page)).toHaveText('暂无权限');
  await expect(page.getByRole('main')).toContainText('您没有访问「账户管理」的权限，如需开通请联系管理员。');
  await expectNoSeriousA11yViolations(page, 'no-permission page');
});

test.describe('bare visit', () => {
  // A page that needs no session (the manage pages send such a visitor to the login page).
  test('a logged-out visit still renders the shell', async ({ page }) => {
    await page.goto('/markets/no-such-page');
    await portalReady(page);
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
