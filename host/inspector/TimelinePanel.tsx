import { useEffect, useState } from 'react';
import {
  makeStyles,
  mergeClasses,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { INSPECTOR_MESSAGES as M } from './messages';
import type { PluginRow } from './model';
import { useInspectorStyles } from './styles';

/** The host's boot marks, in boot order (`performance.mark('portal:<step>')`). */
export const BOOT_MARKS = ['portal:config', 'portal:session', 'portal:activated', 'portal:ready'] as const;

/** One row of the timeline: a mark (a point) or a plugin's activation (a span). */
export interface TimelineRow {
  readonly name: string;
  readonly kind: 'mark' | 'plugin';
  readonly start?: number;
  readonly end?: number;
}

/** Marks first (missing ones stay, without a time), then the activations in start order. */
export function timelineRows(marks: ReadonlyMap<string, number>, plugins: readonly PluginRow[]): TimelineRow[] {
  const activations = plugins
    .filter((p) => p.startedAt !== undefined)
    .sort((a, b) => a.startedAt! - b.startedAt!)
    .map((p): TimelineRow => ({ name: p.id, kind: 'plugin', start: p.startedAt, end: p.endedAt }));
  return [
    ...BOOT_MARKS.map((name): TimelineRow => ({ name, kind: 'mark', start: marks.get(name), end: marks.get(name) })),
    ...activations,
  ];
}

/** The `portal:*` marks the page has now, by name. */
function readBootMarks(): ReadonlyMap<string, number> {
  return new Map(
    (globalThis.performance?.getEntriesByType?.('mark') ?? [])
      .filter((m) => m.name.startsWith('portal:'))
      .map((m) => [m.name, m.startTime] as const),
  );
}

/** The boot marks, kept up to date (portal:ready comes after the first page has rendered). */
function useBootMarks(): ReadonlyMap<string, number> {
  const [marks, setMarks] = useState(readBootMarks);
  useEffect(() => {
    if (typeof PerformanceObserver === 'undefined') return;
    const observer = new PerformanceObserver(() => setMarks(readBootMarks()));
    try {
      // `buffered` also reports the marks set between the first render and now.
      observer.observe({ type: 'mark', buffered: true });
    } catch {
      return;
    }
    return () => observer.disconnect();
  }, []);
  return marks;
}

const useStyles = makeStyles({
  track: {
    position: 'relative',
    minWidth: '320px',
    height: '14px',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusSmall,
  },
  bar: {
    position: 'absolute',
    top: '2px',
    bottom: '2px',
    minWidth: '2px',
    backgroundColor: tokens.colorBrandBackground,
    borderRadius: tokens.borderRadiusSmall,
  },
  tick: { top: 0, bottom: 0, width: '2px', minWidth: '2px', backgroundColor: tokens.colorPaletteDarkOrangeBorder2 },
  barCell: { width: '45%' },
});

/**
 * The span the bars show: from navigation start to the last time (with a little room), or —
 * zoomed — from the first activation to the last, where the per-plugin bars are readable.
 */
export function barWindow(rows: readonly TimelineRow[], zoomToActivations: boolean): { from: number; to: number } {
  const spans = rows.filter((r) => r.kind === 'plugin' && r.start !== undefined);
  if (zoomToActivations && spans.length) {
    const from = Math.min(...spans.map((r) => r.start!));
    const last = Math.max(...spans.map((r) => r.end ?? r.start!));
    return { from, to: Math.max(last, from + 1) + (last - from) * 0.02 };
  }
  return { from: 0, to: Math.max(1, ...rows.map((r) => r.end ?? r.start ?? 0)) * 1.02 };
}

const ms = (v: number | undefined) => (v === undefined ? M.timeline.notYet : `${v.toFixed(1)} ms`);

/** Boot marks and per-plugin activation bars, from navigation start, as a table with a bar per row. */
export function TimelinePanel({ plugins }: { plugins: readonly PluginRow[] }) {
  const s = useInspectorStyles();
  const t = useStyles();
  const marks = useBootMarks();
  const [zoom, setZoom] = useState(false);
  const rows = timelineRows(marks, plugins);
  const { from, to } = barWindow(rows, zoom);
  const pct = (v: number) => `${(((v - from) / (to - from)) * 100).toFixed(2)}%`;
  const inWindow = (v: number) => v >= from && v <= to;
  return (
    <>
      <h2 className={s.heading} id="inspector-timeline-heading">
        {M.timeline.heading}
      </h2>
      <p className={s.caption}>{M.timeline.caption}</p>
      <Switch label={M.timeline.zoom} checked={zoom} onChange={(_, d) => setZoom(d.checked)} />
      <Table className={s.table} aria-labelledby="inspector-timeline-heading" size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell scope="col">{M.timeline.name}</TableHeaderCell>
            <TableHeaderCell scope="col">{M.timeline.start}</TableHeaderCell>
            <TableHeaderCell scope="col">{M.timeline.end}</TableHeaderCell>
            <TableHeaderCell scope="col">{M.timeline.duration}</TableHeaderCell>
            <TableHeaderCell scope="col" className={t.barCell}>
              {M.timeline.bar}
            </TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={`${r.kind}:${r.name}`} data-timeline={r.name} data-kind={r.kind}>
              <TableCell className={s.cell}>
                <code className={s.code}>{r.name}</code>
                {r.kind === 'mark' && <span className={s.small}>（{M.timeline.mark}）</span>}
              </TableCell>
              <TableCell className={s.cell}>{ms(r.start)}</TableCell>
              <TableCell className={s.cell}>{r.kind === 'mark' ? M.none : ms(r.end)}</TableCell>
              <TableCell className={s.cell}>
                {r.kind === 'plugin' && r.start !== undefined && r.end !== undefined ? ms(r.end - r.start) : M.none}
              </TableCell>
              <TableCell className={s.cell}>
                <div className={t.track} aria-hidden="true">
                  {r.start !== undefined && inWindow(r.kind === 'plugin' ? (r.end ?? r.start) : r.start) && (
                    <div
                      className={mergeClasses(t.bar, r.kind === 'mark' && t.tick)}
                      style={{
                        left: pct(Math.max(r.start, from)),
                        width:
                          r.kind === 'plugin' ? pct(from + (r.end ?? r.start) - Math.max(r.start, from)) : undefined,
                      }}
                    />
                  )}
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
