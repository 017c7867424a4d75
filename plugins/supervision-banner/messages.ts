/** zh-CN texts of the supervision banner. */
export const MESSAGES = {
  roles: { 1: '代理商', 5: '代理商运营' } as Readonly<Record<number, string>>,
  defaultRole: '代理商',
  text: (role: string, name: string) => `您正在以${role}「${name}」的身份代为操作此账户，所有操作将被记录。`,
  back: (role: string) => `返回${role}首页`,
  label: '代为操作提示',
} as const;
