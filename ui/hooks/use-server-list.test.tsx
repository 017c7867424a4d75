import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useServerList, type ListQuery, type Paged } from './use-server-list';

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
});
