import type { PortalConfig } from '../config/schema';
import type { RemotePluginSpec } from './load';

/**
 * The remote plugins a page loads: each enabled `plugins.<id>` entry with `from`, and in dev and
 * test builds each `?plugin-from=<address>` (a plugin's own dev server; http on localhost allowed
 * for it alone). Kept apart from the loader, so a page with none imports nothing more.
 */
export function remotePluginSpecs(config: PortalConfig, devSearch: string | null): RemotePluginSpec[] {
  const listed = Object.entries(config.plugins ?? {}).flatMap(([id, entry]) =>
    entry.from && entry.enabled !== false ? [{ id, from: entry.from, integrity: entry.integrity }] : [],
  );
  const dev = devSearch
    ? new URLSearchParams(devSearch).getAll('plugin-from').map((from) => ({ from, localDev: true }))
    : [];
  return [...listed, ...dev];
}
