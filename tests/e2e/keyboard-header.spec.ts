import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs, mainNav } from './support';
import { expectFocusSeen, hasFocus, tabTo } from './keyboard';

// Issue 40, WCAG 2.4.1 / 2.4.3 / 2.1.1: a skip link first, the header's controls a few Tab stops
// away for every account type, and the toolbox flyout as a menu button. Only the keyboard is used.

// As the issue measured: a 1366×768 window, the size the bar is designed for first.
test.use({ viewport: { width: 1366, height: 768 } });

const banner = (page: Page) => page.getByRole('banner');
const skipLink = (page: Page) => page.getByRole('link', { name: '跳到主要内容' });
const flyoutButton = (page: Page) => page.getByRole('button', { name: '工具箱快捷入口' });
const flyout = (page: Page) => page.getByRole('group', { name: '工具箱', exact: true });

/** Waits until every header widget has arrived (the flyout's button comes in the idle phase). */
async function headerSettled(page: Page, withToolbox = true) {
  await expect(banner(page).getByRole('button', { name: /^账户菜单/ })).toBeVisible();
  if (withToolbox) await expect(flyoutButton(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
}

for (const path of ['/markets/manage/', '/markets/report/subaccount/ads', '/markets/toolbox/OperationLog']) {
  test(`${path}: the first Tab stop is 跳到主要内容, shown, and Enter moves focus into <main>`, async ({ page }) => {
    await loginAs(page, 'owner', path);
    await headerSettled(page);
    await page.keyboard.press('Tab');
    await expect(skipLink(page)).toBeFocused();
    await expectFocusSeen(page);
    // Shown over the header, inside the window, readable.
    const box = await skipLink(page).boundingBox();
    expect(box && box.y >= 0 && box.x >= 0 && box.width > 40 && box.height > 16).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next stop is in the page, past the whole header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    await expectFocusSeen(page);
    await expect(skipLink(page)).not.toBeInViewport();
  });
}

/** The account types, where each lands, and which of 新建创意 and the bell its header has. */
const ACCOUNTS = [
  { scenario: 'owner', path: '/markets/manage/', create: true, bell: true },
  { scenario: 'sub-owner', path: '/markets/manage/', create: true, bell: true },
  { scenario: 'old-directed-owner', path: '/markets/manage/', create: true, bell: true },
  { scenario: 'push-user', path: '/markets/manage/', create: false, bell: true },
  { scenario: 'supervised', path: '/markets/manage/', create: true, bell: true },
  { scenario: 'agency', path: '/markets/manage/agency/home', create: false, bell: true },
  { scenario: 'operator-admin', path: '/markets/manage/agency/home', create: false, bell: false },
  { scenario: 'operator-ads', path: '/markets/manage/agency/home', create: false, bell: false },
  { scenario: 'operator-finance', path: '/markets/manage/agency/home', create: false, bell: false },
] as const;

/** Tab presses from the top of the page to each of `targets` (in one walk), every stop seen. */
async function stopsTo(page: Page, targets: readonly Locator[], max = 80): Promise<number[]> {
  const found: number[] = targets.map(() => 0);
  for (let i = 1; i <= max && found.includes(0); i++) {
    await page.keyboard.press('Tab');
    await expectFocusSeen(page);
    for (const [n, t] of targets.entries()) if (!found[n] && (await hasFocus(t))) found[n] = i;
  }
  return found;
}

for (const { scenario, path, create, bell } of ACCOUNTS) {
  test(`${scenario}: from the top of the page, the header's last controls are within 20 Tab stops`, async ({
    page,
  }) => {
    await loginAs(page, scenario, path);
    // A popup that opens by itself (a finance notice) holds the focus first: close it as a user does.
    const popup = page.getByRole('dialog');
    await headerSettled(page, true).catch(() => headerSettled(page, false));
    while ((await popup.count()) > 0) {
      await page.keyboard.press('Escape');
      await page.waitForTimeout(300);
    }
    const targets = [
      create ? banner(page).getByRole('button', { name: '新建创意' }) : null,
      bell ? page.getByRole('button', { name: '消息通知' }) : null,
      banner(page).getByRole('button', { name: /^账户菜单/ }),
    ].filter((t): t is Locator => t !== null);
    const stops = await stopsTo(page, targets);
    test.info().annotations.push({ type: 'tab-stops', description: `${scenario}: ${stops.join(' / ')}` });
    for (const n of stops) expect(n).toBeGreaterThan(0);
    for (const n of stops) expect(n).toBeLessThanOrEqual(20);
  });
}

test('the header order is the order the eye reads: Tab walks the bar from left to right', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await headerSettled(page);
  await page.keyboard.press('Tab');
  let lastX = -1;
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const el = document.activeElement;
      return el?.closest('header') ? el.getBoundingClientRect().left : null;
    });
    if (where === null) break;
    expect(where).toBeGreaterThan(lastX);
    lastX = where;
  }
  expect(lastX).toBeGreaterThan(0);
});

