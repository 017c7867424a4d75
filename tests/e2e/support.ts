import { expect, type Page } from '@playwright/test';

/** Logs in through the dev login page (sets the `adstk` cookie) and waits for the first screen. */
export async function loginAs(page: Page, scenario: string, path = '/markets/'): Promise<void> {
  await page.goto(`/market/login/index.html?scenario=${scenario}&redirect=${encodeURIComponent(path)}`);
  await portalReady(page);
}

/** Waits until the shell marks the first screen interactive. */
export async function portalReady(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-portal-ready', 'true');
}

/** The header's main navigation. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: '主导航' });

/** The `<h1>` of the current page. */
export const pageTitle = (page: Page) => page.getByRole('heading', { level: 1 });
