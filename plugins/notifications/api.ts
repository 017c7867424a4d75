import { parseItems, type LooseItem } from '@portico/ads';
import { PRIORITY_HIGH } from './constants';

/** One in-app message (spec §3 "Notification message"). */
export interface NotificationMessage {
  readonly msgId: number | string;
  /** The recipient's copy of the message; what a single "mark read" names (see README.md). */
  readonly recordId?: number | string | null;
  readonly msgType: number | string;
  /** 0 unread, 1 read. */
  readonly readFlag: number;
  readonly msgTitle: string;
  /** Server HTML: shown as plain text only. */
  readonly msgContent: string;
  readonly msgTime: string;
  /** 0 high (重要), 2 low; see {@link isImportant}. */
  readonly priority?: number | null;
}

/**
 * Whether a message is 重要 (spec §2.5, §3). The spec gives two readings of `priority` ("high 0,
 * low 2" and "high or normal"); this follows the numeric one, the only one with values: the
 * number 0 alone is important. 1, 2, other numbers, the text "0", "high", true and a missing
 * priority are not (see README.md).
 */
export const isImportant = (message: Pick<NotificationMessage, 'priority'>): boolean =>
  message.priority === PRIORITY_HIGH;

/** One page of `msg/query`. */
export interface MessagePage {
  readonly items: readonly NotificationMessage[];
  readonly totalCount: number;
}

/** One entry of `msg/msgTypeList`. */
export interface MessageType {
  readonly name: string;
  readonly type: number | string;
}

/**
 * The unread count from `msg/count/unread`. The spec names only "unread count": a number is
 * expected; `{ count }`/`{ unreadCount }`/`{ total }` and numeric strings are read too, and
 * anything else counts as 0 rather than breaking the bell.
 */
export function unreadCountOf(data: unknown): number {
  const raw =
    data !== null && typeof data === 'object'
      ? ((data as Record<string, unknown>).count ??
        (data as Record<string, unknown>).unreadCount ??
        (data as Record<string, unknown>).total)
      : data;
  const n = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** A `msg/query` answer with defaults for missing parts. */
export function messagePageOf(data: unknown): MessagePage {
  const d = (data ?? {}) as Partial<MessagePage>;
  const items = Array.isArray(d.items) ? d.items : [];
  const totalCount = typeof d.totalCount === 'number' && d.totalCount >= 0 ? d.totalCount : items.length;
  return { items, totalCount };
}

const idOf = (v: unknown): number | string | null =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.trim() !== '') ? v : null;
const flagOf = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return n === 0 || n === 1 ? n : null;
};

/**
 * One message of a list answer, or null when it cannot be shown: an id, a type, a read flag of
 * 0/1 and a title are required; a content or time that is not a string reads as empty.
 */
export function parseMessage(m: LooseItem): NotificationMessage | null {
  const msgId = idOf(m.msgId);
  const msgType = idOf(m.msgType);
  const readFlag = flagOf(m.readFlag);
  if (msgId === null || msgType === null || readFlag === null || typeof m.msgTitle !== 'string') return null;
  return {
    msgId,
    recordId: idOf(m.recordId),
    msgType,
    readFlag,
    msgTitle: m.msgTitle,
    msgContent: typeof m.msgContent === 'string' ? m.msgContent : '',
    msgTime: typeof m.msgTime === 'string' ? m.msgTime : '',
    priority: typeof m.priority === 'number' ? m.priority : null,
  };
}

/** A `msg/query` answer read item by item: wrong-typed messages are skipped, the good ones kept. */
export function strictMessagePageOf(data: unknown): MessagePage {
  const items = parseItems(data, parseMessage);
  const raw = data && typeof data === 'object' ? (data as Record<string, unknown>).totalCount : undefined;
  const total = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  const totalCount =
    typeof total === 'number' && Number.isFinite(total) && total >= 0 ? Math.floor(total) : items.length;
  return { items, totalCount };
}