test('the toolbox flyout is a menu button: closed it is one stop; Enter, Space, ArrowDown open it onto its first entry', async ({
  page,
}) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await headerSettled(page);
  const button = flyoutButton(page);
  await tabTo(page, button);
  // Focus alone opens nothing: the entries are not on the way to the bell.
  await expect(flyout(page)).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  for (const key of ['Enter', ' ', 'ArrowDown']) {
    await page.keyboard.press(key);
    await expect(flyout(page)).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(flyout(page).getByRole('link', { name: /^账户信息/ })).toBeFocused();
    await expectFocusSeen(page);
    await page.keyboard.press('Escape');
    await expect(flyout(page)).toBeHidden();
    await expect(button).toBeFocused();
  }
  // The groups read as groups, by their titles.
  await page.keyboard.press('ArrowDown');
  for (const g of ['账户支持', '定向工具', '创意辅助', '数据辅助', '投放辅助'])
    await expect(flyout(page).getByRole('group', { name: g })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'toolbox flyout opened from the keyboard');
  const entry = (name: string) =>
    flyout(page)
      .getByRole('link', { name: new RegExp(`^${name}`) })
      .or(flyout(page).getByRole('button', { name: new RegExp(`^${name}`) }));
  // Arrows in reading order (wrapping), groups with Left/Right, Home/End, type-ahead.
  await page.keyboard.press('ArrowDown');
  await expect(entry('资质管理')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(entry('AB实验').or(entry('帮助中心')).last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(entry('账户信息')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(
    entry('人群包管理')
      .or(flyout(page).getByRole('group', { name: '定向工具' }).locator('[data-tbx-entry]').first())
      .first(),
  ).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(entry('账户信息')).toBeFocused();
  await page.keyboard.press('End');
  await expectFocusSeen(page);
  await page.keyboard.press('a');
  await page.keyboard.press('b');
  await expect(entry('AB实验')).toBeFocused();
  // Tab leaves the flyout, which closes: the next stop is after the toolbox.
  await page.keyboard.press('Tab');
  await expect(flyout(page)).toBeHidden();
  expect(await page.evaluate(() => document.activeElement?.closest('header') !== null)).toBe(true);
  await expectFocusSeen(page);
});

test('header menus: Enter, Space and ArrowDown open the account menu onto its first item; Escape gives focus back', async ({
  page,
}) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await headerSettled(page);
  const trigger = banner(page).getByRole('button', { name: /^账户菜单/ });
  await tabTo(page, trigger);
  for (const key of ['Enter', ' ', 'ArrowDown']) {
    await page.keyboard.press(key);
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(trigger).toBeFocused();
  }
  // Closed, the menu's items are no Tab stops: the next Tab leaves the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('[role="menu"]') === null)).toBe(true);
});

test('the operator admin’s 修改密码 dropdown: arrows and Home/End move in the menu', async ({ page }) => {
  await loginAs(page, 'operator-admin', '/markets/manage/agency/home');
  await headerSettled(page);
  const tab = mainNav(page).getByRole('button', { name: '修改密码' });
  await tabTo(page, tab);
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu');
  const [single, batch] = [menu.getByRole('menuitem').first(), menu.getByRole('menuitem', { name: '批量修改密码' })];
  await expect(single).toBeFocused();
  await page.keyboard.press('End');
  await expect(batch).toBeFocused();
  await page.keyboard.press('Home');
  await expect(single).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(batch).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(tab).toBeFocused();
});

test('focus is visible on the dark header: each control on the bar draws a ring that differs from the bar', async ({
  page,
}) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await headerSettled(page);
  await page.keyboard.press('Tab');
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    const inHeader = await page.evaluate(() => document.activeElement?.closest('header') !== null);
    if (!inHeader) break;
    const el = await page.evaluateHandle(() => document.activeElement as HTMLElement);
    const box = await el.boundingBox();
    if (!box) throw new Error('focused element without a box');
    // The ring shows in pixels: the element looks different focused than blurred.
    const clip = { x: Math.max(box.x - 4, 0), y: Math.max(box.y - 4, 0), width: box.width + 8, height: box.height + 8 };
    const focused = await page.screenshot({ clip });
    await el.evaluate((e) => e.blur());
    const blurred = await page.screenshot({ clip });
    await el.evaluate((e) => e.focus());
    expect(focused.equals(blurred), `no visible focus on stop ${i + 2}`).toBe(false);
  }
});
