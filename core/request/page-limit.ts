// A list never renders more than the page it asked for: the request service cuts a paged call's
// list to the page size the call itself sent, whatever the server answered (20,000 messages for a
// page of 10 made the message centre render for 11 s). One place for every paged call of the
// portal, our own endpoints and the spec's alike.
import type { RequestParams } from './request-service';

/** Where list answers keep their items (the SDK's `parseItems` reads the same keys). */
const LIST_KEYS = ['list', 'items', 'records', 'rows'] as const;

const positiveInteger = (value: unknown): number | null => {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * The page size a call asked for: `pageSize` (our endpoints, spec §7 material list), `pageCount`
 * (spec §7 `msg/query`) or `pageEntity.pageSize` (the help question list), else null (not paged).
 */
export function pageSizeOf(params: RequestParams): number | null {
  const entity = params.pageEntity;
  return (
    positiveInteger(params.pageSize) ??
    positiveInteger(params.pageCount) ??
    (entity && typeof entity === 'object' ? positiveInteger((entity as RequestParams).pageSize) : null)
  );
}

/** An answer cut to its page: `received` items came, `data` holds at most the page size. */
export interface CappedPage {
  readonly data: unknown;
  readonly received: number;
}

/**
 * `data` with its list — the answer itself, or its `list`, `items`, `records` or `rows` — cut to
 * `pageSize` items. Anything else is returned as it is (`received` 0).
 */
export function capPage(data: unknown, pageSize: number): CappedPage {
  if (Array.isArray(data))
    return { data: data.length > pageSize ? data.slice(0, pageSize) : data, received: data.length };
  if (!data || typeof data !== 'object') return { data, received: 0 };
  const holder = data as Readonly<Record<string, unknown>>;
  const key = LIST_KEYS.find((k) => Array.isArray(holder[k]));
  if (!key) return { data, received: 0 };
  const list = holder[key] as unknown[];
  return list.length > pageSize
    ? { data: { ...holder, [key]: list.slice(0, pageSize) }, received: list.length }
    : { data, received: list.length };
}
