import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FORBIDDEN_TITLE, pageTitleAt, renderPortal, type ScenarioName } from '@portico/sdk/testing';
import report from './plugin';
import { ROUTES } from './routes';

const F = FORBIDDEN_TITLE;
// Spec §2.2 routes; §6: operators need ADMIN or ADS_MANAGE for reports; owner pages for owner
// account types, agency pages for agencies and operators; ?agency=true only for the agency side.
const TABLE: Array<[ScenarioName, string, string]> = [
  ['owner', '/markets/report/', '数据概览'],
  ['owner', '/markets/report', '数据概览'],
  ['owner', '/markets/report/?agency=true', '数据概览'],
  ['agency', '/markets/report/?agency=true', '代理商数据概览'],
  ['agency', '/markets/report/', '数据概览'],
  ['operator-ads', '/markets/report/?agency=true', '代理商数据概览'],
  ['operator-admin', '/markets/report/?agency=1', '代理商数据概览'],
  ['operator-finance', '/markets/report/?agency=true', F],
  ['owner', '/markets/report/subaccount/ads', '广告报表'],
  ['sub-owner', '/markets/report/subaccount/games/gamead', '游戏广告报表'],
  ['owner', '/markets/report/subaccount/games/minigame', '小游戏报表'],
  ['old-directed-owner', '/markets/report/subaccount/convertData', '转化数据'],
  ['owner', '/markets/report/subaccount/oPush', 'Push 报表'],
  ['agency', '/markets/report/subaccount/ads', F],
  ['operator-admin', '/markets/report/subaccount/consume', F],
  ['agency', '/markets/report/agency/effect', '客户效果报表'],
  ['agency', '/markets/report/agency/games/realtime', '客户游戏实时数据'],
  ['operator-admin', '/markets/report/agency/operation', '运营报表'],
  ['operator-ads', '/markets/report/agency/consume', '客户消耗报表'],
  ['operator-finance', '/markets/report/agency/effect', F],
  ['owner', '/markets/report/agency/effect', F],
];

describe('report sub-app', () => {
  it('has every report route of spec §2.2', () => {
    const owner = [
      'ads',
      'games/gamead',
      'games/realtime',
      'games/minigame',
      'keyword',
      'consume',
      'analysis',
      'convertData',
      'oPush',
    ].map((p) => `/subaccount/${p}`);
    const agency = ['effect', 'games/gamead', 'games/realtime', 'consume', 'operation'].map((p) => `/agency/${p}`);
    expect(ROUTES.map((r) => r.path).sort()).toEqual(['/', ...owner, ...agency].sort());
  });

  it.each(TABLE)('%s at %s sees %s', async (scenario, route, title) => {
    expect(await pageTitleAt([report], scenario, route)).toBe(title);
  });

  it('describes an owner page under its title, with a breadcrumb back to 数据', async () => {
    await renderPortal({ plugins: [report], scenario: 'owner', route: '/markets/report/subaccount/keyword' });
    expect(await screen.findByRole('heading', { level: 1, name: '关键词报表' })).toBeInTheDocument();
    expect(screen.getByText('查看搜索关键词的展示、点击与平均点击价格。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '数据' })).toHaveAttribute('href', '/markets/report/');
  });

  it('links agency pages back to the agency overview', async () => {
    await renderPortal({ plugins: [report], scenario: 'agency', route: '/markets/report/agency/effect' });
    expect(await screen.findByRole('heading', { level: 1, name: '客户效果报表' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '数据' })).toHaveAttribute('href', '/markets/report/?agency=true');
  });

  it('shows the agency overview with its own description', async () => {
    await renderPortal({ plugins: [report], scenario: 'agency', route: '/markets/report/?agency=true' });
    expect(await screen.findByRole('heading', { level: 1, name: '代理商数据概览' })).toBeInTheDocument();
    expect(screen.getByText('按客户查看名下账户的消耗、展示、点击与转化趋势。')).toBeInTheDocument();
  });
});
