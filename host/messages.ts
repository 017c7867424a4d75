/** zh-CN texts of the host. */
export const HOST_MESSAGES = {
  fatalTitle: '门户暂时无法启动',
  fatalBody: '门户配置有误，请联系管理员修正 portal.config.json 后重试。',
  fatalTimeoutBody: '门户配置未能及时加载，请检查网络后重试；如仍无法启动，请联系管理员。',
  retry: '重试',
  retrying: '正在重试…',
  code: '错误代码',
  key: '配置项',
  plugin: '插件',
  detail: '详细信息',
} as const;
