/** zh-CN texts shared by the toolbox's list pages. */
export const LIST_MESSAGES = {
  empty: '暂无数据',
  loading: '正在加载',
  loadFailed: '加载失败，请稍后再试',
  retry: '重试',
  all: '全部',
} as const;
