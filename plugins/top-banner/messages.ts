/** zh-CN texts of the top banner. */
export const MESSAGES = {
  pluginTitle: '顶部公告',
  region: '公告',
  close: '关闭公告',
  counter: (n: number, total: number) => `第 ${n} 条，共 ${total} 条`,
} as const;
