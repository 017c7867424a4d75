import type { PagePath } from '../routes';

/** The one-line description under each page title (zh-CN); every page has one. */
export const DESCRIPTIONS = {
  '/': '查看消耗、展示、点击与转化的整体趋势。',
  '/subaccount/ads': '按计划、广告组与创意查看投放效果。',
  '/subaccount/games/gamead': '查看游戏推广的下载、激活与付费数据。',
  '/subaccount/games/realtime': '按小时查看游戏推广的实时消耗与转化。',
  '/subaccount/games/minigame': '查看小游戏推广的启动、留存与变现数据。',
  '/subaccount/keyword': '查看搜索关键词的展示、点击与平均点击价格。',
  '/subaccount/consume': '按日查看账户消耗明细。',
  '/subaccount/analysis': '分析人群、地域与时段的投放表现。',
  '/subaccount/convertData': '查看转化追踪回传的转化明细。',
  '/subaccount/oPush': '查看 Push 推送的送达、点击与转化。',
  '/agency/effect': '按客户查看投放效果与消耗。',
  '/agency/games/gamead': '查看名下客户游戏推广的下载与付费数据。',
  '/agency/games/realtime': '按小时查看名下客户游戏推广的实时数据。',
  '/agency/consume': '按客户、按日查看消耗明细。',
  '/agency/operation': '查看运营人员的客户维护与操作情况。',
} as const satisfies Record<PagePath, string>;

/** The `?agency=true` variants (agencies and operators, spec §6): title and description. */
export const AGENCY_VARIANTS = {
  '/': { title: '代理商数据概览', description: '按客户查看名下账户的消耗、展示、点击与转化趋势。' },
} as const satisfies Partial<Record<PagePath, { readonly title: string; readonly description: string }>>;

/** zh-CN texts of the report pages (navigation, date range, summary, chart, table). */
export const PAGE_TEXT = {
  nav: '报表导航',
  ownerGroup: '账户报表',
  agencyGroup: '代理商报表',
  overview: '数据概览',
  beginDate: '开始日期',
  endDate: '结束日期',
  dateRange: '日期范围',
  quickGroup: '快捷日期',
  quick: (days: number) => `近${days}天`,
  badRange: '开始日期不能晚于结束日期',
  longRange: (days: number) => `日期范围不能超过 ${days} 天`,
  summary: '汇总',
  chartTitle: '消耗与转化趋势',
  chartCaption: (begin: string, end: string) => `${begin} 至 ${end} 每日消耗（元）与转化数，数值见下表。`,
  chartTable: '每日消耗与转化',
  chartEmpty: '所选日期范围内暂无趋势数据',
  costSeries: '消耗（元）',
  convertSeries: '转化数',
  date: '日期',
  table: (title: string) => `${title}明细`,
  loadFailed: '数据加载失败',
  fileName: (title: string, begin: string, end: string) => `${title}_${begin}_${end}.csv`,
} as const;
