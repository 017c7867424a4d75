import { EMPTY_VALUE } from './number-format';
import { ADS_MESSAGES } from './messages';

/*
 * The spec §3 enumerations of plans, groups and creatives, each value with its Chinese label, in
 * one place for every plugin (the creative form, the manage tables, reports). Labels the spec
 * gives in Chinese are the spec's; the others are ours.
 */

/** An enumeration value with its zh-CN label. */
export interface Labelled<V extends number> {
  readonly value: V;
  readonly label: string;
}

/** Spec §3 creative types. 0, 5 and 6 carry the spec's Chinese labels; 1 and 2 are labelled by us. */
export const CREATIVE_TYPE = { CUSTOM: 0, AUTO_DERIVED: 1, INHERITED: 2, PROGRAMMATIC: 5, DYNAMIC_PRODUCT: 6 } as const;
/** One creative type value. */
export type CreativeType = (typeof CREATIVE_TYPE)[keyof typeof CREATIVE_TYPE];
/** Every creative type with its label. */
export const CREATIVE_TYPES: ReadonlyArray<Labelled<CreativeType>> = [
  { value: CREATIVE_TYPE.CUSTOM, label: '自定义创意' },
  { value: CREATIVE_TYPE.AUTO_DERIVED, label: '自动衍生创意' },
  { value: CREATIVE_TYPE.INHERITED, label: '继承创意' },
  { value: CREATIVE_TYPE.PROGRAMMATIC, label: '程序化创意' },
  { value: CREATIVE_TYPE.DYNAMIC_PRODUCT, label: '动态商品创意' },
];
/** Spec §3 dynamic modes (of a dynamic product creative). */
export const DYNAMIC_MODE = { DIRECT: 0, TEMPLATE: 1 } as const;
/** One dynamic mode value. */
export type DynamicMode = (typeof DYNAMIC_MODE)[keyof typeof DYNAMIC_MODE];
/** Every dynamic mode with its label. */
export const DYNAMIC_MODES: ReadonlyArray<Labelled<DynamicMode>> = [
  { value: DYNAMIC_MODE.DIRECT, label: '直接投放' },
  { value: DYNAMIC_MODE.TEMPLATE, label: '模板投放' },
];

/** Spec §3 plan extension types. */
export const EXTENSION_TYPE = {
  WEB: 1,
  APP_DOWNLOAD: 2,
  QUICK_APP: 3,
  APP_CALLUP: 6,
  MINI_PROGRAM: 7,
  LIVE: 8,
} as const;
/** One extension type value. */
export type ExtensionType = (typeof EXTENSION_TYPE)[keyof typeof EXTENSION_TYPE];
/** Every extension type with its label. */
export const EXTENSION_TYPES: ReadonlyArray<Labelled<ExtensionType>> = [
  { value: EXTENSION_TYPE.WEB, label: '网页推广' },
  { value: EXTENSION_TYPE.APP_DOWNLOAD, label: '应用下载' },
  { value: EXTENSION_TYPE.QUICK_APP, label: '快应用' },
  { value: EXTENSION_TYPE.APP_CALLUP, label: '应用唤起' },
  { value: EXTENSION_TYPE.MINI_PROGRAM, label: '小程序' },
  { value: EXTENSION_TYPE.LIVE, label: '直播' },
];

/** Spec §3 ad types (`advertiseType`). */
export const AD_TYPE = { NORMAL: 0, BOOKING: 1, PRODUCT: 2 } as const;
/** One ad type value. */
export type AdType = (typeof AD_TYPE)[keyof typeof AD_TYPE];
/** Every ad type with its label. */
export const AD_TYPES: ReadonlyArray<Labelled<AdType>> = [
  { value: AD_TYPE.NORMAL, label: '普通广告' },
  { value: AD_TYPE.BOOKING, label: '预约广告' },
  { value: AD_TYPE.PRODUCT, label: '商品广告（DPA）' },
];

/** Spec §3 traffic (`extensionFlow`). */
export const TRAFFIC = { ALL: 1, OWN: 2, UNION: 3 } as const;
/** One traffic value. */
export type Traffic = (typeof TRAFFIC)[keyof typeof TRAFFIC];
/** Every traffic value with its label. */
export const TRAFFICS: ReadonlyArray<Labelled<Traffic>> = [
  { value: TRAFFIC.ALL, label: '全流量' },
  { value: TRAFFIC.OWN, label: '自有流量' },
  { value: TRAFFIC.UNION, label: '联盟流量' },
];

