import { useEffect, useRef } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { formatPrice } from '@portico/ads';
import type { TrendPoint } from '../api';
import { axisSize } from './axis-size';

/** One series of the chart: its key, its label and its colour (a CSS value, a Fluent token). */
export interface TrendSeries {
  readonly key: 'cost' | 'convert';
  readonly label: string;
  readonly color: string;
}

/**
 * What the trend's drawing gets — the portal's own or a remote one registered as `report-chart`:
 * the days (`cost` in cents, `convert` a count, null where unknown), the two series in legend order
 * and the height in pixels.
 */
export interface TrendPlotProps {
  readonly trend: readonly TrendPoint[];
  readonly series: readonly TrendSeries[];
  readonly height: number;
}

const useStyles = makeStyles({
  // What uPlot's own stylesheet would give, scoped to the chart.
  plot: {
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase200,
    color: tokens.colorNeutralForeground2,
    '& .u-wrap': { position: 'relative', userSelect: 'none' },
    '& .u-over, & .u-under, & .u-axis': { position: 'absolute' },
    '& .u-under': { overflow: 'hidden' },
    '& canvas': { display: 'block', position: 'relative', width: '100%', height: '100%' },
    '& .u-cursor-x, & .u-cursor-y': { position: 'absolute', left: 0, top: 0, pointerEvents: 'none' },
    '& .u-cursor-x': { height: '100%', borderRight: `1px dashed ${tokens.colorNeutralStroke1}` },
    '& .u-cursor-y': { display: 'none' },
    '& .u-cursor-pt': { position: 'absolute', top: 0, left: 0, borderRadius: '50%', pointerEvents: 'none' },
    '& .u-off': { display: 'none' },
    '& .u-select': { display: 'none' },
  },
});

const shortDate = (date: string) => date.slice(5);
const cssColor = (el: Element, token: string) =>
  getComputedStyle(el)
    .getPropertyValue(token.replace(/^var\((--[^)]+)\)$/, '$1'))
    .trim() || 'currentColor';

/**
 * The portal's drawing of the trend: uPlot on a canvas, loaded with the report chunk's own lazy
 * import, hidden from assistive technology (the figure around it says the same in text).
 */
export function TrendPlot({ trend, series, height }: TrendPlotProps) {
  const styles = useStyles();
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = host.current;
    if (!el || trend.length === 0) return;
    let disposed = false;
    let plot: { destroy(): void; setSize(s: { width: number; height: number }): void } | null = null;
    let observer: ResizeObserver | null = null;
    import('uplot')
      .then(({ default: UPlot }) => {
        if (disposed) return;
        const labels = trend.map((p) => shortDate(p.date));
        const step = Math.max(1, Math.ceil(trend.length / 10));
        const colorOf = (key: TrendSeries['key']) => cssColor(el, series.find((s) => s.key === key)?.color ?? '');
        const labelOf = (key: TrendSeries['key']) => series.find((s) => s.key === key)?.label ?? key;
        const grid = cssColor(el, tokens.colorNeutralStroke2);
        const axisText = cssColor(el, tokens.colorNeutralForeground3);
        plot = new UPlot(
          {
            width: Math.max(320, el.clientWidth),
            height,
            legend: { show: false },
            cursor: { y: false, drag: { x: false, y: false } },
            scales: { x: { time: false }, cost: { auto: true }, convert: { auto: true } },
            axes: [
              {
                stroke: axisText,
                grid: { show: false },
                splits: () => trend.map((_, i) => i).filter((i) => i % step === 0),
                values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
              },
              {
                scale: 'cost',
                stroke: axisText,
                grid: { stroke: grid, width: 1 },
                size: axisSize,
                values: (_u, splits) => splits.map((v) => formatPrice(v * 100).replace(/\.00$/, '')),
              },
              { scale: 'convert', side: 1, stroke: axisText, grid: { show: false }, size: axisSize },
            ],
            series: [
              {},
              {
                label: labelOf('cost'),
                scale: 'cost',
                stroke: colorOf('cost'),
                width: 2,
                points: { show: trend.length <= 31 },
              },
              {
                label: labelOf('convert'),
                scale: 'convert',
                stroke: colorOf('convert'),
                width: 2,
                points: { show: trend.length <= 31 },
              },
            ],
          },
          [
            trend.map((_, i) => i),
            trend.map((p) => (p.cost === null ? null : p.cost / 100)),
            trend.map((p) => p.convert),
          ],
          el,
        );
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => plot?.setSize({ width: Math.max(320, el.clientWidth), height }));
          observer.observe(el);
        }
      })
      .catch(() => {
        // No canvas (an old browser, a test DOM) or the chunk failed: the caption and table still say it all.
      });
    return () => {
      disposed = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [trend, series, height]);

  return (
    <div
      ref={host}
      className={styles.plot}
      style={{ minHeight: `${height}px` }}
      aria-hidden="true"
      data-testid="report-trend-plot"
    />
  );
}
