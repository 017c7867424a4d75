/** zh-CN texts of the mobile tip. */
export const MESSAGES = {
  title: '推荐使用移动版',
  body: '检测到您正在使用手机浏览器，移动版营销平台更适合在手机上查看数据、管理推广。',
  go: '前往移动版',
  stay: '继续使用电脑版',
} as const;
