import { useMemo, useState } from 'react';

/**
 * The most rows a list the server does not page renders at once (ours: the spec names none); the
 * rest are reached by the list's own filter and its pages within the client.
 */
export const MAX_RENDERED_ROWS = 1000;

/** One page of a list the client holds whole, and how to reach the others. */
export interface ClientPages<T> {
  /** The items to render now: at most `pageSize` of them. */
  readonly rows: readonly T[];
  /** The current page (1-based), within the pages there are. */
  readonly page: number;
  readonly pageSize: number;
  /** Items on all pages (what the kit's `Pager` shows as 共 N 条). */
  readonly total: number;
  readonly setPage: (page: number) => void;
}

/**
 * Pages within the client for a list the server does not page (a client picker, a list of
 * types): whatever the server sends, at most `pageSize` items render at once — never more than
 * {@link MAX_RENDERED_ROWS} (1,000), whatever `pageSize` asks — so 20,000 items cost one page of
 * rendering. A new `items` list (another answer, another filter) starts again at page 1. Give the
 * result to `<Pager>` so the user reaches the rest.
 *
 * @example
 * const pages = useClientPages(matching, 100);
 * pages.rows.map(…); <Pager page={pages.page} pageSize={pages.pageSize} total={pages.total} onPageChange={pages.setPage} />
 */
export function useClientPages<T>(items: readonly T[], pageSize: number): ClientPages<T> {
  const size = Math.max(1, Math.min(Math.floor(pageSize) || 1, MAX_RENDERED_ROWS));
  const [state, setState] = useState({ items, page: 1 });
  // Another list starts at its first page (React's "state from props" pattern).
  const current = state.items === items ? state : { items, page: 1 };
  if (current !== state) setState(current);
  const pages = Math.max(1, Math.ceil(items.length / size));
  const page = Math.min(Math.max(1, current.page), pages);
  // One array per page, not per render: consumers key work on its identity (progressive rows).
  const rows = useMemo(
    () => (items.length <= size ? items : items.slice((page - 1) * size, page * size)),
    [items, page, size],
  );
  return {
    rows,
    page,
    pageSize: size,
    total: items.length,
    setPage: (next) => setState({ items, page: next }),
  };
}
