import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { COLUMN_WIDTH, type DataTableColumn, type DataTableProps } from './columns';
import { DataTable } from './DataTable';
import { ELEMENT_TYPE } from '@portico/ads';
import { ROW_CHUNK } from './use-progressive-rows';

interface Plan {
  readonly id: number;
  readonly name: unknown;
  readonly cost: unknown;
  readonly ctr: unknown;
  readonly share: unknown;
  readonly shows: unknown;
}

const ROWS: Plan[] = [
  { id: 1, name: '春季拉新计划', cost: 123456, ctr: 0.1234, share: 12.5, shows: 1234567 },
  { id: 2, name: '双十一大促', cost: 'abc', ctr: null, share: {}, shows: 'x' },
];

const COLUMNS: ReadonlyArray<DataTableColumn<Plan>> = [
  { key: 'shows', header: '展示数', type: ELEMENT_TYPE.NUMBER, sortable: true },
  { key: 'name', header: '计划名称', fixed: 'left', width: 200, sortable: true },
  { key: 'cost', header: '消耗（元）', type: ELEMENT_TYPE.PRICE, sortable: true },
  { key: 'ctr', header: '点击率', type: ELEMENT_TYPE.RATE },
  { key: 'share', header: '预算占比', type: ELEMENT_TYPE.PERCENT },
  { key: 'op', header: '操作', type: ELEMENT_TYPE.SLOT, fixed: 'right', render: (r) => <button>编辑{r.id}</button> },
];

function renderTable(props: Partial<DataTableProps<Plan>> = {}) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <DataTable<Plan> label="计划列表" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} {...props} />
    </FluentProvider>,
  );
}

