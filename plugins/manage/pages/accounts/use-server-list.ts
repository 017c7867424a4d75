import { useState } from 'react';
import { DEFAULT_PAGING, type DataTableSort, useAnswer, type Answer } from '@portico/ui';
import type { Paged } from './parse';

/** What a server-side list asks for: the page, the search words, the sort. */
export interface ListQuery {
  readonly page: number;
  readonly keyword: string;
  readonly sort: DataTableSort | null;
}

/** A server-side list's state and its controls (spec §9 defaults: page 1, 10 a page). */
export interface ServerList<T> {
  readonly query: ListQuery;
  readonly answer: Answer<Paged<T>>;
  /** The rows to show: the current page's, or the last page's while the next one loads. */
  readonly shown: Paged<T>;
  readonly retry: () => void;
  readonly setPage: (page: number) => void;
  /** A new search starts again at page 1. */
  readonly search: (keyword: string) => void;
  /** A new sort starts again at page 1. */
  readonly sortBy: (sort: DataTableSort) => void;
}

const NOTHING: Paged<never> = { rows: [], total: 0 };

/** Loads a page of a list from the server whenever its page, search or sort changes. */
export function useServerList<T>(load: (query: ListQuery) => Promise<Paged<T>>): ServerList<T> {
  const [query, setQuery] = useState<ListQuery>({ page: DEFAULT_PAGING.page, keyword: '', sort: null });
  const [answer, retry] = useAnswer(() => load(query), JSON.stringify(query));
  const shown =
    answer.state === 'ready' ? answer.value : answer.state === 'loading' ? (answer.previous ?? NOTHING) : NOTHING;
  return {
    query,
    answer,
    shown,
    retry,
    setPage: (page) => setQuery((q) => ({ ...q, page })),
    search: (keyword) => setQuery((q) => ({ ...q, keyword: keyword.trim(), page: DEFAULT_PAGING.page })),
    sortBy: (sort) => setQuery((q) => ({ ...q, sort, page: DEFAULT_PAGING.page })),
  };
}
