/** User-facing texts of the request layer (spec §8). */
export const REQUEST_MESSAGES = {
  rateLimited: '访问次数达到上限',
  forbidden: '权限错误',
  network: '网络错误，请稍后再试',
  exportFailed: '文件导出失败',
  timeout: '请求超时，请稍后再试',
} as const;

/** Envelope codes that mean success (spec §8). */
export const SUCCESS_CODES: ReadonlySet<number> = new Set([0, 129012]);
