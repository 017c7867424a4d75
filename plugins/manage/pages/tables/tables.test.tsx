import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, fail, http, ok, SCENARIOS } from '@portico/dev';
import { recordCalls, renderPortal, type ScenarioName } from '@portico/sdk/testing';
import plugin from '../../plugin';
import creative from '../../../creative/plugin';
import { ELEMENTS_API, PAGE_CODES, TABLE_API } from '../../api';
import { createTableHandlers } from '../../dev-tables';
import { SEARCH_DEBOUNCE_MS } from './table-defs';

const OWNER_ID = SCENARIOS.owner.info!.ownerId;

async function open(
  route: string,
  extra: Parameters<typeof renderPortal>[0]['handlers'] = [],
  scenario: ScenarioName = 'owner',
) {
  return renderPortal({
    plugins: [plugin],
    scenario,
    route,
    handlers: [...(extra ?? []), ...createTableHandlers()],
  });
}

const table = (name = '计划列表') => screen.findByRole('table', { name });
const rowsOf = async (name?: string) =>
  within(await table(name))
    .getAllByRole('row')
    .slice(1);
const headers = async (name?: string) =>
  within(await table(name))
    .getAllByRole('columnheader')
    .map((h) => h.textContent);

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('promotion tables: paging, sorting and search on the wire', () => {
  it('asks for page 1 of 10 first, then page 2, sorts on the server and goes back to page 1', async () => {
    const list = recordCalls(TABLE_API.planList);
    await open('/markets/manage/PlanManage');
    await waitFor(async () => expect(await rowsOf()).toHaveLength(10));
    expect(list.bodies()[0]).toMatchObject({ pageNum: '1', pageSize: '10', keyword: '' });
    expect(list.bodies()[0]).not.toHaveProperty('sortField');
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(pager).toHaveTextContent('共 326 条');

    const user = userEvent.setup();
    await user.click(within(pager).getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(list.bodies().at(-1)).toMatchObject({ pageNum: '2', pageSize: '10' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: '分页' })).getByRole('button', { name: '第 2 页' }),
      ).toHaveAttribute('aria-current', 'page'),
    );

    const cost = screen.getByRole('columnheader', { name: /^消耗（元）/ });
    await user.click(within(cost).getByRole('button'));
    await waitFor(() =>
      expect(list.bodies().at(-1)).toMatchObject({ pageNum: '1', sortField: 'cost', sortOrder: 'asc' }),
    );
    await waitFor(() => expect(cost).toHaveAttribute('aria-sort', 'ascending'));
    await user.click(within(cost).getByRole('button'));
    await waitFor(() => expect(list.bodies().at(-1)).toMatchObject({ sortField: 'cost', sortOrder: 'desc' }));
    // The server sorted: the first row now has the highest cost of all 326 plans.
    await waitFor(async () => {
      const first = (await rowsOf())[0]!;
      const shown = within(first).getAllByRole('cell')[(await headers()).indexOf('消耗（元）')]!;
      expect(Number(shown.textContent!.replace(/,/g, ''))).toBeGreaterThan(10_000);
    });
  });

  it('sends the name search once, after the typing stops, and starts again from page 1', async () => {
    const list = recordCalls(TABLE_API.groupList);
    await open('/markets/manage/GroupManage');
    await waitFor(async () => expect(await rowsOf('广告组列表')).toHaveLength(10));
    await userEvent
      .setup()
      .click(within(screen.getByRole('navigation', { name: '分页' })).getByRole('button', { name: '第 3 页' }));
    await waitFor(() => expect(list.bodies().at(-1)).toMatchObject({ pageNum: '3' }));
    const before = list.bodies().length;
    vi.useFakeTimers({ shouldAdvanceTime: false, toFake: ['setTimeout', 'clearTimeout'] });
    const search = screen.getByRole('searchbox', { name: '搜索广告组名称' });
    for (const value of ['学', '学生', '学生人群']) fireEvent.change(search, { target: { value } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(list.bodies().length).toBe(before);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    await waitFor(() => expect(list.bodies().length).toBe(before + 1));
    expect(list.bodies().at(-1)).toMatchObject({ keyword: '学生人群', pageNum: '1' });
    await waitFor(async () => {
      for (const row of await rowsOf('广告组列表')) expect(row.textContent).toContain('学生人群');
    });
  });

  it('shows §3 enumerations in Chinese, 未知 with the raw value, and skips rows it cannot use', async () => {
    const rows = [
      {
        planId: 1,
        planName: '春季手游拉新计划-001',
        extensionType: 2,
        advertiseType: 1,
        extensionFlow: 3,
        deliveryMode: 2,
        dayLimit: 1,
        dayBudget: 1234567,
        pacing: 1,
        cost: 'n/a',
        impressions: 1234567,
        clicks: 4321,
        ctr: 0.0312,
        budgetUsage: 37.5,
      },
      { planId: 'x', planName: '坏行：编号不是数字' },
      { planId: 3, planName: 42 },
      null,
      { planId: 4, planName: '未知枚举计划', extensionType: 99, deliveryMode: 'fast', pacing: null, dayLimit: 0 },
    ];
    await open('/markets/manage/PlanManage', [
      http.post(apiPath(TABLE_API.planList), () => ok({ list: rows, total: 5 })),
    ]);
    await waitFor(async () => expect(await rowsOf()).toHaveLength(2));
    const cols = await headers();
    const [first, second] = await rowsOf();
    const cell = (row: HTMLElement, name: string) => within(row).getAllByRole('cell')[cols.indexOf(name)]!.textContent;
    expect(cell(first!, '推广类型')).toBe('应用下载');
    expect(cell(first!, '广告类型')).toBe('预约广告');
    expect(cell(first!, '投放流量')).toBe('联盟流量');
    expect(cell(first!, '投放方式')).toBe('成本上限');
    expect(cell(first!, '日限额')).toBe('指定日预算');
    expect(cell(first!, '日预算（元）')).toBe('12,345.67');
    expect(cell(first!, '投放节奏')).toBe('匀速投放');
    expect(cell(first!, '消耗（元）')).toBe('-');
    expect(cell(first!, '曝光量')).toBe('1,234,567');
    expect(cell(first!, '点击率')).toBe('3.12%');
    expect(cell(first!, '预算使用率')).toBe('37.50%');
    expect(cell(second!, '推广类型')).toBe('未知（99）');
    expect(cell(second!, '投放方式')).toBe('未知（fast）');
    expect(cell(second!, '投放节奏')).toBe('-');
    expect(cell(second!, '日限额')).toBe('不限');
  });

  it('shows 暂无数据 for an empty list, and a failed list inside the table', async () => {
    await open('/markets/manage/CreativeManage', [
      http.post(apiPath(TABLE_API.creativeList), () => ok({ list: [], total: 0 })),
    ]);
    expect(await within(await table('创意列表')).findByText('暂无数据')).toBeInTheDocument();
  });
});

