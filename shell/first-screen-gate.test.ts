import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_SETTLE_MAX_MS, firstScreenGate } from './first-screen-gate';

afterEach(() => vi.useRealTimers());

describe('firstScreenGate', () => {
  it('reports once every expected boundary has settled, then passes later reports at once', () => {
    const gate = firstScreenGate();
    const report = vi.fn();
    gate.expect('header');
    gate.expect('page');
    gate.settle('page');
    gate.afterFirstScreen(report);
    expect(report).not.toHaveBeenCalled();
    // Settling what was never expected changes nothing.
    gate.settle('unknown');
    expect(report).not.toHaveBeenCalled();
    gate.settle('header');
    expect(report).toHaveBeenCalledOnce();
    // Boundaries of later pages are not counted.
    gate.expect('next-page');
    gate.afterFirstScreen(report);
    expect(report).toHaveBeenCalledTimes(2);
  });

  it(`reports ${FIRST_SCREEN_SETTLE_MAX_MS} ms after the page at the latest, whatever still loads`, () => {
    vi.useFakeTimers();
    const gate = firstScreenGate();
    const report = vi.fn();
    gate.expect('hanging-widget');
    gate.afterFirstScreen(report);
    vi.advanceTimersByTime(FIRST_SCREEN_SETTLE_MAX_MS - 1);
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(report).toHaveBeenCalledOnce();
    gate.settle('hanging-widget');
    expect(report).toHaveBeenCalledOnce();
  });

  it('drops a wait under way when the shell unmounts', () => {
    vi.useFakeTimers();
    const gate = firstScreenGate();
    const report = vi.fn();
    gate.expect('header');
    gate.afterFirstScreen(report);
    gate.dispose();
    vi.advanceTimersByTime(FIRST_SCREEN_SETTLE_MAX_MS);
    gate.settle('header');
    expect(report).not.toHaveBeenCalled();
  });
});
