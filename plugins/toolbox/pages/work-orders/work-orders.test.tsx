import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, http, ok } from '@portico/dev';
import { definePlugin, eventBusRef } from '@portico/sdk';
import { recordCalls, renderPortal } from '@portico/sdk/testing';
import toolbox from '../../plugin';
import { dayFromToday as day } from '../../dev-days';
import helpAssistant from '../../../help-assistant/plugin';
import { helpHandlers } from '../../../help-assistant/dev-api';
import { toolboxHandlers } from '../../dev-api';
import { statusesOf, statusOf, WORK_ORDER_STATUSES } from '../../work-orders';
import { optionsSchema } from '../../options';

const LIST = '/v3/communal/ticket/list';
const COUNT = '/v3/communal/ticket/count';
const ROUTE = '/markets/toolbox/workOrderManage';

async function open(options: Record<string, unknown> = {}, extra: Parameters<typeof renderPortal>[0]['handlers'] = []) {
  const list = recordCalls(LIST);
  const count = recordCalls(COUNT);
  const rendered = await renderPortal({
    plugins: [toolbox],
    scenario: 'owner',
    route: ROUTE,
    options: { toolbox: options },
    handlers: [...(extra ?? []), ...toolboxHandlers],
  });
  return { ...rendered, list, count };
}
const table = () => screen.findByRole('table', { name: '工单列表' });
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
const statusCells = async () => (await bodyRows()).map((r) => within(r).getAllByRole('cell')[3].textContent);

describe('work-order status schemes (spec §3)', () => {
  it('maps both schemes in one table', () => {
    expect(statusesOf('old')).toEqual([
      { key: 'toAssign', code: 0 },
      { key: 'toHandle', code: 1 },
      { key: 'toConfirm', code: 2 },
      { key: 'toReply', code: 3 },
      { key: 'done', code: 5 },
    ]);
    expect(statusesOf('new')).toEqual([
      { key: 'toHandle', code: 0 },
      { key: 'processing', code: 1 },
      { key: 'toConfirm', code: 2 },
      { key: 'done', code: 3 },
      { key: 'closed', code: 4 },
    ]);
    expect(statusOf('old', 3)).toBe('toReply');
    expect(statusOf('new', 3)).toBe('done');
    expect(statusOf('old', 4)).toBeNull();
    expect(statusOf('new', 5)).toBeNull();
    // Each meaning appears once.
    expect(new Set(WORK_ORDER_STATUSES.map((r) => r.key)).size).toBe(WORK_ORDER_STATUSES.length);
  });

  it('validates the option: new by default, old allowed, anything else named', () => {
    expect(optionsSchema.safeParse(undefined)).toEqual({ success: true, data: { workOrderScheme: 'new', links: {} } });
    expect(optionsSchema.safeParse({ workOrderScheme: 'old' })).toMatchObject({ data: { workOrderScheme: 'old' } });
    const bad = optionsSchema.safeParse({ workOrderScheme: 'v2', links: { nope: '/x', apiKey: 'javascript:1' } });
    expect(bad.success).toBe(false);
    if (!bad.success)
      expect(bad.error.issues.map((i) => i.path.join('.'))).toEqual(['workOrderScheme', 'links.nope', 'links.apiKey']);
  });
});