const table = () => screen.getByRole('table', { name: '计划列表' });
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
const cellsOf = (row: number) =>
  within(within(table()).getAllByRole('row')[row]!)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('DataTable', () => {
  it('formats each element type, and a value of the wrong type shows the empty value', () => {
    renderTable();
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['计划名称', '展示数', '消耗（元）', '点击率', '预算占比', '操作']);
    expect(cellsOf(1)).toEqual(['春季拉新计划', '1,234,567', '1,234.56', '12.34%', '12.50%', '编辑1']);
    expect(cellsOf(2)).toEqual(['双十一大促', '-', '-', '-', '-', '编辑2']);
  });

  it('right-aligns numbers and keeps fixed columns in place (left first, right last)', () => {
    renderTable({ columns: [...COLUMNS, { key: 'rank', header: '排名', fixed: 'left', width: 80 }] });
    const name = header('计划名称');
    const rank = header('排名');
    expect(name.style.position === '' ? getComputedStyle(name).position : name.style.position).toBe('sticky');
    expect(name.style.left).toBe('0px');
    expect(rank.style.left).toBe('200px');
    expect(header('操作').style.right).toBe('0px');
    const cost = within(table()).getAllByRole('row')[1]!.querySelectorAll('td')[3]!;
    expect(getComputedStyle(cost).textAlign).toBe('right');
  });

  it('asks for a sort on a header click (ascending first, then the other way) and shows aria-sort', async () => {
    const onSort = vi.fn();
    const user = userEvent.setup();
    const { rerender } = renderTable({ onSort });
    expect(header('消耗（元）')).toHaveAttribute('aria-sort', 'none');
    expect(header('点击率')).not.toHaveAttribute('aria-sort');
    await user.click(within(header('消耗（元）')).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith('cost', 'ascending');
    rerender(
      <FluentProvider theme={webLightTheme}>
        <DataTable<Plan>
          label="计划列表"
          columns={COLUMNS}
          rows={ROWS}
          rowKey={(r) => r.id}
          onSort={onSort}
          sort={{ key: 'cost', direction: 'ascending' }}
        />
      </FluentProvider>,
    );
    expect(header('消耗（元）')).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header('消耗（元）')).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith('cost', 'descending');
  });

  it('pages: total, page buttons with Chinese names, previous disabled on page 1', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    renderTable({ page: 1, pageSize: 10, total: 235, onPageChange });
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(pager).toHaveTextContent('共 235 条');
    expect(within(pager).getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: '第 24 页' })).toBeInTheDocument();
    await user.click(within(pager).getByRole('button', { name: '第 2 页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(within(pager).getByRole('button', { name: '下一页' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('shows 暂无数据 for no rows, 加载中… while the first rows load, and the error with 重试', async () => {
    const { rerender } = renderTable({ rows: [] });
    expect(within(table()).getByText('暂无数据')).toBeInTheDocument();
    const onRetry = vi.fn();
    const again = (props: Partial<DataTableProps<Plan>>) =>
      rerender(
        <FluentProvider theme={webLightTheme}>
          <DataTable<Plan> label="计划列表" columns={COLUMNS} rows={[]} rowKey={(r) => r.id} {...props} />
        </FluentProvider>,
      );
    again({ loading: true });
    expect(within(table()).getByText('加载中…')).toBeInTheDocument();
    expect(within(table()).queryByText('暂无数据')).toBeNull();
    again({ error: '网络错误，请稍后再试', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('网络错误，请稍后再试');
    await userEvent.setup().click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('resizes with the arrow keys and with the pointer, reporting the width', () => {
    const onWidthChange = vi.fn();
    renderTable({ onWidthChange, widths: { cost: 180 } });
    const handle = screen.getByRole('separator', { name: '调整列宽：消耗（元）' });
    expect(handle).toHaveAttribute('aria-valuenow', '180');
    expect(header('消耗（元）').style.width).toBe('180px');
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(onWidthChange).toHaveBeenLastCalledWith('cost', 180 + COLUMN_WIDTH.step);
    expect(header('消耗（元）').style.width).toBe(`${180 + COLUMN_WIDTH.step}px`);
    const name = screen.getByRole('separator', { name: '调整列宽：计划名称' });
    fireEvent.pointerDown(name, { clientX: 300, pointerId: 1 });
    fireEvent.pointerMove(name, { clientX: 360, pointerId: 1 });
    expect(header('计划名称').style.width).toBe('260px');
    fireEvent.pointerUp(name, { clientX: 360, pointerId: 1 });
    expect(onWidthChange).toHaveBeenLastCalledWith('name', 260);
    fireEvent.pointerDown(name, { clientX: 300, pointerId: 1 });
    fireEvent.pointerMove(name, { clientX: -900, pointerId: 1 });
    fireEvent.pointerUp(name, { clientX: -900, pointerId: 1 });
    expect(onWidthChange).toHaveBeenLastCalledWith('name', COLUMN_WIDTH.min);
  });

  it('uses the default width for an unusable stored width', () => {
    renderTable({ widths: { cost: Number.NaN, shows: -5, ctr: 'wide' as unknown as number } });
    expect(header('消耗（元）').style.width).toBe(`${COLUMN_WIDTH.default}px`);
    expect(header('展示数').style.width).toBe(`${COLUMN_WIDTH.default}px`);
    expect(header('点击率').style.width).toBe(`${COLUMN_WIDTH.default}px`);
    expect(header('计划名称').style.width).toBe('200px');
  });
});

describe('a long page stays responsive (issue 24)', () => {
  const many = (n: number, from = 0): Plan[] =>
    Array.from({ length: n }, (_, i) => ({
      id: from + i,
      name: `计划${from + i}`,
      cost: i,
      ctr: 0,
      share: 0,
      shows: i,
    }));
  // Counted in the DOM: a role query over a thousand rows takes seconds in jsdom.
  const bodyRows = () => table().querySelectorAll('tbody tr');

  it('renders 1,000 rows a chunk at a time, each in a task of its own, until all are there', async () => {
    vi.useFakeTimers();
    try {
      renderTable({ rows: many(1000) });
      // The first chunk at once; one more chunk per task.
      expect(bodyRows()).toHaveLength(ROW_CHUNK);
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(bodyRows()).toHaveLength(2 * ROW_CHUNK);
      for (let task = 0; task < 1000 / ROW_CHUNK && bodyRows().length < 1000; task++)
        await act(() => vi.advanceTimersByTimeAsync(0));
      expect(bodyRows()).toHaveLength(1000);
      expect(bodyRows()[999]).toHaveTextContent('计划999');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a page that fits one chunk renders whole at once; a new page starts from its first chunk', async () => {
    const view = renderTable({ rows: many(ROW_CHUNK) });
    expect(bodyRows()).toHaveLength(ROW_CHUNK);
    view.rerender(
      <FluentProvider theme={webLightTheme}>
        <DataTable<Plan> label="计划列表" columns={COLUMNS} rows={many(300, 5000)} rowKey={(r) => r.id} />
      </FluentProvider>,
    );
    expect(bodyRows()).toHaveLength(ROW_CHUNK);
    expect(bodyRows()[0]).toHaveTextContent('计划5000');
    await waitFor(() => expect(bodyRows()).toHaveLength(300));
  });

  it('a list the server did not page (20,000 rows) renders 1,000 at most, with a pager of its own for the rest', () => {
    // Pages of 1,000 (20 of them); each page starts from its first chunk (the chunking is tested above).
    renderTable({ rows: many(20_000) });
    const pager = screen.getByRole('navigation', { name: '计划列表分页' });
    expect(within(pager).getByText('共 20000 条')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: '第 20 页' })).toBeInTheDocument();
    expect(within(pager).queryByRole('button', { name: '第 21 页' })).toBeNull();
    fireEvent.click(within(pager).getByRole('button', { name: '第 20 页' }));
    expect(bodyRows()[0]).toHaveTextContent('计划19000');
    expect(bodyRows()).toHaveLength(ROW_CHUNK);
  });
});
