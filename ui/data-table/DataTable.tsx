import { useState, type CSSProperties, type ReactNode } from 'react';
import {
  Button,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  mergeClasses,
} from '@fluentui/react-components';
import { ELEMENT_TYPE, formatElement } from '@portico/ads';
import { UI_MESSAGES } from '../messages';
import { ClientPager, Pager } from '../components/Pager';
import { MAX_RENDERED_ROWS, useClientPages } from '../hooks/use-client-pages';
import {
  arrange,
  clampWidth,
  COLUMN_WIDTH,
  DEFAULT_PAGING,
  NUMERIC,
  usableWidth,
  type DataTableColumn,
  type DataTableProps,
} from './columns';
import { ResizeHandle } from './ResizeHandle';
import { useTableStyles } from './styles';
import { useProgressiveRows } from './use-progressive-rows';

const T = UI_MESSAGES.table;

/**
 * A table of server-side data (Fluent v9 `Table`): columns formatted by spec §3 element type
 * through the §9 formatters, left or right alignment, columns fixed left or right while the rest
 * scrolls, sortable headers (`aria-sort`; a click asks `onSort`, the server sorts), a pager
 * (`共 N 条`, 上一页/下一页 and page numbers), loading, error and empty (暂无数据) states, and
 * resizable columns (pointer, or arrow keys on the focused handle) reported through
 * `onWidthChange`. It knows no endpoint: the page loads rows and passes them in.
 * @example
 * <DataTable
 *   label="计划列表"
 *   columns={[{ key: 'planName', header: '计划名称', fixed: 'left', sortable: true },
 *             { key: 'dayBudget', header: '日预算（元）', type: ELEMENT_TYPE.PRICE }]}
 *   rows={rows} rowKey={(r) => r.planId}
 *   sort={sort} onSort={(key, direction) => setSort({ key, direction })}
 *   page={page} pageSize={10} total={total} onPageChange={setPage}
 *   widths={widths} onWidthChange={(key, px) => save(key, px)}
 * />
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const styles = useTableStyles();
  const [live, setLive] = useState<Readonly<Record<string, number>>>({});
  const columns = arrange(props.columns);
  // A list the server did not page renders at most MAX_RENDERED_ROWS rows, with a pager of
  // its own below for the rest (a server page is cut to its size before it gets here).
  const own = useClientPages(props.rows, MAX_RENDERED_ROWS);
  const rows = useProgressiveRows(own.rows);

  const widthOf = (c: DataTableColumn<Row>): number => {
    const given = live[c.key] ?? props.widths?.[c.key];
    return clampWidth(usableWidth(given) ? given : usableWidth(c.width) ? c.width : COLUMN_WIDTH.default);
  };
  const widths = columns.map(widthOf);
  const offsets = columns.map((c, i) => {
    if (c.fixed === 'left')
      return { left: widths.slice(0, i).reduce((a, w, j) => a + (columns[j]!.fixed === 'left' ? w : 0), 0) };
    if (c.fixed === 'right')
      return { right: widths.slice(i + 1).reduce((a, w, j) => a + (columns[i + 1 + j]!.fixed === 'right' ? w : 0), 0) };
    return {};
  });
  const lastLeft = columns.map((c) => c.fixed === 'left').lastIndexOf(true);
  const firstRight = columns.findIndex((c) => c.fixed === 'right');
  const totalWidth = widths.reduce((a, w) => a + w, 0);

  const alignRight = (c: DataTableColumn<Row>) => (c.align ? c.align === 'right' : NUMERIC.has(c.type ?? 0));
  const placement = (i: number, head: boolean): { className?: string; style: CSSProperties } => {
    const c = columns[i]!;
    const style: CSSProperties = { width: widths[i], ...offsets[i] };
    if (!c.fixed) return { style };
    return {
      style,
      className: mergeClasses(
        styles.sticky,
        head && styles.stickyHead,
        head && styles.head,
        i === lastLeft && styles.edgeLeft,
        i === firstRight && styles.edgeRight,
      ),
    };
  };

  const sortOf = (c: DataTableColumn<Row>) => (props.sort?.key === c.key ? props.sort.direction : undefined);
  const sortBy = (c: DataTableColumn<Row>) => {
    const now = sortOf(c);
    props.onSort?.(c.key, now === 'ascending' ? 'descending' : 'ascending');
  };

  const cellText = (c: DataTableColumn<Row>, row: Row): ReactNode => {
    if (c.render) return c.render(row);
    const raw = c.value ? c.value(row) : (row as Readonly<Record<string, unknown>>)[c.key];
    return formatElement(c.type === ELEMENT_TYPE.SLOT ? ELEMENT_TYPE.TEXT : (c.type ?? ELEMENT_TYPE.TEXT), raw, {
      abbreviate: c.abbreviate,
    });
  };

  const stateRow = (content: ReactNode, extra?: string) => (
    <TableRow>
      <TableCell colSpan={Math.max(1, columns.length)} className={mergeClasses(styles.state, extra)}>
        {content}
      </TableCell>
    </TableRow>
  );

  let body: ReactNode;
  if (props.error) {
    body = stateRow(
      <span role="alert">
        {props.error}
        {props.onRetry && (
          <>
            {' '}
            <Button size="small" appearance="transparent" onClick={props.onRetry}>
              {UI_MESSAGES.retry}
            </Button>
          </>
        )}
      </span>,
      styles.error,
    );
  } else if (props.rows.length === 0 && props.loading) {
    body = stateRow(<Spinner size="tiny" label={UI_MESSAGES.loading} />);
  } else if (props.rows.length === 0) {
    body = stateRow(props.emptyText ?? T.empty);
  } else {
    body = rows.map((row) => (
      <TableRow key={props.rowKey(row)} className={props.loading ? styles.dimmed : undefined}>
        {columns.map((c, i) => {
          const at = placement(i, false);
          const content = cellText(c, row);
          return (
            <TableCell
              key={c.key}
              className={mergeClasses(styles.cell, alignRight(c) && styles.right, at.className)}
              style={at.style}
              // A narrow column cuts text with an ellipsis; the whole text stays in the tooltip.
              title={typeof content === 'string' ? content : undefined}
            >
              {content}
            </TableCell>
          );
        })}
      </TableRow>
    ));
  }

  const paged = props.total !== undefined && props.onPageChange !== undefined;
  return (
    <div className={mergeClasses('portico-data-table', styles.root)}>
      <div className={styles.scroller}>
        <Table
          aria-label={props.label}
          aria-busy={props.loading || undefined}
          className={styles.table}
          style={{ width: totalWidth }}
        >
          <TableHeader>
            <TableRow className={styles.headerRow}>
              {columns.map((c, i) => {
                const at = placement(i, true);
                const sortable = !!c.sortable && !!props.onSort;
                return (
                  <TableHeaderCell
                    key={c.key}
                    data-column={c.key}
                    className={mergeClasses(styles.head, at.className)}
                    style={at.style}
                    sortable={sortable}
                    sortDirection={sortable ? sortOf(c) : undefined}
                    button={{
                      className: alignRight(c) ? styles.headRight : undefined,
                      onClick: sortable ? () => sortBy(c) : undefined,
                    }}
                    aside={
                      <ResizeHandle
                        header={c.header}
                        width={widths[i]!}
                        onLive={(px) => setLive((w) => ({ ...w, [c.key]: px }))}
                        onCommit={(px) => {
                          setLive((w) => ({ ...w, [c.key]: px }));
                          props.onWidthChange?.(c.key, px);
                        }}
                      />
                    }
                  >
                    {c.header}
                  </TableHeaderCell>
                );
              })}
            </TableRow>
          </TableHeader>
          <TableBody>{body}</TableBody>
        </Table>
      </div>
      {paged && (
        <Pager
          page={props.page ?? DEFAULT_PAGING.page}
          pageSize={props.pageSize ?? DEFAULT_PAGING.pageSize}
          total={props.total ?? 0}
          onPageChange={props.onPageChange!}
        />
      )}
      {!paged && <ClientPager pages={own} label={T.pagerOf(props.label)} />}
    </div>
  );
}
