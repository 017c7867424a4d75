import { parseItems } from '@portico/ads';
import { PAGES } from '../../routes';
import { PAGE_CODES, TABLE_API } from '../../api';
import type { TableKey } from '../../columns/catalog';

/** Spec §9 has no search delay for these tables; ours: 300 ms after the last key, like the help search. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The storage scope of this plugin (its id). */
export const STORAGE_SCOPE = 'manage';

/** What a promotion table reads: its call, its row id and name fields, its route and page code. */
export interface TableDef {
  readonly key: TableKey;
  readonly api: string;
  readonly idField: string;
  readonly nameField: string;
  /** The route its column widths are stored under (spec §9). */
  readonly route: string;
  readonly pageCode: string;
}

/** The three promotion tables. */
export const TABLE_DEFS: Readonly<Record<TableKey, TableDef>> = {
  plan: {
    key: 'plan',
    api: TABLE_API.planList,
    idField: 'planId',
    nameField: 'planName',
    route: PAGES.refs.plans.path,
    pageCode: PAGE_CODES.plan,
  },
  group: {
    key: 'group',
    api: TABLE_API.groupList,
    idField: 'groupId',
    nameField: 'groupName',
    route: PAGES.refs.groups.path,
    pageCode: PAGE_CODES.group,
  },
  creative: {
    key: 'creative',
    api: TABLE_API.creativeList,
    idField: 'creativeId',
    nameField: 'creativeName',
    route: PAGES.refs.creatives.path,
    pageCode: PAGE_CODES.creative,
  },
};

/** A row of a promotion table: its id, its name and every field as sent (read per column). */
export interface ManageRow {
  readonly id: number;
  readonly name: string;
  readonly fields: Readonly<Record<string, unknown>>;
}

/** A page of rows and the total on all pages. */
export interface RowPage {
  readonly rows: ManageRow[];
  readonly total: number;
}

/**
 * A list answer `{ list, total }`, item by item: a row without a numeric id or a name is skipped;
 * other fields stay as sent, and each cell shows what is valid. A total that is not a number
 * counts the rows received.
 */
export function parseRowPage(def: TableDef, data: unknown): RowPage {
  const rows = parseItems(data, (r) => {
    const id = r[def.idField];
    const name = r[def.nameField];
    return typeof id === 'number' && Number.isFinite(id) && typeof name === 'string' && name.trim()
      ? { id, name, fields: r }
      : null;
  });
  const raw = data && typeof data === 'object' ? (data as { total?: unknown }).total : undefined;
  const total = typeof raw === 'number' && Number.isFinite(raw) && raw >= 0 ? Math.floor(raw) : rows.length;
  return { rows, total };
}