describe('personal columns', () => {
  it('loads the columns with the page code, hides one, and saves groupInfos on the wire', async () => {
    const query = recordCalls(ELEMENTS_API.query);
    const detail = recordCalls(ELEMENTS_API.detail);
    const edits: unknown[] = [];
    const edit = http.post(apiPath(ELEMENTS_API.edit), async ({ request }) => {
      edits.push(await request.clone().json());
    });
    await open('/markets/manage/PlanManage', [edit]);
    await waitFor(async () => expect(await headers()).toContain('投放节奏'));
    expect(query.bodies()[0]).toEqual({ pageCode: PAGE_CODES.plan });

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '自定义列' }));
    const dialog = await screen.findByRole('dialog', { name: /自定义列/ });
    expect(detail.bodies()[0]).toEqual({ pageCode: PAGE_CODES.plan });
    await user.click(await within(dialog).findByRole('checkbox', { name: '投放节奏' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '转化数' }));
    // 转化数 was added last; move it up once with the keyboard on its handle.
    const handle = within(dialog).getByRole('button', { name: '拖动排序 转化数' });
    handle.focus();
    await user.keyboard('{ArrowUp}');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: '消耗（元） 的固定位置' }), '固定在右侧');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(edits).toHaveLength(1);
    const sent = edits[0] as {
      pageCode: string;
      groupInfos: Array<{ groupName: string; elements: Array<Record<string, unknown>> }>;
    };
    expect(sent.pageCode).toBe(PAGE_CODES.plan);
    expect(sent.groupInfos.map((g) => g.groupName)).toEqual(['基础信息', '投放设置', '数据指标']);
    const el = (code: string) => sent.groupInfos.flatMap((g) => g.elements).find((e) => e.elementCode === code)!;
    expect(el('pacing')).toMatchObject({ status: 0 });
    expect(el('conversions')).toMatchObject({ status: 1 });
    expect(el('cost')).toMatchObject({ status: 1, fixable: 2 });
    const shown = sent.groupInfos
      .flatMap((g) => g.elements)
      .filter((e) => e.status === 1)
      .sort((a, b) => (a.sort as number) - (b.sort as number))
      .map((e) => e.elementCode);
    expect(shown.slice(-2)).toEqual(['conversions', 'budgetUsage']);

    // The table reloads its columns: 投放节奏 gone, 消耗 fixed at the right end, 转化数 shown.
    await waitFor(async () => expect(await headers()).not.toContain('投放节奏'));
    expect((await headers()).at(-1)).toBe('消耗（元）');
    expect(await headers()).toContain('转化数');
    expect(query.bodies().length).toBe(2);
  });

  it('shows 保存失败 and keeps the dialog open with the changes when the save fails', async () => {
    await open('/markets/manage/CreativeManage', [http.post(apiPath(ELEMENTS_API.edit), () => fail(500, '服务异常'))]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '自定义列' }));
    const dialog = await screen.findByRole('dialog', { name: /自定义列/ });
    await user.click(await within(dialog).findByRole('checkbox', { name: '创意类型' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('保存失败');
    expect(screen.getByRole('dialog', { name: /自定义列/ })).toBe(dialog);
    expect(within(dialog).getByRole('checkbox', { name: '创意类型' })).not.toBeChecked();
    expect(within(dialog).queryByRole('button', { name: '拖动排序 创意类型' })).toBeNull();
    // The table did not change.
    await userEvent.setup().click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await headers('创意列表')).toContain('创意类型');
  });

  it('reorders the chosen columns by dragging one onto another', async () => {
    await open('/markets/manage/GroupManage');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '自定义列' }));
    const dialog = await screen.findByRole('dialog', { name: /自定义列/ });
    await within(dialog).findByRole('button', { name: '拖动排序 点击率' });
    const item = (code: string) => dialog.querySelector<HTMLElement>(`li[data-code="${code}"]`)!;
    const order = () => [...dialog.querySelectorAll('li[data-code]')].map((li) => li.getAttribute('data-code'));
    expect(order().slice(0, 3)).toEqual(['groupName', 'planName', 'flowScene']);
    const dataTransfer = { setData: vi.fn(), getData: () => 'ctr', effectAllowed: '' };
    fireEvent.dragStart(item('ctr'), { dataTransfer });
    fireEvent.dragOver(item('planName'), { dataTransfer });
    fireEvent.drop(item('planName'), { dataTransfer });
    expect(order().slice(0, 3)).toEqual(['groupName', 'ctr', 'planName']);
    expect(within(dialog).getByText(/点击率 已移到第 2 位/)).toBeInTheDocument();
  });

  it('20,000 columns from elements/detail: one page of each pane, a search and pagers reach the rest (issue 35)', async () => {
    const elements = Array.from({ length: 20_000 }, (_, i) => ({
      elementCode: `col${i}`,
      elementName: `指标#${i}`,
      status: 1,
      sort: i,
    }));
    await open('/markets/manage/PlanManage', [
      http.post(apiPath(ELEMENTS_API.detail), () => ok({ groupInfos: [{ groupName: '数据指标', elements }] })),
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '自定义列' }));
    const dialog = await screen.findByRole('dialog', { name: /自定义列/ });
    await within(dialog).findByRole('checkbox', { name: '指标#0' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(100);
    expect(dialog.querySelectorAll('li[data-code]')).toHaveLength(100);
    const chosenPager = within(dialog).getByRole('navigation', { name: '已选列分页' });
    expect(chosenPager).toHaveTextContent('共 20000 条');
    expect(within(dialog).getByRole('navigation', { name: '可选列分页' })).toHaveTextContent('共 20000 条');
    fireEvent.change(within(dialog).getByRole('searchbox', { name: '搜索列名' }), { target: { value: '#19998' } });
    const found = await within(dialog).findByRole('checkbox', { name: '指标#19998' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(found);
    expect(chosenPager).toHaveTextContent('共 19999 条');
    await user.click(within(chosenPager).getByRole('button', { name: '第 200 页' }));
    expect(dialog.querySelector('li[data-code="col19999"]')).not.toBeNull();
    expect(dialog.querySelector('li[data-code="col19998"]')).toBeNull();
  });

  it('refuses a column call without a page code before anything is sent', async () => {
    const { queryElements, detailElements, editElements, MissingPageCodeError } =
      await import('../../columns/elements-api');
    const fetchSpy = vi.fn();
    const request = { call: fetchSpy } as unknown as Parameters<typeof queryElements>[0];
    await expect(queryElements(request, '')).rejects.toBeInstanceOf(MissingPageCodeError);
    await expect(detailElements(request, '  ')).rejects.toThrow(/pageCode/);
    await expect(editElements(request, undefined as unknown as string, [])).rejects.toThrow(/pageCode/);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe('column widths', () => {
  /** The owner scenario's key of the plan table's widths (per owner, per route). */
  const KEY = `portico:${OWNER_ID}:manage:column-widths:/markets/manage/PlanManage`;

  it('stores a resized width per route and column, and uses it after a reload', async () => {
    const { unmount } = await open('/markets/manage/PlanManage');
    const handle = await screen.findByRole('separator', { name: '调整列宽：计划名称' });
    expect(handle).toHaveAttribute('aria-valuenow', '220');
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ planName: 240 });
    unmount();
    await open('/markets/manage/PlanManage');
    expect(await screen.findByRole('separator', { name: '调整列宽：计划名称' })).toHaveAttribute(
      'aria-valuenow',
      '240',
    );
  });

  it('falls back to the default width for a corrupt stored value', async () => {
    localStorage.setItem(KEY, JSON.stringify({ planName: 'wide', cost: -3, ctr: 180 }));
    const second = await open('/markets/manage/PlanManage');
    expect(await screen.findByRole('separator', { name: '调整列宽：计划名称' })).toHaveAttribute(
      'aria-valuenow',
      '220',
    );
    expect(screen.getByRole('separator', { name: '调整列宽：消耗（元）' })).toHaveAttribute('aria-valuenow', '130');
    expect(screen.getByRole('separator', { name: '调整列宽：点击率' })).toHaveAttribute('aria-valuenow', '180');
    // The next stored width keeps only usable values.
    fireEvent.keyDown(screen.getByRole('separator', { name: '调整列宽：点击率' }), { key: 'ArrowRight' });
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual({ ctr: 190 });
    second.unmount();
    localStorage.setItem(KEY, '{not json');
    await open('/markets/manage/PlanManage');
    expect(await screen.findByRole('separator', { name: '调整列宽：点击率' })).toHaveAttribute('aria-valuenow', '100');
  });
});

// Spec §4: a table's 新建 opens the create page at its level, and is closed while the qualification blocks ads.
describe('新建 in the promotion tables', () => {
  it.each([
    ['/markets/manage/PlanManage', '新建计划', '推广计划'],
    ['/markets/manage/GroupManage', '新建广告组', '广告组'],
    ['/markets/manage/CreativeManage', '新建创意', '创意'],
  ])('%s: %s opens the create page at the level %s', async (route, button, level) => {
    await renderPortal({ plugins: [plugin, creative], scenario: 'owner', route, handlers: createTableHandlers() });
    expect(screen.queryByRole('region', { name: '广告投放受限' })).toBeNull();
    await userEvent.click(await within(screen.getByRole('main')).findByRole('button', { name: button }));
    expect(await screen.findByRole('heading', { level: 1, name: '新建创意' })).toBeInTheDocument();
    expect(screen.getByText('层级').nextElementSibling).toHaveTextContent(level);
  });

  it.each<ScenarioName>(['owner-qual-missing', 'owner-qual-review', 'owner-qual-rejected'])(
    '%s: the table says why and 新建计划 stays closed',
    async (scenario) => {
      await open('/markets/manage/PlanManage', [], scenario);
      expect(await screen.findByRole('region', { name: '广告投放受限' })).toHaveTextContent('暂时无法新建和投放广告');
      const create = within(screen.getByRole('main')).getByRole('button', { name: '新建计划' });
      expect(create).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(create);
      expect(screen.getByRole('heading', { level: 1, name: '计划管理' })).toBeInTheDocument();
      // The rows are still there to manage.
      await waitFor(async () => expect(await rowsOf()).toHaveLength(10));
    },
  );
});
