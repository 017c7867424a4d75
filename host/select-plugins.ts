import { contributionId, resolvePlugins, type PluginDefinition } from '@portico/core';
import type { PortalConfig } from './config/schema';

/** A catalog entry: a plugin and whether it runs when the config does not say. */
export interface CatalogEntry {
  readonly plugin: PluginDefinition<unknown>;
  readonly defaultEnabled: boolean;
}

/**
 * Applies `portal.config.json` (plugin `enabled` flags, then extension `enabled` flags by id)
 * and the `?plugins=` subset, which keeps the named plugins plus everything they require
 * (transitively, by plugin id or provided service).
 */
export function selectPlugins(
  catalog: readonly CatalogEntry[],
  config: PortalConfig,
  subset: readonly string[] | null,
): PluginDefinition<unknown>[] {
  const enabled = withoutDisabledExtensions(
    catalog.filter((e) => config.plugins?.[e.plugin.id]?.enabled ?? e.defaultEnabled).map((e) => e.plugin),
    config,
  );
  if (!subset) return enabled;
  // Only the graph is read here; it does not depend on the core services (the runtime resolves
  // the selected list again and reports its problems).
  const keep = resolvePlugins(enabled, { coreServices: new Set(), skipValidation: true }).graph.closure(subset);
  return enabled.filter((p) => keep.has(p.id));
}

/**
 * Drops the contributions `extensions.<id>.enabled: false` switches off (an admin hides one
 * widget or entry without disabling its plugin). An id no enabled plugin contributes is named
 * in a warning and otherwise ignored: a config may serve builds with different catalogs.
 */
function withoutDisabledExtensions(
  plugins: PluginDefinition<unknown>[],
  config: PortalConfig,
): PluginDefinition<unknown>[] {
  const off = new Set(
    Object.entries(config.extensions ?? {})
      .filter(([, v]) => !v.enabled)
      .map(([id]) => id),
  );
  if (!off.size) return plugins;
  const seen = new Set<string>();
  const result = plugins.map((p) => {
    const kept = p.contributes?.filter((c) => {
      const id = contributionId(p.id, c);
      if (!off.has(id)) return true;
      seen.add(id);
      return false;
    });
    return kept?.length === p.contributes?.length ? p : Object.freeze({ ...p, contributes: kept });
  });
  for (const id of off)
    if (!seen.has(id))
      console.warn(
        `[portico] PORTICO_E_UNKNOWN_EXTENSION key=extensions.${id}: no enabled plugin contributes this extension; the entry is ignored`,
      );
  return result;
}

/** Plugin options by id, from the config. */
export function pluginOptions(config: PortalConfig): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(config.plugins ?? {})
      .filter(([, v]) => v.options)
      .map(([k, v]) => [k, v.options]),
  );
}

/** Parses `?plugins=a,b`. */
export function subsetFromSearch(search: string): string[] | null {
  const raw = new URLSearchParams(search).get('plugins');
  return raw
    ? raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : null;
}
