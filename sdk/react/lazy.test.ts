import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, withChunkTimeout } from './lazy';

describe('withChunkTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('fails a chunk that has not arrived after 120 s, not before', async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const result = withChunkTimeout(() => new Promise(() => undefined)).then(() => 'loaded', (e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).message).toMatch(/120 s/);
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    await expect(withChunkTimeout(() => Promise.reject(new Error('Failed to fetch dynamically imported module')))).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('passes a loaded chunk through', async () => {
    await expect(withChunkTimeout(async () => ({ default: 42 }))).resolves.toEqual({ default: 42 });
  });
});
