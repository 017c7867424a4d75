import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MAX_RENDERED_ROWS, useClientPages } from './use-client-pages';

const many = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('useClientPages', () => {
  it('gives one page of the list at a time and every page in turn', () => {
    const items = many(250);
    const { result } = renderHook(() => useClientPages(items, 100));
    expect(result.current).toMatchObject({ page: 1, pageSize: 100, total: 250 });
    expect(result.current.rows).toEqual(many(100));
    act(() => result.current.setPage(3));
    expect(result.current.rows).toEqual(items.slice(200));
    act(() => result.current.setPage(9));
    expect(result.current.page).toBe(3);
  });

  it('never renders more than MAX_RENDERED_ROWS (1,000) items, whatever the page size asks', () => {
    expect(MAX_RENDERED_ROWS).toBe(1000);
    const items = many(20_000);
    const { result } = renderHook(() => useClientPages(items, 50_000));
    expect(result.current.rows).toHaveLength(1000);
    expect(result.current.pageSize).toBe(1000);
    expect(result.current.total).toBe(20_000);
  });

  it('starts again at page 1 for another list (a new filter)', () => {
    const { result, rerender } = renderHook(({ items }) => useClientPages(items, 10), {
      initialProps: { items: many(100) },
    });
    act(() => result.current.setPage(5));
    expect(result.current.rows[0]).toBe(40);
    const filtered = many(30).map((n) => n * 2);
    rerender({ items: filtered });
    expect(result.current.page).toBe(1);
    expect(result.current.rows).toEqual(filtered.slice(0, 10));
  });

  it('a short list is itself', () => {
    const items = many(3);
    const { result } = renderHook(() => useClientPages(items, 10));
    expect(result.current.rows).toBe(items);
  });
});
