import { expect, test } from '@playwright/test';
import { loginAs, loginUrl, portalReady } from './support';

test('a user who accepted the current agreement stays in the portal', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await page.waitForTimeout(800);
  await expect(page).toHaveURL(/\/markets\/manage\/$/);
});

test('a user whose agreement setting is an older one goes to the agreement page with the way back', async ({
  page,
}) => {
  // The owner's setting answers the first dictionary item (the older agreement).
  await page.route('**/v2/communal/owner/setting', async (route) => {
    const key = new URLSearchParams(route.request().postData() ?? '').get('settingKey');
    const value = key === 'login_agreement' ? 'agreement_v2023' : null;
    await route.fulfill({
      json: { code: 0, msg: 'success', data: { ownerId: 200001, settingKey: key, settingValue: value } },
    });
  });
  await page.goto(loginUrl('owner', '/markets/report/'));
  await page.waitForURL(/\/market\/agreement\/index\.html\?redirect=/, { timeout: 60_000 });
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/markets/report/');
});

test('a failing setting call lets the user in', async ({ page }) => {
  await page.route('**/v2/communal/owner/setting', (route) => route.fulfill({ status: 500, body: '<html>502</html>' }));
  await loginAs(page, 'owner', '/markets/report/');
  await portalReady(page);
  await page.waitForTimeout(800);
  await expect(page).toHaveURL(/\/markets\/report\/$/);
});
