import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { storageRef, useService } from '@portico/sdk';

/** A plugin's store, as the contract's `storageRef` gives it (the contract names the ref, not the store). */
type PluginStorage = ReturnType<NonNullable<(typeof storageRef)['T']>['scope']>;

/** Storage name of a route's column widths (spec §9: "stored locally per route and column"). */
export const columnWidthsName = (route: string): string => `column-widths:${route}`;

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const usable = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v > 0;

/**
 * The stored widths of a route's columns, by column key (per owner: the storage's scope). A
 * corrupt store gives none; a corrupt value for one column is dropped, so that column takes its
 * default width.
 */
function readColumnWidths(storage: PluginStorage, route: string): Record<string, number> {
  const stored = storage.read<Record<string, unknown>>('local', columnWidthsName(route), {}, isRecord);
  return Object.fromEntries(Object.entries(stored).filter((e): e is [string, number] => usable(e[1])));
}

/** What {@link useColumnWidths} returns: spread it into a `<DataTable>`. */
export interface ColumnWidths {
  /** The route's stored widths, with this visit's changes. */
  readonly widths: Readonly<Record<string, number>>;
  /** Stores a resized column's width (a refusing browser keeps it for this visit only). */
  readonly onWidthChange: (key: string, px: number) => void;
}

/** Where a table's widths are stored: its route (default: the current path) and, for one of several tables on a route, its name. */
export interface ColumnWidthsPlace {
  readonly route?: string;
  readonly table?: string;
}

/**
 * Column widths that a table keeps across visits (spec §9: stored locally per route and
 * column): the widths stored for the table's place in the plugin's storage `namespace` (its id;
 * the storage is per owner), and the handler that stores a change. One component that shows
 * several routes (a report per path) reads each route's own widths.
 * @example
 * <DataTable label="广告报表" columns={columns} rows={rows} rowKey={(r) => r.id} {...useColumnWidths('report')} />
 */
export function useColumnWidths(namespace: string, place: ColumnWidthsPlace = {}): ColumnWidths {
  const storages = useService(storageRef);
  const storage = useMemo(() => storages.scope(namespace), [storages, namespace]);
  const { pathname } = useLocation();
  const route = place.route ?? pathname;
  const key = place.table ? `${route}#${place.table}` : route;
  const [state, setState] = useState(() => ({ key, widths: readColumnWidths(storage, key) }));
  let widths = state.widths;
  if (state.key !== key) {
    widths = readColumnWidths(storage, key);
    setState({ key, widths });
  }
  return {
    widths,
    onWidthChange: (column, px) => {
      // Beside the widths stored now (another tab may have changed one); kept for this visit even
      // when the browser refuses to store them.
      const next = { ...readColumnWidths(storage, key), [column]: Math.round(px) };
      storage.write('local', columnWidthsName(key), next);
      setState({ key, widths: next });
    },
  };
}
