/** User-facing texts of the request layer (spec §8). */
export const REQUEST_MESSAGES = {
  rateLimited: '访问次数达到上限',
  forbidden: '权限错误',
  network: '网络错误，请稍后再试',
  exportFailed: '文件导出失败',
  timeout: '请求超时，请稍后再试',
  /** An answer over the size limit (SIZE_LIMITS.answerBytes), refused unparsed; names the code for admins. */
  tooLarge: (megabytes: number) =>
    `服务器返回的数据过大（超过 ${megabytes} MB），已停止读取，请缩小查询范围后重试（PORTICO_E_ANSWER_TOO_LARGE）`,
  /** A call to a host outside the token scope and `allowedHosts`; names the code and host for admins. */
  refused: (host: string) => `已拒绝向 ${host} 发送请求：该地址不在允许范围内（PORTICO_E_REQUEST_REFUSED）`,
} as const;

/** Envelope codes that mean success (spec §8). */
export const SUCCESS_CODES: ReadonlySet<number> = new Set([0, 129012]);
