import type { PluginStorage } from '@portico/sdk';

/** Storage name of a route's column widths (spec §9: stored locally per route and column). */
export const widthsName = (route: string) => `column-widths:${route}`;

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const usable = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/**
 * The stored widths of a route's columns (per owner: the plugin's storage scope). A corrupt store
 * gives none; a corrupt value for one column is dropped, so that column takes its default width.
 */
export function readWidths(storage: PluginStorage, route: string): Record<string, number> {
  const stored = storage.read<Record<string, unknown>>('local', widthsName(route), {}, isRecord);
  return Object.fromEntries(Object.entries(stored).filter((e): e is [string, number] => usable(e[1])));
}

/** Stores one column's width beside the route's others; false when the browser refused. */
export function writeWidth(storage: PluginStorage, route: string, code: string, px: number): boolean {
  return storage.write('local', widthsName(route), { ...readWidths(storage, route), [code]: Math.round(px) });
}
