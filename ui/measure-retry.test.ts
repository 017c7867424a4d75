import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { measureWithRetry, MeasureUnavailableError, VIEWPORT_RETRY } from './measure-retry';

describe('measureWithRetry (spec §9 viewport retry: up to 10 times at 200 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is the spec’s schedule', () => {
    expect(VIEWPORT_RETRY).toEqual({ retries: 10, intervalMs: 200 });
  });

  it('resolves at once, without a timer, when the value is there', async () => {
    const measure = vi.fn(() => 1280);
    await expect(measureWithRetry(measure, 'viewport')).resolves.toBe(1280);
    expect(measure).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('measures again every 200 ms until the value is there', async () => {
    let width = 0;
    const measure = vi.fn(() => (width > 0 ? width : null));
    const settled = vi.fn();
    void measureWithRetry(measure, 'viewport').then(settled);
    await vi.advanceTimersByTimeAsync(199);
    expect(measure).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(measure).toHaveBeenCalledTimes(2);
    width = 390;
    await vi.advanceTimersByTimeAsync(400);
    expect(measure).toHaveBeenCalledTimes(3);
    expect(settled).toHaveBeenCalledWith(390);
  });

  it('gives up after the 10th retry (2000 ms), naming what it measured, and not before', async () => {
    const measure = vi.fn(() => null);
    const failed = vi.fn();
    void measureWithRetry(measure, 'sub-app container of demo').catch(failed);
    await vi.advanceTimersByTimeAsync(VIEWPORT_RETRY.retries * VIEWPORT_RETRY.intervalMs - 1);
    expect(failed).not.toHaveBeenCalled();
    expect(measure).toHaveBeenCalledTimes(10);
    await vi.advanceTimersByTimeAsync(1);
    expect(measure).toHaveBeenCalledTimes(11);
    expect(failed).toHaveBeenCalledTimes(1);
    const error = failed.mock.calls[0][0] as MeasureUnavailableError;
    expect(error).toBeInstanceOf(MeasureUnavailableError);
    expect(error.message).toBe(
      'sub-app container of demo not there after 10 retries at 200 ms (PORTICO_E_NOT_MEASURED)',
    );
    expect(vi.getTimerCount()).toBe(0);
  });

  it('counts a measurement that throws as not there yet', async () => {
    let calls = 0;
    const result = measureWithRetry(() => {
      calls += 1;
      if (calls < 3) throw new Error('layout not ready');
      return 'ok';
    }, 'x');
    await vi.advanceTimersByTimeAsync(400);
    await expect(result).resolves.toBe('ok');
  });

  it('stops retrying when aborted, rejecting with the abort', async () => {
    const controller = new AbortController();
    const measure = vi.fn(() => null);
    const failed = vi.fn();
    void measureWithRetry(measure, 'viewport', controller.signal).catch(failed);
    await vi.advanceTimersByTimeAsync(600);
    controller.abort();
    await vi.advanceTimersByTimeAsync(5000);
    expect(measure).toHaveBeenCalledTimes(4);
    expect(failed).toHaveBeenCalledTimes(1);
    expect((failed.mock.calls[0][0] as Error).name).toBe('AbortError');
    expect(vi.getTimerCount()).toBe(0);
  });
});
