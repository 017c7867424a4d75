import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs, mainNav, pageTitle } from './support';

type RequestWindow = { __portico: { request: { call(path: string): Promise<unknown> } } };

/** Makes a call through the portal's own request service (spec §7 main wrapper) and returns its outcome. */
const call = (page: Page, path: string) =>
  page.evaluate(
    (p) =>
      (window as unknown as RequestWindow).__portico.request.call(p).then(
        () => 'ok',
        (e: Error) => e.message,
      ),
    path,
  );

/**
 * Starts a call without waiting for it. For responses that navigate away (403): the navigation
 * destroys the page context, so awaiting the outcome from the test would race it.
 */
const start = (page: Page, path: string) =>
  page.evaluate((p) => {
    void (window as unknown as RequestWindow).__portico.request.call(p).catch(() => undefined);
  }, path);

test('405 shows the blocking page with the returned message and a back button', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/IndexManage');
  await mainNav(page).getByRole('link', { name: '数据', exact: true }).click();
  await expect(pageTitle(page)).toHaveText('数据概览');
  expect(await call(page, '/dev-api/fault?code=405')).toBe('访问次数达到上限，请明天再试');
  // The server's message, as the blocking page's heading, in place of the page.
  const blocked = page.getByRole('alertdialog', { name: '访问次数达到上限，请明天再试' });
  await expect(blocked.getByRole('heading', { level: 1 })).toHaveText('访问次数达到上限，请明天再试');
  await expect(blocked).toBeFocused();
  await expectNoSeriousA11yViolations(page, '405 blocking page');
  await blocked.getByRole('button', { name: '返回上一页' }).click();
  await expect(page).toHaveURL(/\/markets\/manage\/IndexManage/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(pageTitle(page)).toHaveText('首页');
});

test('405 without a server message uses the default text 访问次数达到上限', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  expect(await call(page, '/dev-api/fault?code=405&msg=')).toBe('访问次数达到上限');
  await expect(page.getByRole('alertdialog', { name: '访问次数达到上限', exact: true })).toBeVisible();
});

test('403 lands on the dev login page with a redirect back, and logging in returns there', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/finance/recharge');
  await start(page, '/dev-api/fault?code=403');
  await expect(page).toHaveURL(/\/market\/login\/index\.html\?redirect=/);
  const redirect = new URL(page.url()).searchParams.get('redirect');
  expect(redirect).toBe('/markets/finance/recharge');
  await page.getByRole('link', { name: /^owner 直客/ }).click();
  await expect(pageTitle(page)).toHaveText('账户充值');
});

test('401 shows 权限错误 and stays on the page', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  expect(await call(page, '/dev-api/fault?code=401&msg=')).toBe('权限错误');
  await expect(page.getByText('权限错误', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/markets\/manage\//);
  await expect(pageTitle(page)).toHaveText('首页');
  await expectNoSeriousA11yViolations(page, 'error notice 权限错误');
});

test('an HTML error page and a malformed body give the network message, no uncaught error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await loginAs(page, 'owner', '/markets/manage/');
  expect(await call(page, '/dev-api/fault?status=502&body=html')).toBe('网络错误，请稍后再试');
  expect(await call(page, '/dev-api/fault?body=malformed')).toBe('网络错误，请稍后再试');
  expect(errors).toEqual([]);
});
