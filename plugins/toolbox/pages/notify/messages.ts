/** zh-CN texts of the message pages (the product's UI words, kept exact: ARCHITECTURE.md, Decisions). */
export const NOTIFY_MESSAGES = {
  markAllRead: '全部已读',
  important: '重要',
  read: '已读',
  unread: '未读',
  type: '消息类型',
  readStatus: '阅读状态',
  listLabel: '站内信列表',
  unavailable: '消息服务未启用，请联系管理员。',
  loadFailed: '消息加载失败，请稍后再试',
  // The subscription page.
  subscriptionIntro: '勾选需要接收的站内信类型，取消勾选的类型将不再推送给您。',
  typesLabel: '接收的消息类型',
  save: '保存',
  saving: '正在保存',
  saved: '保存成功',
  /** A UI word of the product (ARCHITECTURE.md, Decisions): a failed save. */
  saveFailed: '保存失败',
  saveFailedHint: '保存失败，请稍后重试。您的选择仍保留在页面上。',
  noTypes: '暂无数据',
  typesFailed: '消息类型加载失败，请稍后再试',
} as const;
