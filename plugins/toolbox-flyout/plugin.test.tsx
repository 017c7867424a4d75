import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { definePlugin } from '@portico/sdk';
import { ToolboxEntryBlueprint } from './public';
import { renderPortal, SCENARIO_NAMES, type ScenarioName } from '@portico/sdk/testing';
import { toolboxHandlers } from './dev-api';
import { flyout, toolboxStandIn } from './flyout-driver';
import { FLYOUT_ENTRIES } from '../toolbox/flyout-entries';
import plugin from './plugin';
import header from '../header/plugin';

/** The toolbox sub-app's tab and flyout entries, without its pages. */
const toolboxTab = toolboxStandIn(FLYOUT_ENTRIES);

/** Every built-in entry, in the order of spec §2.4. */
const ALL = [
  '账户信息',
  '资质管理',
  '经营验证',
  '消息订阅',
  '消息管理',
  '账户授权',
  '操作日志',
  'API文档',
  'API Key',
  '修改密码',
  '批量修改密码',
  '推送账户',
  '人群包',
  '定向包',
  '数仓单点登录',
  '创意中心',
  '落地页',
  '互动平台',
  '第三方落地页工具',
  '快应用',
  '图片工厂',
  '商品广告',
  '线索管理',
  '转化追踪',
  '广告诊断',
  '跨渠道看板',
  '强制拉取',
  '文档下载',
  '词包',
  '渠道包',
  '智能拆分',
  '清理工具',
  '智能托管',
  '小程序管理',
  'AB实验',
  '工单',
  '帮助中心',
];
const without = (...names: string[]) => ALL.filter((n) => !names.includes(n));
/** Owners hold every menu id of §6; only agencies and ADMIN operators change passwords in bulk. */
const OWNER = without('批量修改密码');

const VISIBLE: Record<ScenarioName, string[] | null> = {
  // 账户信息 opens the qualification page, which agencies and operators do not have.
  agency: [
    '消息管理',
    '操作日志',
    'API文档',
    'API Key',
    '修改密码',
    '批量修改密码',
    '数仓单点登录',
    '广告诊断',
    '工单',
    '帮助中心',
  ],
  'operator-admin': ['API文档', 'API Key', '修改密码', '批量修改密码', '工单', '帮助中心'],
  'operator-ads': ['API文档', '修改密码', '工单', '帮助中心'],
  // The header shows this operator no 工具箱 tab (no menu 927), so the flyout never appears
  // (host/toolbox-tab.test.tsx); under a tab it would list only the ungated tools.
  'operator-finance': ['API文档', '修改密码', '工单', '帮助中心'],
  owner: OWNER,
  'sub-owner': OWNER,
  'old-directed-owner': OWNER,
  // Push users: no Omni API entry; their data tree has no SSO_LOGIN.
  'push-user': without('批量修改密码', 'API文档', '数仓单点登录'),
  // An agency acting for an owner does not change the owner's password (the page's gate, ours).
  supervised: without('批量修改密码', '修改密码'),
  'owner-qual-missing': OWNER,
  'owner-qual-review': OWNER,
  'owner-qual-rejected': OWNER,
  'owner-validating': OWNER,
  'logged-out': null,
};

const routeOf = (scenario: ScenarioName) =>
  scenario === 'supervised' ? '/markets/x?multiAccessId=ma-100001-200005' : '/markets/x';

describe('toolbox flyout: entries by scenario', () => {
  it('covers every scenario account', () => {
    expect(Object.keys(VISIBLE).sort()).toEqual([...SCENARIO_NAMES].sort());
  });

  it.each(SCENARIO_NAMES.map((s) => [s, VISIBLE[s]] as const))('%s sees its entries', async (scenario, expected) => {
    await renderPortal({
      plugins: [header, plugin, toolboxTab],
      handlers: toolboxHandlers,
      scenario,
      route: routeOf(scenario),
    });
    if (expected === null) {
      // Logged out: no tab to attach to.
      await screen.findByText('页面走丢了');
      expect(screen.queryByRole('button', { name: '工具箱快捷入口' })).toBeNull();
      return;
    }
    expect(flyout.entryNames(await flyout.hoverOpen())).toEqual(expected);
  });

  it('lists the five groups of §2.4 in order, leaving out empty ones', async () => {
    await renderPortal({
      plugins: [header, plugin, toolboxTab],
      handlers: toolboxHandlers,
      scenario: 'owner',
      route: '/markets/x',
    });
    expect(flyout.groupNames(await flyout.hoverOpen())).toEqual([
      '账户支持',
      '定向工具',
      '创意辅助',
      '数据辅助',
      '投放辅助',
    ]);
  });

  it('operators without any tool of a group do not see that group', async () => {
    await renderPortal({
      plugins: [header, plugin, toolboxTab],
      handlers: toolboxHandlers,
      scenario: 'operator-ads',
      route: '/markets/x',
    });
    expect(flyout.groupNames(await flyout.hoverOpen())).toEqual(['账户支持', '投放辅助']);
  });

  it('updates the moment the auth tree changes', async () => {
    const { runtime } = await renderPortal({
      plugins: [header, plugin, toolboxTab],
      handlers: toolboxHandlers,
      scenario: 'owner',
      route: '/markets/x',
    });
    const surface = await flyout.hoverOpen();
    expect(flyout.entryNames(surface)).toContain('广告诊断');
    act(() => runtime.session.setAuthTree({ menuTree: [], dataTree: [] }));
    await vi.waitFor(() => expect(flyout.entryNames(surface)).toEqual(['API文档', '修改密码', '工单', '帮助中心']));
  });
});

describe('toolbox flyout: entries of other plugins', () => {
  const extra = definePlugin({
    id: 'outside-tools',
    contributes: [
      ToolboxEntryBlueprint.make({
        group: 'data',
        key: 'attribution',
        label: '归因分析',
        desc: '多触点归因报表',
        tag: '内测',
        url: '/markets/ext/attribution',
        order: 245,
      }),
      ToolboxEntryBlueprint.make({ group: 'delivery', key: 'pilot', label: '试点工具', when: { menu: 99999 } }),
    ],
  });

  it('shows a contributed entry in its group, placed by order, and hides one the user may not see', async () => {
    await renderPortal({
      plugins: [header, plugin, toolboxTab, extra],
      handlers: toolboxHandlers,
      scenario: 'owner',
      route: '/markets/x',
    });
    const names = flyout.entryNames(await flyout.hoverOpen());
    // Built-in orders step by 10: 245 falls between 转化追踪 (240) and 广告诊断 (250).
    expect(names.slice(names.indexOf('线索管理'), names.indexOf('跨渠道看板') + 1)).toEqual([
      '线索管理',
      '转化追踪',
      '归因分析',
      '广告诊断',
      '跨渠道看板',
    ]);
    expect(names).not.toContain('试点工具');
  });
});
