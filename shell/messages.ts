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
  /** The session error page (spec §8): the user is signed in, the session could not be read. */
  session: {
    retry: '重试',
    retrying: '正在重试…',
    login: '重新登录',
    loginTitle: '登录未完成',
    body: {
      network: '暂时无法读取您的账户信息，您仍处于登录状态。请检查网络后点击重试。',
      forbidden: '暂时无法读取您的账户权限，您仍处于登录状态。请稍后重试，如仍有问题请联系管理员。',
      blocked: '访问过于频繁，您仍处于登录状态。请稍后点击重试。',
      login: '登录页未能确认您的登录状态，为避免反复跳转，已停止自动跳转。请重新登录，或稍后重试。',
    },
  },
  mainLabel: '主要内容',
  /** The skip link, every layout's first Tab stop. */
  skipToMain: '跳到主要内容',
} as const;
