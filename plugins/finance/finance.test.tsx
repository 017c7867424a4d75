import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, http, ok } from '@portico/dev';
import { formatPrice } from '@portico/ads';
import { FORBIDDEN_TITLE, recordCalls, renderPortal, SCENARIOS, type ScenarioName } from '@portico/sdk/testing';
import finance from './plugin';
import { FINANCE_API } from './api';
import { createFinanceHandlers } from './dev-api';
import { agencyFigures, ownerFigures } from './dev-fixtures';

/** A JSON body the finance pages post. */
type Wire = Record<string, unknown>;

async function open(route: string, scenario: ScenarioName = 'owner', extra: ReturnType<typeof http.post>[] = []) {
  return renderPortal({ plugins: [finance], scenario, route, handlers: [...extra, ...createFinanceHandlers()] });
}

const ownerId = (s: ScenarioName) => SCENARIOS[s].info!.ownerId;
const tile = (label: string) => within(screen.getByLabelText('账户资金')).getByText(label).closest('div')!;

describe('finance gates per scenario (spec §6: menus 129/130, operators RECHARGE/TRANSFER/ADMIN)', () => {
  it('an owner sees the balances through the price formatter and the owner pages', async () => {
    await open('/markets/finance/home/');
    const f = ownerFigures(ownerId('owner'));
    await waitFor(() => expect(tile('账户余额（元）')).toHaveTextContent(formatPrice(f.balance)));
    expect(tile('今日消耗（元）')).toHaveTextContent(formatPrice(f.todayCost));
    expect(screen.getByRole('link', { name: '账户充值' })).toHaveAttribute('href', '/markets/finance/recharge');
    // The latest 5 recharges, newest first.
    const recent = await screen.findByRole('table', { name: '近期充值' });
    await waitFor(() => expect(within(recent).getAllByRole('row')).toHaveLength(6));
    expect(within(recent).getAllByRole('row')[1]).toHaveTextContent('处理中');
  });

  it.each<[ScenarioName]>([['agency'], ['operator-finance'], ['operator-admin']])(
    '%s sees the agency overview with the agency pages',
    async (who) => {
      await open('/markets/finance/home/?agency=true', who);
      expect(await screen.findByRole('heading', { level: 1, name: '代理商财务' })).toBeInTheDocument();
      const id = SCENARIOS[who].info!.loginType === 5 ? null : ownerId(who);
      if (id)
        await waitFor(() => expect(tile('账户余额（元）')).toHaveTextContent(formatPrice(agencyFigures(id).balance)));
      expect(screen.getByRole('link', { name: '为客户充值' })).toHaveAttribute(
        'href',
        '/markets/finance/agencyRecharge',
      );
    },
  );

  it.each<[ScenarioName, string]>([
    ['operator-ads', '/markets/finance/home/?agency=true'],
    ['operator-ads', '/markets/finance/agencyRecord'],
    ['agency', '/markets/finance/recharge'],
    ['owner', '/markets/finance/agencyRecharge'],
  ])('%s at %s gets the no-permission page and no finance call', async (who, route) => {
    const overview = recordCalls<Wire>(FINANCE_API.agencyOverview);
    const records = recordCalls<Wire>(FINANCE_API.records);
    await open(route, who);
    expect(await screen.findByRole('heading', { level: 1, name: FORBIDDEN_TITLE })).toBeInTheDocument();
    expect(overview.bodies()).toHaveLength(0);
    expect(records.bodies()).toHaveLength(0);
  });
});

