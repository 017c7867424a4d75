import { resolvePlugins, type PluginDefinition } from '@portico/core';
import type { PortalConfig } from './config/schema';

/** A catalog entry: a plugin and whether it runs when the config does not say. */
export interface CatalogEntry {
  readonly plugin: PluginDefinition<unknown>;
  readonly defaultEnabled: boolean;
}

/**
 * Applies `portal.config.json` (enabled flags) and the `?plugins=` subset, which keeps the
 * named plugins plus everything they require (transitively, by plugin id or provided service).
 */
export function selectPlugins(catalog: readonly CatalogEntry[], config: PortalConfig, subset: readonly string[] | null): PluginDefinition<unknown>[] {
  const enabled = catalog.filter((e) => config.plugins?.[e.plugin.id]?.enabled ?? e.defaultEnabled).map((e) => e.plugin);
  if (!subset) return enabled;
  // Only the graph is read here; it does not depend on the core services (the runtime resolves
  // the selected list again and reports its problems).
  const keep = resolvePlugins(enabled, { coreServices: new Set(), skipValidation: true }).graph.closure(subset);
  return enabled.filter((p) => keep.has(p.id));
}

/** Plugin options by id, from the config. */
export function pluginOptions(config: PortalConfig): Record<string, unknown> {
  return Object.fromEntries(Object.entries(config.plugins ?? {}).filter(([, v]) => v.options).map(([k, v]) => [k, v.options]));
}

/** Parses `?plugins=a,b`. */
export function subsetFromSearch(search: string): string[] | null {
  const raw = new URLSearchParams(search).get('plugins');
  return raw ? raw.split(',').map((s) => s.trim()).filter(Boolean) : null;
}
