import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import {
  FORBIDDEN_TITLE,
  subAppsRef,
  pageTitleAt,
  renderPortal,
  testServer,
  type ScenarioName,
} from '@portico/sdk/testing';
import { toolboxHandlers } from './dev-api';
import toolbox from './plugin';
import { ROUTES } from './routes';

// The pages call their dev API as they open (the titles are what these tests read).
beforeEach(() => testServer.use(...toolboxHandlers));

const F = FORBIDDEN_TITLE;
const SPEC_ROUTES = [
  '/Home',
  '/workOrderManage',
  '/NotifyView',
  '/NotifySubscription',
  '/OperationLog',
  '/dmpManage/Index',
  '/directPackage/List',
  '/personal/Index',
  '/personal/QualificationList',
  '/ActionTrack',
  '/ActionTrack/ManageList',
  '/ActionTrack/Clues',
  '/wordPackage',
  '/gameInternal',
  '/channelPackage',
  '/SmartChannel',
  '/smartAssistant',
  '/clearTool/Index',
  '/changepwd',
  '/agencyMultChangPassword',
  '/businessValidation',
  '/apiKey/Index',
  '/AdDiagnostic',
  '/outerReport/dailyReport',
  '/appletManage',
  '/ABTestExperiment',
  '/pushAccountManage',
  '/ssoLogin',
];

// §6 gates, scenario by scenario. Scenario facts (dev/scenarios.ts): owner kinds hold
// menus 642/16391/1047 with login types 4 (owner, push-user), 3 (sub-owner), 2 (supervised);
// agency: 16391, 1047, login type 1; operator-admin: ADMIN + 16391; operator-ads: ADS_MANAGE, no
// 16391/1047; operator-finance: RECHARGE/TRANSFER, no 16391/1047.
const GATED: Array<[string, Partial<Record<ScenarioName, string>>]> = [
  // API key: menu 16391; operators also need ADMIN.
  [
    '/markets/toolbox/apiKey/Index',
    {
      owner: 'API Key',
      'sub-owner': 'API Key',
      agency: 'API Key',
      'operator-admin': 'API Key',
      'operator-ads': F,
      'operator-finance': F,
    },
  ],
  // Ad diagnosis: menu 1047.
  ['/markets/toolbox/AdDiagnostic', { owner: '广告诊断', agency: '广告诊断', 'operator-admin': F, 'operator-ads': F }],
  // Batch password change: agencies and ADMIN operators only.
  [
    '/markets/toolbox/agencyMultChangPassword',
    {
      agency: '批量修改密码',
      'operator-admin': '批量修改密码',
      'operator-ads': F,
      'operator-finance': F,
      owner: F,
      supervised: F,
    },
  ],
  // Qualification and business validation: menu 642 with login type 2, 3 or 4.
  [
    '/markets/toolbox/personal/Index',
    { owner: '资质管理', 'sub-owner': '资质管理', supervised: '资质管理', agency: F, 'operator-admin': F },
  ],
  ['/markets/toolbox/personal/QualificationList', { 'old-directed-owner': '资质列表', agency: F }],
  [
    '/markets/toolbox/businessValidation',
    { owner: '经营验证', 'sub-owner': '经营验证', agency: F, 'operator-finance': F },
  ],
  // Data-tree gates.
  [
    '/markets/toolbox/pushAccountManage',
    { 'push-user': '推送账户管理', owner: '推送账户管理', agency: F, 'operator-ads': F },
  ],
  ['/markets/toolbox/ssoLogin?sso=1', { owner: '数仓单点登录', agency: '数仓单点登录', 'operator-admin': F }],
  // Open pages.
  ['/markets/toolbox/changepwd?agency=true', { owner: '修改密码', 'operator-finance': '修改密码' }],
  ['/markets/toolbox/workOrderManage', { owner: '工单管理', agency: '工单管理', 'operator-finance': '工单管理' }],
];
const ROWS = GATED.flatMap(([route, by]) =>
  Object.entries(by).map(([scenario, title]) => [scenario as ScenarioName, route, title] as const),
);

describe('toolbox sub-app', () => {
  it('has every toolbox route of spec §2.2, plus / for the home', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual(['/', ...SPEC_ROUTES].sort());
  });

  it.each(ROWS)('%s at %s sees %s', async (scenario, route, title) => {
    expect(await pageTitleAt([toolbox], scenario, route)).toBe(title);
  });

  it.each(['/markets/toolbox', '/markets/toolbox/', '/markets/toolbox/Home'])('shows the home at %s', async (route) => {
    await renderPortal({ plugins: [toolbox], scenario: 'owner', route });
    expect(await screen.findByRole('heading', { level: 1, name: '工具箱' })).toBeInTheDocument();
    expect(screen.getByText('账户支持、定向、创意、数据与投放辅助工具。')).toBeInTheDocument();
  });

  it('nests sub-pages under their parent page in the breadcrumb', async () => {
    await renderPortal({ plugins: [toolbox], scenario: 'owner', route: '/markets/toolbox/ActionTrack/Clues' });
    expect(await screen.findByRole('heading', { level: 1, name: '线索管理' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: '面包屑' }).querySelectorAll('a');
    expect([...crumbs].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['工具箱', '/markets/toolbox/Home'],
      ['转化追踪', '/markets/toolbox/ActionTrack'],
    ]);
  });

  it('is not prefetched (spec §2.1)', async () => {
    const { runtime } = await renderPortal({ plugins: [toolbox], scenario: 'owner', route: '/markets/toolbox/Home' });
    expect(runtime.container.resolve(subAppsRef).entries.find((e) => e.namespace === 'toolbox')?.prefetch).toBe(false);
  });
});
