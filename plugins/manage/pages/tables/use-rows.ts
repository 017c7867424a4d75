import { useEffect, useState } from 'react';
import { requestRef, useService } from '@portico/sdk';
import { DEFAULT_PAGING, type DataTableSort } from '@portico/ui';
import { MESSAGES } from '../../messages';
import { parseRowPage, SEARCH_DEBOUNCE_MS, type ManageRow, type TableDef } from './table-defs';

/** What the table asks the server for. */
export interface RowQuery {
  readonly page: number;
  readonly sort: DataTableSort | null;
  readonly keyword: string;
}

/**
 * Server-side paging, sorting and name search of a promotion table: page 1 and 10 rows first
 * (spec §9), a new sort or search goes back to page 1, the search is sent 300 ms after the last
 * key. An answer that arrives after a newer request is dropped.
 */
export function useRows(def: TableDef) {
  const request = useService(requestRef);
  const [query, setQuery] = useState<RowQuery>({ page: DEFAULT_PAGING.page, sort: null, keyword: '' });
  const [input, setInput] = useState('');
  const [rows, setRows] = useState<ManageRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);

  useEffect(() => {
    const keyword = input.trim();
    if (keyword === query.keyword) return;
    const timer = setTimeout(() => setQuery((q) => ({ ...q, keyword, page: DEFAULT_PAGING.page })), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, query.keyword]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    request
      .call<unknown>(
        def.api,
        {
          pageNum: query.page,
          pageSize: DEFAULT_PAGING.pageSize,
          keyword: query.keyword,
          ...(query.sort
            ? { sortField: query.sort.key, sortOrder: query.sort.direction === 'ascending' ? 'asc' : 'desc' }
            : {}),
        },
        { silent: true },
      )
      .then(
        (data) => {
          if (!live) return;
          const page = parseRowPage(def, data);
          setRows(page.rows);
          setTotal(page.total);
          setError(null);
          setLoading(false);
        },
        (e: unknown) => {
          if (!live) return;
          setError(e instanceof Error && e.message ? e.message : MESSAGES.tables.loadFailed);
          setLoading(false);
        },
      );
    return () => {
      live = false;
    };
  }, [request, def, query, tick]);

  return {
    query,
    rows,
    total,
    loading,
    error,
    input,
    setInput,
    setPage: (page: number) => setQuery((q) => ({ ...q, page })),
    setSort: (sort: DataTableSort) => setQuery((q) => ({ ...q, sort, page: DEFAULT_PAGING.page })),
    retry: () => setTick((t) => t + 1),
  };
}
