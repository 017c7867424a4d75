import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, fail, http, ok } from '@portico/dev';
import { recordCalls, renderPortal, testServer, type ScenarioName } from '@portico/sdk/testing';
import toolbox from '../../plugin';
import { OPERATION_LOG_API } from '../../api';
import { toolboxHandlers } from '../../dev-api';
import { dayFromToday as day } from '../../dev-days';
import { CREATIVE_FIELD_LABELS, FIELD_LABELS } from './messages';
import { parseOperations } from './parse';

const ROUTE = '/markets/toolbox/OperationLog';

async function open(extra: Parameters<typeof renderPortal>[0]['handlers'] = [], scenario: ScenarioName = 'owner') {
  const list = recordCalls(OPERATION_LOG_API.list);
  const rendered = await renderPortal({
    plugins: [toolbox],
    scenario,
    route: ROUTE,
    handlers: [...(extra ?? []), ...toolboxHandlers],
  });
  return { ...rendered, list };
}
const table = () => screen.findByRole('table', { name: '操作日志列表' });
const bodyRows = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1);
const pager = () => screen.getByRole('navigation', { name: '分页' });

describe('操作日志 (spec §2.2 OperationLog, §9 creative labels)', () => {
  it('asks for the last 7 days, page 1 of 10, and shows who did what, newest first', async () => {
    const { list } = await open();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    expect(list.bodies()[0]).toEqual({
      beginDate: day(-6),
      endDate: day(0),
      objectType: '',
      pageNum: '1',
      pageSize: '10',
    });
    expect(pager()).toHaveTextContent('共 23 条');
    const [first] = await bodyRows();
    const cells = within(first).getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual([
      expect.stringMatching(new RegExp(`^${day(0)} \\d{2}:\\d{2}$`)),
      '张敏',
      '创意',
      '春季新品-信息流竖版视频（ID 880120）',
      '修改',
      '视频封面图：封面图 #5521 → 封面图 #5588竖版结束页背景：背景图 #3102 → 背景图 #3147',
    ]);
    expect(within(cells[5]).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(within(pager()).getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(list.bodies().at(-1)).toMatchObject({ pageNum: '3', pageSize: '10' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(3));
  });

  it('filters by object on the server from page 1, naming every creative field by its §9 label', async () => {
    const { list } = await open();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    await userEvent.click(within(pager()).getByRole('button', { name: '第 2 页' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '操作对象' }), '创意');
    await waitFor(() => expect(list.bodies().at(-1)).toMatchObject({ objectType: '3', pageNum: '1' }));
    await waitFor(async () => expect(await bodyRows()).toHaveLength(8));
    const text = (await table()).textContent ?? '';
    for (const label of Object.values(CREATIVE_FIELD_LABELS)) expect(text).toContain(`${label}：`);
    expect(CREATIVE_FIELD_LABELS).toEqual({
      materialId: '素材ID',
      brandLogoMaterial: '品牌logo素材',
      videoCoverImage: '视频封面图',
      verticalEndPageBackground: '竖版结束页背景',
      storeOuterCreative: '店铺外层创意',
    });
    expect(text).not.toMatch(/未知/);
  });

  it('filters by date: a new range asks again from page 1, a reversed one is said and not asked for', async () => {
    const { list } = await open();
    await waitFor(async () => expect(await bodyRows()).toHaveLength(10));
    fireEvent.change(screen.getByLabelText('开始日期'), { target: { value: day(0) } });
    await waitFor(() =>
      expect(list.bodies().at(-1)).toMatchObject({ beginDate: day(0), endDate: day(0), pageNum: '1' }),
    );
    await waitFor(async () => expect(await bodyRows()).toHaveLength(2));
    const asked = list.bodies().length;
    fireEvent.change(screen.getByLabelText('结束日期'), { target: { value: day(-3) } });
    expect(await screen.findByText('开始日期不能晚于结束日期')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(list.bodies()).toHaveLength(asked);
  });

  it('says 暂无操作记录 for none, and a failure in the table with 重试 that asks again', async () => {
    let failing = true;
    const { list } = await open([
      http.post(apiPath(OPERATION_LOG_API.list), () =>
        failing ? fail(500100, '服务繁忙') : ok({ list: [], total: 0 }),
      ),
    ]);
    expect(await screen.findByText('操作日志加载失败，请稍后重试')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无操作记录')).toBeInTheDocument();
    expect(list.bodies()).toHaveLength(2);
  });

  it('is the agency’s own log for an agency', async () => {
    await open([], 'agency');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(3));
    expect(pager()).toHaveTextContent('共 3 条');
  });
});

describe('parseOperations', () => {
  it('reads rows item by item: skips one without an id, a time or codes; keeps what is valid of the rest', () => {
    const { items, total } = parseOperations({
      list: [
        { logId: 1, operateTime: '2026-11-20 10:00', objectType: 3, operationType: 2, objectId: 7, changes: [] },
        { operateTime: '2026-11-20 10:00', objectType: 3, operationType: 2 },
        { logId: 3, objectType: 3, operationType: 2 },
        { logId: 4, operateTime: '2026-11-20 10:00', objectType: 'x', operationType: 2 },
        {
          logId: '5',
          operateTime: '2026-11-20 09:00',
          operator: 7,
          objectType: '1',
          operationType: 1,
          objectName: null,
          changes: [{ field: 'dayBudget', before: null, after: 2000 }, { before: 'x' }, 'junk'],
        },
      ],
      total: 'many',
    });
    expect(items.map((o) => o.logId)).toEqual(['1', '5']);
    expect(items[1]).toMatchObject({
      operator: '7',
      objectType: 1,
      objectName: '',
      changes: [{ field: 'dayBudget', before: '', after: '2000' }],
    });
    expect(total).toBe(2);
    expect(parseOperations(null)).toEqual({ items: [], total: 0 });
  });
});

describe('the operation log dev API', () => {
  it('labels every field its fixtures change', async () => {
    testServer.use(...toolboxHandlers);
    const fields = new Set<string>();
    for (const scenario of ['owner', 'agency']) {
      const answer = (await (
        await fetch(`http://localhost:3000${OPERATION_LOG_API.list}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8', tk: `dev-${scenario}` },
          body: new URLSearchParams({ pageNum: '1', pageSize: '100' }),
        })
      ).json()) as { data: { list: Array<{ changes: Array<{ field: string }> }> } };
      for (const o of answer.data.list) for (const c of o.changes) fields.add(c.field);
    }
    expect(fields.size).toBeGreaterThan(10);
    expect([...fields].filter((f) => !(f in FIELD_LABELS))).toEqual([]);
  });
});
