/** zh-CN texts of the plugin (rename the plugin, keep all user-facing strings here). */
export const MESSAGES = {
  widget: '我的插件',
  pageTitle: '我的插件',
  pageDesc: '这是由插件模板生成的页面，请替换为您的业务内容。',
} as const;