describe('工单管理', () => {
  // The help assistant remembers the progress seen per owner in local storage.
  beforeEach(() => localStorage.clear());

  it('lists the last 30 days of all statuses, counts those to confirm silently, and pages with pageNum', async () => {
    const { list, count } = await open();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    expect(list.bodies()[0]).toEqual({
      beginTime: day(-29),
      endTime: day(0),
      loginType: '4',
      status: '',
      pageNum: '1',
      pageSize: '10',
    });
    expect(count.bodies()[0]).toEqual({ beginTime: day(-29), endTime: day(0), loginType: '4', status: '2' });
    expect(await screen.findByText(/您有 3 个工单待确认/)).toBeInTheDocument();
    expect(screen.getByText('共 15 条')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(5));
    expect(list.bodies().at(-1)).toMatchObject({ pageNum: '2' });
  });

  it('sends the chosen status (the to-be-confirmed option among them) and reads the new scheme by default', async () => {
    const { list } = await open();
    await bodyRows();
    const select = screen.getByRole('combobox', { name: '工单状态' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['全部', '待处理', '处理中', '待确认', '已完成', '已关闭']);
    await userEvent.selectOptions(select, '待确认');
    await waitFor(() => expect(list.bodies().at(-1)).toMatchObject({ status: '2', pageNum: '1' }));
    await waitFor(async () => expect(await statusCells()).toEqual(['待确认', '待确认', '待确认']));
    await userEvent.selectOptions(select, '已完成');
    await waitFor(() => expect(list.bodies().at(-1)).toMatchObject({ status: '3' }));
    await waitFor(async () => expect(new Set(await statusCells())).toEqual(new Set(['已完成'])));
  });

  it('with workOrderScheme old, offers and reads the old codes', async () => {
    const rowsOf = (statuses: number[]) =>
      ok({ list: statuses.map((status, i) => ({ ticketId: i + 1, title: `工单${i + 1}`, status })), total: 5 });
    const { list } = await open({ workOrderScheme: 'old' }, [http.post(apiPath(LIST), () => rowsOf([0, 1, 2, 3, 5]))]);
    await waitFor(async () => expect(await statusCells()).toEqual(['待分配', '待处理', '待确认', '待回复', '已完成']));
    const select = screen.getByRole('combobox', { name: '工单状态' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['全部', '待分配', '待处理', '待确认', '待回复', '已完成']);
    await userEvent.selectOptions(select, '待回复');
    await waitFor(() => expect(list.bodies().at(-1)).toMatchObject({ status: '3' }));
  });

  it('skips wrong-typed rows one by one, and shows 暂无数据 for none', async () => {
    let answer: unknown = {
      list: [
        { ticketId: 1, title: '好工单', status: 0, createTime: '2026-11-20 10:00' },
        { ticketId: 2, title: null, status: 1 },
        { ticketId: 3, title: '状态不对', status: 'x' },
        null,
        { title: '没有编号', status: 1 },
        { ticketId: '4', title: '字符串编号', status: '3', category: 7 },
      ],
      total: 6,
    };
    await open({}, [http.post(apiPath(LIST), () => ok(answer))]);
    await waitFor(async () =>
      expect((await bodyRows()).map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual([
        '好工单',
        '字符串编号',
      ]),
    );
    answer = { list: [], total: 0 };
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '工单状态' }), '已关闭');
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
  });

  it('says work-orders:seen on the event bus when it opens (the help assistant clears its badge)', async () => {
    const seen = vi.fn();
    // A listener from the start, as the help assistant is.
    const listener = definePlugin({
      id: 'listener',
      requires: [eventBusRef],
      activate: (_ctx, events) => events.on('work-orders:seen', seen),
    });
    await renderPortal({ plugins: [toolbox, listener], scenario: 'owner', route: ROUTE, handlers: toolboxHandlers });
    await bodyRows();
    expect(seen).toHaveBeenCalledWith({ source: 'toolbox' });
  });

  it("opened directly, it clears the help assistant's badge (the entry arrives later and still counts it)", async () => {
    await renderPortal({
      plugins: [toolbox, helpAssistant],
      scenario: 'owner',
      route: ROUTE,
      handlers: [...toolboxHandlers, ...helpHandlers],
    });
    await bodyRows();
    await screen.findByTestId('help-entry');
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryByText('您提交的工单有新进度')).toBeNull();
  });

  it('elsewhere the help assistant shows its badge', async () => {
    await renderPortal({
      plugins: [toolbox, helpAssistant],
      scenario: 'owner',
      route: '/markets/toolbox/wordPackage',
      handlers: [...toolboxHandlers, ...helpHandlers],
    });
    expect(await screen.findByText('您提交的工单有新进度')).toBeInTheDocument();
  });

  it('does not say work-orders:seen on other toolbox pages', async () => {
    const seen = vi.fn();
    const listener = definePlugin({
      id: 'listener',
      requires: [eventBusRef],
      activate: (_ctx, events) => events.on('work-orders:seen', seen),
    });
    await renderPortal({ plugins: [toolbox, listener], scenario: 'owner', route: '/markets/toolbox/wordPackage' });
    expect(await screen.findByText('该工具暂未开放')).toBeInTheDocument();
    expect(seen).not.toHaveBeenCalled();
  });
});
