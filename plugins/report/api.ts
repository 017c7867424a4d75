import { type RequestService } from '@portico/sdk';
import { parseItems } from '@portico/ads';
import { SUMMARY_METRICS, type DimensionKey, type MetricKey, type ReportDefinition } from './catalog';

/**
 * The report endpoints — all OURS (the spec names no report call). JSON bodies; the export is the
 * request service's `download` mode (form-encoded POST answering a CSV file).
 *
 * - `list`: `{ reportType, beginDate, endDate, pageNum, pageSize, sortField?, sortOrder? }` →
 *   `{ items: Row[], totalCount }`; dates `YYYY-MM-DD`, both ends included; `sortOrder` `asc|desc`.
 * - `overview`: `{ reportType, beginDate, endDate }` → `{ summary: Totals, trend: [{ date, cost, convert }] }`.
 * - `export`: the list's parameters without paging → `text/csv` (UTF-8 with BOM).
 */
export const REPORT_API = {
  list: '/v3/report/data/list',
  overview: '/v3/report/data/overview',
  export: '/v3/report/data/export',
} as const;

/** The period of a report, `YYYY-MM-DD`, both ends included. */
export interface DateRange {
  readonly beginDate: string;
  readonly endDate: string;
}

/** Sort order on the wire. */
export type SortOrder = 'asc' | 'desc';

/** What a report table asks for. */
export interface ListQuery extends DateRange {
  readonly pageNum: number;
  readonly pageSize: number;
  readonly sortField?: string;
  readonly sortOrder?: SortOrder;
}

/** A report row: its dimension texts and its metrics as the server sent them (formatted on display). */
export type ReportRow = { readonly id: string } & Readonly<Partial<Record<DimensionKey, string>>> &
  Readonly<Partial<Record<MetricKey, unknown>>>;

/** One page of a report. */
export interface ReportPage {
  readonly rows: ReportRow[];
  readonly total: number;
}

/** A point of the trend chart: the day, its spend (cents) and its conversions. */
export interface TrendPoint {
  readonly date: string;
  readonly cost: number | null;
  readonly convert: number | null;
}

/** The totals of the range and the trend. */
export interface Overview {
  readonly summary: Readonly<Partial<Record<MetricKey, unknown>>>;
  readonly trend: TrendPoint[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const finiteOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const isText = (v: unknown): v is string | number =>
  (typeof v === 'string' && v.trim() !== '') || typeof v === 'number';

/**
 * Rows of a list answer, item by item: a row whose dimension fields are not text (or missing) is
 * skipped; metrics are kept as sent, so one that is not a number shows the formatters' empty value.
 */
export function parseRows(data: unknown, report: ReportDefinition): ReportRow[] {
  return parseItems(data, (item) => {
    const names: Partial<Record<DimensionKey, string>> = {};
    for (const key of report.dimensions) {
      const value = item[key];
      if (!isText(value)) return null;
      names[key] = String(value);
    }
    const metrics: Partial<Record<MetricKey, unknown>> = {};
    for (const key of report.metrics) metrics[key] = item[key];
    return { id: report.dimensions.map((k) => names[k]).join('\u0001'), ...names, ...metrics };
  });
}

/** The total row count of a list answer (`totalCount`, else `total`), never below the rows given. */
export function totalOf(data: unknown, rows: number): number {
  const holder = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const total = finiteOrNull(holder.totalCount) ?? finiteOrNull(holder.total);
  return total !== null && total >= rows ? Math.floor(total) : rows;
}

/** The overview answer: summary metrics as sent, trend points with a valid date (bad numbers → null). */
export function parseOverview(data: unknown): Overview {
  const holder = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const raw = holder.summary && typeof holder.summary === 'object' ? (holder.summary as Record<string, unknown>) : {};
  const summary: Partial<Record<MetricKey, unknown>> = {};
  for (const key of SUMMARY_METRICS) summary[key] = raw[key];
  const trend = parseItems(holder.trend, (p) =>
    typeof p.date === 'string' && DATE.test(p.date)
      ? { date: p.date, cost: finiteOrNull(p.cost), convert: finiteOrNull(p.convert) }
      : null,
  );
  return { summary, trend };
}

/** Loads one page of a report. */
export async function fetchPage(request: RequestService, report: ReportDefinition, q: ListQuery): Promise<ReportPage> {
  const data = await request.call<unknown>(REPORT_API.list, { reportType: report.type, ...q }, { mode: 'json' });
  const rows = parseRows(data, report);
  return { rows, total: totalOf(data, rows.length) };
}

/** Loads the totals and the trend of a report's range. */
export async function fetchOverview(
  request: RequestService,
  report: ReportDefinition,
  range: DateRange,
): Promise<Overview> {
  const data = await request.call<unknown>(
    REPORT_API.overview,
    { reportType: report.type, ...range },
    { mode: 'json' },
  );
  return parseOverview(data);
}
