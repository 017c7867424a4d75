/** User-facing texts of the request layer (spec §8). */
export const REQUEST_MESSAGES = {
  rateLimited: '访问次数达到上限',
  forbidden: '权限错误',
  network: '网络错误，请稍后再试',
  exportFailed: '文件导出失败',
  timeout: '请求超时，请稍后再试',
  /** A call to a host outside the token scope and `allowedHosts`; names the code and host for admins. */
  refused: (host: string) => `已拒绝向 ${host} 发送请求：该地址不在允许范围内（PORTICO_E_REQUEST_REFUSED）`,
} as const;

/** Envelope codes that mean success (spec §8). */
export const SUCCESS_CODES: ReadonlySet<number> = new Set([0, 129012]);
