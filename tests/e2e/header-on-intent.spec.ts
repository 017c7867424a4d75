import { expect, test, type Page } from '@playwright/test';
import { loginAs, mainNav } from './support';

// The header's menus and tooltip load their Fluent code on intent (plugins/header/components/
// MenuOnIntent.tsx, TooltipOnIntent.tsx): the first screen does not download it. Fluent's Menu and
// Tooltip are in `vendor-lazy` (rollup.config.mjs), beside small chunks of their own.
const LAZY_FLUENT = /\/assets\/vendor-lazy-[\w-]{8}\.js$/;
const DISABLED_WHY = '账户资质未通过审核，暂不能新建创意';
// Class names only Fluent's Menu, MenuPopover and Tooltip code carries.
const MENU_OR_TOOLTIP_CODE = /fui-MenuList|fui-MenuPopover|fui-Tooltip/;

/** The scripts the page requested before `portal:ready` (resource timings against the mark). */
const scriptsBeforeReady = (page: Page) =>
  page.evaluate(() => {
    const ready = performance.getEntriesByName('portal:ready')[0]!.startTime;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < ready && new URL(e.name).pathname.endsWith('.js'))
      .map((e) => e.name);
  });

/** Holds Fluent's lazy code until `release` is called: the trigger is pressed while it is not there. */
async function holdLazyFluent(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(LAZY_FLUENT, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

for (const [scenario, path] of [
  ['owner', '/markets/manage/'],
  ['agency', '/markets/manage/agency/home'],
  // 新建创意 disabled, with its tooltip.
  ['owner-qual-missing', '/markets/manage/'],
] as const) {
  test(`the ${scenario} first screen requests no menu or tooltip code before ready, its triggers in place`, async ({
    page,
  }) => {
    // On a loaded machine the eventually phase (which prefetches it) can come before ready: held, it cannot arrive.
    await page.route(LAZY_FLUENT, () => new Promise<void>(() => {}));
    await loginAs(page, scenario, path);
    const scripts = await scriptsBeforeReady(page);
    expect(scripts.some((s) => /\/assets\/main-/.test(s))).toBe(true);
    for (const url of scripts) {
      const code = await (await page.request.get(url)).text();
      expect(MENU_OR_TOOLTIP_CODE.test(code), url).toBe(false);
    }
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: /^账户菜单/ })).toHaveAttribute('aria-haspopup', 'menu');
    if (scenario === 'owner-qual-missing')
      await expect(banner.getByRole('button', { name: '新建创意' })).toHaveAccessibleDescription(DISABLED_WHY);
  });
}

test('a first click on the account menu opens it once its code has arrived', async ({ page }) => {
  const chunk = await holdLazyFluent(page);
  await loginAs(page, 'owner', '/markets/manage/');
  const trigger = page.getByRole('banner').getByRole('button', { name: /^账户菜单/ });
  await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  await trigger.click();
  expect(chunk.asked()).toBe(true);
  await expect(page.getByRole('menu')).toHaveCount(0);
  chunk.release();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  // Opened as Fluent opens it: focus on the menu's first item.
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: /^账户菜单/ })).toBeFocused();
});

test('Enter on a dropdown tab and ArrowDown on 更多 open their menus from the keyboard', async ({ page }) => {
  const chunk = await holdLazyFluent(page);
  await loginAs(page, 'operator-admin', '/markets/manage/agency/home');
  const tab = mainNav(page).getByRole('button', { name: '修改密码' });
  await tab.focus();
  await page.keyboard.press('Enter');
  chunk.release();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: '批量修改密码' })).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(tab).toBeFocused();

  // 更多 at a narrow width (the owner's tabs do not fit), on a fresh page: its code not loaded yet.
  const again = await holdLazyFluent(page);
  await page.setViewportSize({ width: 760, height: 700 });
  await loginAs(page, 'owner', '/markets/manage/');
  const more = mainNav(page).getByRole('button', { name: '更多' });
  await more.focus();
  await page.keyboard.press('ArrowDown');
  again.release();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: '推广' })).toBeVisible();
});

test('新建创意, disabled, is described before its tooltip loads and shows the tooltip on the first hover', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(LAZY_FLUENT, async (route) => {
    await held;
    await route.continue();
  });
  await loginAs(page, 'owner-qual-missing', '/markets/manage/');
  const button = page.getByRole('banner').getByRole('button', { name: '新建创意' });
  await expect(button).toHaveAccessibleDescription(DISABLED_WHY);
  await button.hover();
  release();
  await expect(page.getByRole('tooltip')).toHaveText(DISABLED_WHY);
  await expect(button).toHaveAccessibleDescription(DISABLED_WHY);
});
