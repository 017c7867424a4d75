import { useMemo, useState } from 'react';
import { DEFAULT_PAGING, type DataTableSort } from '../data-table/columns';
import { useAnswer, type Answer } from './use-answer';

/** The most rows a server-side list asks for at once (the servers' page-size cap). */
export const MAX_PAGE_SIZE = 100;

/** A page of a server-side list: its rows and the number of rows on all pages. */
export interface Paged<T> {
  readonly rows: T[];
  readonly total: number;
}

/** What a server-side list asks for: the page, its size, the search words, the sort. */
export interface ListQuery {
  readonly page: number;
  /** Rows a page, 1 to {@link MAX_PAGE_SIZE}. */
  readonly pageSize: number;
  readonly keyword: string;
  readonly sort: DataTableSort | null;
}

/** A server-side list's state and its controls (spec §9 defaults: page 1, 10 a page). */
export interface ServerList<T> {
  readonly query: ListQuery;
  /** Loading (with the last page kept), ready, or failed. */
  readonly answer: Answer<Paged<T>>;
  /** The rows to show: the current page's, or the last page's while the next one loads; none after a failure. */
  readonly shown: Paged<T>;
  /** The answer came and holds no row on any page. */
  readonly empty: boolean;
  readonly retry: () => void;
  readonly setPage: (page: number) => void;
  /** A new page size (capped at {@link MAX_PAGE_SIZE}) starts again at page 1. */
  readonly setPageSize: (pageSize: number) => void;
  /** A new search starts again at page 1. */
  readonly search: (keyword: string) => void;
  /** A new sort starts again at page 1. */
  readonly sortBy: (sort: DataTableSort) => void;
}

/** What else a list is asked by, beside its page, search and sort. */
export interface ServerListOptions {
  /**
   * The list's filters (a date range, a status) as `load` sends them: a change starts again at
   * page 1 and asks again. Compared by value, so a new object with the same fields asks nothing.
   */
  readonly filters?: object;
  /**
   * False while the filters cannot be asked for (a date range being fixed; the field says why):
   * nothing is sent, an answer on its way is dropped, and the last answer stays shown. Default true.
   */
  readonly asking?: boolean;
}

/** The sort as the portal's list endpoints take it: `sortField` and `sortOrder` (`asc` or `desc`); nothing without a sort. */
export function sortParams(sort: DataTableSort | null): {
  readonly sortField?: string;
  readonly sortOrder?: 'asc' | 'desc';
} {
  return sort ? { sortField: sort.key, sortOrder: sort.direction === 'ascending' ? 'asc' : 'desc' } : {};
}

const NOTHING: Paged<never> = { rows: [], total: 0 };

const usableSize = (size: number): number =>
  Number.isInteger(size) && size >= 1 ? Math.min(size, MAX_PAGE_SIZE) : DEFAULT_PAGING.pageSize;

/**
 * Loads a page of a server-side list whenever its page, page size, search, sort or filters change;
 * an answer to an older question is dropped (`useAnswer`), and the last page stays shown while the
 * next one loads. `load` builds the call from the query and the filters (its parameter names are
 * the endpoint's).
 * @example
 * const list = useServerList(
 *   (q) => request.call(API.list, { ...range, pageNum: q.page, pageSize: q.pageSize, ...sortParams(q.sort) }).then(parse),
 *   { filters: range, asking: isRange(range.beginDate, range.endDate) },
 * );
 */
export function useServerList<T>(
  load: (query: ListQuery) => Promise<Paged<T>>,
  options: ServerListOptions = {},
): ServerList<T> {
  const [query, setQuery] = useState<ListQuery>({
    page: DEFAULT_PAGING.page,
    pageSize: DEFAULT_PAGING.pageSize,
    keyword: '',
    sort: null,
  });
  // New filters start again from page 1 (React's "state from props" pattern).
  const filters = JSON.stringify(options.filters ?? {});
  const [asked, setAsked] = useState(filters);
  if (asked !== filters) {
    setAsked(filters);
    setQuery((q) => ({ ...q, page: DEFAULT_PAGING.page }));
  }
  const asking = options.asking ?? true;
  const [answer, retry] = useAnswer(() => load(query), asking ? JSON.stringify([query, filters]) : null);
  const shown =
    answer.state === 'ready' ? answer.value : answer.state === 'loading' ? (answer.previous ?? NOTHING) : NOTHING;
  // The same controls on every render (an effect may depend on them, as a delayed search does).
  const controls = useMemo(
    () => ({
      setPage: (page: number) => setQuery((q) => ({ ...q, page })),
      setPageSize: (pageSize: number) =>
        setQuery((q) => ({ ...q, pageSize: usableSize(pageSize), page: DEFAULT_PAGING.page })),
      search: (keyword: string) => setQuery((q) => ({ ...q, keyword: keyword.trim(), page: DEFAULT_PAGING.page })),
      sortBy: (sort: DataTableSort) => setQuery((q) => ({ ...q, sort, page: DEFAULT_PAGING.page })),
    }),
    [],
  );
  return {
    query,
    answer,
    shown,
    empty: answer.state === 'ready' && answer.value.total === 0 && answer.value.rows.length === 0,
    retry,
    ...controls,
  };
}
