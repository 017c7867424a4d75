import { useEffect, useRef } from 'react';
import { Caption1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { EMPTY_VALUE, formatElement, formatPrice, ELEMENT_TYPE, useVisuallyHiddenClass } from '@portico/sdk';
import type { TrendPoint } from '../api';
import { axisSize } from './axis-size';
import { CHART_HEIGHT } from '../constants';
import { PAGE_TEXT as T } from './messages';

/** The two series: the CSS variable of their colour (read at draw time: canvas takes no variables). */
const SERIES = [
  { key: 'cost', label: T.costSeries, color: tokens.colorBrandForeground1, scale: 'cost' },
  { key: 'convert', label: T.convertSeries, color: tokens.colorPaletteDarkOrangeForeground1, scale: 'convert' },
] as const;

const useStyles = makeStyles({
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  head: { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  legend: { display: 'flex', gap: tokens.spacingHorizontalL, margin: 0, padding: 0, listStyleType: 'none' },
  key: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: { width: '12px', height: '3px', borderRadius: tokens.borderRadiusSmall },
  caption: { color: tokens.colorNeutralForeground3 },
  empty: { color: tokens.colorNeutralForeground3, padding: `${tokens.spacingVerticalXL} 0` },
  // What uPlot's own stylesheet would give, scoped to the chart.
  plot: {
    minHeight: `${CHART_HEIGHT}px`,
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
 * The spend and conversions of the range, day by day (uPlot on a canvas, loaded with the report
 * chunk's own lazy import). The canvas is hidden from assistive technology; its text alternative
 * is the caption and a table of the same figures (visually hidden), so nothing is only drawn.
 */
export function TrendChart({
  trend,
  range,
}: {
  trend: readonly TrendPoint[];
  range: { beginDate: string; endDate: string };
}) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenClass();
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
        const [cost, convert] = SERIES.map((s) => cssColor(el, s.color));
        const grid = cssColor(el, tokens.colorNeutralStroke2);
        const axisText = cssColor(el, tokens.colorNeutralForeground3);
        plot = new UPlot(
          {
            width: Math.max(320, el.clientWidth),
            height: CHART_HEIGHT,
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
              { label: T.costSeries, scale: 'cost', stroke: cost, width: 2, points: { show: trend.length <= 31 } },
              {
                label: T.convertSeries,
                scale: 'convert',
                stroke: convert,
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
          observer = new ResizeObserver(() =>
            plot?.setSize({ width: Math.max(320, el.clientWidth), height: CHART_HEIGHT }),
          );
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
  }, [trend]);

  return (
    <figure className={styles.figure} aria-labelledby="report-trend-title">
      <div className={styles.head}>
        <Subtitle2 as="h2" id="report-trend-title">
          {T.chartTitle}
        </Subtitle2>
        <ul className={styles.legend} aria-hidden="true">
          {SERIES.map((s) => (
            <li key={s.key} className={styles.key}>
              <span className={styles.swatch} style={{ backgroundColor: s.color }} />
              <Caption1>{s.label}</Caption1>
            </li>
          ))}
        </ul>
      </div>
      {trend.length === 0 ? (
        <p className={styles.empty}>{T.chartEmpty}</p>
      ) : (
        <div ref={host} className={styles.plot} aria-hidden="true" data-testid="report-trend-plot" />
      )}
      <figcaption>
        <Caption1 className={styles.caption}>{T.chartCaption(range.beginDate, range.endDate)}</Caption1>
      </figcaption>
      {trend.length > 0 && (
        <div className={hidden}>
          <table>
            <caption>{T.chartTable}</caption>
            <thead>
              <tr>
                <th scope="col">{T.date}</th>
                <th scope="col">{T.costSeries}</th>
                <th scope="col">{T.convertSeries}</th>
              </tr>
            </thead>
            <tbody>
              {trend.map((p) => (
                <tr key={p.date}>
                  <th scope="row">{p.date}</th>
                  <td>{p.cost === null ? EMPTY_VALUE : formatPrice(p.cost)}</td>
                  <td>{formatElement(ELEMENT_TYPE.NUMBER, p.convert)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}
