/** Spec §9: the unread count is polled every 5 minutes while the bell is shown. */
export const UNREAD_POLL_MS = 300_000;
/** Spec §9: the quick window lists the in-app messages of the last 7 days. */
export const MESSAGE_WINDOW_DAYS = 7;
/** Spec §9: page size of the quick window. */
export const PAGE_SIZE = 10;
/** Spec §2.5/§9: above this the badge shows `99+`. */
export const BADGE_CAP = 99;

/** Read status (spec §3/§4). */
export const READ_FLAG = { UNREAD: 0, READ: 1 } as const;
/** Priority of an important message (spec §3: high 0, low 2). */
export const PRIORITY_HIGH = 0;

/** Calls of the notification centre (spec §7). */
export const MSG_API = {
  unreadCount: '/v2/communal/msg/count/unread',
  query: '/v2/communal/msg/query',
  typeList: '/v2/communal/msg/msgTypeList',
  batchResetStatus: '/v2/communal/msg/batchResetStatus',
} as const;
