// Time limits (issue 24, spec §9): nothing fetched before or while a page shows waits for ever. The
// config gives up after 15 s (the fatal page with 重试); a remote sub-app's entry after its limit (the
// §9 chunk-load limit, 120 s, set per sub-app: 3 s for the fixtures here) with that sub-app's error page.
import { expect, test, type Page } from '@playwright/test';
import { PORTS } from '../../playwright.config';
import { loginUrl, pageTitle, portalReady } from './support';

test('a portal.config.json that never answers: the fatal page after 15 s, and 重试 boots the portal', async ({
  page,
}) => {
  let hanging = true;
  await page.route('**/portal.config.json', (route) => (hanging ? undefined : route.fallback()));
  await page.goto(loginUrl('owner', '/markets/manage/IndexManage'));
  const started = Date.now();
  // Ready is marked with the fatal page; 15 s plus a loaded machine's boot.
  await portalReady(page);
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: '门户暂时无法启动' })).toBeVisible();
  await expect(alert).toContainText('PORTICO_E_CONFIG_TIMEOUT');
  expect(Date.now() - started).toBeGreaterThanOrEqual(14_000);
  hanging = false;
  await alert.getByRole('button', { name: '重试' }).click();
  await expect(pageTitle(page)).toHaveText('首页');
  await expect(page.getByRole('banner').getByRole('button', { name: /^账户菜单：/ })).toBeVisible();
});

const remote = `http://127.0.0.1:${PORTS.remote}`;
const ENTRY = '**/markets/remoteDemo/__static__/index.html*';

/** The error page of one remote sub-app, by its title. */
const subAppError = (page: Page, title: string) =>
  page.getByRole('alert').filter({ has: page.getByRole('heading', { name: `${title}加载失败` }) });

for (const { namespace, mode, title } of [
  { namespace: 'slowEntry', mode: 'qiankun', title: '慢入口子应用' },
  { namespace: 'slowEntrySpa', mode: 'singleSPA', title: '慢入口子应用（singleSPA）' },
] as const) {
  test(`a remote entry that never answers (${mode}): its error page after its 3 s limit, 重试 mounts it`, async ({
    page,
  }) => {
    let hanging = true;
    await page.route(ENTRY, (route) => (hanging ? undefined : route.fallback()));
    await page.goto(`${remote}${loginUrl('owner', `/markets/${namespace}/`)}`);
    await portalReady(page);
    const alert = subAppError(page, title);
    await expect(alert).toContainText(`entry of sub-app ${namespace} did not load within 3000 ms`);
    await expect(alert).toContainText('子应用未在规定时间内完成加载步骤。');
    hanging = false;
    await alert.getByRole('button', { name: '重试' }).click();
    await expect(
      page
        .locator(`.portico-subapp[data-subapp="${namespace}"]`)
        .getByRole('heading', { level: 1, name: '示例子应用' }),
    ).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
}

test('the header keeps working while a remote entry hangs', async ({ page }) => {
  await page.route(ENTRY, () => undefined);
  await page.goto(`${remote}${loginUrl('owner', '/markets/slowEntry/')}`);
  await portalReady(page);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '推广', exact: true }).click();
  await expect(pageTitle(page)).toHaveText('计划管理');
});
