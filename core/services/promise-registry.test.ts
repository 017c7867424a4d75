import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DefaultPromiseRegistry, PROMISE_WAIT_TIMEOUT_MS } from './promise-registry';

describe('named promises (spec §3, §8)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rejects with "no promise" when the name is unknown', async () => {
    await expect(new DefaultPromiseRegistry().wait('menu')).rejects.toThrow(/^no promise$/);
  });

  it('resolves with the registered promise', async () => {
    const promises = new DefaultPromiseRegistry();
    promises.register('menu', Promise.resolve([1, 2]));
    await expect(promises.wait('menu')).resolves.toEqual([1, 2]);
  });

  it('passes a rejection through', async () => {
    const promises = new DefaultPromiseRegistry();
    promises.register('menu', Promise.reject(new Error('boom')));
    await expect(promises.wait('menu')).rejects.toThrow('boom');
  });

  it('rejects with "timeout" after 5000 ms, not before', async () => {
    const promises = new DefaultPromiseRegistry();
    promises.register('menu', new Promise(() => undefined));
    const waiting = promises.wait('menu');
    const outcome = vi.fn();
    waiting.catch(outcome);
    await vi.advanceTimersByTimeAsync(PROMISE_WAIT_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(new Error('timeout'));
    expect(PROMISE_WAIT_TIMEOUT_MS).toBe(5000);
  });

  it('honours a custom timeout and resolves a late registration in time', async () => {
    const promises = new DefaultPromiseRegistry();
    let done!: (v: string) => void;
    promises.register('session', new Promise<string>((r) => (done = r)));
    const waiting = promises.wait<string>('session', 100);
    await vi.advanceTimersByTimeAsync(50);
    done('ready');
    await expect(waiting).resolves.toBe('ready');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('replaces a name, and a stale disposer does not remove the newer promise', async () => {
    const promises = new DefaultPromiseRegistry();
    const disposeOld = promises.register('x', Promise.resolve('old'));
    promises.register('x', Promise.resolve('new'));
    disposeOld();
    expect(promises.has('x')).toBe(true);
    await expect(promises.wait('x')).resolves.toBe('new');
  });

  it('forgets a disposed promise', async () => {
    const promises = new DefaultPromiseRegistry();
    const dispose = promises.register('x', Promise.resolve(1));
    dispose();
    await expect(promises.wait('x')).rejects.toThrow('no promise');
  });
});
