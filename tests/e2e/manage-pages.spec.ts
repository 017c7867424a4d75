import { expect, test, type Page } from '@playwright/test';
import { DEV_APPS_HOST } from '../../dev/apps-host';
import { expectNoSeriousA11yViolations, loginAs, pageTitle, portalReady } from './support';

/** Screenshots of each page at the two sizes the issue names, kept for review. */
async function shots(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1440, 900],
    [1280, 720],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `/tmp/shots/manage-pages-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The value shown under a figure's label on a home. */
const figure = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test.use({ viewport: { width: 1440, height: 900 } });

test('owner home: account figures through the §9 formatters and the quick links', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/IndexManage');
  await expect(pageTitle(page)).toHaveText('首页');
  await expect(figure(page, '账户余额（元）')).toHaveText('12,345,678.90');
  await expect(figure(page, '今日消耗（元）')).toHaveText('87,654.32');
  await expect(figure(page, '昨日消耗（元）')).toHaveText('102,345.67');
  await expect(figure(page, '在投计划')).toHaveText('1.28万');
  const links = page.getByRole('navigation', { name: '快捷入口' }).getByRole('link');
  await expect(links).toHaveCount(3);
  await expectNoSeriousA11yViolations(page, 'owner home');
  await shots(page, 'owner-home');
  await links.filter({ hasText: '财务' }).click();
  await expect(page).toHaveURL(/\/markets\/finance\/home\/$/);
});

test('owner home: a blocked qualification says so, with the way to the qualification page', async ({ page }) => {
  await loginAs(page, 'owner-qual-missing', '/markets/manage/');
  await expect(page.getByRole('region', { name: '广告投放受限' })).toContainText(
    '您尚未上传广告主资质，暂时无法新建和投放广告。',
  );
  await expectNoSeriousA11yViolations(page, 'owner home, qualification missing');
  await page.getByRole('link', { name: '前往资质管理' }).click();
  await expect(page).toHaveURL(/\/markets\/toolbox\/personal\/Index$/);
});

test('agency home: the clients overview and the top clients', async ({ page }) => {
  await loginAs(page, 'agency', '/markets/manage/agency/home');
  await expect(pageTitle(page)).toHaveText('代理商首页');
  await expect(figure(page, '客户总数')).toHaveText('236');
  await expect(figure(page, '客户总余额（元）')).toHaveText(/^[\d,]+\.\d\d$/);
  const top = page.getByRole('table', { name: '今日消耗最高的客户' });
  await expect(top.getByRole('row')).toHaveCount(6);
  await expectNoSeriousA11yViolations(page, 'agency home');
  await shots(page, 'agency-home');
});

test('clients: server paging and search', async ({ page }) => {
  await loginAs(page, 'agency', '/markets/manage/agency/ClientManage?agency=true');
  const table = page.getByRole('table', { name: '客户列表' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(page.getByText('共 236 条')).toBeVisible();
  const next = page.waitForRequest((r) => r.url().includes('/v3/manage/agency/client/list'));
  // By keyboard: at the bottom right of the window the floating help entry sits over the pager.
  await page.getByRole('button', { name: '下一页' }).focus();
  await page.keyboard.press('Enter');
  expect(new URLSearchParams((await next).postData() ?? '').get('pageNum')).toBe('2');
  await page.getByRole('searchbox', { name: '客户名称或客户ID' }).fill('杭州');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page.getByText('共 20 条')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'client table');
  await shots(page, 'clients');
});

test('operators: roles in Chinese (spec §3)', async ({ page }) => {
  await loginAs(page, 'operator-admin', '/markets/manage/agency/OperatorManage?agency=true');
  await expect(pageTitle(page)).toHaveText('运营人员管理');
  const table = page.getByRole('table', { name: '运营人员列表' });
  await expect(
    table
      .getByRole('row', { name: /王晓明/ })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('管理员');
  await expect(table.getByRole('row', { name: /张伟/ }).getByRole('cell').nth(2)).toHaveText('充值、转账');
  await expect(table.getByRole('row', { name: /吴敏/ }).getByRole('cell').nth(2)).toHaveText('广告管理、充值、转账');
  await expectNoSeriousA11yViolations(page, 'operator table');
  await shots(page, 'operators');
});

test('account management: clients and operators as tabs', async ({ page }) => {
  await loginAs(page, 'agency', '/markets/manage/agency/AccountManage?agency=true');
  await expect(page.getByRole('table', { name: '客户列表' })).toBeVisible();
  await page.getByRole('tab', { name: '运营人员' }).click();
  await expect(page.getByRole('table', { name: '运营人员列表' })).toBeVisible();
  // The list has loaded (its pager counts the 23 operators), so axe sees the settled page, not a
  // pager turning from disabled to enabled.
  await expect(page.getByText('共 23 条')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'account management');
});

test('product library: the list and its empty state', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/dpaManage');
  await expect(pageTitle(page)).toHaveText('商品库');
  await expect(page.getByRole('table', { name: '商品库列表' }).getByRole('row')).toHaveCount(11);
  await expectNoSeriousA11yViolations(page, 'product library');
  await shots(page, 'dpa');
  await page.context().clearCookies();
  await loginAs(page, 'old-directed-owner', '/markets/dpaManage');
  await expect(page.getByText('暂无商品库。创建商品库并接入商品数据后，即可投放商品广告。')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'product library, empty');
  await shots(page, 'dpa-empty');
});

test('material viewer from a creative row: with materials (and a QR preview), without materials', async ({ page }) => {
  // The interactive previews are on the dev API's stand-in host for separate apps: allowed here.
  await page.route('**/portal.config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    return route.fulfill({ response, json: { ...config, allowedHosts: [DEV_APPS_HOST] } });
  });
  // The first two rows of the owner's creatives get known materials: none for the first, interactive
  // ones (with a store-app icon) for the second; the rest of the answer is the dev API's own.
  await page.route('**/v3/manage/creative/list', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { list: Array<Record<string, unknown>> } };
    const [first, second] = body.data.list;
    Object.assign(first!, { materialType: 1, beforeMaterialIds: ['none-e2e'], afterMaterialIds: [], storeApp: false });
    Object.assign(second!, {
      materialType: 4,
      beforeMaterialIds: ['m-e2e-a1', 'm-e2e-a2'],
      afterMaterialIds: ['m-e2e-b1'],
      storeApp: true,
    });
    await route.fulfill({ response, json: body });
  });
  await loginAs(page, 'owner', '/markets/manage/CreativeManage');
  const rows = page.getByRole('main').getByRole('row');
  await expect(rows).not.toHaveCount(0);
  const dialog = page.getByRole('dialog', { name: '素材查看' });

  await rows.nth(1).getByRole('button', { name: '素材查看' }).click();
  await expect(dialog.getByText('暂无素材')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, 'material viewer, no materials');
  await shots(page, 'material-empty');
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(dialog).toHaveCount(0);

  await rows.nth(2).getByRole('button', { name: '素材查看' }).click();
  await expect(dialog.getByRole('region', { name: '修改前' }).getByRole('img')).toHaveCount(2);
  await expect(
    dialog.getByRole('region', { name: '修改后' }).getByRole('img', { name: '素材 m-e2e-b1' }),
  ).toBeVisible();
  await expect(dialog.getByRole('img', { name: '扫码预览“春节集福互动红包雨”' })).toBeVisible();
  await expect(dialog.getByRole('img', { name: /^应用图标/ })).toBeVisible();
  // The pictures really loaded (the dev API serves them).
  const picture = dialog.getByRole('img', { name: '素材 m-e2e-b1' });
  await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(640);
  await expectNoSeriousA11yViolations(page, 'material viewer, with materials');
  await shots(page, 'material');
});

test('a visitor without a session is sent to the login page and comes back after login', async ({ page }) => {
  const target = '/markets/manage/agency/OperatorManage?agency=true';
  await page.goto(target);
  await expect(page).toHaveURL(`/market/login/index.html?redirect=${encodeURIComponent(target)}`);
  await expect(page.getByRole('heading', { name: '选择测试账号登录' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'login page after the redirect');
  await page.getByRole('link', { name: /^operator-admin/ }).click();
  await portalReady(page);
  await expect(page).toHaveURL(target);
  await expect(pageTitle(page)).toHaveText('运营人员管理');
  await expect(page.getByRole('table', { name: '运营人员列表' })).toBeVisible();
});

test('report and finance pages also send a visitor without a session to the login page', async ({ page }) => {
  for (const target of ['/markets/report/subaccount/ads', '/markets/finance/home/', '/markets/manage/']) {
    await page.goto(target);
    await expect(page).toHaveURL(`/market/login/index.html?redirect=${encodeURIComponent(target)}`);
  }
});
