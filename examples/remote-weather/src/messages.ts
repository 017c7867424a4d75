/** zh-CN texts of the plugin: every user-facing string lives here. */
export const MESSAGES = {
  title: '天气',
  pageDesc: '由独立部署的插件 acme-weather 提供',
  /** The header widget's weather, e.g. 杭州 晴 21°C. */
  weather: (city: string, text: string, temp: number) => `${city} ${text} ${temp}°C`,
  loading: '天气加载中',
  loadFailed: '天气暂不可用',
  /** The counter button's label, e.g. 点赞 3. */
  likes: (count: number) => `点赞 ${count}`,
  likesHint: '给今天的天气点个赞',
  refresh: '刷新',
} as const;
