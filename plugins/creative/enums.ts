/**
 * The spec §3 enumerations the creative form and its tracking-link rules use, each value with its
 * Chinese label, in one place. Only this plugin reads them today; if another plugin needs them
 * they move to the SDK (one table, never a copy).
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
/**
 * The types a user picks when creating (the three the spec labels): auto-derived and inherited
 * creatives are made by the system from other creatives, not typed in.
 */
export const CREATABLE_CREATIVE_TYPES: readonly CreativeType[] = [
  CREATIVE_TYPE.CUSTOM,
  CREATIVE_TYPE.PROGRAMMATIC,
  CREATIVE_TYPE.DYNAMIC_PRODUCT,
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

/**
 * The scene names the spec's link rules use (§3 "link rules also name …"). Our reading: they are
 * the rule-side names of flow scenes, not further scene ids — store recommend / install reward /
 * launch need are the three store (shop) scenes 2–4, reveal preferred is display optimised (13),
 * push banner is the notification bar (14) and network sms is network message (15).
 */
export const LINK_RULE_SCENES = {
  storeRecommend: { scene: FLOW_SCENE.STORE_PICKS, label: '商店推荐' },
  storeInstallReward: { scene: FLOW_SCENE.INSTALL_REWARD, label: '商店安装有礼' },
  storeLaunchNeed: { scene: FLOW_SCENE.LAUNCH_ESSENTIALS, label: '商店开机必备' },
  revealPreferred: { scene: FLOW_SCENE.DISPLAY_OPTIMISED, label: '曝光优选' },
  pushBanner: { scene: FLOW_SCENE.NOTIFICATION_BAR, label: '推送横幅' },
  networkSms: { scene: FLOW_SCENE.NETWORK_MESSAGE, label: '网络短信' },
} as const satisfies Record<string, { readonly scene: FlowScene; readonly label: string }>;

/** The shop (app store) scenes: store recommend, store install reward, store launch need. */
export const SHOP_SCENES: readonly FlowScene[] = [
  LINK_RULE_SCENES.storeRecommend.scene,
  LINK_RULE_SCENES.storeInstallReward.scene,
  LINK_RULE_SCENES.storeLaunchNeed.scene,
];

/** Spec §9: ad spec ids 60 to 63 are video specs. */
export const VIDEO_SPEC_IDS = { min: 60, max: 63 } as const;

/**
 * The ad specs the form offers — OURS: the spec names no spec table beyond "60 to 63 are video
 * specs"; the image specs and every label are our choice.
 */
export const AD_SPECS: ReadonlyArray<Labelled<number>> = [
  { value: 1, label: '横版大图（1280×720）' },
  { value: 2, label: '竖版大图（720×1280）' },
  { value: 3, label: '小图（320×210）' },
  { value: 4, label: '三图（320×210 ×3）' },
  { value: 60, label: '横版视频（16:9）' },
  { value: 61, label: '竖版视频（9:16）' },
  { value: 62, label: '横版视频（4:3）' },
  { value: 63, label: '方形视频（1:1）' },
];

/** The label of `value` in `table`, or the value itself when it is not listed. */
export const labelOf = <V extends number>(table: ReadonlyArray<Labelled<V>>, value: number): string =>
  table.find((e) => e.value === value)?.label ?? String(value);
