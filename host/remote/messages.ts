/** Chinese texts of the remote sub-app page. */
export const REMOTE_MESSAGES = {
  loading: (title: string) => `正在加载${title}…`,
  failedTitle: (title: string) => `${title}加载失败`,
  failed: (name: string) => `子应用「${name}」未能加载，页面的其他部分不受影响。`,
  retry: '重试',
  errorLabel: '错误信息',
} as const;
