import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs, portalReady } from './support';

// The dev API keeps column edits per scenario in memory; this spec uses the sub-owner and starts
// each test from the default columns (plugins/manage/dev-tables.ts, DEV_MANAGE_API).
const SCENARIO = 'sub-owner';
const PLAN_PAGE = '/markets/manage/PlanManage';
const PLAN_CODE = 'manage_plan_list';

const table = (page: Page, name = '计划列表') => page.getByRole('table', { name });
const header = (page: Page, name: string) => table(page).getByRole('columnheader', { name: new RegExp(`^${name}`) });
const dialog = (page: Page) => page.getByRole('dialog', { name: /自定义列/ });

async function openPlans(page: Page) {
  await loginAs(page, SCENARIO, PLAN_PAGE);
  const reset = await page.request.post('/dev-api/manage/elements/reset');
  expect(reset.ok()).toBe(true);
  await page.reload();
  await portalReady(page);
  await expect(table(page).getByRole('row')).toHaveCount(11);
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('hide a column in 自定义列, save, reload: still hidden', async ({ page }) => {
  await openPlans(page);
  await expect(header(page, '投放节奏')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'plan table');
  await page.screenshot({ path: '/tmp/shots/manage-plan-1440.png' });

  await page.getByRole('button', { name: '自定义列' }).click();
  await expect(dialog(page).getByRole('checkbox', { name: '投放节奏' })).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'column dialog');
  await page.screenshot({ path: '/tmp/shots/manage-columns-dialog-1440.png' });
  await dialog(page).getByRole('checkbox', { name: '投放节奏' }).click();
  const saved = page.waitForRequest((r) => r.url().endsWith('/v3/communal/elements/edit'));
  await dialog(page).getByRole('button', { name: '保存' }).click();
  const body = (await saved).postDataJSON() as { pageCode: string; groupInfos: Array<{ elements: object[] }> };
  expect(body.pageCode).toBe(PLAN_CODE);
  expect(body.groupInfos.flatMap((g) => g.elements)).toContainEqual(
    expect.objectContaining({ elementCode: 'pacing', status: 0 }),
  );
  await expect(dialog(page)).toHaveCount(0);
  await expect(header(page, '投放节奏')).toHaveCount(0);

  await page.reload();
  await portalReady(page);
  await expect(header(page, '计划名称')).toBeVisible();
  await expect(header(page, '投放流量')).toBeVisible();
  await expect(header(page, '投放节奏')).toHaveCount(0);
});

test('resize a column by dragging, reload: the width is kept', async ({ page }) => {
  await openPlans(page);
  const handle = page.getByRole('separator', { name: '调整列宽：计划名称' });
  const start = Number(await handle.getAttribute('aria-valuenow'));
  expect(Math.round((await header(page, '计划名称').boundingBox())!.width)).toBe(start);
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 4 });
  await page.mouse.up();
  await expect(handle).toHaveAttribute('aria-valuenow', String(start + 80));

  await page.reload();
  await portalReady(page);
  await expect(page.getByRole('separator', { name: '调整列宽：计划名称' })).toHaveAttribute(
    'aria-valuenow',
    String(start + 80),
  );
  expect(Math.round((await header(page, '计划名称').boundingBox())!.width)).toBe(start + 80);
  // Keyboard resizing: the handle takes the arrow keys.
  await page.getByRole('separator', { name: '调整列宽：计划名称' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('separator', { name: '调整列宽：计划名称' })).toHaveAttribute(
    'aria-valuenow',
    String(start + 70),
  );
});

test('a failed save shows 保存失败 and keeps the dialog with the changes', async ({ page }) => {
  await openPlans(page);
  const armed = await page.request.post(`/dev-api/manage/elements/fail-next?pageCode=${PLAN_CODE}`);
  expect(armed.ok()).toBe(true);
  await page.getByRole('button', { name: '自定义列' }).click();
  await dialog(page).getByRole('checkbox', { name: '广告类型' }).click();
  await dialog(page).getByRole('button', { name: '保存' }).click();
  await expect(dialog(page).getByRole('alert')).toHaveText('保存失败');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('checkbox', { name: '广告类型' })).not.toBeChecked();
  await expectNoSeriousA11yViolations(page, 'column dialog after a failed save');
  await page.screenshot({ path: '/tmp/shots/manage-columns-failed-1440.png' });
  // The next save goes through.
  await dialog(page).getByRole('button', { name: '保存' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(header(page, '广告类型')).toHaveCount(0);
});

test('paging to page 2 asks the server for page 2; sorting asks for the sorted column', async ({ page }) => {
  await openPlans(page);
  const pager = page.getByRole('navigation', { name: '分页' });
  await expect(pager).toContainText('共 326 条');
  const second = page.waitForRequest((r) => r.url().endsWith('/v3/manage/plan/list'));
  await pager.getByRole('button', { name: '第 2 页' }).click();
  const sent = new URLSearchParams((await second).postData() ?? '');
  expect(sent.get('pageNum')).toBe('2');
  expect(sent.get('pageSize')).toBe('10');
  await expect(pager.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  await expect(table(page).getByRole('row').nth(1)).toContainText('-011');

  const sorted = page.waitForRequest((r) => r.url().endsWith('/v3/manage/plan/list'));
  await header(page, '消耗（元）').getByRole('button').click();
  const sort = new URLSearchParams((await sorted).postData() ?? '');
  expect([sort.get('sortField'), sort.get('sortOrder'), sort.get('pageNum')]).toEqual(['cost', 'asc', '1']);
  await expect(header(page, '消耗（元）')).toHaveAttribute('aria-sort', 'ascending');
});

for (const [path, name, shot] of [
  ['/markets/manage/PlanManage', '计划列表', 'plan'],
  ['/markets/manage/GroupManage', '广告组列表', 'group'],
  ['/markets/manage/CreativeManage', '创意列表', 'creative'],
] as const) {
  test(`${name}: axe and screenshots at 1440×900 and 1280×720`, async ({ page }) => {
    await loginAs(page, SCENARIO, path);
    await expect(table(page, name).getByRole('row')).toHaveCount(11);
    await expectNoSeriousA11yViolations(page, name);
    await page.screenshot({ path: `/tmp/shots/manage-${shot}-table-1440.png` });
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(table(page, name)).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/manage-${shot}-table-1280.png` });
    // Scrolled sideways, the fixed name column stays in view.
    await table(page, name)
      .locator('..')
      .evaluate((el) => el.scrollBy({ left: 600 }));
    await page.screenshot({ path: `/tmp/shots/manage-${shot}-scrolled-1280.png` });
  });
}

test('a creative row opens 素材查看 from its 操作 slot', async ({ page }) => {
  await loginAs(page, SCENARIO, '/markets/manage/CreativeManage');
  const first = table(page, '创意列表').getByRole('row').nth(1);
  const opened = page.waitForRequest((r) => r.url().endsWith('/v2/communal/material/pageList'));
  await first.getByRole('button', { name: '素材查看' }).click();
  const viewer = page.getByRole('dialog', { name: '素材查看' });
  await expect(viewer).toBeVisible();
  expect(new URLSearchParams((await opened).postData() ?? '').get('ids')).toMatch(/^m\d+a1/);
  await expectNoSeriousA11yViolations(page, 'material viewer from a creative row');
  await page.screenshot({ path: '/tmp/shots/manage-creative-material-1440.png' });
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
});