/** Spec §3 flow scenes 1–15 (`flowScene`). */
export const FLOW_SCENE = {
  ALL: 1,
  STORE_PICKS: 2,
  INSTALL_REWARD: 3,
  LAUNCH_ESSENTIALS: 4,
  SEARCH: 5,
  FEEDS: 6,
  BANNER: 7,
  SPLASH: 8,
  INTERSTITIAL: 9,
  NATIVE: 10,
  REWARDED_VIDEO: 11,
  UNION_ALL: 12,
  DISPLAY_OPTIMISED: 13,
  NOTIFICATION_BAR: 14,
  NETWORK_MESSAGE: 15,
} as const;
/** One flow scene value. */
export type FlowScene = (typeof FLOW_SCENE)[keyof typeof FLOW_SCENE];
/** Every flow scene with its label, in the spec's order. */
export const FLOW_SCENES: ReadonlyArray<Labelled<FlowScene>> = [
  { value: FLOW_SCENE.ALL, label: '全部场景' },
  { value: FLOW_SCENE.STORE_PICKS, label: '商店精选' },
  { value: FLOW_SCENE.INSTALL_REWARD, label: '安装有礼' },
  { value: FLOW_SCENE.LAUNCH_ESSENTIALS, label: '开机必备' },
  { value: FLOW_SCENE.SEARCH, label: '搜索' },
  { value: FLOW_SCENE.FEEDS, label: '信息流' },
  { value: FLOW_SCENE.BANNER, label: '横幅' },
  { value: FLOW_SCENE.SPLASH, label: '开屏' },
  { value: FLOW_SCENE.INTERSTITIAL, label: '插屏' },
  { value: FLOW_SCENE.NATIVE, label: '原生' },
  { value: FLOW_SCENE.REWARDED_VIDEO, label: '激励视频' },
  { value: FLOW_SCENE.UNION_ALL, label: '联盟全部' },
  { value: FLOW_SCENE.DISPLAY_OPTIMISED, label: '展示优选' },
  { value: FLOW_SCENE.NOTIFICATION_BAR, label: '通知栏' },
  { value: FLOW_SCENE.NETWORK_MESSAGE, label: '网络消息' },
];

/** Spec §3 day limit of a plan. */
export const DAY_LIMIT = { NONE: 0, BUDGET: 1 } as const;
/** One day limit value. */
export type DayLimit = (typeof DAY_LIMIT)[keyof typeof DAY_LIMIT];
/** Every day limit with its label. */
export const DAY_LIMITS: ReadonlyArray<Labelled<DayLimit>> = [
  { value: DAY_LIMIT.NONE, label: '不限' },
  { value: DAY_LIMIT.BUDGET, label: '指定日预算' },
];

/** Spec §3 pacing of a plan. */
export const PACING = { NORMAL: 0, UNIFORM: 1 } as const;
/** One pacing value. */
export type Pacing = (typeof PACING)[keyof typeof PACING];
/** Every pacing with its label. */
export const PACINGS: ReadonlyArray<Labelled<Pacing>> = [
  { value: PACING.NORMAL, label: '标准投放' },
  { value: PACING.UNIFORM, label: '匀速投放' },
];

/** Spec §3 delivery mode (bidding strategy). */
export const DELIVERY_MODE = { STABLE_COST: 0, MAX_CONVERSION: 1, COST_CAP: 2 } as const;
/** One delivery mode value. */
export type DeliveryMode = (typeof DELIVERY_MODE)[keyof typeof DELIVERY_MODE];
/** Every delivery mode with its label. */
export const DELIVERY_MODES: ReadonlyArray<Labelled<DeliveryMode>> = [
  { value: DELIVERY_MODE.STABLE_COST, label: '稳定成本' },
  { value: DELIVERY_MODE.MAX_CONVERSION, label: '最大转化' },
  { value: DELIVERY_MODE.COST_CAP, label: '成本上限' },
];

/**
 * The Chinese label of a server value in an enumeration table: its label when listed; 未知 with the
 * raw value when not (a new or wrong value never breaks a page); the formatters' empty value when
 * there is no value at all. Numeric strings match their number.
 * @example enumLabel(PACINGS, 1) // '匀速投放'; enumLabel(PACINGS, 9) // '未知（9）'
 */
export function enumLabel<V extends number>(table: ReadonlyArray<Labelled<V>>, raw: unknown): string {
  if (raw === null || raw === undefined || raw === '') return EMPTY_VALUE;
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  const hit = table.find((e) => e.value === n);
  if (hit) return hit.label;
  const shown =
    typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : typeof raw;
  return ADS_MESSAGES.unknownValue(shown);
}
