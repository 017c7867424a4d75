// The notification centre's public contract, imported as `@portico/plugin/notifications`: the one
// message store (unread count, types, read actions) that the bell and the toolbox's 消息中心 page
// share, so marking read anywhere updates both at once. Types and a service ref only, no UI.
import { serviceRef } from '@portico/sdk';
import type { MessageType, NotificationMessage } from './api';

export type { MessageType, NotificationMessage } from './api';
export { isImportant } from './api';
export { READ_FLAG, PAGE_SIZE as MESSAGE_PAGE_SIZE, MESSAGE_WINDOW_DAYS, PRIORITY_HIGH } from './constants';

/** Where a message list stands. */
export type MessageListStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The filters of `msg/query` (spec §7); an empty `msgType` or `readFlag` means all. */
export interface MessageFilter {
  /** `YYYY-MM-DD`, inclusive. */
  readonly beginDate: string;
  /** `YYYY-MM-DD`, inclusive. */
  readonly endDate: string;
  readonly msgType: string;
  readonly readFlag: '' | '0' | '1';
}

/** A paged, filtered message list kept by the message store (read it inside an `observer`). */
export interface MessageListView {
  readonly items: readonly NotificationMessage[];
  readonly totalCount: number;
  readonly page: number;
  /** Pages of the list (at least 1). */
  readonly pageCount: number;
  readonly status: MessageListStatus;
  /** `msg/query` with the filter and page, {@link MESSAGE_PAGE_SIZE} per page; older answers are dropped. */
  load(filter: MessageFilter, page: number): Promise<void>;
  /** The list is no longer shown: the store stops updating it. */
  close(): void;
}

/** The notification centre's message store, as other plugins use it. */
export interface MessageCentre {
  /** The header badge's count. */
  readonly unreadCount: number;
  readonly types: readonly MessageType[];
  /** Type name by `msgType`. */
  readonly typeNames: ReadonlyMap<string, string>;
  /** Whether 全部已读 has anything to do (the badge or a listed item is unread). */
  readonly hasUnread: boolean;
  /** A mark-all call is on its way. */
  readonly busy: boolean;
  /** `msgTypeList` (cached for the page's lifetime). */
  loadTypes(): Promise<void>;
  /** A new list the store keeps in step with every read action. */
  openList(): MessageListView;
  /** Marks one message read (`batchResetStatus` with its id): every list and the badge follow. */
  markRead(message: NotificationMessage): Promise<void>;
  /** 全部已读 (`batchResetStatus`, readFlag=1, loginType): every list's items read, the badge 0. */
  markAllRead(): Promise<void>;
}

/** The notification centre's store, provided while the plugin is on. */
export const messageCentreRef = serviceRef<MessageCentre>('plugin.notifications.centre');

/** What identifies a message for the read calls and React keys: its recordId, else its msgId. */
export const messageKey = (m: NotificationMessage): string => String(m.recordId ?? m.msgId);

export { lastDays, formatDate } from './date-window';
