import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { apiPath, http, ok } from '@portico/dev';
import { FORBIDDEN_TITLE, pageTitleAt, renderPortal, SCENARIOS, type ScenarioName } from '@portico/sdk/testing';
import finance from './plugin';
import { ROUTES } from './routes';

const F = FORBIDDEN_TITLE;
// Spec §2.2 finance routes; §6: operators need ADMIN, RECHARGE or TRANSFER; owner pages for owner
// account types, agency pages for agencies and operators; ?agency=true only for the agency side.
const TABLE: Array<[ScenarioName, string, string]> = [
  ['owner', '/markets/finance/', '财务概览'],
  ['owner', '/markets/finance/home/', '财务概览'],
  ['owner', '/markets/finance/home/?agency=true', '财务概览'],
  ['push-user', '/markets/finance/home/', '财务概览'],
  ['agency', '/markets/finance/home/?agency=true', '代理商财务'],
  ['agency', '/markets/finance/?agency=true', '代理商财务'],
  ['operator-finance', '/markets/finance/home/?agency=true', '代理商财务'],
  ['operator-ads', '/markets/finance/home/?agency=true', F],
  ['owner', '/markets/finance/recharge', '账户充值'],
  ['owner', '/markets/finance/record', '充值记录'],
  ['sub-owner', '/markets/finance/flow', '资金流水'],
  ['agency', '/markets/finance/recharge', F],
  ['operator-admin', '/markets/finance/flow', F],
  ['owner', '/markets/finance/agencyRecharge', F],
  ['agency', '/markets/finance/agencyRecharge', '代理商充值'],
  ['agency', '/markets/finance/home/subclient', '客户财务'],
  ['operator-finance', '/markets/finance/agencyFlow', '代理商资金流水'],
  ['operator-admin', '/markets/finance/agencyRecord', '代理商充值记录'],
  ['operator-ads', '/markets/finance/agencyRecord', F],
];

describe('finance sub-app', () => {
  it('has every finance route of spec §2.2', () => {
    expect(ROUTES.map((r) => r.path).sort()).toEqual(
      [
        '/',
        '/home',
        '/home/subclient',
        '/agencyRecharge',
        '/agencyRecord',
        '/agencyFlow',
        '/recharge',
        '/record',
        '/flow',
      ].sort(),
    );
  });

  it.each(TABLE)('%s at %s sees %s', async (scenario, route, title) => {
    expect(await pageTitleAt([finance], scenario, route)).toBe(title);
  });

  it('links owner pages back to the owner overview and agency pages to the agency one', async () => {
    const first = await renderPortal({ plugins: [finance], scenario: 'owner', route: '/markets/finance/recharge' });
    expect(await screen.findByText('选择充值方式为广告账户充值。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '财务' })).toHaveAttribute('href', '/markets/finance/home/');
    first.unmount();
    await renderPortal({ plugins: [finance], scenario: 'agency', route: '/markets/finance/agencyRecharge' });
    expect(await screen.findByText('从代理商账户向名下客户账户转账充值。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '财务' })).toHaveAttribute('href', '/markets/finance/home/?agency=true');
  });

  // Spec §6: menu ids 129 and 130 give finance rights, either one.
  it.each<[ScenarioName, string, readonly number[], string]>([
    ['owner', '/markets/finance/recharge', [], F],
    ['owner', '/markets/finance/home/', [], F],
    ['owner', '/markets/finance/recharge', [130], '账户充值'],
    ['agency', '/markets/finance/agencyRecharge', [], F],
    ['agency', '/markets/finance/agencyRecharge', [129], '代理商充值'],
  ])('%s at %s with finance menus %j sees %s', async (scenario, route, financeMenus, title) => {
    const menuTree = [...SCENARIOS[scenario].menuTree.filter((m) => m !== 129 && m !== 130), ...financeMenus];
    await renderPortal({
      plugins: [finance],
      scenario,
      route,
      handlers: [http.post(apiPath('/v2/communal/auth/query'), () => ok({ menuTree, dataTree: [] }))],
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(title);
  });
});
