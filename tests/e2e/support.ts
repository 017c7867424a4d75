import { expect, type Page } from '@playwright/test';

/** Logs in through the dev login page (sets the `adstk` cookie) and waits for the first screen. */
export async function loginAs(page: Page, scenario: string, path = '/markets/'): Promise<void> {
  await page.goto(`/market/login/index.html?scenario=${scenario}&redirect=${encodeURIComponent(path)}`);
  await portalReady(page);
}

/** Waits until the shell marks the first screen interactive. */
export async function portalReady(page: Page): Promise<void> {
  // Boot waits on chunks and the session calls; a loaded CI machine can take tens of seconds.
  await expect(page.locator('html')).toHaveAttribute('data-portal-ready', 'true', { timeout: 60_000 });
}

/** The header's main navigation. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: '主导航' });

/** The `<h1>` of the current page. */
export const pageTitle = (page: Page) => page.getByRole('heading', { level: 1 });
