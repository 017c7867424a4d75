/** zh-CN texts of the SDK's own UI. */
export const SDK_MESSAGES = {
  crashed: (plugin: string) => `「${plugin}」出现异常，其余功能不受影响`,
  chunkFailed: (plugin: string) => `「${plugin}」加载失败，请检查网络后重试`,
  retry: '重试',
  loading: '加载中…',
  remoteComponent: { loading: '正在加载组件', failed: '组件加载失败' },
} as const;
