import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginAs, mainNav } from './support';

const OWNER_TABS = ['首页', '推广', '数据', '财务', '工具箱', '品牌投放'];
type Row = {
  scenario: string;
  path: string;
  tabs: string[];
  newCreative: 'enabled' | 'disabled' | 'absent';
  bell: boolean;
  school: boolean;
};

// Spec §2.3/§6 for every scenario account of the dev API.
const ROWS: Row[] = [
  {
    scenario: 'agency',
    path: '/markets/manage/agency/home',
    tabs: ['首页', '账户管理', '数据', '财务', '工具箱'],
    newCreative: 'absent',
    bell: true,
    school: true,
  },
  {
    scenario: 'operator-admin',
    path: '/markets/manage/agency/home',
    tabs: ['首页', '账户管理', '数据', '财务', '工具箱', '修改密码'],
    newCreative: 'absent',
    bell: false,
    school: true,
  },
  {
    scenario: 'operator-ads',
    path: '/markets/manage/agency/home',
    tabs: ['首页', '数据', '工具箱', '修改密码'],
    newCreative: 'absent',
    bell: false,
    school: true,
  },
  {
    scenario: 'operator-finance',
    path: '/markets/manage/agency/home',
    tabs: ['首页', '财务', '修改密码'],
    newCreative: 'absent',
    bell: false,
    school: true,
  },
  { scenario: 'owner', path: '/markets/manage/', tabs: OWNER_TABS, newCreative: 'enabled', bell: true, school: true },
  {
    scenario: 'sub-owner',
    path: '/markets/manage/',
    tabs: OWNER_TABS,
    newCreative: 'enabled',
    bell: true,
    school: true,
  },
  {
    scenario: 'old-directed-owner',
    path: '/markets/manage/',
    tabs: OWNER_TABS,
    newCreative: 'enabled',
    bell: true,
    school: true,
  },
  {
    scenario: 'push-user',
    path: '/markets/manage/',
    tabs: ['首页', '财务', '工具箱'],
    newCreative: 'absent',
    bell: true,
    school: false,
  },
  {
    scenario: 'supervised',
    path: '/markets/manage/',
    tabs: ['首页', '推广', '数据', '财务', '工具箱'],
    newCreative: 'enabled',
    bell: true,
    school: false,
  },
  {
    scenario: 'owner-qual-missing',
    path: '/markets/manage/',
    tabs: OWNER_TABS,
    newCreative: 'disabled',
    bell: true,
    school: true,
  },
  {
    scenario: 'owner-qual-review',
    path: '/markets/manage/',
    tabs: OWNER_TABS,
    newCreative: 'disabled',
    bell: true,
    school: true,
  },
  {
    scenario: 'owner-qual-rejected',
    path: '/markets/manage/',
    tabs: OWNER_TABS,
    newCreative: 'disabled',
    bell: true,
    school: true,
  },
  {
    scenario: 'owner-validating',
    path: '/markets/manage/',
    tabs: OWNER_TABS,
    newCreative: 'enabled',
    bell: true,
    school: true,
  },
];

for (const row of ROWS) {
  test(`header of ${row.scenario}`, async ({ page }) => {
    await loginAs(page, row.scenario, row.path);
    const banner = page.getByRole('banner');
    await expect(mainNav(page).getByRole('listitem')).toHaveText(row.tabs);
    await expect(banner.getByRole('button', { name: /^账户菜单/ })).toBeVisible();
    // The header's widgets arrive as chunks of their own. Once the network has been quiet for
    // 500 ms every chunk is here and rendered, so a widget counted as absent below is absent, not late.
    await page.waitForLoadState('networkidle');
    const button = banner.getByRole('button', { name: '新建创意' });
    if (row.newCreative === 'absent') await expect(button).toHaveCount(0);
    else if (row.newCreative === 'enabled') await expect(button).toBeEnabled();
    else await expect(button).toBeDisabled();
    await expect(banner.getByRole('button', { name: '消息通知' })).toHaveCount(row.bell ? 1 : 0);
    await expect(banner.getByRole('link', { name: '营销学院' })).toHaveCount(row.school ? 1 : 0);
    await expectNoSeriousA11yViolations(page, `${row.scenario} at ${row.path}`);
  });
}

test('a narrow window moves the tabs that do not fit into 更多, in order, the current tab last; 工具箱 brings its flyout', async ({
  page,
}) => {
  // Narrower than the portal is designed for (1024 px): the tabs still all stay reachable.
  await page.setViewportSize({ width: 760, height: 700 });
  await loginAs(page, 'owner', '/markets/finance/');
  await page.waitForLoadState('networkidle');
  const nav = mainNav(page);
  const more = nav.getByRole('button', { name: '更多' });
  await expect(more).toBeVisible();
  // No tab runs under the header's widgets: the last shown item ends before the first link after the tabs.
  const widgetsLeft = (await page.getByRole('banner').getByRole('link', { name: '营销学院' }).boundingBox())!.x;
  for (const item of await nav.getByRole('listitem').all()) {
    const box = (await item.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(widgetsLeft);
  }
  const shown = await nav.getByRole('listitem').allInnerTexts();
  expect(shown).toContain('财务');
  expect(shown).not.toContain('工具箱');
  expect(shown.at(-1)).toBe('更多');
  await expectNoSeriousA11yViolations(page, 'owner header at 760 px');
  await more.click();
  const menu = page.getByRole('menu');
  const hidden = await menu.getByRole('menuitem').allInnerTexts();
  // Every tab is either on the bar or in the menu, once, in the owner's tab order.
  expect([...shown.slice(0, -1), ...hidden].sort()).toEqual([...OWNER_TABS].sort());
  expect(hidden).toEqual(OWNER_TABS.filter((t) => !shown.includes(t)));
  // 工具箱 keeps its flyout in 更多: hovering it opens the same groups as a submenu.
  await page.getByRole('menuitem', { name: '工具箱' }).hover();
  const tools = page.getByRole('menu', { name: '工具箱' });
  await expect(tools.getByRole('menuitem', { name: '经营验证' })).toBeVisible();
  await expect(tools.getByText('投放辅助')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'toolbox submenu in 更多');
  // axe scrolls while it checks contrast, and the browser's mouse events after a scroll may close a
  // hover-opened submenu: point at 工具箱 again before choosing an entry.
  await page.getByRole('menuitem', { name: '工具箱' }).hover();
  await tools.getByRole('menuitem', { name: '工单' }).click();
  await expect(page).toHaveURL(/\/markets\/toolbox\/workOrderManage$/);
  await expect(page.getByRole('menu')).toHaveCount(0);
  // Now the current tab, 工具箱 keeps its place on the bar.
  await expect(nav.getByRole('link', { name: '工具箱', exact: true })).toBeVisible();
  // From another page, a click on 工具箱 in 更多 opens the toolbox home, and 更多 closes.
  await page.goBack();
  await expect(page).toHaveURL(/\/markets\/finance\/$/);
  await more.click();
  await page.getByRole('menuitem', { name: '工具箱' }).click();
  await expect(page).toHaveURL(/\/markets\/toolbox\/Home$/);
  await expect(page.getByRole('menu')).toHaveCount(0);
  // A wide window has room for every tab: no 更多.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(nav.getByRole('listitem')).toHaveText(OWNER_TABS);
  await expect(more).toHaveCount(0);
});
