import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, http, ok, SCENARIOS } from '@portico/dev';
import { recordCalls, renderPortal, type ScenarioName } from '@portico/sdk/testing';
import report from './plugin';
import { REPORT_API } from './api';
import { createReportHandlers } from './dev-api';

// uPlot draws on a canvas, which jsdom has not: record what the chart was given instead.
const plotted = vi.hoisted(() => [] as unknown[][]);
vi.mock('uplot', () => ({
  default: class {
    constructor(_opts: unknown, data: unknown[]) {
      plotted.push(data);
    }
    setSize() {}
    destroy() {}
  },
}));

const NOW = new Date(2026, 10, 24, 10, 0, 0);

/** A JSON body the report pages post: its range, and the rest. */
type Wire = { readonly beginDate: string; readonly endDate: string } & Record<string, unknown>;

async function open(route: string, scenario: ScenarioName = 'owner', extra: ReturnType<typeof http.post>[] = []) {
  const list = recordCalls<Wire>(REPORT_API.list);
  const overview = recordCalls<Wire>(REPORT_API.overview);
  const rendered = await renderPortal({
    plugins: [report],
    scenario,
    route,
    handlers: [...extra, ...createReportHandlers()],
  });
  return { ...rendered, list, overview };
}

const table = () => screen.findByRole('table', { name: /明细$/ });
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);

beforeEach(() => {
  plotted.length = 0;
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('report pages: data on the wire', () => {
  it('asks for the last 7 days, page 1 of 10, and pages and sorts on the server', async () => {
    const { list, overview } = await open('/markets/report/subaccount/ads');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    expect(list.bodies()).toEqual([
      { reportType: 'ads', beginDate: '2026-11-18', endDate: '2026-11-24', pageNum: 1, pageSize: 10 },
    ]);
    expect(overview.bodies()).toEqual([{ reportType: 'ads', beginDate: '2026-11-18', endDate: '2026-11-24' }]);
    expect(screen.getByText('共 240 条')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(list.bodies()).toHaveLength(2));
    expect(list.bodies()[1]).toMatchObject({ pageNum: 2, pageSize: 10 });

    // Sorting goes back to page 1 and asks the server for the order.
    await userEvent.click(screen.getByRole('button', { name: '消耗（元）' }));
    await waitFor(() => expect(list.bodies()).toHaveLength(3));
    expect(list.bodies()[2]).toMatchObject({ pageNum: 1, sortField: 'cost', sortOrder: 'asc' });
    await userEvent.click(screen.getByRole('button', { name: '消耗（元）' }));
    await waitFor(() => expect(list.bodies()).toHaveLength(4));
    expect(list.bodies()[3]).toMatchObject({ pageNum: 1, sortField: 'cost', sortOrder: 'desc' });
    // The server's order is what shows: the first row costs the most.
    await waitFor(async () => {
      const costs = (await bodyRows()).map((r) =>
        Number(within(r).getAllByRole('cell')[2].textContent!.replace(/,/g, '')),
      );
      expect(costs).toEqual([...costs].sort((a, b) => b - a));
    });
  });

  it('a new range goes back to page 1 and asks for it; a reversed range is refused beside the field', async () => {
    const { list, overview } = await open('/markets/report/subaccount/keyword');
    await waitFor(() => expect(list.bodies()).toHaveLength(1));
    await userEvent.click(await screen.findByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(list.bodies()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: '近30天' }));
    await waitFor(() => expect(list.bodies()).toHaveLength(3));
    expect(list.bodies()[2]).toMatchObject({ beginDate: '2026-10-26', endDate: '2026-11-24', pageNum: 1 });
    expect(overview.bodies().at(-1)).toMatchObject({ beginDate: '2026-10-26', endDate: '2026-11-24' });
    expect(screen.getByRole('button', { name: '近30天' })).toHaveAttribute('aria-pressed', 'true');

    const begin = screen.getByLabelText('开始日期');
    await userEvent.clear(begin);
    await userEvent.type(begin, '2026-11-30');
    expect(await screen.findByText('开始日期不能晚于结束日期')).toBeInTheDocument();
    expect(list.bodies().every((c) => c.beginDate <= c.endDate)).toBe(true);
  });

  it('shows the summary and the trend through the §9 formatters, with the trend as text too', async () => {
    const answer = http.post(apiPath(REPORT_API.overview), () =>
      ok({
        summary: { cost: 123456789, show: 123456789, click: 4321, ctr: 0.0347, convert: '很多', convertCost: 2899 },
        trend: [
          { date: '2026-11-23', cost: 500000, convert: 12 },
          { date: '2026-11-24', cost: 'x', convert: 9 },
          { date: 'not a date', cost: 1, convert: 1 },
        ],
      }),
    );
    await open('/markets/report/subaccount/consume', 'owner', [answer]);
    const tiles = within(await screen.findByLabelText('汇总'));
    await waitFor(() => expect(tiles.getByText('1,234,567.89')).toBeInTheDocument());
    expect(tiles.getByText('1.23亿')).toBeInTheDocument();
    expect(tiles.getByText('3.47%')).toBeInTheDocument();
    expect(tiles.getByText('28.99')).toBeInTheDocument();
    // 转化数 was not a number: the formatters' empty value.
    expect(within(tiles.getByText('转化数').closest('div')!).getByText('-')).toBeInTheDocument();

    const trend = screen.getByRole('table', { name: '每日消耗与转化' });
    const rows = within(trend).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['2026-11-235,000.0012', '2026-11-24-9']);
    expect(screen.getByText(/2026-11-18 至 2026-11-24 每日消耗/)).toBeInTheDocument();
    await waitFor(() =>
      expect(plotted.at(-1)).toEqual([
        [0, 1],
        [5000, null],
        [12, 9],
      ]),
    );
  });

  it('skips rows of the wrong shape, shows bad numbers as -, and 暂无数据 for an empty page', async () => {
    const rows = http.post(apiPath(REPORT_API.list), () =>
      ok({
        items: [
          { planName: '好计划', groupName: '定向组', cost: 12345, show: 'NaN', click: 10 },
          { planName: 42, groupName: null, cost: 1 },
          'not a row',
          { planName: '缺组名', cost: 1 },
        ],
        totalCount: 'many',
      }),
    );
    await open('/markets/report/subaccount/ads', 'owner', [rows]);
    await waitFor(async () => expect(await bodyRows()).toHaveLength(1));
    const cells = within((await bodyRows())[0]).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('好计划');
    expect(cells[2]).toHaveTextContent('123.45');
    expect(cells[3]).toHaveTextContent('-');
    expect(screen.getByText('共 1 条')).toBeInTheDocument();
  });

  it('says 暂无数据 when the range has no rows', async () => {
    const empty = http.post(apiPath(REPORT_API.list), () => ok({ items: [], totalCount: 0 }));
    await open('/markets/report/subaccount/oPush', 'owner', [empty]);
    expect(await within(await table()).findByText('暂无数据')).toBeInTheDocument();
  });
});

