/** zh-CN texts of the toolbox home. */
export const HOME_MESSAGES = {
  /** An entry without a description (spec §2.4's default hint is for hovering; a card always shows its text). */
  noDescription: '暂无说明',
  /** The toolbox flyout plugin is switched off: its entries are inert. */
  unavailable: '工具箱快捷入口未启用，请联系管理员。',
  empty: '暂无数据',
  groupLabel: (name: string, count: number) => `${name}，${count} 个工具`,
} as const;
