import type { ServerList } from '../hooks/use-server-list';
import type { DataTableProps } from './columns';

/** The props {@link serverListTable} gives a {@link DataTable}. */
export type ServerListTableProps<Row> = Required<
  Pick<
    DataTableProps<Row>,
    'rows' | 'loading' | 'error' | 'onRetry' | 'sort' | 'onSort' | 'page' | 'pageSize' | 'total' | 'onPageChange'
  >
>;

/**
 * What a `DataTable` needs to show a {@link ServerList}: the shown rows, loading, the failed state
 * (with `failedText`) and 重试, the sort and the pager. Spread it, then the table's own props (a
 * prop given after the spread wins):
 * @example <DataTable {...serverListTable(list, M.loadFailed)} label={title} columns={COLUMNS} rowKey={(r) => r.id} />
 */
export function serverListTable<Row>(list: ServerList<Row>, failedText: string): ServerListTableProps<Row> {
  return {
    rows: list.shown.rows,
    loading: list.answer.state === 'loading',
    error: list.answer.state === 'failed' ? failedText : null,
    onRetry: list.retry,
    sort: list.query.sort,
    onSort: (key, direction) => list.sortBy({ key, direction }),
    page: list.query.page,
    pageSize: list.query.pageSize,
    total: list.shown.total,
    onPageChange: list.setPage,
  };
}
