import { describe, expect, it } from 'vitest';
import { countCrossings, DEFAULT_SIZES, layoutGraph, type GraphEdge } from './graph-layout';

const req = (from: string, to: string): GraphEdge => ({ from, to, kind: 'requires' });

describe('layoutGraph', () => {
  it('puts each plugin one column right of the deepest thing it needs', () => {
    const layout = layoutGraph(
      ['ui', 'api', 'core-ish', 'alone'],
      [req('ui', 'api'), req('api', 'core-ish'), req('ui', 'core-ish')],
    );
    const layer = Object.fromEntries(layout.nodes.map((n) => [n.id, n.layer]));
    expect(layer).toEqual({ 'core-ish': 0, api: 1, ui: 2, alone: 0 });
    expect(layout.layers).toBe(3);
    const x = Object.fromEntries(layout.nodes.map((n) => [n.id, n.x]));
    expect(x.api - x['core-ish']).toBe(DEFAULT_SIZES.nodeWidth + DEFAULT_SIZES.gapX);
    // The picture holds every box.
    for (const n of layout.nodes) {
      expect(n.x + DEFAULT_SIZES.nodeWidth).toBeLessThanOrEqual(layout.width);
      expect(n.y + DEFAULT_SIZES.nodeHeight).toBeLessThanOrEqual(layout.height);
    }
  });

  it('survives a cycle: the closing edge is a back edge and layering stays finite', () => {
    const layout = layoutGraph(['a', 'b', 'c'], [req('a', 'b'), req('b', 'c'), req('c', 'a')]);
    expect(layout.edges.filter((e) => e.back)).toHaveLength(1);
    expect(layout.layers).toBe(3);
    for (const e of layout.edges) expect(e.path).toMatch(/^M[\d.]+,[\d.]+ C/);
  });

  it('ignores self-edges, edges to unknown nodes and repeated ids', () => {
    const layout = layoutGraph(['a', 'a', 'b'], [req('a', 'a'), req('a', 'ghost'), req('a', 'b')]);
    expect(layout.nodes.map((n) => n.id)).toEqual(['a', 'b']);
    expect(layout.edges).toHaveLength(1);
  });

  it('orders columns to uncross edges (barycentre sweeps)', () => {
    // Input order crosses every edge: x1→y3, x2→y2, x3→y1.
    const nodes = ['y1', 'y2', 'y3', 'x1', 'x2', 'x3'];
    const edges = [req('x1', 'y3'), req('x2', 'y2'), req('x3', 'y1')];
    const layout = layoutGraph(nodes, edges);
    expect(countCrossings(layout)).toBe(0);
    // Neighbours end up level with each other.
    const y = Object.fromEntries(layout.nodes.map((n) => [n.id, n.y]));
    for (const e of edges) expect(y[e.from]).toBe(y[e.to]);
  });

  it('keeps ~20 plugins readable: no overlapping boxes, one column for the leaves', () => {
    const ids = Array.from({ length: 20 }, (_, i) => `plugin-${i}`);
    const edges = ids.slice(2).map((id, i) => req(id, i % 2 ? 'plugin-0' : 'plugin-1'));
    const layout = layoutGraph(ids, edges);
    expect(layout.layers).toBe(2);
    const boxes = layout.nodes.map((n) => [n.x, n.y] as const);
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [ax, ay] = boxes[i];
        const [bx, by] = boxes[j];
        const apart = Math.abs(ax - bx) >= DEFAULT_SIZES.nodeWidth || Math.abs(ay - by) >= DEFAULT_SIZES.nodeHeight;
        expect(apart, `${layout.nodes[i].id} / ${layout.nodes[j].id}`).toBe(true);
      }
    expect(layout.height).toBeLessThan(900);
  });

  it('draws an empty graph as an empty picture', () => {
    expect(layoutGraph([], [])).toMatchObject({ nodes: [], edges: [], layers: 0 });
  });
});
