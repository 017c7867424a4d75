import { expect, type Page } from '@playwright/test';
import { mainNav } from './support';

/** The screen sizes the portal is designed for, from the smallest office laptop up. */
export const SIZES = [
  { width: 1024, height: 768 },
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
] as const;

/** One of {@link SIZES}. */
export type Size = (typeof SIZES)[number];

/** `1280×720`, for test names and file names. */
export const sizeName = (s: Size) => `${s.width}×${s.height}`;

/** The floating help entry (spec §2.8). */
export const helpEntry = (page: Page) => page.getByRole('button', { name: /^帮助助手/ });

/** The help dialog. */
export const helpDialog = (page: Page) => page.getByRole('dialog', { name: '帮助助手' });

/**
 * The tab names the user can reach: those on the bar, then those in 更多 (opened and closed
 * again). Fails on a name found twice.
 */
export async function reachableTabs(page: Page): Promise<string[]> {
  const nav = mainNav(page);
  const shown = (await nav.getByRole('listitem').allInnerTexts()).map((t) => t.trim());
  const more = nav.getByRole('button', { name: '更多' });
  if (!(await more.isVisible())) return shown;
  await more.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const hidden = (await menu.getByRole('menuitem').allInnerTexts()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  const all = [...shown.filter((t) => t !== '更多'), ...hidden];
  expect(new Set(all).size, `a tab shown twice: ${all.join(', ')}`).toBe(all.length);
  return all;
}

/**
 * Opens the toolbox flyout from wherever 工具箱 is — hovering the tab on the bar, or its entry in
 * 更多 — and closes it again.
 */
export async function expectToolboxFlyoutOpens(page: Page): Promise<void> {
  const nav = mainNav(page);
  const tab = nav.getByRole('link', { name: '工具箱', exact: true });
  if (await tab.isVisible()) {
    // The flyout attaches once the portal is idle after ready; its disclosure button shows then.
    await expect(page.getByRole('button', { name: '工具箱快捷入口' })).toBeVisible();
    await tab.hover();
    const flyout = page.getByRole('group', { name: '工具箱', exact: true });
    await expect(flyout).toBeVisible();
    await expect(flyout.getByRole('heading').first()).toBeVisible();
    await page.mouse.move(1, page.viewportSize()!.height / 2);
    await expect(flyout).toBeHidden();
    return;
  }
  await nav.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '工具箱' }).hover();
  const submenu = page.getByRole('menu', { name: '工具箱', exact: true });
  await expect(submenu).toBeVisible();
  await expect(submenu.getByRole('menuitem').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
}

/** Where the page is scrolled to when the help entry is checked. */
export const SCROLLS = ['top', 'middle', 'bottom'] as const;

/**
 * Scrolls the window to the top, the middle or the bottom, and returns the cells and controls
 * that the elements matching `selector` (none: nothing covered) cover there (their kind and
 * text), as the user sees them: clipped by every scrolling or clipping ancestor, hidden ones left
 * out.
 */
export async function coveredBy(page: Page, selector: string, at: (typeof SCROLLS)[number]): Promise<string[]> {
  await page.evaluate((to) => {
    const max = document.documentElement.scrollHeight - innerHeight;
    scrollTo(0, to === 'top' ? 0 : to === 'middle' ? Math.round(max / 2) : max);
  }, at);
  // Two frames: the scroll, then anything that follows it (sticky places).
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return page.evaluate((sel) => {
    const floating = [...document.querySelectorAll<HTMLElement>(sel)];
    const CONTROLS = [
      'td, th, [role="cell"], [role="gridcell"], [role="columnheader"], [role="rowheader"]',
      'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
      '[role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="radio"]',
      '[role="switch"], [role="combobox"], [role="slider"], [role="separator"][tabindex]',
    ].join(', ');
    type Box = { left: number; top: number; right: number; bottom: number };
    const cut = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      top: Math.max(a.top, b.top),
      right: Math.min(a.right, b.right),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const empty = (b: Box) => b.right - b.left < 1 || b.bottom - b.top < 1;
    /** What of an element shows: its box cut by the viewport and every ancestor that clips. */
    const seen = (el: Element): Box => {
      let box: Box = cut(el.getBoundingClientRect(), { left: 0, top: 0, right: innerWidth, bottom: innerHeight });
      for (let p = el.parentElement; p && !empty(box); p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') box = cut(box, p.getBoundingClientRect());
        if (style.position === 'fixed') break;
      }
      return box;
    };
    const out: string[] = [];
    for (const f of floating) {
      const mine = f.getBoundingClientRect();
      for (const el of document.querySelectorAll(CONTROLS)) {
        if (f.contains(el) || el.contains(f) || el.closest('[data-tabster-dummy]')) continue;
        if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        const box = cut(seen(el), mine);
        if (!empty(box))
          out.push(
            `${el.tagName.toLowerCase()}[${el.getAttribute('role') ?? ''}] “${(el.textContent ?? '').trim().slice(0, 30)}”`,
          );
      }
    }
    return out;
  }, selector);
}
