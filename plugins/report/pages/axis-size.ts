import type uPlot from 'uplot';

/**
 * Width of a value axis: its ticks, its gap and its longest label as drawn (uPlot's own recipe),
 * so that 42,500 or 1,250,000 is never cut at the chart's edge.
 */
export function axisSize(u: uPlot, values: string[] | null, axisIdx: number, cycleNum: number): number {
  // Once drawn, uPlot keeps the axis font as [css, px] and the size it settled on as `_size`.
  const axis = u.axes[axisIdx] as unknown as { _size?: number; font: [string]; ticks: { size: number }; gap: number };
  if (cycleNum > 1 && axis._size) return axis._size;
  const longest = (values ?? []).reduce((a, v) => (v.length > a.length ? v : a), '');
  u.ctx.font = axis.font[0];
  return Math.ceil(axis.ticks.size + axis.gap + u.ctx.measureText(longest).width / devicePixelRatio);
}
