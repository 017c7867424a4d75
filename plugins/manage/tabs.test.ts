import { describe, expect, it } from 'vitest';
import finance from '../finance/plugin';
import { WHEN as FINANCE } from '../finance/routes';
import manage from './plugin';
import report from '../report/plugin';
import { WHEN as REPORT } from '../report/routes';
import toolbox from '../toolbox/plugin';
import { WHEN as TOOLBOX } from '../toolbox/routes';
import { ACCOUNT_MANAGE_WHEN, AGENCY_HOME_WHEN } from './routes';

/** The gate of a plugin's page and of its tab with that name. */
const gates = (plugin: Pick<typeof manage, 'contributes'>, path: string, tab: string) => ({
  page: plugin.contributes?.find((c) => c.kind === 'route' && c.path === path)?.when,
  tab: plugin.contributes?.find((c) => c.kind === 'header-tab' && c.name === tab)?.when,
});

// §6 gates live with the page they guard: a sub-app's tab takes the very object that gates the
// page it opens (or composes it with a header-only rule of §2.3), never a copy of its role list.
describe('sub-app tabs take their gate from their pages', () => {
  it('manage: agency home and account pages', () => {
    expect(gates(manage, '/markets/manage/agency/home', 'agency-home')).toEqual({
      page: AGENCY_HOME_WHEN,
      tab: AGENCY_HOME_WHEN,
    });
    expect(gates(manage, '/markets/manage/agency/home', 'agency-home').tab).toBe(AGENCY_HOME_WHEN);
    expect(gates(manage, '/markets/manage/agency/AccountManage', 'agency-account').tab).toBe(ACCOUNT_MANAGE_WHEN);
    expect(gates(manage, '/markets/manage/agency/AccountManage', 'agency-account').page).toBe(ACCOUNT_MANAGE_WHEN);
  });

  it('report and finance: the agency-side and owner gates', () => {
    expect(gates(report, '/markets/report/agency/effect', 'agency-data')).toEqual({
      page: REPORT.agencySide,
      tab: REPORT.agencySide,
    });
    expect(gates(report, '/markets/report/subaccount/ads', 'owner-data').tab).toEqual({
      all: [REPORT.owner, { pushUser: false }],
    });
    expect(gates(finance, '/markets/finance/agencyRecharge', 'agency-finance').tab).toBe(FINANCE.agencySide);
    expect(gates(finance, '/markets/finance/recharge', 'owner-finance').tab).toBe(FINANCE.owner);
  });

  it('toolbox: the home page gate is the 工具箱 tab gate', () => {
    const { page, tab } = gates(toolbox, '/markets/toolbox/Home', 'owner-toolbox');
    expect(page).toBe(TOOLBOX.toolbox);
    expect(tab).toEqual({ all: [TOOLBOX.toolbox, { accountType: 'owner' }] });
  });
});
