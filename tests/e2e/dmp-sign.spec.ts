import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs } from './support';

const UNSIGNED = [{ configCode: 'oppoDmpSignInfo', configValue: '{"sign":0}' }];

const agreement = (page: Page) => page.getByRole('region', { name: '人群包服务协议' });

/** Opens 人群包 from the toolbox flyout, as a user reaches it. */
async function openFromFlyout(page: Page) {
  await expect(page.getByRole('button', { name: '工具箱快捷入口' })).toBeVisible();
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '工具箱', exact: true }).hover();
  const flyout = page.getByRole('group', { name: '工具箱', exact: true });
  const named = { name: /^人群包/ };
  await flyout.getByRole('link', named).or(flyout.getByRole('button', named)).click();
  await expect(page).toHaveURL(/\/markets\/toolbox\/dmpManage\/Index/);
}

test('人群包: a signed owner sees the agreement signed, nothing to sign', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  await openFromFlyout(page);
  await expect(agreement(page)).toContainText('您已签署人群包服务协议');
  await expect(page.getByRole('button', { name: '同意并签署' })).toHaveCount(0);
});

test('人群包: an unsigned owner is led to sign first; the signature is saved and kept', async ({ page }) => {
  await loginAs(page, 'old-directed-owner', '/markets/manage/');
  await openFromFlyout(page);
  await expect(agreement(page)).toContainText('您尚未签署人群包服务协议');
  await expectNoSeriousA11yViolations(page, 'DMP agreement unsigned');
  const add = page.waitForRequest((r) => r.url().includes('/v2/communal/owner/personalConfig/add'));
  await page.getByRole('button', { name: '同意并签署' }).click();
  const query = new URL((await add).url()).searchParams;
  expect(query.get('configCode')).toBe('oppoDmpSignInfo');
  expect(JSON.parse(query.get('configValue') ?? 'null')).toMatchObject({ sign: 1 });
  await expect(agreement(page)).toContainText('您已签署人群包服务协议');
  await page.reload();
  await expect(agreement(page)).toContainText('您已签署人群包服务协议');
});

test('人群包: a failed signing says so, and an unreadable state offers 重试', async ({ page }) => {
  let broken = true;
  await page.route('**/v2/communal/owner/personalConfig/getAll', (route) =>
    broken
      ? route.fulfill({ status: 502, contentType: 'text/html', body: '<html>502</html>' })
      : // Unsigned whatever an earlier test of this server signed.
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({ code: 0, msg: 'success', data: UNSIGNED }),
        }),
  );
  await page.route('**/v2/communal/owner/personalConfig/add**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ code: 500, msg: '服务繁忙', data: null }),
    }),
  );
  await loginAs(page, 'old-directed-owner', '/markets/toolbox/dmpManage/Index');
  await expect(agreement(page)).toContainText('签署状态读取失败');
  broken = false;
  await agreement(page).getByRole('button', { name: '重试' }).click();
  await expect(agreement(page)).toContainText('您尚未签署人群包服务协议');
  await page.getByRole('button', { name: '同意并签署' }).click();
  await expect(agreement(page)).toContainText('签署失败，请稍后再试');
  await expect(agreement(page)).toContainText('您尚未签署人群包服务协议');
});
