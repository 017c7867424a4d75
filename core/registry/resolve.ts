import { diagnostic, type Diagnostic } from '../diagnostics';
import { describeIssue, manifestSchema } from './manifest-schema';
import type { Dependency, PluginDefinition, Resolution } from './types';

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
 * Catalog order decides which of two clashing plugins survives (the first).
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
  candidates.forEach((p, index) => {
    if (!opts.skipValidation) {
      const parsed = manifestSchema.safeParse(p);
      if (!parsed.success) {
        const pid = typeof (p as { id?: unknown })?.id === 'string' ? (p as { id: string }).id : `#${index}`;
        const { key, message } = describeIssue(parsed.error.issues);
        drop(pid, diagnostic('PORTICO_E_INVALID_MANIFEST', `plugin "${pid}" has an invalid manifest at ${message}`, { pluginId: pid, key }));
        return;
      }
    }
    if (byId.has(p.id)) {
      diagnostics.push(diagnostic('PORTICO_E_DUPLICATE_PLUGIN', `plugin id "${p.id}" appears more than once; the first one is kept`, { pluginId: p.id }));
      return;
    }
    byId.set(p.id, p);
    list.push(p);
  });

  // 2. Who provides what.
  const provider = new Map<string, string>();
  for (const p of list) for (const r of p.provides ?? []) if (!provider.has(r.id)) provider.set(r.id, p.id);
  const ownerOf = (dep: string): string | null | undefined => {
    if (opts.coreServices.has(dep)) return null; // satisfied by core
    if (provider.has(dep)) return provider.get(dep);
    if (byId.has(dep)) return dep;
    return undefined;
  };

  // 3. Edges; missing required dependencies.
  const required = new Map<string, string[]>();
  const edges = new Map<string, string[]>();
  for (const p of list) {
    const req: string[] = [];
    const all: string[] = [];
    for (const d of p.requires ?? []) {
      const owner = ownerOf(depId(d));
      if (owner === undefined) {
        drop(p.id, diagnostic('PORTICO_E_MISSING_DEPENDENCY', `plugin "${p.id}" requires "${depId(d)}", which no enabled plugin provides`, { pluginId: p.id }));
      } else if (owner !== null && owner !== p.id) {
        req.push(owner);
        all.push(owner);
      }
    }
    for (const d of p.optional ?? []) {
      const owner = ownerOf(depId(d));
      if (owner && owner !== p.id) all.push(owner);
    }
    required.set(p.id, req);
    edges.set(p.id, all);
  }

  // 4. Routes and extension ids are global; the first plugin to claim one keeps it.
  const routes = new Map<string, string>();
  const extensions = new Map<string, string>();
  for (const p of list) {
    if (dropped.has(p.id)) continue;
    for (const c of p.contributes ?? []) {
      const ext = extensions.get(c.id);
      if (ext !== undefined && ext !== p.id) {
        drop(p.id, diagnostic('PORTICO_E_DUPLICATE_EXTENSION', `extension "${c.id}" of plugin "${p.id}" is already contributed by "${ext}"`, { pluginId: p.id, key: c.id }));
      } else if (ext === p.id) {
        drop(p.id, diagnostic('PORTICO_E_DUPLICATE_EXTENSION', `plugin "${p.id}" contributes "${c.id}" twice`, { pluginId: p.id, key: c.id }));
      }
      if (c.kind === 'route') {
        const owner = routes.get(c.path);
        if (owner !== undefined && owner !== p.id) {
          drop(p.id, diagnostic('PORTICO_E_DUPLICATE_ROUTE', `route "${c.path}" of plugin "${p.id}" is already registered by "${owner}"`, { pluginId: p.id, key: c.path }));
        }
      }
    }
    if (dropped.has(p.id)) continue;
    for (const c of p.contributes ?? []) {
      extensions.set(c.id, p.id);
      if (c.kind === 'route') routes.set(c.path, p.id);
    }
  }

  // 5. Topological order (iterative DFS: 10,000-deep chains must not overflow the stack); cycles.
  const state = new Map<string, 1 | 2>(); // 1 visiting, 2 done
  const order: string[] = [];
  for (const root of list) {
    if (state.has(root.id)) continue;
    const stack: Array<{ id: string; i: number }> = [{ id: root.id, i: 0 }];
    const onPath: string[] = [root.id];
    state.set(root.id, 1);
    while (stack.length) {
      const top = stack[stack.length - 1];
      const next = edges.get(top.id)![top.i++];
      if (next === undefined) {
        stack.pop();
        onPath.pop();
        state.set(top.id, 2);
        order.push(top.id);
      } else if (!state.has(next)) {
        state.set(next, 1);
        stack.push({ id: next, i: 0 });
        onPath.push(next);
      } else if (state.get(next) === 1) {
        const cycle = onPath.slice(onPath.lastIndexOf(next));
        const text = [...cycle, next].join(' → ');
        for (const member of cycle) {
          drop(member, diagnostic('PORTICO_E_DEPENDENCY_CYCLE', `plugin "${member}" is part of the dependency cycle ${text}`, { pluginId: member }));
        }
      }
    }
  }

  // 6. Dependants of dropped plugins go too (order lists dependencies first).
  for (const id of order) {
    if (dropped.has(id)) continue;
    const bad = required.get(id)!.find((dep) => dropped.has(dep));
    if (bad) drop(id, diagnostic('PORTICO_E_DEPENDENCY_FAILED', `plugin "${id}" requires "${bad}", which was dropped (${dropped.get(bad)!.code})`, { pluginId: id }));
  }

  return { order: order.filter((id) => !dropped.has(id)).map((id) => byId.get(id)!), dropped, diagnostics };
}
