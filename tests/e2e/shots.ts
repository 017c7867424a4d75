import type { Page } from '@playwright/test';

/** The screen sizes pages are looked at in: common office laptops and desktops. */
export const SHOT_SIZES = [
  [1280, 720],
  [1366, 768],
  [1440, 900],
] as const;

/**
 * Screenshots of the page as it is now at each of {@link SHOT_SIZES} (full page), for the author to
 * view, under `PORTICO_SHOTS_DIR` (default `/tmp/shots`). The viewport is put back afterwards.
 */
export async function shootSizes(page: Page, name: string): Promise<void> {
  const dir = process.env.PORTICO_SHOTS_DIR ?? '/tmp/shots';
  const before = page.viewportSize();
  // From the top, as the page first shows: a full-page shot of a scrolled page moves the sticky header.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const [width, height] of SHOT_SIZES) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${dir}/${name}-${width}x${height}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}
