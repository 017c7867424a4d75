/**
 * A layered ("Sugiyama-style") layout of the plugin dependency graph, small enough to compute
 * on every render: columns by longest dependency path (what a plugin needs sits to its left),
 * the order inside each column by repeated barycentre sweeps (fewer crossings), then
 * coordinates and one cubic curve per edge. Cycles do not break it: the edge that closes a
 * cycle is left out of the layering and drawn as a back edge.
 */

/** Why `from` needs `to`: `requires`, `optional`, or `from` contributes to a point `to` owns. */
export type EdgeKind = 'requires' | 'optional' | 'point';

/** `from` depends on `to`. */
export interface GraphEdge {
  readonly from: string;
  readonly to: string;
  readonly kind: EdgeKind;
}

/** A node placed: its column (`layer`) and the top-left corner of its box. */
export interface PlacedNode {
  readonly id: string;
  readonly layer: number;
  /** Position inside its column, from the top. */
  readonly index: number;
  readonly x: number;
  readonly y: number;
}

/** An edge placed: an SVG path from the dependant to the dependency. */
export interface PlacedEdge extends GraphEdge {
  readonly path: string;
  /** Closes a cycle (or points right/up): drawn above the boxes. */
  readonly back: boolean;
}

/** Sizes of the layout, in SVG user units. */
export interface LayoutSizes {
  readonly nodeWidth: number;
  readonly nodeHeight: number;
  readonly gapX: number;
  readonly gapY: number;
  readonly margin: number;
}

/** The laid-out graph. */
export interface GraphLayout {
  readonly nodes: readonly PlacedNode[];
  readonly edges: readonly PlacedEdge[];
  readonly width: number;
  readonly height: number;
  readonly layers: number;
  readonly sizes: LayoutSizes;
}

/** Room for ids like `supervision-banner` at 12 px and ~20 plugins in one column. */
export const DEFAULT_SIZES: LayoutSizes = { nodeWidth: 176, nodeHeight: 30, gapX: 96, gapY: 10, margin: 16 };

/** Barycentre sweeps (down and up): enough to settle graphs of a few dozen nodes. */
const SWEEPS = 8;

/**
 * Lays out `nodes` (in the given order, which breaks ties) and the edges between them; edges
 * naming an unknown node and self-edges are ignored, a repeated node id counts once.
 */
