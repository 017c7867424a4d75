/**
 * The work-order list's default date range, in days up to today. OURS: the spec gives no range for
 * the page; 30 days is its work-order window (spec §9, the help assistant's progress badge).
 */
export const WORK_ORDER_DEFAULT_DAYS = 30;
/** 操作日志's default date range, in days up to today (OURS: the spec gives none). */
export const OPERATION_LOG_DEFAULT_DAYS = 7;
/** Who says the work orders were seen (the `work-orders:seen` event's `source`). */
export const PLUGIN_ID = 'toolbox';
/**
 * Client accounts 批量修改密码 renders per page (OURS). Its list call is not paged, so the page
 * pages it, with a search box: an agency's 20,000 clients cost one page of checkboxes.
 */
export const CLIENT_PICKER_PAGE_SIZE = 50;
/** Failed accounts a batch result lists per page (OURS; the same reason). */
export const BATCH_FAILURES_PAGE_SIZE = 50;
/** Rows 资质列表 renders per page (OURS): its list call is not paged either. */
export const QUALIFICATION_LIST_PAGE_SIZE = 50;
/** Message types 消息订阅 renders per page (OURS): `msgTypeList` is not paged. */
export const MESSAGE_TYPES_PAGE_SIZE = 50;
