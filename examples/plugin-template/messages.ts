/** zh-CN texts of the plugin: every user-facing string lives here. */
export const MESSAGES = {
  title: '待办提醒',
  /** The header widget's text, e.g. 待办 3 (99+ above the `limit` option). */
  count: (shown: string) => `待办 ${shown}`,
  loading: '待办加载中',
  loadFailed: '待办加载失败，请稍后再试',
} as const;
