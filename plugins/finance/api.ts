import { type RequestService } from '@portico/sdk';
import { parseItems, type LooseItem } from '@portico/ads';

/**
 * The finance endpoints — all OURS (the spec names no finance call). JSON bodies except the
 * exports (the request service's `download` mode, form-encoded, answering a CSV). Money is in
 * cents both ways.
 *
 * - `overview`: none → `{ balance, cashBalance, grantBalance, todayCost, yesterdayCost }` (owner).
 * - `agencyOverview`: none → `{ balance, clientCount, clientBalance, todayCost }` (agency side).
 * - `clients` / `records` / `flows`: `{ pageNum, pageSize, sortField?, sortOrder?, side? }` →
 *   `{ items, totalCount }`; `side` is `owner` or `agency` for records and flows.
 * - `recharge`: `{ amount, payType }` → `{ recordId }`; `transfer`: `{ clientId, amount }` →
 *   `{ recordId, balance }` (agency money to a client account).
 * - `*Export`: the list's parameters without paging → `text/csv`.
 */
export const FINANCE_API = {
  overview: '/v3/finance/account/overview',
  agencyOverview: '/v3/finance/agency/overview',
  clients: '/v3/finance/agency/clients',
  clientsExport: '/v3/finance/agency/clients/export',
  records: '/v3/finance/record/list',
  recordsExport: '/v3/finance/record/export',
  flows: '/v3/finance/flow/list',
  flowsExport: '/v3/finance/flow/export',
  recharge: '/v3/finance/recharge',
  transfer: '/v3/finance/agency/transfer',
} as const;

/** Whose records and flows: the owner's own account, or the agency's. */
export type Side = 'owner' | 'agency';

/** The figures of an overview, as sent (formatted on display; a bad one shows the empty value). */
export type Figures = Readonly<Record<string, unknown>>;

/** A list page: its rows and the total row count. */
export interface Page<Row> {
  readonly rows: Row[];
  readonly total: number;
}

/** A client account of an agency. */
export interface Client {
  readonly ownerId: number;
  readonly ownerName: string;
  readonly balance: unknown;
  readonly todayCost: unknown;
  readonly yesterdayCost: unknown;
}

/** A recharge or transfer record. */
export interface RecordRow {
  readonly recordId: string;
  readonly time: string;
  readonly payType: unknown;
  readonly amount: unknown;
  readonly status: unknown;
  readonly clientName?: string;
}

/** A line of the fund flow. */
export interface FlowRow {
  readonly flowId: string;
  readonly date: string;
  readonly type: unknown;
  readonly income: unknown;
  readonly expense: unknown;
  readonly balance: unknown;
}

const idOf = (v: unknown): string | null =>
  typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' && v.trim() ? v : null;
const textOf = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/** Clients with a numeric id and a name; other rows are skipped. */
export const parseClient = (c: LooseItem): Client | null =>
  typeof c.ownerId === 'number' && Number.isFinite(c.ownerId) && textOf(c.ownerName)
    ? {
        ownerId: c.ownerId,
        ownerName: c.ownerName as string,
        balance: c.balance,
        todayCost: c.todayCost,
        yesterdayCost: c.yesterdayCost,
      }
    : null;

/** Records with an id and a time; other rows are skipped. */
export const parseRecord = (r: LooseItem): RecordRow | null => {
  const recordId = idOf(r.recordId);
  const time = textOf(r.time);
  if (!recordId || !time) return null;
  const clientName = textOf(r.clientName) ?? undefined;
  return { recordId, time, payType: r.payType, amount: r.amount, status: r.status, clientName };
};

/** Flow lines with an id and a date; other rows are skipped. */
export const parseFlow = (f: LooseItem): FlowRow | null => {
  const flowId = idOf(f.flowId);
  const date = textOf(f.date);
  return flowId && date
    ? { flowId, date, type: f.type, income: f.income, expense: f.expense, balance: f.balance }
    : null;
};

/** A list answer as rows (item by item) and a total never below the rows given. */
export function parsePage<Row>(data: unknown, pick: (item: LooseItem) => Row | null): Page<Row> {
  const rows = parseItems(data, pick);
  const holder = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  const total = typeof holder.totalCount === 'number' && Number.isFinite(holder.totalCount) ? holder.totalCount : -1;
  return { rows, total: total >= rows.length ? Math.floor(total) : rows.length };
}

/** An overview answer as figures (an answer that is not an object gives none). */
export const parseFigures = (data: unknown): Figures =>
  data && typeof data === 'object' && !Array.isArray(data) ? (data as Figures) : {};

/** Loads an overview. */
export async function fetchFigures(request: RequestService, path: string): Promise<Figures> {
  return parseFigures(await request.call<unknown>(path, {}, { mode: 'json' }));
}

/** Loads one page of a list. */
export async function fetchPage<Row>(
  request: RequestService,
  path: string,
  params: Readonly<Record<string, unknown>>,
  pick: (item: LooseItem) => Row | null,
): Promise<Page<Row>> {
  return parsePage(await request.call<unknown>(path, params, { mode: 'json' }), pick);
}
