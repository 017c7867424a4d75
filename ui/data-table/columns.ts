import type { ReactNode } from 'react';
import { ELEMENT_TYPE, type ElementType } from '@portico/ads';

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

/** A width within {@link COLUMN_WIDTH}.min…max, in whole pixels. */
export const clampWidth = (px: number) => Math.round(Math.min(COLUMN_WIDTH.max, Math.max(COLUMN_WIDTH.min, px)));

/** Whether a width is usable (a stored value may be anything). */
export const usableWidth = (px: unknown): px is number => typeof px === 'number' && Number.isFinite(px) && px > 0;

/** Element types shown right-aligned by default. */
export const NUMERIC: ReadonlySet<ElementType> = /*#__PURE__*/ new Set([
  ELEMENT_TYPE.NUMBER,
  ELEMENT_TYPE.PRICE,
  ELEMENT_TYPE.PERCENT,
  ELEMENT_TYPE.RATE,
]);

/** Left-fixed columns first, then the others, then right-fixed ones, each in the given order. */
export function arrange<Row>(columns: ReadonlyArray<DataTableColumn<Row>>): Array<DataTableColumn<Row>> {
  return [
    ...columns.filter((c) => c.fixed === 'left'),
    ...columns.filter((c) => c.fixed !== 'left' && c.fixed !== 'right'),
    ...columns.filter((c) => c.fixed === 'right'),
  ];
}
