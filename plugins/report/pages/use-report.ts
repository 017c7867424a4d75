import { useCallback, useEffect, useState } from 'react';
import { requestRef, useService } from '@portico/sdk';
import { DEFAULT_PAGING, type DataTableSort } from '@portico/ui';
import { fetchOverview, fetchPage, type DateRange, type ListQuery, type Overview, type ReportRow } from '../api';
import type { ReportDefinition } from '../catalog';
import { DEFAULT_RANGE_DAYS } from '../constants';

const pad = (n: number) => String(n).padStart(2, '0');
/** A local date as `YYYY-MM-DD`. */
export const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The last `days` days, today included (local time). */
export function lastDays(days: number, now = new Date()): DateRange {
  const begin = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1));
  return { beginDate: isoDate(begin), endDate: isoDate(now) };
}

/** Days of a range, both ends included (0 for a reversed or unreadable one). */
export function rangeLength({ beginDate, endDate }: DateRange): number {
  const b = Date.parse(`${beginDate}T00:00:00Z`);
  const e = Date.parse(`${endDate}T00:00:00Z`);
  return Number.isFinite(b) && Number.isFinite(e) && b <= e ? Math.round((e - b) / 86_400_000) + 1 : 0;
}

interface Loaded<T> {
  readonly data: T | null;
  readonly loading: boolean;
  readonly failed: boolean;
}

/** A settled answer and the question it answers: the query and the retry round. */
interface Settled<T> {
  readonly key: string;
  readonly retries: number;
  readonly data: T | null;
  readonly failed: boolean;
}

/** What to show for a question: loading until its own answer settles, the last data kept meanwhile. */
function loaded<T>(settled: Settled<T> | null, key: string, retries: number): Loaded<T> {
  const current = settled?.key === key && settled.retries === retries;
  return { data: settled?.data ?? null, loading: !current, failed: current && settled.failed };
}

/**
 * The data of one report page: the range (default the last 7 days), the page and sort of its
 * table (page 1, size 10, server-side), one page of rows and the range's overview. A new range
 * or sort goes back to page 1; an answer that arrives after a newer question is dropped.
 */
export function useReport(report: ReportDefinition) {
  const request = useService(requestRef);
  const [range, setRangeState] = useState<DateRange>(() => lastDays(DEFAULT_RANGE_DAYS));
  const [page, setPage] = useState<number>(DEFAULT_PAGING.page);
  const [sort, setSortState] = useState<DataTableSort | null>(null);
  const [list, setList] = useState<Settled<{ rows: ReportRow[]; total: number }> | null>(null);
  const [overview, setOverview] = useState<Settled<Overview> | null>(null);
  const [retries, setRetries] = useState(0);

  const query: ListQuery = {
    ...range,
    pageNum: page,
    pageSize: DEFAULT_PAGING.pageSize,
    ...(sort ? { sortField: sort.key, sortOrder: sort.direction === 'ascending' ? 'asc' : 'desc' } : {}),
  };
  const key = JSON.stringify(query);

  useEffect(() => {
    let live = true;
    fetchPage(request, report, JSON.parse(key) as ListQuery).then(
      (data) => live && setList({ key, retries, data, failed: false }),
      () => live && setList({ key, retries, data: null, failed: true }),
    );
    return () => void (live = false);
  }, [request, report, key, retries]);

  const rangeKey = JSON.stringify({ beginDate: range.beginDate, endDate: range.endDate });
  useEffect(() => {
    let live = true;
    fetchOverview(request, report, JSON.parse(rangeKey) as DateRange).then(
      (data) => live && setOverview({ key: rangeKey, retries, data, failed: false }),
      () => live && setOverview({ key: rangeKey, retries, data: null, failed: true }),
    );
    return () => void (live = false);
  }, [request, report, rangeKey, retries]);

  const setRange = useCallback((next: DateRange) => {
    setRangeState(next);
    setPage(DEFAULT_PAGING.page);
  }, []);
  const setSort = useCallback((next: DataTableSort) => {
    setSortState(next);
    setPage(DEFAULT_PAGING.page);
  }, []);
  const retry = useCallback(() => setRetries((n) => n + 1), []);

  // The export takes what the table shows, every page of it.
  const exportQuery = {
    ...range,
    ...(query.sortField ? { sortField: query.sortField, sortOrder: query.sortOrder } : {}),
  };
  return {
    range,
    setRange,
    page,
    setPage,
    sort,
    setSort,
    list: loaded(list, key, retries),
    overview: loaded(overview, rangeKey, retries),
    retry,
    exportQuery,
  };
}
