/** zh-CN texts of the global popup. */
export const MESSAGES = {
  pluginTitle: '全局弹窗',
  close: '关闭',
  later: '我知道了',
} as const;
