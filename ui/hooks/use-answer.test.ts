import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useAnswer } from './use-answer';

/** A load whose answers the test settles by hand, one per call. */
function loads() {
  const calls: Array<{ resolve(v: string): void; reject(e: Error): void }> = [];
  const load = () => new Promise<string>((resolve, reject) => calls.push({ resolve, reject }));
  const settle = async (i: number, how: (c: (typeof calls)[number]) => void) => {
    await act(async () => how(calls[i]!));
  };
  return { calls, load, settle };
}

describe('useAnswer', () => {
  it('loads on mount, then is ready with the value', async () => {
    const { calls, load, settle } = loads();
    const { result } = renderHook(() => useAnswer(load));
    expect(result.current[0]).toEqual({ state: 'loading' });
    expect(calls).toHaveLength(1);
    await settle(0, (c) => c.resolve('一'));
    expect(result.current[0]).toEqual({ state: 'ready', value: '一' });
  });

  it('loads again for a new key, keeping the last value meanwhile, and drops the older answer', async () => {
    const { calls, load, settle } = loads();
    const { result, rerender } = renderHook(({ k }) => useAnswer(load, k), { initialProps: { k: 'a' } });
    await settle(0, (c) => c.resolve('甲'));
    rerender({ k: 'b' });
    expect(result.current[0]).toEqual({ state: 'loading', previous: '甲' });
    rerender({ k: 'c' });
    expect(result.current[0]).toEqual({ state: 'loading', previous: '甲' });
    expect(calls).toHaveLength(3);
    await settle(2, (c) => c.resolve('丙'));
    await settle(1, (c) => c.resolve('乙'));
    expect(result.current[0]).toEqual({ state: 'ready', value: '丙' });
  });

  it('fails with the message; retry loads again, without a previous value', async () => {
    const { calls, load, settle } = loads();
    const { result } = renderHook(() => useAnswer(load));
    await settle(0, (c) => c.reject(new Error('网络异常')));
    expect(result.current[0]).toEqual({ state: 'failed', message: '网络异常' });
    act(() => result.current[1]());
    expect(result.current[0]).toStrictEqual({ state: 'loading' });
    expect(calls).toHaveLength(2);
    await settle(1, (c) => c.resolve('好了'));
    expect(result.current[0]).toEqual({ state: 'ready', value: '好了' });
  });

  it('keeps the same answer object across renders that ask nothing new', async () => {
    const { load, settle } = loads();
    const { result, rerender } = renderHook(() => useAnswer(load));
    const loading = result.current[0];
    rerender();
    expect(result.current[0]).toBe(loading);
    await settle(0, (c) => c.resolve('一'));
    const ready = result.current[0];
    rerender();
    expect(result.current[0]).toBe(ready);
  });

  it('asks nothing for a null key: the answer on its way is dropped and the last one stays', async () => {
    const { calls, load, settle } = loads();
    const { result, rerender } = renderHook(({ k }: { k: string | null }) => useAnswer(load, k), {
      initialProps: { k: 'a' as string | null },
    });
    await settle(0, (c) => c.resolve('甲'));
    rerender({ k: 'b' });
    rerender({ k: null });
    expect(result.current[0]).toEqual({ state: 'ready', value: '甲' });
    await settle(1, (c) => c.resolve('乙'));
    expect(result.current[0]).toEqual({ state: 'ready', value: '甲' });
    act(() => result.current[1]());
    expect(calls).toHaveLength(2);
    rerender({ k: 'c' });
    expect(calls).toHaveLength(3);
    expect(result.current[0]).toEqual({ state: 'loading', previous: '甲' });
  });
});