export function layoutGraph(
  nodeIds: readonly string[],
  edgeList: readonly GraphEdge[],
  sizes: LayoutSizes = DEFAULT_SIZES,
): GraphLayout {
  const ids = [...new Set(nodeIds)];
  const indexOf = new Map(ids.map((id, i) => [id, i] as const));
  const edges = edgeList.filter((e) => e.from !== e.to && indexOf.has(e.from) && indexOf.has(e.to));
  const out: number[][] = ids.map(() => []);
  edges.forEach((e, k) => out[indexOf.get(e.from)!].push(k));

  // 1. Layers: longest path to a node without dependencies (iterative DFS; the edge that reaches
  // a node still on the path closes a cycle and does not count).
  const layer = new Int32Array(ids.length);
  const state = new Uint8Array(ids.length); // 0 new, 1 on path, 2 done
  const back = new Uint8Array(edges.length);
  for (let root = 0; root < ids.length; root++) {
    if (state[root]) continue;
    const stack: Array<[node: number, next: number]> = [[root, 0]];
    state[root] = 1;
    while (stack.length) {
      const top = stack[stack.length - 1];
      const [node, next] = top;
      if (next >= out[node].length) {
        stack.pop();
        state[node] = 2;
        let l = 0;
        for (const k of out[node]) if (!back[k]) l = Math.max(l, layer[indexOf.get(edges[k].to)!] + 1);
        layer[node] = l;
        continue;
      }
      top[1]++;
      const k = out[node][next];
      const to = indexOf.get(edges[k].to)!;
      if (state[to] === 0) {
        state[to] = 1;
        stack.push([to, 0]);
      } else if (state[to] === 1) {
        back[k] = 1;
      }
    }
  }

  // 2. Order inside each column: input order, then barycentre sweeps.
  const layers = ids.length ? Math.max(...layer) + 1 : 0;
  const columns: number[][] = Array.from({ length: layers }, () => []);
  ids.forEach((_, i) => columns[layer[i]].push(i));
  const neighbours: number[][] = ids.map(() => []);
  edges.forEach((e, k) => {
    if (back[k]) return;
    const a = indexOf.get(e.from)!;
    const b = indexOf.get(e.to)!;
    neighbours[a].push(b);
    neighbours[b].push(a);
  });
  const position = new Float64Array(ids.length);
  const place = (col: number[]) => col.forEach((n, i) => (position[n] = i - (col.length - 1) / 2));
  columns.forEach(place);
  const sweep = (col: number[], side: (n: number) => boolean) => {
    const centre = col.map((n) => {
      const ns = neighbours[n].filter(side);
      return ns.length ? ns.reduce((s, m) => s + position[m], 0) / ns.length : position[n];
    });
    const order = col.map((n, i) => [n, centre[i], i] as const).sort((a, b) => a[1] - b[1] || a[2] - b[2]);
    order.forEach(([n], i) => (col[i] = n));
    place(col);
  };
  for (let s = 0; s < SWEEPS; s++) {
    if (s % 2 === 0) for (let c = 1; c < layers; c++) sweep(columns[c], (m) => layer[m] < c);
    else for (let c = layers - 2; c >= 0; c--) sweep(columns[c], (m) => layer[m] > c);
  }

  // 3. Coordinates: columns left to right, each centred vertically on the tallest.
  const { nodeWidth: w, nodeHeight: h, gapX, gapY, margin } = sizes;
  const tallest = Math.max(0, ...columns.map((c) => c.length));
  const columnHeight = (n: number) => (n ? n * h + (n - 1) * gapY : 0);
  const placed: PlacedNode[] = new Array(ids.length);
  columns.forEach((col, c) => {
    const top = margin + (columnHeight(tallest) - columnHeight(col.length)) / 2;
    col.forEach((n, i) => {
      placed[n] = { id: ids[n], layer: c, index: i, x: margin + c * (w + gapX), y: top + i * (h + gapY) };
    });
  });

  // 4. Edges: from the dependant's left side to the dependency's right side; back edges arc above.
  const r = (v: number) => Math.round(v * 10) / 10;
  const placedEdges = edges.map((e, k): PlacedEdge => {
    const a = placed[indexOf.get(e.from)!];
    const b = placed[indexOf.get(e.to)!];
    if (!back[k] && a.layer > b.layer) {
      const x1 = a.x;
      const y1 = a.y + h / 2;
      const x2 = b.x + w;
      const y2 = b.y + h / 2;
      const dx = (x1 - x2) / 2;
      return {
        ...e,
        back: false,
        path: `M${r(x1)},${r(y1)} C${r(x1 - dx)},${r(y1)} ${r(x2 + dx)},${r(y2)} ${r(x2)},${r(y2)}`,
      };
    }
    const x1 = a.x + w / 2;
    const x2 = b.x + w / 2;
    const lift = Math.max(24, Math.abs(x1 - x2) / 3);
    return {
      ...e,
      back: true,
      path: `M${r(x1)},${r(a.y)} C${r(x1)},${r(a.y - lift)} ${r(x2)},${r(b.y - lift)} ${r(x2)},${r(b.y)}`,
    };
  });

  const width = layers ? 2 * margin + layers * w + (layers - 1) * gapX : 2 * margin;
  return {
    nodes: placed,
    edges: placedEdges,
    width,
    height: 2 * margin + columnHeight(tallest),
    layers,
    sizes,
  };
}

/**
 * Pairs of forward edges that cross between adjacent columns (an edge spanning several columns
 * counts by its end points): the figure the barycentre sweeps make smaller.
 */
export function countCrossings(layout: GraphLayout): number {
  const byId = new Map(layout.nodes.map((n) => [n.id, n] as const));
  const forward = layout.edges
    .filter((e) => !e.back)
    .map((e) => ({ a: byId.get(e.from)!, b: byId.get(e.to)! }))
    .map(({ a, b }) => ({ la: a.layer, lb: b.layer, ia: a.index, ib: b.index }));
  let crossings = 0;
  for (let i = 0; i < forward.length; i++)
    for (let j = i + 1; j < forward.length; j++) {
      const e = forward[i];
      const f = forward[j];
      if (e.la !== f.la || e.lb !== f.lb) continue;
      if ((e.ia - f.ia) * (e.ib - f.ib) < 0) crossings++;
    }
  return crossings;
}
