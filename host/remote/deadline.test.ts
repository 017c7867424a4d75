import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIME_LIMITS } from '@portico/core';
import { checkedFetch } from './assets';
import { loadDeadline } from './deadline';
import { SubAppError } from './errors';

const app = { name: 'slowEntry', entry: '/markets/slowEntry/__static__/index.html', loadTimeoutMs: 3000 };

afterEach(() => vi.useRealTimers());

describe('the load limit of a remote sub-app (spec §9 chunk-load limit, per sub-app)', () => {
  it('rejects a step that never ends once the limit has passed, and aborts its requests', async () => {
    vi.useFakeTimers();
    const deadline = loadDeadline(app);
    const never = new Promise<never>(() => {});
    const raced = deadline.race(never);
    const outcome = raced.catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(2999);
    expect(deadline.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = await outcome;
    expect(err).toBeInstanceOf(SubAppError);
    expect(err).toMatchObject({
      failure: 'timeout',
      message: 'entry of sub-app slowEntry did not load within 3000 ms',
    });
    expect(deadline.signal.aborted).toBe(true);
  });

  it('lets a step that ends in time through, and ends quietly', async () => {
    vi.useFakeTimers();
    const deadline = loadDeadline(app);
    await expect(deadline.race(Promise.resolve('loaded'))).resolves.toBe('loaded');
    deadline.done();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(deadline.signal.aborted).toBe(false);
  });

  it('every request of the step carries its signal (the entry fetch is aborted with it)', async () => {
    const base = vi.fn(async (_: RequestInfo | URL, init?: RequestInit) => {
      await new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
      return new Response('');
    });
    const deadline = loadDeadline({ ...app, loadTimeoutMs: 1000 });
    const fetching = checkedFetch(base as typeof fetch, { signal: deadline.signal })(app.entry);
    const failed = fetching.catch((e: unknown) => e);
    await expect(deadline.race(fetching)).rejects.toThrow('did not load within 1000 ms');
    expect(await failed).toBeInstanceOf(Error);
  });

  it('the default is the §9 chunk-load limit', () => {
    expect(TIME_LIMITS.chunkLoadMs).toBe(120_000);
  });
});