describe('finance lists', () => {
  it('records are paged on the server: page 2 asks for page 2 of 10', async () => {
    const records = recordCalls<Wire>(FINANCE_API.records);
    await open('/markets/finance/record', 'owner');
    const table = await screen.findByRole('table', { name: '充值记录列表' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
    expect(records.bodies()[0]).toEqual({ side: 'owner', pageNum: 1, pageSize: 10 });
    expect(screen.getByText('共 137 条')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(records.bodies()).toHaveLength(2));
    expect(records.bodies()[1]).toEqual({ side: 'owner', pageNum: 2, pageSize: 10 });
  });

  it('records filter by date (both days included) from page 1; a day missing or reversed asks for nothing', async () => {
    const records = recordCalls<Wire>(FINANCE_API.records);
    await open('/markets/finance/record', 'owner');
    const table = await screen.findByRole('table', { name: '充值记录列表' });
    const rows = () => within(table).getAllByRole('row').slice(1);
    await waitFor(() => expect(rows()).toHaveLength(10));
    const day = within(rows()[0]!).getAllByRole('cell')[0]!.textContent!.slice(0, 10);
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(records.bodies()).toHaveLength(2));
    const begin = screen.getByLabelText('开始日期');
    const end = screen.getByLabelText('结束日期');

    fireEvent.change(begin, { target: { value: day } });
    expect(await screen.findByText('请选择开始日期和结束日期')).toBeInTheDocument();
    fireEvent.change(end, { target: { value: day } });
    await waitFor(() => expect(records.bodies()).toHaveLength(3));
    expect(records.bodies()[2]).toEqual({ side: 'owner', beginDate: day, endDate: day, pageNum: 1, pageSize: 10 });
    await waitFor(() => expect(screen.queryByText('共 137 条')).not.toBeInTheDocument());
    expect(rows().length).toBeGreaterThan(0);
    for (const row of rows()) expect(within(row).getAllByRole('cell')[0]).toHaveTextContent(new RegExp(`^${day}`));

    const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    fireEvent.change(begin, { target: { value: next } });
    expect(await screen.findByText('开始日期不能晚于结束日期')).toBeInTheDocument();
    // The reversed range is not asked for, nor does the list fall back to every day meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(records.bodies()).toHaveLength(3);
    fireEvent.change(begin, { target: { value: '' } });
    fireEvent.change(end, { target: { value: '' } });
    await waitFor(() => expect(records.bodies()).toHaveLength(4));
    expect(records.bodies()[3]).toEqual({ side: 'owner', pageNum: 1, pageSize: 10 });
    expect(await screen.findByText('共 137 条')).toBeInTheDocument();
  });

  it('skips rows of the wrong shape; unknown values show 未知 with the value; bad money shows -', async () => {
    const answer = http.post(apiPath(FINANCE_API.flows), () =>
      ok({
        items: [
          { flowId: 1, date: '2026-11-24', type: 1, income: 0, expense: 123456, balance: 'x' },
          { flowId: 2, date: '2026-11-23', type: 9, income: 500, expense: 0, balance: 100 },
          { flowId: null, date: '2026-11-22', type: 1 },
          { flowId: 4, date: 20261121 },
        ],
        totalCount: 2,
      }),
    );
    await open('/markets/finance/flow', 'owner', [answer]);
    const table = await screen.findByRole('table', { name: '资金流水列表' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(first).toHaveTextContent('广告消耗');
    expect(first).toHaveTextContent('1,234.56');
    expect(within(first).getAllByRole('cell').at(-1)).toHaveTextContent('-');
    expect(second).toHaveTextContent('未知（9）');
  });
});

describe('recharge', () => {
  it('checks the amount before sending; a valid one is sent in cents with the method', async () => {
    const recharge = recordCalls<Wire>(FINANCE_API.recharge);
    await open('/markets/finance/recharge', 'owner');
    const amount = await screen.findByRole('textbox', { name: /充值金额/ });
    const submit = screen.getByRole('button', { name: '提交充值' });
    await userEvent.click(submit);
    expect(await screen.findByText('请输入金额')).toBeInTheDocument();
    for (const bad of ['abc', '0', '1.234', '-5']) {
      await userEvent.clear(amount);
      await userEvent.type(amount, bad);
      await userEvent.click(submit);
      expect(await screen.findByText('请输入大于 0 的金额，最多两位小数')).toBeInTheDocument();
    }
    await userEvent.clear(amount);
    await userEvent.type(amount, '10000000.01');
    await userEvent.click(submit);
    expect(await screen.findByText('金额不能超过 10,000,000.00 元')).toBeInTheDocument();
    expect(recharge.bodies()).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '1234.5');
    await userEvent.click(screen.getByRole('radio', { name: '对公转账' }));
    await userEvent.click(submit);
    expect(await screen.findByText('已提交充值 1,234.50 元，到账后可在充值记录中查看')).toBeInTheDocument();
    expect(recharge.bodies()).toEqual([{ amount: 123450, payType: 2 }]);
    expect(amount).toHaveValue('');
  });

  it('a refusal from the server shows its reason and keeps the input', async () => {
    await open('/markets/finance/recharge');
    const amount = await screen.findByRole('textbox', { name: /充值金额/ });
    await userEvent.type(amount, '600000');
    await userEvent.click(screen.getByRole('button', { name: '提交充值' }));
    expect(await screen.findByText('超出单笔充值限额（50 万元），请分笔充值或联系客服')).toBeInTheDocument();
    expect(amount).toHaveValue('600000');
  });

  it('an agency moves money to a client it picks, never more than its balance', async () => {
    const transfer = recordCalls<Wire>(FINANCE_API.transfer);
    await open('/markets/finance/agencyRecharge', 'agency');
    const balance = agencyFigures(ownerId('agency')).balance;
    expect(await screen.findByText(`代理商账户可用余额：${formatPrice(balance)} 元`)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: '确认转账' });
    const amount = screen.getByRole('textbox', { name: /转账金额/ });
    await userEvent.type(amount, String(balance / 100 + 1));
    await userEvent.click(submit);
    expect(await screen.findByText('请选择收款客户')).toBeInTheDocument();
    expect(screen.getByText(`转账金额不能超过代理商账户余额 ${formatPrice(balance)} 元`)).toBeInTheDocument();
    expect(transfer.bodies()).toHaveLength(0);

    const client = screen.getByRole('combobox', { name: /收款客户/ });
    await waitFor(() => expect(within(client).getAllByRole('option').length).toBeGreaterThan(30));
    await userEvent.selectOptions(client, '成都青禾文化传媒有限公司');
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    await userEvent.click(submit);
    expect(await screen.findByText('已向 成都青禾文化传媒有限公司 转账 5,000.00 元')).toBeInTheDocument();
    expect(transfer.bodies()).toEqual([{ clientId: 200002, amount: 500000 }]);
    expect(await screen.findByText(`代理商账户可用余额：${formatPrice(balance - 500000)} 元`)).toBeInTheDocument();
  });
});
