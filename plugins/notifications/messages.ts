/** zh-CN texts of the notification centre (the product's UI words, kept exact: ARCHITECTURE.md, Decisions). */
export const MESSAGES = {
  pluginTitle: '消息通知',
  /** The bell's name holds the badge's text, as the eye reads it (WCAG 2.5.3). */
  bell: (badge: string | null) => (badge ? `消息通知，${badge} 条未读` : '消息通知'),
  noUnread: '没有未读消息',
  unreadTotal: (count: number) => `${count} 条未读消息`,
  panelTitle: '新消息列表',
  markAllRead: '全部已读',
  more: '更多',
  empty: '暂无消息',
  important: '重要',
  read: '已读',
  unread: '未读',
  listLabel: '消息列表',
  loading: '正在加载消息',
  loadFailed: '消息加载失败，请稍后再试',
  retry: '重试',
  footer: (days: number) => `仅展示近 ${days} 天的站内信`,
} as const;
