import { diagnostic, type Diagnostic, type PortalDiagnosticCode } from '../diagnostics';
import { PORTAL_POINTS } from '../extensions';
import { contributionId, indexPoints, validateManifest } from './validate';
import type { Dependency, PluginDefinition, PluginDependencies, PluginGraph, Resolution } from './types';

export interface ResolveOptions {
  /** Service ids the runtime itself provides (`core.*`). */
  readonly coreServices: ReadonlySet<string>;
  /** Skip schema validation (benchmarks of the graph step alone). */
  readonly skipValidation?: boolean;
}

const depId = (d: Dependency) => (typeof d === 'string' ? d : d.id);

/**
 * Validates and orders a plugin set in linear time: duplicate ids, missing dependencies,
 * duplicate routes and extension ids, cycles, then drops every plugin that needs a dropped one.
 * Catalog order decides which of two clashing plugins survives (the first). The dependency
 * graph it builds is returned too (`graph`), so the runtime and the host do not build it again.
 */
export function resolvePlugins(candidates: ReadonlyArray<PluginDefinition<unknown>>, opts: ResolveOptions): Resolution {
  const diagnostics: Diagnostic[] = [];
  const dropped = new Map<string, Diagnostic>();
  const drop = (id: string, d: Diagnostic) => {
    diagnostics.push(d);
    if (!dropped.has(id)) dropped.set(id, d);
  };

  // 1. Manifest shape and unique ids.
  const byId = new Map<string, PluginDefinition<unknown>>();
  const list: PluginDefinition<unknown>[] = [];
  const points = opts.skipValidation ? null : indexPoints(PORTAL_POINTS, candidates);
  candidates.forEach((p, index) => {
    const invalid = points && validateManifest(p, index, points);
    if (invalid) {
      drop(invalid.pluginId ?? `#${index}`, invalid);
      return;
    }
    if (byId.has(p.id)) {
      diagnostics.push(
        diagnostic('PORTICO_E_DUPLICATE_PLUGIN', `plugin id "${p.id}" appears more than once; the first one is kept`, {
          pluginId: p.id,
        }),
      );
      return;
    }
    byId.set(p.id, p);
    list.push(p);
  });

  // Plugins are numbered by catalog position; the graph works on indices (typed arrays, no
  // per-node objects), which keeps 10,000 plugins well inside the 50 ms budget.
  const n = list.length;
  const indexOf = new Map<string, number>();
  for (let i = 0; i < n; i++) indexOf.set(list[i].id, i);
  const isDropped = new Uint8Array(n);
  const dropAt = (i: number, d: Diagnostic) => {
    isDropped[i] = 1;
    drop(list[i].id, d);
  };
  /** Drops plugin i when `key` (an extension id or a route) is already held by another plugin, `owner`. */
  const dropIfHeld = (
    i: number,
    owner: string | undefined,
    code: PortalDiagnosticCode,
    what: string,
    held: string,
    key: string,
  ) => {
    const id = list[i].id;
    if (owner !== undefined && owner !== id) {
      dropAt(i, diagnostic(code, `${what} of plugin "${id}" is already ${held} by "${owner}"`, { pluginId: id, key }));
    }
  };

  // 2. Who provides what.
  const provider = new Map<string, number>();
  for (let i = 0; i < n; i++) for (const r of list[i].provides ?? []) if (!provider.has(r.id)) provider.set(r.id, i);
  /** -1: satisfied by core; -2: nobody provides it; else the providing plugin's index. */
  const ownerOf = (dep: string): number => {
    if (opts.coreServices.has(dep)) return -1;
    const viaService = provider.get(dep);
    if (viaService !== undefined) return viaService;
    return indexOf.get(dep) ?? -2;
  };

  // 3. Edges (required ones first: `edges[i][k]` is required for k < requiredCount[i]); missing
  // required dependencies.
  const edges: number[][] = new Array(n);
  const requiredCount = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const p = list[i];
    const all: number[] = [];
    for (const d of p.requires ?? []) {
      const owner = ownerOf(depId(d));
      if (owner === -2) {
        dropAt(
          i,
          diagnostic(
            'PORTICO_E_MISSING_DEPENDENCY',
            `plugin "${p.id}" requires "${depId(d)}", which no enabled plugin provides`,
            { pluginId: p.id },
          ),
        );
      } else if (owner >= 0 && owner !== i) {
        all.push(owner);
      }
    }
    requiredCount[i] = all.length;
    for (const d of p.optional ?? []) {
      const owner = ownerOf(depId(d));
      if (owner >= 0 && owner !== i) all.push(owner);
    }
    edges[i] = all;
  }

  // 4. Routes and extension ids are global; the first plugin to claim one keeps it.
  const routes = new Map<string, string>();
  const extensions = new Map<string, string>();
  for (let i = 0; i < n; i++) {
    if (isDropped[i]) continue;
    const p = list[i];
    const contributes = p.contributes ?? [];
    const ids = contributes.map((c) => contributionId(p.id, c));
    for (let k = 0; k < contributes.length; k++) {
      const c = contributes[k];
      const id = ids[k];
      const ext = extensions.get(id);
      if (ext === p.id) {
        dropAt(
          i,
          diagnostic('PORTICO_E_DUPLICATE_EXTENSION', `plugin "${p.id}" contributes "${id}" twice`, {
            pluginId: p.id,
            key: id,
          }),
        );
      } else dropIfHeld(i, ext, 'PORTICO_E_DUPLICATE_EXTENSION', `extension "${id}"`, 'contributed', id);
      if (ext === undefined) extensions.set(id, p.id);
      if (c.kind === 'route') {
        const path = c.path as string;
        dropIfHeld(i, routes.get(path), 'PORTICO_E_DUPLICATE_ROUTE', `route "${path}"`, 'registered', path);
      }
    }
    if (isDropped[i]) {
      // A dropped plugin claims nothing: forget the ids it set above unless another plugin holds them.
      for (const id of ids) if (extensions.get(id) === p.id) extensions.delete(id);
      continue;
    }
    for (const c of contributes) if (c.kind === 'route') routes.set(c.path as string, p.id);
  }

  // 5. Topological order (iterative DFS: 10,000-deep chains must not overflow the stack); cycles.
  const state = new Uint8Array(n); // 0 new, 1 on the current path, 2 done
  const order: number[] = [];
  const stackNode = new Int32Array(n);
  const stackEdge = new Int32Array(n);
  for (let root = 0; root < n; root++) {
    if (state[root]) continue;
    let depth = 0;
    stackNode[0] = root;
    stackEdge[0] = 0;
    state[root] = 1;
    while (depth >= 0) {
      const top = stackNode[depth];
      const next = edges[top][stackEdge[depth]++];
      if (next === undefined) {
        depth--;
        state[top] = 2;
        order.push(top);
      } else if (state[next] === 0) {
        state[next] = 1;
        depth++;
        stackNode[depth] = next;
        stackEdge[depth] = 0;
      } else if (state[next] === 1) {
        // The path from `next` to the top of the stack is the cycle.
        let from = depth;
        while (stackNode[from] !== next) from--;
        const cycle = Array.from(stackNode.subarray(from, depth + 1), (k) => list[k].id);
        const text = [...cycle, list[next].id].join(' → ');
        for (let k = from; k <= depth; k++) {
          const member = list[stackNode[k]].id;
          dropAt(
            stackNode[k],
            diagnostic('PORTICO_E_DEPENDENCY_CYCLE', `plugin "${member}" is part of the dependency cycle ${text}`, {
              pluginId: member,
            }),
          );
        }
      }
    }
  }

  // 6. Dependants of dropped plugins go too (order lists dependencies first).
  for (const i of order) {
    if (isDropped[i]) continue;
    let bad: number | undefined;
    for (let k = 0; k < requiredCount[i] && bad === undefined; k++) if (isDropped[edges[i][k]]) bad = edges[i][k];
    if (bad !== undefined) {
      const badId = list[bad].id;
      dropAt(
        i,
        diagnostic(
          'PORTICO_E_DEPENDENCY_FAILED',
          `plugin "${list[i].id}" requires "${badId}", which was dropped (${dropped.get(badId)!.code})`,
          { pluginId: list[i].id },
        ),
      );
    }
  }

  const kept: PluginDefinition<unknown>[] = [];
  for (const i of order) if (!isDropped[i] && !dropped.has(list[i].id)) kept.push(list[i]);
  return { order: kept, dropped, diagnostics, graph: new IndexGraph(list, indexOf, edges, requiredCount) };
}

