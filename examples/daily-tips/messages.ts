/** zh-CN texts of the daily-tips example plugin. */
export const MESSAGES = {
  button: '今日提示',
  pageTitle: '投放小贴士',
  pageDesc: '每日一条投放优化建议，帮助您提升广告效果。',
  more: '查看全部提示',
  listLabel: '提示列表',
  loadFailed: '提示加载失败，请稍后再试',
  empty: '今天还没有新的提示',
} as const;
