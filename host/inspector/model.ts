import type { RemotePluginRecord } from '../remote-plugins/records';
import {
  contributionId,
  type Contribution,
  type Diagnostic,
  type DiagnosticCode,
  type PluginDefinition,
  type PluginRecord,
  type Registered,
  type ServiceRef,
  type When,
} from '@portico/core';
import type { PortalConfig } from '../config/schema';
import type { CatalogEntry } from '../select-plugins';
import type { GraphEdge } from './graph-layout';

/**
 * What the host knows and the runtime does not: the whole catalog of this build, the config as
 * validated, the `?plugins=` subset and which plugins it handed to `startPortal`. Plain data,
 * fixed for the life of the page.
 */
export interface InspectorSource {
  /** Every plugin this build knows (product and examples), in catalog order. */
  readonly catalog: readonly CatalogEntry[];
  /** Dev tools the host adds beside the catalog (the inspector itself): always on. */
  readonly tools: ReadonlyArray<PluginDefinition<unknown>>;
  readonly config: PortalConfig;
  /** `?plugins=` of this page, or null. */
  readonly subset: readonly string[] | null;
  /** Ids of the catalog plugins handed to the runtime (after the config and the subset). */
  readonly selected: readonly string[];
  /** The page's remote plugins as they load (observable; none when the config lists none). */
  readonly remotePlugins?: () => readonly RemotePluginRecord[];
}

/** Why a plugin runs or does not (the inspector's 原因 column). */
export type Reason =
  | 'active'
  | 'dev-tool'
  | 'config'
  | 'default-off'
  | 'subset'
  | 'missing-dependency'
  | 'cycle'
  | 'dependant'
  | 'invalid-options'
  | 'invalid-manifest'
  | 'duplicate'
  | 'activate-failed'
  | 'timeout'
  | 'unloaded'
  | 'unknown';

/** The diagnostic codes that take a plugin out of the portal, and the reason each gives. */
const DROPPING: Partial<Record<DiagnosticCode, Reason>> = {
  PORTICO_E_MISSING_DEPENDENCY: 'missing-dependency',
  PORTICO_E_DEPENDENCY_CYCLE: 'cycle',
  PORTICO_E_DEPENDENCY_FAILED: 'dependant',
  PORTICO_E_INVALID_OPTIONS: 'invalid-options',
  PORTICO_E_INVALID_MANIFEST: 'invalid-manifest',
  PORTICO_E_DUPLICATE_PLUGIN: 'duplicate',
  PORTICO_E_DUPLICATE_ROUTE: 'duplicate',
  PORTICO_E_DUPLICATE_EXTENSION: 'duplicate',
  PORTICO_E_ACTIVATE_FAILED: 'activate-failed',
  PORTICO_E_ACTIVATE_TIMEOUT: 'timeout',
};

/** One line of the plugins table. */
export interface PluginRow {
  readonly id: string;
  readonly title?: string;
  readonly enabled: boolean;
  readonly reason: Reason;
  /** The diagnostic behind the reason (which dependency, which error). */
  readonly detail?: string;
  /** Options as `activate` got them, or the config's raw options when the plugin did not start. */
  readonly options: unknown;
  readonly optionsValidated: boolean;
  readonly startedAt?: number;
  readonly endedAt?: number;
}

/** What the runtime tells about the plugins it was given. */
export interface RuntimeFacts {
  readonly records: readonly PluginRecord[];
  readonly diagnostics: readonly Diagnostic[];
}

/** Every plugin of the catalog and the dev tools, with its state and the reason for it. */
export function pluginRows(source: InspectorSource, runtime: RuntimeFacts): PluginRow[] {
  const records = new Map(runtime.records.map((r) => [r.id, r] as const));
  const selected = new Set(source.selected);
  const subset = source.subset ? new Set(source.subset) : null;
  const rawOptions = (id: string) => source.config.plugins?.[id]?.options;
  const row = (plugin: PluginDefinition<unknown>, tool: boolean): PluginRow => {
    const id = plugin.id;
    const base = { id, title: plugin.title, options: rawOptions(id), optionsValidated: false };
    const record = records.get(id);
    if (record) {
      const timing = { startedAt: record.startedAt, endedAt: record.endedAt };
      const withOptions = { ...base, options: record.options, optionsValidated: true, ...timing };
      if (record.status === 'active') return { ...withOptions, enabled: true, reason: tool ? 'dev-tool' : 'active' };
      if (record.status === 'unloaded') return { ...withOptions, enabled: false, reason: 'unloaded' };
      return { ...withOptions, enabled: false, ...dropReason(id, runtime.diagnostics) };
    }
    if (!tool && !selected.has(id)) {
      const entry = source.catalog.find((e) => e.plugin.id === id);
      const configured = source.config.plugins?.[id]?.enabled;
      if (configured === false) return { ...base, enabled: false, reason: 'config' };
      if (configured === undefined && entry && !entry.defaultEnabled)
        return { ...base, enabled: false, reason: 'default-off' };
      if (subset && !subset.has(id)) return { ...base, enabled: false, reason: 'subset' };
    }
    // Handed to the runtime, never activated: its diagnostics say why.
    return { ...base, enabled: false, ...dropReason(id, runtime.diagnostics) };
  };
  return [...source.catalog.map((e) => row(e.plugin, false)), ...source.tools.map((p) => row(p, true))];
}

