import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import {
  Button,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { ELEMENT_TYPE, formatElement, type ElementType } from '../data/element-format';
import { SDK_MESSAGES } from '../react/messages';
import { useProgressiveRows } from './use-progressive-rows';

const T = SDK_MESSAGES.table;

/** Spec §9 paging defaults of server-side tables: page 1, 10 rows a page. */
export const DEFAULT_PAGING = { page: 1, pageSize: 10 } as const;

/** Column widths of {@link DataTable} in pixels: default, smallest and largest, and one arrow-key step. */
export const COLUMN_WIDTH = { default: 140, min: 60, max: 800, step: 10 } as const;

/** Direction of a sorted column (the values of `aria-sort`). */
export type SortDirection = 'ascending' | 'descending';

/** The column a table is sorted by. */
export interface DataTableSort {
  readonly key: string;
  readonly direction: SortDirection;
}

/** One column of a {@link DataTable}. */
export interface DataTableColumn<Row> {
  /** Stable key: the sort key sent to `onSort`, the key of stored widths, the row field read by default. */
  readonly key: string;
  /** Chinese header text. */
  readonly header: string;
  /** Spec §3 element type (0 text … 5 slot); text by default. Types 1–4 go through the §9 formatters. */
  readonly type?: ElementType;
  /** The raw value of the cell (default: the row's field named `key`), formatted by `type`. */
  readonly value?: (row: Row) => unknown;
  /** Renders the cell itself (a slot, type 5, or anything richer than text); replaces formatting. */
  readonly render?: (row: Row) => ReactNode;
  /** Alignment; numbers, prices, percents and rates are right-aligned by default. */
  readonly align?: 'left' | 'right';
  /** Keeps the column in view while the table scrolls sideways (left columns first, right columns last). */
  readonly fixed?: 'left' | 'right';
  /** Whether a header click sorts by this column (through `onSort`). */
  readonly sortable?: boolean;
  /** Default width in pixels ({@link COLUMN_WIDTH}.default when absent). */
  readonly width?: number;
  /** Large numbers as 亿/万 abbreviations (spec §9); under 10,000 whole. */
  readonly abbreviate?: boolean;
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** Accessible name of the table (Chinese). */
  readonly label: string;
  readonly columns: ReadonlyArray<DataTableColumn<Row>>;
  /** The rows of the current page, as the server sent them. */
  readonly rows: readonly Row[];
  /** A stable key of each row. */
  readonly rowKey: (row: Row) => string | number;
  /** The rows are being loaded (the current ones stay visible, dimmed). */
  readonly loading?: boolean;
  /** Why the rows could not be loaded; shown in place of the rows. */
  readonly error?: string | null;
  /** Offers 重试 with the error. */
  readonly onRetry?: () => void;
  /** Text when there are no rows (default 暂无数据). */
  readonly emptyText?: string;
  /** The current sort, or none. */
  readonly sort?: DataTableSort | null;
  /** A sortable header was clicked: ascending first, then the other direction. */
  readonly onSort?: (key: string, direction: SortDirection) => void;
  /** Current page (1-based); the pager shows only with `total` and `onPageChange`. */
  readonly page?: number;
  readonly pageSize?: number;
  /** Rows on all pages. */
  readonly total?: number;
  readonly onPageChange?: (page: number) => void;
  /** Widths in pixels by column key (e.g. stored ones); a column without one uses its own `width`. */
  readonly widths?: Readonly<Record<string, number>>;
  /** A column was resized (pointer released, or an arrow key on its resize handle). */
  readonly onWidthChange?: (key: string, px: number) => void;
}

// Pure: an SDK module must not pin itself (and Fluent's Table) into the initial chunk when no
// first-screen code renders a table.
const useStyles = /*#__PURE__*/ makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  scroller: {
    overflowX: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  table: { minWidth: 0 },
  headerRow: { backgroundColor: tokens.colorNeutralBackground3 },
  // Border-box: a column is exactly as wide as its width says (and as its resize handle reports).
  head: {
    boxSizing: 'border-box',
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  headRight: { justifyContent: 'flex-end', textAlign: 'right' },
  cell: { boxSizing: 'border-box', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  right: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
  stickyHead: { position: 'sticky', zIndex: 2 },
  sticky: { position: 'sticky', zIndex: 1, backgroundColor: tokens.colorNeutralBackground1 },
  edgeLeft: { boxShadow: `inset -1px 0 0 ${tokens.colorNeutralStroke2}` },
  edgeRight: { boxShadow: `inset 1px 0 0 ${tokens.colorNeutralStroke2}` },
  dimmed: { opacity: 0.55 },
  state: { textAlign: 'center', padding: `${tokens.spacingVerticalXXL} 0`, color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
  resizer: {
    position: 'absolute',
    top: 0,
    right: 0,
    bottom: 0,
    width: '8px',
    cursor: 'col-resize',
    touchAction: 'none',
    '::after': {
      content: '""',
      position: 'absolute',
      top: '25%',
      bottom: '25%',
      right: '3px',
      width: tokens.strokeWidthThin,
      backgroundColor: tokens.colorNeutralStroke1,
    },
    ':hover::after': { backgroundColor: tokens.colorBrandStroke1, width: tokens.strokeWidthThick },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: tokens.spacingHorizontalXS },
  total: { marginRight: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  pageButton: { minWidth: '32px' },
  gap: { padding: `0 ${tokens.spacingHorizontalXS}`, color: tokens.colorNeutralForeground3 },
});

const clampWidth = (px: number) => Math.round(Math.min(COLUMN_WIDTH.max, Math.max(COLUMN_WIDTH.min, px)));

/** Whether a width is usable (a stored value may be anything). */
const usableWidth = (px: unknown): px is number => typeof px === 'number' && Number.isFinite(px) && px > 0;

const NUMERIC: ReadonlySet<ElementType> = /*#__PURE__*/ new Set([
  ELEMENT_TYPE.NUMBER,
  ELEMENT_TYPE.PRICE,
  ELEMENT_TYPE.PERCENT,
  ELEMENT_TYPE.RATE,
]);

/** Left-fixed columns first, then the others, then right-fixed ones, each in the given order. */
function arrange<Row>(columns: ReadonlyArray<DataTableColumn<Row>>): Array<DataTableColumn<Row>> {
  return [
    ...columns.filter((c) => c.fixed === 'left'),
    ...columns.filter((c) => c.fixed !== 'left' && c.fixed !== 'right'),
    ...columns.filter((c) => c.fixed === 'right'),
  ];
}

/** Page numbers to offer: first, last and two either side of the current one; null is a gap. */
function pageWindow(page: number, pages: number): Array<number | null> {
  const out: Array<number | null> = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= 2) out.push(p);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

function Pager(props: {
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  readonly onPageChange: (page: number) => void;
}) {
  const styles = useStyles();
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  const page = Math.min(Math.max(1, props.page), pages);
  return (
    <nav aria-label={T.pager} className={mergeClasses('portico-pager', styles.pager)}>
      <span className={styles.total}>{T.total(props.total)}</span>
      <Button size="small" disabled={page <= 1} onClick={() => props.onPageChange(page - 1)}>
        {T.previous}
      </Button>
      {pageWindow(page, pages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <Button
            key={p}
            size="small"
            className={styles.pageButton}
            appearance={p === page ? 'primary' : 'subtle'}
            aria-label={T.page(p)}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => p !== page && props.onPageChange(p)}
          >
            {p}
          </Button>
        ),
      )}
      <Button size="small" disabled={page >= pages} onClick={() => props.onPageChange(page + 1)}>
        {T.next}
      </Button>
    </nav>
  );
}

/** The resize handle of one header cell: drag with the pointer, or arrow keys when focused. */
function ResizeHandle(props: {
  readonly header: string;
  readonly width: number;
  readonly onLive: (px: number) => void;
  readonly onCommit: (px: number) => void;
}) {
  const styles = useStyles();
  const drag = useRef<{ x: number; width: number; last: number } | null>(null);
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    e.preventDefault();
    e.stopPropagation();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    drag.current = { x: e.clientX, width: props.width, last: props.width };
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const px = clampWidth(drag.current.width + e.clientX - drag.current.x);
    drag.current.last = px;
    props.onLive(px);
  };
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    e.currentTarget.releasePointerCapture?.(e.pointerId);
    const px = drag.current.last;
    drag.current = null;
    props.onCommit(px);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const by = e.key === 'ArrowLeft' ? -COLUMN_WIDTH.step : e.key === 'ArrowRight' ? COLUMN_WIDTH.step : 0;
    if (!by) return;
    e.preventDefault();
    e.stopPropagation();
    props.onCommit(clampWidth(props.width + by));
  };
  // A focusable separator is the WAI-ARIA window-splitter pattern (an interactive role with a
  // value); jsx-a11y counts every separator as static.
  return (
    /* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={T.resize(props.header)}
      aria-valuenow={props.width}
      aria-valuemin={COLUMN_WIDTH.min}
      aria-valuemax={COLUMN_WIDTH.max}
      tabIndex={0}
      className={mergeClasses('portico-column-resizer', styles.resizer)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onClick={(e) => e.stopPropagation()}
      onKeyDown={onKeyDown}
    />
    /* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */
  );
}

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
  const styles = useStyles();
  const [live, setLive] = useState<Readonly<Record<string, number>>>({});
  const columns = arrange(props.columns);
  const rows = useProgressiveRows(props.rows);

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
              {SDK_MESSAGES.retry}
            </Button>
          </>
        )}
      </span>,
      styles.error,
    );
  } else if (props.rows.length === 0 && props.loading) {
    body = stateRow(<Spinner size="tiny" label={SDK_MESSAGES.loading} />);
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
    </div>
  );
}
