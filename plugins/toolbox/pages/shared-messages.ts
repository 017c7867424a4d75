/** zh-CN texts shared by the toolbox's list pages. */
export const LIST_MESSAGES = {
  empty: '暂无数据',
  loading: '正在加载',
  loadFailed: '加载失败，请稍后再试',
  retry: '重试',
  total: (count: number) => `共 ${count} 条`,
  pageOf: (page: number, pages: number) => `第 ${page} / ${pages} 页`,
  pageStatus: (page: number, pages: number) => `第 ${page} 页，共 ${pages} 页`,
  pager: '分页',
  previousPage: '上一页',
  nextPage: '下一页',
  all: '全部',
} as const;
