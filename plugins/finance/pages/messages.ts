import type { PagePath } from '../routes';

/** The one-line description under each page title (zh-CN); every page has one. */
export const DESCRIPTIONS = {
  '/': '查看账户余额、今日消耗与近期充值。',
  '/home': '查看账户余额、今日消耗与近期充值。',
  '/home/subclient': '查看名下客户的余额与消耗，进行转账。',
  '/agencyRecharge': '为代理商账户充值。',
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
