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
  const [tick, setTick] = useState(0);
  // The last answer and the question (query and retry) it answers: loading means none for this one
  // yet. A failure keeps the rows shown before it.
  const [answer, setAnswer] = useState<{
    readonly query: RowQuery | null;
    readonly tick: number;
    readonly rows: ManageRow[];
    readonly total: number;
    readonly error: string | null;
  }>({ query: null, tick, rows: [], total: 0, error: null });

  useEffect(() => {
    const keyword = input.trim();
    if (keyword === query.keyword) return;
    const timer = setTimeout(() => setQuery((q) => ({ ...q, keyword, page: DEFAULT_PAGING.page })), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, query.keyword]);

  useEffect(() => {
    let live = true;
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
          setAnswer({ query, tick, rows: page.rows, total: page.total, error: null });
        },
        (e: unknown) => {
          if (!live) return;
          const error = e instanceof Error && e.message ? e.message : MESSAGES.tables.loadFailed;
          setAnswer((a) => ({ ...a, query, tick, error }));
        },
      );
    return () => {
      live = false;
    };
  }, [request, def, query, tick]);

  return {
    query,
    rows: answer.rows,
    total: answer.total,
    loading: answer.query !== query || answer.tick !== tick,
    error: answer.error,
    input,
    setInput,
    setPage: (page: number) => setQuery((q) => ({ ...q, page })),
    setSort: (sort: DataTableSort) => setQuery((q) => ({ ...q, sort, page: DEFAULT_PAGING.page })),
    retry: () => setTick((t) => t + 1),
  };
}