describe('report pages: side navigation (spec §6)', () => {
  it('an owner sees the owner reports, the current one marked', async () => {
    await open('/markets/report/subaccount/keyword');
    const nav = await screen.findByRole('navigation', { name: '报表导航' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      '数据概览',
      '广告报表',
      '游戏广告报表',
      '游戏实时数据',
      '小游戏报表',
      '关键词报表',
      '消耗报表',
      '投放分析',
      '转化数据',
      'Push 报表',
    ]);
    expect(within(nav).getByRole('link', { name: '关键词报表' })).toHaveAttribute('aria-current', 'page');
  });

  it.each<[ScenarioName]>([['agency'], ['operator-ads']])(
    '%s sees the agency reports on the agency overview',
    async (who) => {
      const { list } = await open('/markets/report/?agency=true', who);
      const nav = await screen.findByRole('navigation', { name: '报表导航' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((l) => l.textContent),
      ).toEqual(['代理商数据概览', '客户效果报表', '客户游戏广告报表', '客户游戏实时数据', '客户消耗报表', '运营报表']);
      await waitFor(() => expect(list.bodies()[0]).toMatchObject({ reportType: 'agencyOverview' }));
    },
  );
});

describe('report pages: column widths (spec §9: stored locally per route and column)', () => {
  const OWNER_ID = SCENARIOS.owner.info!.ownerId;
  const key = (route: string) => `portico:${OWNER_ID}:report:column-widths:${route}`;
  const planName = () => screen.findByRole('separator', { name: '调整列宽：计划名称' });
  beforeEach(() => localStorage.clear());

  it('keeps a resized width for its report route only, after a reload', async () => {
    const first = await open('/markets/report/subaccount/ads');
    expect(await planName()).toHaveAttribute('aria-valuenow', '200');
    fireEvent.keyDown(await planName(), { key: 'ArrowRight' });
    fireEvent.keyDown(await planName(), { key: 'ArrowRight' });
    expect(await planName()).toHaveAttribute('aria-valuenow', '220');
    expect(JSON.parse(localStorage.getItem(key('/markets/report/subaccount/ads'))!)).toEqual({ planName: 220 });
    first.unmount();
    // Another report shows the same column at its own (default) width.
    const other = await open('/markets/report/subaccount/keyword');
    expect(await planName()).toHaveAttribute('aria-valuenow', '200');
    other.unmount();
    await open('/markets/report/subaccount/ads');
    expect(await planName()).toHaveAttribute('aria-valuenow', '220');
  });
});
