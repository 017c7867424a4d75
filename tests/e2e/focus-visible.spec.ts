import { expect, test, type Locator, type Page } from '@playwright/test';
import { loginAs, pageTitle } from './support';
import { expectFocusRing, pressTo, tabTo } from './keyboard';

// Issue 40, WCAG 2.4.7 Focus Visible (and 1.4.11 for the ring's contrast): wherever the keyboard
// goes, the focused element shows a ring that is drawn only while it has the focus, at least 3:1
// against what is around it — on the dark header too. Reached with Tab only; a sample of each kind
// of place: the header, sortable table headers, pagers, date fields, the report, the inspector.

test.use({ viewport: { width: 1366, height: 768 } });

/** Tab until `target` has the focus, then its ring must show. */
async function ringOn(page: Page, target: Locator, max = 80) {
  await tabTo(page, target, max);
  await expectFocusRing(page);
}

test('the dark header: every stop from the skip link to the account menu shows its ring', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/');
  const account = page.getByRole('banner').getByRole('button', { name: /^账户菜单/ });
  await expect(account).toBeVisible();
  await expect(page.getByRole('button', { name: '工具箱快捷入口' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const seen: string[] = [];
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    seen.push((await expectFocusRing(page)).element);
    if (await account.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(account).toBeFocused();
  // The ring was checked on the bar's own controls, not only on the skip link.
  expect(seen.length).toBeGreaterThan(8);
});

test('the plan table: a sortable column header and the pager', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/manage/PlanManage');
  const table = page.getByRole('table', { name: '计划列表' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await ringOn(page, table.getByRole('columnheader', { name: /^消耗（元）/ }).getByRole('button'));
  const pager = page.getByRole('navigation', { name: '分页' });
  await ringOn(page, pager.getByRole('button', { name: '第 2 页' }));
  await ringOn(page, pager.getByRole('button', { name: '下一页' }));
});

test('the report: its date fields, quick ranges, the table’s sortable header and its pager', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/report/subaccount/ads');
  await expect(pageTitle(page)).toHaveText('广告报表');
  const table = page.getByRole('table', { name: /明细$/ });
  await expect(table.getByRole('row')).toHaveCount(11);
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const range = page.getByRole('form', { name: '日期范围' });
  await ringOn(page, range.getByLabel('开始日期'));
  await ringOn(page, range.getByLabel('结束日期'), 5);
  await ringOn(page, range.getByRole('button', { name: '近7天' }), 5);
  await ringOn(page, table.getByRole('columnheader', { name: /^消耗（元）/ }).getByRole('button'));
  await ringOn(page, page.getByRole('button', { name: '下一页' }));
});

test('a list filter’s date fields (操作日志)', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/toolbox/OperationLog');
  await expect(pageTitle(page)).toHaveText('操作日志');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await ringOn(page, page.getByRole('main').getByLabel('开始日期'));
  await ringOn(page, page.getByRole('main').getByLabel('结束日期'), 5);
});

test('the inspector: its tabs and the filter of 扩展', async ({ page }) => {
  await loginAs(page, 'owner', '/markets/__portico');
  await expect(page.getByRole('heading', { level: 1, name: 'Portico 检查器' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await ringOn(page, page.getByRole('tab', { name: '插件', exact: true }));
  await pressTo(page, 'ArrowRight', page.getByRole('tab', { name: '扩展' }), 5);
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await ringOn(page, page.getByRole('tabpanel').getByRole('textbox'), 10);
});
