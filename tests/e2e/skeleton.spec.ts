import { expect, test, type Page } from '@playwright/test';
import { SHIFT_WATCH } from '../shift-watch';
import { loginAs, portalReady } from './support';

/** The box and background of the bar, and the box of the brand's logo. */
const boxes = (page: Page, bar: string, logo: string) =>
  page.evaluate(
    ({ bar, logo }) => {
      const box = (sel: string) => {
        const r = document.querySelector(sel)!.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      };
      return {
        bar: box(bar),
        background: getComputedStyle(document.querySelector(bar)!).backgroundColor,
        logo: box(logo),
      };
    },
    { bar, logo },
  );

for (const width of [1440, 1024]) {
  test(`at ${width} px the shell's skeleton paints before main.js runs and the real shell takes its place without a shift`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 768 });
    await loginAs(page, 'owner', '/markets/manage/');
    await page.addInitScript({ content: SHIFT_WATCH });
    // The entry script is held until the skeleton has been looked at: what shows meanwhile is index.html alone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/main-[\w-]{8}\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/markets/manage/', { waitUntil: 'commit' });

    const bar = page.locator('.portico-skeleton-bar');
    await expect(bar).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('营销平台加载中…');
    // Painted, not only in the DOM: the first contentful paint came before the bundle.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    expect(await page.evaluate(() => document.documentElement.dataset.portalReady)).toBeUndefined();
    const skeleton = await boxes(page, '.portico-skeleton-bar', '.portico-skeleton-brand svg');
    // The brand's name shows where the bar's does: beside the logo from 1280 px, hidden below.
    await expect(page.locator('.portico-skeleton-brand span')).toBeVisible({ visible: width >= 1280 });

    release();
    await portalReady(page);
    await expect(bar).toHaveCount(0);
    const shell = await boxes(page, 'header.portico-header', 'header.portico-header a svg');
    expect(shell).toEqual(skeleton);
    // The layout shifts up to the frame that paints the first render: the skeleton's swap.
    await page.waitForFunction(() => (window as unknown as { __swapPainted?: number }).__swapPainted !== undefined);
    // The observer's entries arrive in a task of their own.
    await page.waitForTimeout(200);
    const atReady = await page.waitForFunction(() => ({
      sum: (window as unknown as { __shiftsAtSwap: number }).__shiftsAtSwap,
    }));
    expect(((await atReady.jsonValue()) as { sum: number }).sum).toBeLessThanOrEqual(0.02);
  });
}
