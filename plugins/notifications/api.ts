/** One in-app message (spec §3 "Notification message"). */
export interface NotificationMessage {
  readonly msgId: number | string;
  /** The recipient's copy of the message; what a single "mark read" names (see ARCHITECTURE.md). */
  readonly recordId?: number | string | null;
  readonly msgType: number | string;
  /** 0 unread, 1 read. */
  readonly readFlag: number;
  readonly msgTitle: string;
  /** Server HTML: shown as plain text only. */
  readonly msgContent: string;
  readonly msgTime: string;
  /** 0 high (重要), 2 low. */
  readonly priority?: number | null;
}

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
