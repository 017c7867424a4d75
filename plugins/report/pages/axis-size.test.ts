import { describe, expect, it } from 'vitest';
import type uPlot from 'uplot';
import { axisSize } from './axis-size';

/** A drawn plot as far as the axis size reads it: 7 px a character at the given pixel ratio. */
const plot = (size?: number) => {
  const ctx = { font: '', measureText: (text: string) => ({ width: text.length * 7 * devicePixelRatio }) };
  const axis = { _size: size, font: ['12px sans-serif'], ticks: { size: 10 }, gap: 5 };
  return { u: { ctx, axes: [axis, axis] } as unknown as uPlot, ctx };
};

describe('axisSize (the report chart’s value axes)', () => {
  it('makes room for the longest label as drawn, with the ticks and the gap', () => {
    const { u, ctx } = plot();
    expect(axisSize(u, ['30,000', '42,500', '1,250,000'], 1, 1)).toBe(10 + 5 + 9 * 7);
    expect(ctx.font).toBe('12px sans-serif');
  });

  it('keeps the size it settled on in later layout cycles', () => {
    expect(axisSize(plot(64).u, ['1'], 1, 2)).toBe(64);
  });
});
