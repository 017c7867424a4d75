import { useCallback, useEffect, useState } from 'react';
import { requestRef, useService } from '@portico/sdk';
import { type LooseItem } from '@portico/ads';
import { DEFAULT_PAGING, type DataTableSort } from '@portico/ui';
import { fetchPage, type Page } from '../api';

/**
 * One server-side paged list (page 1, size 10 by default, spec §9): the page and sort, the rows
 * of the page, loading and failure. A new sort or new parameters (a filter) go back to page 1; a
 * late answer is dropped. While `asking` is false (a filter being fixed) nothing is sent and the
 * rows shown stay.
 */
export function usePagedList<Row>(
  path: string,
  params: Readonly<Record<string, string | number>>,
  pick: (item: LooseItem) => Row | null,
  asking = true,
) {
  const request = useService(requestRef);
  const [page, setPage] = useState<number>(DEFAULT_PAGING.page);
  const [sort, setSortState] = useState<DataTableSort | null>(null);
  // The last answer and the question (query and retry) it answers: loading means none for this one yet.
  const [answer, setAnswer] = useState<{
    key: string;
    retries: number;
    data: Page<Row> | null;
    failed: boolean;
  } | null>(null);
  const [retries, setRetries] = useState(0);
  // New parameters start again from page 1 (React's "state from props" pattern).
  const paramsKey = JSON.stringify(params);
  const [shownParams, setShownParams] = useState(paramsKey);
  if (shownParams !== paramsKey) {
    setShownParams(paramsKey);
    setPage(DEFAULT_PAGING.page);
  }
  const filters = {
    ...params,
    ...(sort ? { sortField: sort.key, sortOrder: sort.direction === 'ascending' ? 'asc' : 'desc' } : {}),
  };
  const key = JSON.stringify({ ...filters, pageNum: page, pageSize: DEFAULT_PAGING.pageSize });

  useEffect(() => {
    if (!asking) return;
    let live = true;
    fetchPage(request, path, JSON.parse(key) as Record<string, unknown>, pick).then(
      (data) => live && setAnswer({ key, retries, data, failed: false }),
      () => live && setAnswer({ key, retries, data: null, failed: true }),
    );
    return () => void (live = false);
  }, [request, path, key, pick, retries, asking]);
  const loading = asking && (answer?.key !== key || answer.retries !== retries);
  const state = { data: answer?.data ?? null, loading, failed: !loading && !!answer?.failed };

  const setSort = useCallback((next: DataTableSort) => {
    setSortState(next);
    setPage(DEFAULT_PAGING.page);
  }, []);
  const retry = useCallback(() => setRetries((n) => n + 1), []);
  return { page, setPage, sort, setSort, ...state, retry, filters };
}
