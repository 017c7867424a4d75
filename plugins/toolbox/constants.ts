/**
 * The work-order list's default date range, in days up to today. OURS: the spec gives no range for
 * the page; 30 days is its work-order window (spec §9, the help assistant's progress badge).
 */
export const WORK_ORDER_DEFAULT_DAYS = 30;
/** 操作日志's default date range, in days up to today (OURS: the spec gives none). */
export const OPERATION_LOG_DEFAULT_DAYS = 7;
/** Who says the work orders were seen (the `work-orders:seen` event's `source`). */
export const PLUGIN_ID = 'toolbox';
