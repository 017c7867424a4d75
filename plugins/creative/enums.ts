/**
 * The spec §3 enumerations the creative form and its tracking-link rules use. The shared tables
 * (creative types, dynamic modes, extension types, ad types, traffic, flow scenes) live in the SDK,
 * one table for every plugin, imported from `@portico/sdk`; this module holds only what the
 * creative form alone reads.
 */
import { CREATIVE_TYPE, FLOW_SCENE, type CreativeType, type FlowScene, type Labelled } from '@portico/ads';

/**
 * The types a user picks when creating (the three the spec labels): auto-derived and inherited
 * creatives are made by the system from other creatives, not typed in.
 */
export const CREATABLE_CREATIVE_TYPES: readonly CreativeType[] = [
  CREATIVE_TYPE.CUSTOM,
  CREATIVE_TYPE.PROGRAMMATIC,
  CREATIVE_TYPE.DYNAMIC_PRODUCT,
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
