import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toSubAppError } from './errors';
import { SUBAPP_TIMEOUTS, applySingleSpaTimeouts, singleSpaTimeouts, withTimeout } from './timeouts';

describe('spec §9 loader timeouts', () => {
  it('are bootstrap 4 s; mount, unmount, unload and update 3 s; a warning after 1 s', () => {
    expect(SUBAPP_TIMEOUTS).toEqual({
      bootstrap: 4000,
      mount: 3000,
      unmount: 3000,
      unload: 3000,
      update: 3000,
      warning: 1000,
    });
  });

  it('are set on single-spa explicitly, dying on timeout', () => {
    const spa = {
      setBootstrapMaxTime: vi.fn(),
      setMountMaxTime: vi.fn(),
      setUnmountMaxTime: vi.fn(),
      setUnloadMaxTime: vi.fn(),
    };
    applySingleSpaTimeouts(spa);
    expect(spa.setBootstrapMaxTime).toHaveBeenCalledWith(4000, true, 1000);
    expect(spa.setMountMaxTime).toHaveBeenCalledWith(3000, true, 1000);
    expect(spa.setUnmountMaxTime).toHaveBeenCalledWith(3000, true, 1000);
    expect(spa.setUnloadMaxTime).toHaveBeenCalledWith(3000, true, 1000);
    expect(singleSpaTimeouts().update).toEqual({ millis: 3000, dieOnTimeout: true, warningMillis: 1000 });
    expect(singleSpaTimeouts().bootstrap.millis).toBe(4000);
  });
});

describe('withTimeout', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('rejects a step that never ends after its time, and warns after 1 s', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const outcome = withTimeout('update', 'report', new Promise<void>(() => undefined)).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(999);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(warn).toHaveBeenCalledWith('[portico] sub-app report: update is taking longer than 1000 ms');
    await vi.advanceTimersByTimeAsync(1999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(((await outcome) as Error).message).toBe('update of sub-app report did not finish within 3000 ms');
    warn.mockRestore();
  });

  it('passes a step that ends in time through, and its failure too', async () => {
    await expect(withTimeout('mount', 'a', Promise.resolve(7))).resolves.toBe(7);
    await expect(withTimeout('mount', 'a', Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});

describe('toSubAppError', () => {
  it('reads single-spa’s minified timeout message', () => {
    const e = toSubAppError(
      new Error(
        "parcel 'neverMounts' died in status NOT_MOUNTED: single-spa minified message #31: See https://single-spa.js.org/error/?code=31&arg=mount&arg=parcel&arg=neverMounts&arg=3000",
      ),
    );
    expect(e.failure).toBe('timeout');
    expect(e.message).toBe('mount of sub-app neverMounts did not finish within 3000 ms');
  });

  it('classifies qiankun’s missing lifecycle error and keeps its text', () => {
    const e = toSubAppError(new Error('[qiankun]: You need to export lifecycle functions in x entry'));
    expect(e.failure).toBe('no-lifecycle');
    expect(e.message).toContain('You need to export lifecycle functions');
  });
});
