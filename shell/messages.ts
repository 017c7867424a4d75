/** zh-CN texts of the shell pages. */
export const SHELL_MESSAGES = {
  notFoundTitle: '页面走丢了',
  notFoundBody: '您访问的页面不存在，请检查网址是否正确。',
  backHome: '返回首页',
  forbiddenTitle: '暂无权限',
  forbiddenBody: (title: string) => `您没有访问「${title}」的权限，如需开通请联系管理员。`,
  loading: (title: string) => `正在加载${title}…`,
  blockedBack: '返回上一页',
  close: '关闭',
  siteName: '营销平台',
  mainLabel: '主要内容',
} as const;
