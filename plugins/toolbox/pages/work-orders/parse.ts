import { parseItems } from '@portico/ads';

/** One work order of the list answer (fields OURS, see `WORK_ORDER_API`). */
export interface WorkOrder {
  readonly ticketId: string;
  readonly title: string;
  readonly category: string;
  readonly status: number;
  readonly createTime: string;
  readonly updateTime: string;
}

const idOf = (v: unknown): string | null =>
  typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' && v.trim() !== '' ? v : null;
const textOf = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The list answer read row by row: a row without an id, a title or a numeric status is skipped. */
export function parseWorkOrders(data: unknown): { items: WorkOrder[]; total: number } {
  const items = parseItems(data, (w) => {
    const ticketId = idOf(w.ticketId ?? w.id);
    const status = typeof w.status === 'string' && w.status.trim() !== '' ? Number(w.status) : w.status;
    if (!ticketId || typeof w.title !== 'string' || typeof status !== 'number' || !Number.isInteger(status))
      return null;
    return {
      ticketId,
      title: w.title,
      category: textOf(w.category),
      status,
      createTime: textOf(w.createTime),
      updateTime: textOf(w.updateTime),
    };
  });
  const raw = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const total = Number(raw.total ?? raw.totalCount);
  return { items, total: Number.isFinite(total) && total >= 0 ? Math.floor(total) : items.length };
}

/** A count answer: a number, or `{ count | total | totalCount }`; anything else is 0. */
export function parseCount(data: unknown): number {
  const raw =
    data && typeof data === 'object'
      ? ((data as Record<string, unknown>).count ??
        (data as Record<string, unknown>).total ??
        (data as Record<string, unknown>).totalCount)
      : data;
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}
