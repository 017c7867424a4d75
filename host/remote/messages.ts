/** Chinese texts of the remote sub-app page. */
export const REMOTE_MESSAGES = {
  failedTitle: (title: string) => `${title}加载失败`,
  failed: (name: string) => `子应用「${name}」未能加载，页面的其他部分不受影响。`,
  retry: '重试',
  /** Why, in a sentence, by failure kind. */
  reasons: {
    status: '入口页面或资源返回了错误状态。',
    'loaded-twice': '网关未配置该子应用：入口地址返回了门户自身的页面。',
    'no-lifecycle': '入口没有导出生命周期函数（bootstrap、mount、unmount）。',
    timeout: '子应用未在规定时间内完成加载步骤。',
    script: '子应用的脚本运行出错。',
    network: '网络错误，子应用的文件未能下载。',
    container: '页面中没有可供子应用挂载的位置。',
    refused: '子应用的文件来自门户不允许的地址，未被加载。',
    'needs-eval':
      "页面的内容安全策略（CSP）不允许该子应用以文本方式运行脚本：需在 script-src 中加入 'unsafe-eval'，或改用 ES 模块入口。",
  },
  errorLabel: '错误信息',
} as const;