const NO_DEPENDENCIES: PluginDependencies = Object.freeze({ required: [], optional: [] });

/** {@link PluginGraph} over the index graph `resolvePlugins` built; ids are looked up on demand. */
class IndexGraph implements PluginGraph {
  constructor(
    private readonly list: ReadonlyArray<PluginDefinition<unknown>>,
    private readonly indexOf: ReadonlyMap<string, number>,
    private readonly edges: ReadonlyArray<readonly number[]>,
    private readonly requiredCount: Int32Array,
  ) {}

  dependenciesOf(id: string): PluginDependencies {
    const i = this.indexOf.get(id);
    if (i === undefined || this.edges[i].length === 0) return NO_DEPENDENCIES;
    const seen = new Set<number>();
    const required: string[] = [];
    const optional: string[] = [];
    this.edges[i].forEach((dep, k) => {
      if (seen.has(dep)) return;
      seen.add(dep);
      (k < this.requiredCount[i] ? required : optional).push(this.list[dep].id);
    });
    return { required, optional };
  }

  closure(ids: Iterable<string>): ReadonlySet<string> {
    const seen = new Uint8Array(this.list.length);
    const stack: number[] = [];
    for (const id of ids) {
      const i = this.indexOf.get(id);
      if (i !== undefined && !seen[i]) {
        seen[i] = 1;
        stack.push(i);
      }
    }
    while (stack.length) {
      const i = stack.pop()!;
      for (let k = 0; k < this.requiredCount[i]; k++) {
        const dep = this.edges[i][k];
        if (!seen[dep]) {
          seen[dep] = 1;
          stack.push(dep);
        }
      }
    }
    const out = new Set<string>();
    for (let i = 0; i < seen.length; i++) if (seen[i]) out.add(this.list[i].id);
    return out;
  }
}
