import { useState } from 'react';
import { requestRef, useService } from '@portico/sdk';
import { DEFAULT_PAGING, sortParams, useAnswer, useServerList } from '@portico/ui';
import { fetchOverview, fetchPage, type DateRange } from '../api';
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

/**
 * The data of one report page: the range (default the last 7 days), its table (page 1, size 10,
 * server-side, through `useServerList`) and the range's overview. A new range or sort goes back to
 * page 1; an answer that arrives after a newer question is dropped; 重试 asks both again.
 */
export function useReport(report: ReportDefinition) {
  const request = useService(requestRef);
  const [range, setRangeState] = useState<DateRange>(() => lastDays(DEFAULT_RANGE_DAYS));
  const list = useServerList(
    (q) => fetchPage(request, report, { ...range, pageNum: q.page, pageSize: q.pageSize, ...sortParams(q.sort) }),
    { filters: range },
  );
  const [overview, retryOverview] = useAnswer(
    () => fetchOverview(request, report, range),
    JSON.stringify({ beginDate: range.beginDate, endDate: range.endDate }),
  );
  const { setPage, retry: retryList } = list;
  const setRange = (next: DateRange) => {
    setRangeState(next);
    // A range chosen again (the same quick range) goes back to page 1 as well.
    setPage(DEFAULT_PAGING.page);
  };
  const retry = () => {
    retryList();
    retryOverview();
  };
  // The export takes what the table shows, every page of it.
  const exportQuery = { ...range, ...sortParams(list.query.sort) };
  return { range, setRange, list, overview, retry, exportQuery };
}
