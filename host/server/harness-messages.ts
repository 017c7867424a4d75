/** zh-CN texts of the harness's dev-only snippet (badge and build-error overlay). */
export const HARNESS_MESSAGES = {
  devTools: '开发工具',
  devMode: '开发模式',
  scenario: '场景：',
  plugins: '插件：',
  allPlugins: '全部',
  noScenario: '未指定',
  notDevAccount: '非测试账号',
  loggedOut: '未登录',
  building: '· 正在重新构建…',
  buildFailed: '· 构建失败',
  overlayTitle: '构建失败',
  overlayHint: '改正后保存，页面会自动刷新。',
  overlayStale: '在此之前，下面的页面仍是上一次成功构建的版本。',
  overlayClose: '关闭',
} as const;
