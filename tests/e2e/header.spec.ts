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
