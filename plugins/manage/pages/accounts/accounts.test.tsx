import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, http, ok } from '@portico/dev';
import { FORBIDDEN_TITLE, pageTitleAt, recordCalls, renderPortal, type ScenarioName } from '@portico/sdk/testing';
import { ACCOUNT_API } from '../../api';
import { manageHandlers } from '../../dev-api';
import manage from '../../plugin';
import { roleLabels } from '../../roles';

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

async function openTable(scenario: ScenarioName, route: string, name: string) {
  await renderPortal({ plugins: [manage], scenario, route, handlers: manageHandlers });
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(bodyRows(table)).toHaveLength(10));
  return table;
}

describe('client table', () => {
  it('asks page 1 of 10 first, then the next page, a search and a sort — each on the wire', async () => {
    const wire = recordCalls(ACCOUNT_API.clientList);
    const user = userEvent.setup();
    const table = await openTable('agency', '/markets/manage/agency/ClientManage?agency=true', '客户列表');
    expect(wire.bodies()[0]).toEqual({ pageNum: '1', pageSize: '10' });
    expect(screen.getByText('共 236 条')).toBeInTheDocument();
    // Money through the price formatter.
    expect(within(bodyRows(table)[0]!).getAllByRole('cell')[3]!.textContent).toMatch(/^[\d,]+\.\d\d$/);

    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(wire.bodies().at(-1)).toEqual({ pageNum: '2', pageSize: '10' }));

    await user.type(screen.getByRole('searchbox', { name: '客户名称或客户ID' }), '杭州');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(wire.bodies().at(-1)).toEqual({ pageNum: '1', pageSize: '10', keyword: '杭州' }));
    await waitFor(() => expect(bodyRows(table).every((r) => r.textContent?.includes('杭州'))).toBe(true));

    await user.click(within(table).getByRole('button', { name: '余额（元）' }));
    await waitFor(() =>
      expect(wire.bodies().at(-1)).toEqual({
        pageNum: '1',
        pageSize: '10',
        keyword: '杭州',
        sortField: 'balance',
        sortOrder: 'asc',
      }),
    );
  });

  it('shows 未知 with the raw value for an unknown status, and skips broken rows item by item', async () => {
    const rows = [
      { ownerId: 1, ownerName: '甲公司', status: 7, balance: 'x', todayCost: 100, yesterdayCost: null },
      { ownerId: 'bad', ownerName: '乙公司' },
      { ownerId: 2, ownerName: 3 },
    ];
    await renderPortal({
      plugins: [manage],
      scenario: 'agency',
      route: '/markets/manage/agency/ClientManage',
      handlers: [http.post(apiPath(ACCOUNT_API.clientList), () => ok({ list: rows, total: 'many' }))],
    });
    const table = await screen.findByRole('table', { name: '客户列表' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(1));
    const cells = within(bodyRows(table)[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 6)).toEqual(['甲公司', '1', '未知（7）', '-', '1.00', '-']);
  });

  it('says 暂无数据 for an empty list', async () => {
    await renderPortal({
      plugins: [manage],
      scenario: 'agency',
      route: '/markets/manage/agency/ClientManage',
      handlers: [http.post(apiPath(ACCOUNT_API.clientList), () => ok({ list: [], total: 0 }))],
    });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });
});

describe('operator table', () => {
  it('names each role in Chinese (spec §3)', async () => {
    const wire = recordCalls(ACCOUNT_API.operatorList);
    const table = await openTable('operator-admin', '/markets/manage/agency/OperatorManage', '运营人员列表');
    expect(wire.bodies()[0]).toEqual({ pageNum: '1', pageSize: '10' });
    const byName = (name: string) =>
      within(bodyRows(table).find((r) => r.textContent?.startsWith(name))!).getAllByRole('cell')[2]!.textContent;
    expect(byName('王晓明')).toBe('管理员');
    expect(byName('李娜')).toBe('广告管理');
    expect(byName('张伟')).toBe('充值、转账');
    expect(byName('刘洋')).toBe('客户管理');
    expect(byName('陈静')).toBe('运营人员管理');
  });

  it('keeps the spec §3 role table: 1–6 in order, anything else 未知 with its value', () => {
    expect(roleLabels([1, 2, 3, 4, 5, 6, 9, '3', null])).toEqual([
      '管理员',
      '广告管理',
      '充值',
      '转账',
      '客户管理',
      '运营人员管理',
      '未知（9）',
      '充值',
      '-',
    ]);
  });
});

describe('account management', () => {
  it('switches between the client and operator tables', async () => {
    const user = userEvent.setup();
    await renderPortal({
      plugins: [manage],
      scenario: 'agency',
      route: '/markets/manage/agency/AccountManage?agency=true',
      handlers: manageHandlers,
    });
    expect(await screen.findByRole('table', { name: '客户列表' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '运营人员' }));
    expect(await screen.findByRole('table', { name: '运营人员列表' })).toBeInTheDocument();
  });

  it.each<[ScenarioName, string, string]>([
    ['agency', '/markets/manage/agency/OperatorManage', '运营人员管理'],
    ['operator-admin', '/markets/manage/agency/ClientManage', '客户管理'],
    ['operator-ads', '/markets/manage/agency/ClientManage', FORBIDDEN_TITLE],
    ['owner', '/markets/manage/agency/AccountManage', FORBIDDEN_TITLE],
  ])('§6 gate: %s at %s sees %s', async (scenario, route, title) => {
    expect(await pageTitleAt([manage], scenario, route)).toBe(title);
  });
});
