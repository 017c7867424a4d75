import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { sortParams, useServerList, type ListQuery, type Paged, type ServerListOptions } from './use-server-list';

/** A server whose answers the test releases one by one, in any order. */
function slowServer() {
  const pending: Array<{ query: ListQuery; answer: (page: Paged<string>) => void; fail: () => void }> = [];
  const load = (query: ListQuery) =>
    new Promise<Paged<string>>((resolve, reject) => {
      pending.push({ query, answer: resolve, fail: () => reject(new Error('500')) });
    });
  return { pending, load };
}

describe('useServerList (spec §9 server-side lists)', () => {
  it('asks for page 1, 10 a page, then loading → ready; empty when the server has no row', async () => {
    const server = slowServer();
    const { result } = renderHook(() => useServerList(server.load));
    expect(result.current.answer.state).toBe('loading');
    expect(server.pending[0].query).toEqual({ page: 1, pageSize: 10, keyword: '', sort: null });
    await act(async () => server.pending[0].answer({ rows: [], total: 0 }));
    expect(result.current.answer.state).toBe('ready');
    expect(result.current.empty).toBe(true);
  });

  it('keeps the last page while the next loads and drops an answer to an older question', async () => {
    const server = slowServer();
    const { result } = renderHook(() => useServerList(server.load));
    await act(async () => server.pending[0].answer({ rows: ['a'], total: 30 }));
    act(() => result.current.setPage(2));
    act(() => result.current.setPage(3));
    expect(result.current.shown.rows).toEqual(['a']);
    await act(async () => server.pending[2].answer({ rows: ['c'], total: 30 }));
    await act(async () => server.pending[1].answer({ rows: ['b'], total: 30 }));
    expect(result.current.query.page).toBe(3);
    expect(result.current.shown.rows).toEqual(['c']);
  });

  it('a search, a sort or a page size starts again at page 1; the page size is capped at 100', () => {
    const server = slowServer();
    const { result } = renderHook(() => useServerList(server.load));
    act(() => result.current.setPage(4));
    act(() => result.current.search('  广告  '));
    expect(result.current.query).toMatchObject({ page: 1, keyword: '广告' });
    act(() => result.current.setPage(4));
    act(() => result.current.sortBy({ key: 'balance', direction: 'descending' }));
    expect(result.current.query.page).toBe(1);
    act(() => result.current.setPageSize(1000));
    expect(result.current.query.pageSize).toBe(100);
    act(() => result.current.setPageSize(0));
    expect(result.current.query.pageSize).toBe(10);
  });

  it('fails with nothing shown, and a retry asks again', async () => {
    const server = slowServer();
    const { result } = renderHook(() => useServerList(server.load));
    await act(async () => server.pending[0].fail());
    expect(result.current.answer.state).toBe('failed');
    expect(result.current.shown).toEqual({ rows: [], total: 0 });
    act(() => result.current.retry());
    await waitFor(() => expect(server.pending).toHaveLength(2));
    expect(result.current.answer.state).toBe('loading');
  });

  it('new filters start again at page 1 and ask again; the same filters in a new object ask nothing', async () => {
    const server = slowServer();
    const { result, rerender } = renderHook(({ options }) => useServerList(server.load, options), {
      initialProps: { options: { filters: { status: '' } } as ServerListOptions },
    });
    act(() => result.current.setPage(3));
    expect(server.pending).toHaveLength(2);
    rerender({ options: { filters: { status: '' } } });
    expect(server.pending).toHaveLength(2);
    rerender({ options: { filters: { status: '2' } } });
    expect(result.current.query.page).toBe(1);
    expect(server.pending).toHaveLength(3);
    expect(server.pending[2].query.page).toBe(1);
  });

  it('while not asking, sends nothing, drops the answer on its way and keeps the last one shown', async () => {
    const server = slowServer();
    const { result, rerender } = renderHook(({ options }) => useServerList(server.load, options), {
      initialProps: { options: { filters: { begin: '2026-11-01' } } as ServerListOptions },
    });
    await act(async () => server.pending[0].answer({ rows: ['a'], total: 1 }));
    act(() => result.current.setPage(2));
    rerender({ options: { filters: { begin: '2026-1' }, asking: false } });
    expect(server.pending).toHaveLength(2);
    expect(result.current.answer).toEqual({ state: 'ready', value: { rows: ['a'], total: 1 } });
    await act(async () => server.pending[1].answer({ rows: ['late'], total: 1 }));
    expect(result.current.shown.rows).toEqual(['a']);
    act(() => result.current.retry());
    expect(server.pending).toHaveLength(2);
    rerender({ options: { filters: { begin: '2026-11-02' } } });
    expect(server.pending).toHaveLength(3);
    expect(server.pending[2].query.page).toBe(1);
    expect(result.current.answer).toEqual({ state: 'loading', previous: { rows: ['a'], total: 1 } });
  });

  it('says a sort as sortField and sortOrder, and nothing without one', () => {
    expect(sortParams({ key: 'cost', direction: 'ascending' })).toEqual({ sortField: 'cost', sortOrder: 'asc' });
    expect(sortParams({ key: 'cost', direction: 'descending' })).toEqual({ sortField: 'cost', sortOrder: 'desc' });
    expect(sortParams(null)).toEqual({});
  });

  it('keeps the same controls across renders', async () => {
    const server = slowServer();
    const { result } = renderHook(() => useServerList(server.load));
    const { setPage, setPageSize, search, sortBy, retry } = result.current;
    act(() => setPage(2));
    await act(async () => server.pending[1].answer({ rows: ['b'], total: 30 }));
    expect(result.current).toMatchObject({ setPage, setPageSize, search, sortBy, retry });
  });
});
