import { ELEMENT_TYPE, type ElementType } from '@portico/ads';
import type { PagePath } from './routes';

/**
 * What each report page shows — OURS (the spec names the pages, not their contents): the report
 * type sent to our endpoints, the dimension columns that name a row, and the metric columns. The
 * dev API builds its fixtures from the same table, so page and server cannot drift.
 */

/** A metric of a report row: header, element type (spec §3) and whether to abbreviate (spec §9). */
export interface Metric {
  readonly header: string;
  readonly type: ElementType;
  readonly abbreviate?: boolean;
}

/** Every metric a report may show, by field name. Money is in cents, rates are fractions. */
export const METRICS = {
  cost: { header: '消耗（元）', type: ELEMENT_TYPE.PRICE },
  show: { header: '展示数', type: ELEMENT_TYPE.NUMBER, abbreviate: true },
  click: { header: '点击数', type: ELEMENT_TYPE.NUMBER },
  ctr: { header: '点击率', type: ELEMENT_TYPE.RATE },
  cpc: { header: '平均点击价格（元）', type: ELEMENT_TYPE.PRICE },
  convert: { header: '转化数', type: ELEMENT_TYPE.NUMBER },
  convertCost: { header: '转化成本（元）', type: ELEMENT_TYPE.PRICE },
  convertRate: { header: '转化率', type: ELEMENT_TYPE.RATE },
  download: { header: '下载数', type: ELEMENT_TYPE.NUMBER },
  activate: { header: '激活数', type: ELEMENT_TYPE.NUMBER },
  payAmount: { header: '付费金额（元）', type: ELEMENT_TYPE.PRICE },
  gameStart: { header: '启动次数', type: ELEMENT_TYPE.NUMBER },
  retention: { header: '次日留存率', type: ELEMENT_TYPE.RATE },
  pushSent: { header: '送达数', type: ELEMENT_TYPE.NUMBER },
  clientCount: { header: '维护客户数', type: ELEMENT_TYPE.NUMBER },
  operationCount: { header: '操作次数', type: ELEMENT_TYPE.NUMBER },
} as const satisfies Record<string, Metric>;

/** A metric's field name. */
export type MetricKey = keyof typeof METRICS;

/** Columns that name a row (text), by field name. */
export const DIMENSIONS = {
  date: '日期',
  hour: '时段',
  planName: '计划名称',
  groupName: '广告组名称',
  gameName: '游戏名称',
  keyword: '关键词',
  segment: '人群维度',
  convertType: '转化类型',
  pushName: '推送名称',
  clientName: '客户名称',
  operatorName: '运营人员',
} as const;

/** A dimension's field name. */
export type DimensionKey = keyof typeof DIMENSIONS;

/** The summary row above every report: totals of the range (ratios computed by the server). */
export const SUMMARY_METRICS: readonly MetricKey[] = ['cost', 'show', 'click', 'ctr', 'convert', 'convertCost'];

/** One report: its type on the wire, its dimensions and metrics, and the column sorted by default. */
export interface ReportDefinition {
  readonly type: string;
  readonly dimensions: readonly DimensionKey[];
  readonly metrics: readonly MetricKey[];
}

const CORE: readonly MetricKey[] = ['cost', 'show', 'click', 'ctr', 'cpc', 'convert', 'convertCost'];

/** The report of each page (the overviews show the daily totals). */
export const REPORTS = {
  '/': { type: 'overview', dimensions: ['date'], metrics: ['cost', 'show', 'click', 'ctr', 'convert', 'convertCost'] },
  '/subaccount/ads': { type: 'ads', dimensions: ['planName', 'groupName'], metrics: CORE },
  '/subaccount/games/gamead': {
    type: 'gameAd',
    dimensions: ['gameName'],
    metrics: ['cost', 'show', 'click', 'download', 'activate', 'payAmount'],
  },
  '/subaccount/games/realtime': {
    type: 'gameRealtime',
    dimensions: ['date', 'hour'],
    metrics: ['cost', 'show', 'click', 'download', 'activate'],
  },
  '/subaccount/games/minigame': {
    type: 'miniGame',
    dimensions: ['gameName'],
    metrics: ['cost', 'gameStart', 'retention', 'payAmount'],
  },
  '/subaccount/keyword': {
    type: 'keyword',
    dimensions: ['keyword', 'planName'],
    metrics: ['show', 'click', 'ctr', 'cpc', 'cost'],
  },
  '/subaccount/consume': { type: 'consume', dimensions: ['date', 'planName'], metrics: ['cost', 'show', 'click'] },
  '/subaccount/analysis': {
    type: 'analysis',
    dimensions: ['segment'],
    metrics: ['cost', 'show', 'click', 'ctr', 'convert', 'convertRate'],
  },
  '/subaccount/convertData': {
    type: 'convertData',
    dimensions: ['date', 'planName', 'convertType'],
    metrics: ['convert', 'convertCost', 'convertRate'],
  },
  '/subaccount/oPush': {
    type: 'push',
    dimensions: ['pushName', 'date'],
    metrics: ['pushSent', 'click', 'ctr', 'convert'],
  },
  '/agency/effect': { type: 'agencyEffect', dimensions: ['clientName'], metrics: CORE },
  '/agency/games/gamead': {
    type: 'agencyGameAd',
    dimensions: ['clientName', 'gameName'],
    metrics: ['cost', 'download', 'activate', 'payAmount'],
  },
  '/agency/games/realtime': {
    type: 'agencyGameRealtime',
    dimensions: ['clientName', 'hour'],
    metrics: ['cost', 'show', 'click', 'download'],
  },
  '/agency/consume': { type: 'agencyConsume', dimensions: ['date', 'clientName'], metrics: ['cost', 'show', 'click'] },
  '/agency/operation': {
    type: 'agencyOperation',
    dimensions: ['operatorName'],
    metrics: ['clientCount', 'operationCount', 'cost'],
  },
} as const satisfies Record<PagePath, ReportDefinition>;

/** The agency side's overview (`/?agency=true`): daily totals of every client. */
export const AGENCY_OVERVIEW: ReportDefinition = {
  type: 'agencyOverview',
  dimensions: ['date'],
  metrics: ['cost', 'show', 'click', 'ctr', 'convert', 'convertCost'],
};

/** Every report type the endpoints accept. */
export const REPORT_TYPES: readonly string[] = [...Object.values(REPORTS).map((r) => r.type), AGENCY_OVERVIEW.type];
