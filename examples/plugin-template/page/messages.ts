/** zh-CN texts of the plugin: every user-facing string lives here. */
export const MESSAGES = {
  title: '待办提醒',
  pageDesc: '需要您处理的事项，按时间倒序排列。',
  listLabel: '待办列表',
  empty: '暂无数据',
  loadFailed: '待办加载失败，请稍后再试',
} as const;