function dropReason(id: string, diagnostics: readonly Diagnostic[]): { reason: Reason; detail?: string } {
  const d = diagnostics.find((x) => x.pluginId === id && DROPPING[x.code]);
  return d ? { reason: DROPPING[d.code]!, detail: `${d.code}: ${d.message}` } : { reason: 'unknown' };
}

/** Where a contribution shows, as its point names it. */
export function placeOf(c: Contribution): string {
  for (const field of ['slot', 'path', 'group', 'anchor', 'namespace', 'to'] as const) {
    const v = c[field];
    if (typeof v === 'string') return `${c.kind} · ${v}`;
  }
  return c.kind;
}

/** One line of the contributions table. */
export interface ContributionRow {
  readonly id: string;
  readonly kind: string;
  readonly pluginId: string;
  readonly place: string;
  readonly order?: number;
  readonly when?: When;
  /** Registered in the running portal; or why not. */
  readonly state: 'registered' | 'plugin-off' | 'config-off';
}

/**
 * Every contribution the catalog's and tools' manifests declare, plus those registered at run
 * time (`ctx.contribute`), each with whether it is registered and, if not, why.
 */
export function contributionRows(source: InspectorSource, registered: readonly Registered[]): ContributionRow[] {
  const live = new Map(registered.map((c) => [c.id, c] as const));
  const off = source.config.extensions ?? {};
  const rows: ContributionRow[] = [];
  const seen = new Set<string>();
  const add = (pluginId: string, c: Contribution, id: string) => {
    seen.add(id);
    rows.push({
      id,
      kind: c.kind,
      pluginId,
      place: placeOf(c),
      order: c.order,
      when: c.when,
      state: live.has(id) ? 'registered' : off[id]?.enabled === false ? 'config-off' : 'plugin-off',
    });
  };
  for (const p of allPlugins(source)) for (const c of p.contributes ?? []) add(p.id, c, contributionId(p.id, c));
  for (const c of registered) if (!seen.has(c.id)) add(c.pluginId, c, c.id);
  return rows;
}

/** The catalog's plugins, then the tools. */
export function allPlugins(source: InspectorSource): Array<PluginDefinition<unknown>> {
  return [...source.catalog.map((e) => e.plugin), ...source.tools];
}

/** The edges of the dependency picture and the dependencies nobody provides. */
export interface DependencyGraph {
  readonly nodes: readonly string[];
  readonly edges: readonly GraphEdge[];
  /** Nodes that stand for a missing dependency (an id or service no plugin provides). */
  readonly missing: readonly string[];
}

const EDGE_RANK: Record<GraphEdge['kind'], number> = { requires: 0, optional: 1, point: 2 };

/**
 * Plugin → plugin edges: `requires` and `optional` (a plugin id, or the plugin that provides a
 * service; core services are left out), and "contributes to a point that plugin owns". One
 * edge per pair, the strongest kind. A dependency nobody provides becomes its own node.
 */
export function dependencyGraph(
  plugins: ReadonlyArray<PluginDefinition<unknown>>,
  isCoreService: (ref: ServiceRef<unknown>) => boolean,
): DependencyGraph {
  const ids = new Set(plugins.map((p) => p.id));
  const provider = new Map<string, string>();
  const pointOwner = new Map<string, string>();
  for (const p of plugins) {
    for (const r of p.provides ?? []) if (!provider.has(r.id)) provider.set(r.id, p.id);
    for (const point of p.extensionPoints ?? [])
      if (!pointOwner.has(point.kind)) pointOwner.set(point.kind, point.owner);
  }
  const best = new Map<string, GraphEdge>();
  const missing: string[] = [];
  const add = (from: string, to: string, kind: GraphEdge['kind']) => {
    if (from === to) return;
    const key = `${from}\u0000${to}`;
    const had = best.get(key);
    if (!had || EDGE_RANK[kind] < EDGE_RANK[had.kind]) best.set(key, { from, to, kind });
  };
  for (const p of plugins) {
    const deps = [
      ...(p.requires ?? []).map((d) => [d, 'requires'] as const),
      ...(p.optional ?? []).map((d) => [d, 'optional'] as const),
    ];
    for (const [d, kind] of deps) {
      const target = typeof d === 'string' ? (ids.has(d) ? d : null) : (provider.get(d.id) ?? null);
      if (target) add(p.id, target, kind);
      else if (typeof d === 'string' || !isCoreService(d)) {
        const name = typeof d === 'string' ? d : d.id;
        // An optional dependency that is absent is fine: only a missing required one is drawn.
        if (kind === 'optional') continue;
        if (!missing.includes(name)) missing.push(name);
        add(p.id, name, kind);
      }
    }
    for (const c of p.contributes ?? []) {
      const owner = pointOwner.get(c.kind);
      if (owner && ids.has(owner)) add(p.id, owner, 'point');
    }
  }
  return { nodes: [...plugins.map((p) => p.id), ...missing], edges: [...best.values()], missing };
}
