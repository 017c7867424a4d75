import type { PagePath } from '../routes';

/** The one-line description under each page title (zh-CN); every page has one. */
export const DESCRIPTIONS = {
  '/': '查看账户余额、今日消耗与近期充值。',
  '/home': '查看账户余额、今日消耗与近期充值。',
  '/home/subclient': '查看名下客户的余额与消耗，进行转账。',
  '/agencyRecharge': '从代理商账户向名下客户账户转账充值。',
  '/agencyRecord': '查看代理商账户的充值与转账记录。',
  '/agencyFlow': '查看代理商账户的资金流水明细。',
  '/recharge': '选择充值方式为广告账户充值。',
  '/record': '查看账户的充值记录与到账状态。',
  '/flow': '查看账户的每日消耗、充值与退款流水。',
} as const satisfies Record<PagePath, string>;

const AGENCY_HOME = { title: '代理商财务', description: '查看代理商账户余额、名下客户的消耗与转账。' } as const;

/** The `?agency=true` variants (agencies and operators, spec §6): title and description. */
export const AGENCY_VARIANTS = {
  '/': AGENCY_HOME,
  '/home': AGENCY_HOME,
} as const satisfies Partial<Record<PagePath, { readonly title: string; readonly description: string }>>;

/** zh-CN texts of the finance pages. */
export const PAGE_TEXT = {
  figures: '账户资金',
  balance: '账户余额（元）',
  cashBalance: '现金余额（元）',
  grantBalance: '赠款余额（元）',
  todayCost: '今日消耗（元）',
  yesterdayCost: '昨日消耗（元）',
  clientCount: '名下客户数',
  clientBalance: '客户总余额（元）',
  links: '常用操作',
  recharge: '账户充值',
  record: '充值记录',
  flow: '资金流水',
  agencyRecharge: '为客户充值',
  agencyRecord: '充值与转账记录',
  agencyFlow: '资金流水',
  subclient: '客户财务',
  clients: '客户列表',
  ownerName: '客户名称',
  ownerId: '客户ID',
  time: '时间',
  recordId: '流水号',
  payType: '充值方式',
  amount: '金额（元）',
  status: '状态',
  date: '日期',
  flowType: '类型',
  income: '收入（元）',
  expense: '支出（元）',
  flowBalance: '余额（元）',
  records: '充值记录列表',
  flows: '资金流水列表',
  payTypes: { 1: '在线支付', 2: '对公转账' } as Readonly<Record<number, string>>,
  statuses: { 0: '处理中', 1: '已到账', 2: '失败' } as Readonly<Record<number, string>>,
  flowTypes: { 1: '广告消耗', 2: '账户充值', 3: '退款', 4: '转入', 5: '转出' } as Readonly<Record<number, string>>,
  unknown: (raw: unknown) => `未知（${String(raw)}）`,
  amountLabel: '充值金额（元）',
  transferAmount: '转账金额（元）',
  payTypeLabel: '充值方式',
  client: '收款客户',
  clientPlaceholder: '请选择客户',
  submit: '提交充值',
  submitTransfer: '确认转账',
  submitting: '提交中…',
  amountRequired: '请输入金额',
  amountInvalid: '请输入大于 0 的金额，最多两位小数',
  amountTooLarge: (max: string) => `金额不能超过 ${max} 元`,
  overBalance: (balance: string) => `转账金额不能超过代理商账户余额 ${balance} 元`,
  clientRequired: '请选择收款客户',
  recharged: (amount: string) => `已提交充值 ${amount} 元，到账后可在充值记录中查看`,
  transferred: (amount: string, client: string) => `已向 ${client} 转账 ${amount} 元`,
  available: (balance: string) => `代理商账户可用余额：${balance} 元`,
  loadFailed: '数据加载失败',
  exportName: (title: string, date: string) => `${title}_${date}.csv`,
} as const;
