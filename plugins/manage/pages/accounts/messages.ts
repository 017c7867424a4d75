/** zh-CN texts of the account pages (clients and operators). */
export const ACCOUNT_MESSAGES = {
  clients: '客户列表',
  operators: '运营人员列表',
  tabs: '账户类别',
  clientTab: '客户',
  operatorTab: '运营人员',
  search: '搜索',
  clientSearch: '客户名称或客户ID',
  operatorSearch: '姓名或登录账号',
  loadFailed: '列表加载失败，请稍后重试。',
  client: {
    ownerName: '客户名称',
    ownerId: '客户ID',
    status: '账户状态',
    balance: '余额（元）',
    todayCost: '今日消耗（元）',
    yesterdayCost: '昨日消耗（元）',
    createTime: '开户时间',
  },
  operator: {
    name: '姓名',
    account: '登录账号',
    roles: '角色',
    status: '状态',
    createTime: '创建时间',
  },
  /** Separator between role names. */
  roleSeparator: '、',
} as const;
