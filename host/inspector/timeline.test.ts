import { describe, expect, it } from 'vitest';
import type { PluginRow } from './model';
import { barWindow, BOOT_MARKS, timelineRows } from './TimelinePanel';

const plugin = (id: string, startedAt?: number, endedAt?: number): PluginRow => ({
  id,
  enabled: true,
  reason: 'active',
  options: {},
  optionsValidated: true,
  startedAt,
  endedAt,
});

describe('the boot timeline', () => {
  const marks = new Map([
    ['portal:config', 300],
    ['portal:session', 370],
    ['portal:activated', 402],
  ]);
  const rows = timelineRows(marks, [plugin('late', 395, 400), plugin('never'), plugin('early', 380, 392)]);

  it('lists the four boot marks (a missing one without a time), then the activations in start order', () => {
    expect(rows.map((r) => [r.name, r.kind, r.start, r.end])).toEqual([
      ['portal:config', 'mark', 300, 300],
      ['portal:session', 'mark', 370, 370],
      ['portal:activated', 'mark', 402, 402],
      ['portal:ready', 'mark', undefined, undefined],
      ['early', 'plugin', 380, 392],
      ['late', 'plugin', 395, 400],
    ]);
    expect(BOOT_MARKS).toEqual(['portal:config', 'portal:session', 'portal:activated', 'portal:ready']);
  });

  it('spans navigation start to the last time, or zoomed, the activations alone', () => {
    expect(barWindow(rows, false)).toEqual({ from: 0, to: 402 * 1.02 });
    const zoomed = barWindow(rows, true);
    expect(zoomed.from).toBe(380);
    expect(zoomed.to).toBeCloseTo(400 + 20 * 0.02);
    // Nothing to zoom to: the whole span.
    expect(barWindow(timelineRows(marks, []), true)).toEqual({ from: 0, to: 402 * 1.02 });
  });
});
