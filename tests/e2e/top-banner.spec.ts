import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectOnlySameOriginLinks, loginAs, watchForXss } from './support';
import { XSS_CORPUS } from './xss-corpus';

const banner = (page: import('@playwright/test').Page) => page.getByRole('region', { name: '公告' });

test('owner: the highest-priority valid banner shows; closing posts banner/invalid and it stays gone', async ({
  page,
}) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await expect(banner(page)).toContainText('系统维护通知');
  await expect(banner(page)).not.toContainText('已过期');
  await expectNoSeriousA11yViolations(page, 'top banner');
  await page.screenshot({ path: 'test-results/shots/top-banner.png' });
  const invalid = page.waitForRequest((r) => r.url().includes('/v2/communal/owner/banner/invalid'));
  await banner(page).getByRole('button', { name: '关闭公告' }).click();
  expect(new URLSearchParams((await invalid).postData() ?? '').get('messageIds')).toBe('9101');
  // The next valid one (medium priority) takes its place; after a reload the closed one stays gone.
  await expect(banner(page)).toContainText('智能托管全量上线');
  await page.reload();
  await expect(banner(page)).toContainText('智能托管全量上线');
  await expect(banner(page)).not.toContainText('系统维护通知');
});

/** Answers banner/query with these messages, valid for the next hour. */
async function answerBanners(page: import('@playwright/test').Page, messages: ReadonlyArray<[number, string]>) {
  const now = Math.floor(Date.now() / 1000);
  await page.route('**/v2/communal/owner/banner/query', (route) =>
    route.fulfill({
      json: {
        code: 0,
        msg: 'success',
        data: messages.map(([messageId, message], i) => ({
          messageId,
          message,
          priority: 0,
          beginPlayTime: now - 60 + i,
          endPlayTime: now + 3600,
        })),
      },
    }),
  );
}

test('a link in a banner opens the portal page with the router', async ({ page }) => {
  await answerBanners(page, [[1, '<p>新功能上线，<a href="/markets/toolbox/Home">前往工具箱了解</a></p>']]);
  await loginAs(page, 'owner', '/markets/manage/');
  await banner(page).getByRole('link', { name: '前往工具箱了解' }).click();
  await expect(page).toHaveURL(/\/markets\/toolbox\/Home$/);
});

test('operators without banners see none', async ({ page }) => {
  await loginAs(page, 'operator-ads', '/markets/manage/agency/home');
  await page.waitForTimeout(500);
  await expect(banner(page)).toHaveCount(0);
});

test(`${XSS_CORPUS.length} XSS payloads in banner HTML: nothing runs, every text renders`, async ({ page }) => {
  const xss = await watchForXss(page);
  await answerBanners(
    page,
    XSS_CORPUS.map((x) => [x.id, x.html]),
  );
  await loginAs(page, 'owner', '/markets/manage/');
  const region = banner(page);
  await expect(region).toContainText(XSS_CORPUS[0].text);
  const url = page.url();
  for (const x of XSS_CORPUS) {
    await expect(region).toContainText(x.text);
    // Whatever link is left points inside the portal's origin: no script or data URL, no other host.
    await expectOnlySameOriginLinks(region);
    await region.getByRole('button', { name: '关闭公告' }).click();
  }
  await expect(region).toHaveCount(0);
  expect(await xss.ran()).toEqual([]);
  expect(xss.dialogs).toEqual([]);
  expect(page.url()).toBe(url);
});

/**
 * Page-side: every layout shift from `portal:ready` on that moves `<main>` itself — the page as a
 * whole pushed by something above it, as the announcement strip did. (What moves inside the page,
 * such as the owner home's overview growing to its figures, is the page's own.)
 */
const MAIN_SHIFTS_AFTER_READY = `window.__mainShifts = [];
new PerformanceObserver((list) => {
  const ready = performance.getEntriesByName('portal:ready', 'mark')[0];
  const main = document.querySelector('main');
  for (const e of list.getEntries()) {
    if (!ready || !main || e.startTime < ready.startTime) continue;
    for (const s of e.sources)
      if (s.node && main.contains(s.node))
        window.__mainShifts.push({
          afterReadyMs: Math.round(e.startTime - ready.startTime),
          node: s.node === main ? 'main' : s.node.nodeName + ' ' + (s.node.textContent || '').slice(0, 30),
          value: e.value,
          dx: s.currentRect.x - s.previousRect.x,
          dy: s.currentRect.y - s.previousRect.y,
        });
  }
}).observe({ type: 'layout-shift', buffered: true });`;

const mainShifts = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { __mainShifts: unknown[] }).__mainShifts);

const BANNER_QUERY = '**/v2/communal/owner/banner/query';
/** Two banners valid for the next hour: the first shows with its counter (第 1 条，共 2 条). */
const bannerAnswer = () => {
  const now = Math.floor(Date.now() / 1000);
  const item = (messageId: number, message: string) => ({
    messageId,
    message,
    priority: messageId,
    beginPlayTime: now - 60,
    endPlayTime: now + 3600,
  });
  return {
    code: 0,
    msg: 'success',
    data: [
      item(0, '<p><strong>系统维护通知：</strong>本周六 02:00–04:00 投放系统升级维护，期间计划修改将延迟生效。</p>'),
      item(1, '<p>智能托管全量上线。</p>'),
    ],
  };
};

for (const [label, answer] of [
  ['a banner is served', (route) => route.fulfill({ json: bannerAnswer() })],
  ['none is', (route) => route.fulfill({ json: { code: 0, msg: 'success', data: [] } })],
  ['the call returns 500', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' })],
  // Never fulfilled: the page must not wait for it, nor keep a gap for it.
  ['the call never answers', () => new Promise<void>(() => undefined)],
  // After the page has shown: held back for this page (it would push it), no gap meanwhile.
  [
    'the answer comes after the page shows',
    async (route) => {
      await new Promise((r) => setTimeout(r, 3000));
      await route.fulfill({ json: bannerAnswer() }).catch(() => undefined);
    },
  ],
] as const satisfies ReadonlyArray<readonly [string, Parameters<import('@playwright/test').Page['route']>[1]]>) {
  test(`nothing in <main> moves after portal:ready when ${label}`, async ({ page }) => {
    await page.addInitScript({ content: MAIN_SHIFTS_AFTER_READY });
    await page.route(BANNER_QUERY, answer);
    await loginAs(page, 'owner', '/markets/manage/');
    // The `eventually` phase has come (the bell renders in it); the banner, if any, shows in it.
    await expect(page.getByRole('button', { name: /^消息通知/ })).toBeVisible();
    if (label === 'a banner is served') await expect(banner(page)).toContainText('第 1 条，共 2 条');
    else await expect(banner(page)).toHaveCount(0);
    // The observer's entries arrive in a task of their own; the wait covers the late widgets and
    // the late answer (3 s after the call).
    await page.waitForTimeout(label === 'the answer comes after the page shows' ? 3500 : 1000);
    if (label !== 'a banner is served') await expect(banner(page)).toHaveCount(0);
    expect(await mainShifts(page)).toEqual([]);
  });
}
