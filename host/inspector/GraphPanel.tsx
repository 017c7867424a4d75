import { useId } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { layoutGraph, type EdgeKind } from './graph-layout';
import { INSPECTOR_MESSAGES as M } from './messages';
import type { DependencyGraph } from './model';
import { useInspectorStyles } from './styles';

const useStyles = makeStyles({
  frame: { maxWidth: '100%', overflowX: 'auto' },
  svg: { display: 'block', fontFamily: tokens.fontFamilyMonospace, fontSize: '12px' },
  node: { fill: tokens.colorNeutralBackground1, stroke: tokens.colorBrandStroke1, strokeWidth: '1.5px' },
  nodeOff: { fill: tokens.colorNeutralBackground3, stroke: tokens.colorNeutralStroke1, strokeDasharray: '4 3' },
  nodeMissing: { fill: tokens.colorPaletteRedBackground1, stroke: tokens.colorPaletteRedBorder2 },
  label: { fill: tokens.colorNeutralForeground1 },
  labelOff: { fill: tokens.colorNeutralForeground2 },
  edge: { fill: 'none', stroke: tokens.colorNeutralForeground2, strokeWidth: '1.25px' },
  optional: { strokeDasharray: '6 4' },
  point: { stroke: tokens.colorBrandStroke1, strokeDasharray: '2 3' },
  missingEdge: { stroke: tokens.colorPaletteRedBorder2 },
  arrow: { fill: tokens.colorNeutralForeground2 },
  legend: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: `${tokens.spacingVerticalS} 0`,
    padding: 0,
    listStyleType: 'none',
    fontSize: tokens.fontSizeBase200,
  },
  swatch: { verticalAlign: 'middle', marginRight: tokens.spacingHorizontalXS },
});

const KIND_CLASS: Record<EdgeKind, 'optional' | 'point' | null> = {
  requires: null,
  optional: 'optional',
  point: 'point',
};

/**
 * The dependency graph drawn as an inline SVG (the layered layout of `graph-layout.ts`), and the
 * same facts as a list for screen readers and text search.
 */
export function GraphPanel({ graph, enabled }: { graph: DependencyGraph; enabled: ReadonlySet<string> }) {
  const s = useInspectorStyles();
  const g = useStyles();
  const titleId = useId();
  const arrowId = `${useId().replace(/:/g, '')}-arrow`;
  const layout = layoutGraph(graph.nodes, graph.edges);
  const { nodeWidth: w, nodeHeight: h } = layout.sizes;
  const missing = new Set(graph.missing);
  const edgeClass = (kind: EdgeKind, to: string) => {
    const extra = KIND_CLASS[kind];
    return mergeClasses(g.edge, extra ? g[extra] : undefined, missing.has(to) && g.missingEdge);
  };
  const nodeClass = (id: string) =>
    mergeClasses(g.node, missing.has(id) ? g.nodeMissing : !enabled.has(id) && g.nodeOff);
  const outgoing = (id: string, kind: EdgeKind) =>
    graph.edges.filter((e) => e.from === id && e.kind === kind).map((e) => e.to);
  const plugins = graph.nodes.filter((id) => !missing.has(id));
  return (
    <>
      <h2 className={s.heading} id="inspector-graph-heading">
        {M.graph.heading}
      </h2>
      <ul className={g.legend} aria-label={M.graph.heading}>
        {(['requires', 'optional', 'point'] as const).map((kind) => (
          <li key={kind}>
            <svg width="36" height="10" className={g.swatch} aria-hidden="true">
              <line x1="0" y1="5" x2="36" y2="5" className={edgeClass(kind, '')} />
            </svg>
            {kind === 'requires'
              ? M.graph.legendRequires
              : kind === 'optional'
                ? M.graph.legendOptional
                : M.graph.legendPoint}
          </li>
        ))}
        <li>
          <svg width="24" height="14" className={g.swatch} aria-hidden="true">
            <rect x="1" y="1" width="22" height="12" rx="3" className={mergeClasses(g.node, g.nodeOff)} />
          </svg>
          {M.graph.legendInactive}
        </li>
        <li>
          <svg width="24" height="14" className={g.swatch} aria-hidden="true">
            <rect x="1" y="1" width="22" height="12" rx="3" className={mergeClasses(g.node, g.nodeMissing)} />
          </svg>
          {M.graph.legendMissing}
        </li>
      </ul>
      <div className={g.frame}>
        <svg
          role="img"
          aria-labelledby={titleId}
          className={g.svg}
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          data-layers={layout.layers}
        >
          <title id={titleId}>{M.graph.picture(plugins.length, graph.edges.length)}</title>
          <defs>
            <marker id={arrowId} viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto">
              <path d="M0,0 L10,5 L0,10 z" className={g.arrow} />
            </marker>
          </defs>
          {layout.edges.map((e) => (
            <path
              key={`${e.from}->${e.to}`}
              d={e.path}
              className={edgeClass(e.kind, e.to)}
              markerEnd={`url(#${arrowId})`}
              data-edge={`${e.from}->${e.to}`}
              data-kind={e.kind}
            />
          ))}
          {layout.nodes.map((n) => (
            <g key={n.id} data-node={n.id} data-layer={n.layer} transform={`translate(${n.x},${n.y})`}>
              <rect width={w} height={h} rx="6" className={nodeClass(n.id)} />
              <text
                x={w / 2}
                y={h / 2}
                dominantBaseline="central"
                textAnchor="middle"
                className={enabled.has(n.id) ? g.label : g.labelOff}
              >
                {missing.has(n.id) ? `${n.id}${M.graph.missing}` : n.id}
              </text>
            </g>
          ))}
        </svg>
      </div>
      <h3 className={s.subheading}>{M.graph.listHeading}</h3>
      <ul className={s.list} data-graph-list>
        {plugins.map((id) => {
          const parts = [
            [M.graph.requires, outgoing(id, 'requires')],
            [M.graph.optional, outgoing(id, 'optional')],
            [M.graph.points, outgoing(id, 'point')],
          ] as const;
          const said = parts.filter(([, to]) => to.length);
          return (
            <li key={id}>
              <code className={s.code}>{id}</code>（{enabled.has(id) ? M.plugins.enabled : M.plugins.disabled}）：
              {said.length
                ? said
                    .map(
                      ([label, to]) =>
                        `${label} ${to.map((t) => (missing.has(t) ? `${t}${M.graph.missing}` : t)).join('、')}`,
                    )
                    .join('；')
                : M.graph.noDependencies}
            </li>
          );
        })}
      </ul>
    </>
  );
}
