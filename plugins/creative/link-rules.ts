/**
 * Spec §5 tracking-link visibility: which of the five monitoring-link fields a creative form
 * shows, from the advertising fields the spec names (specId, extensionType, extensionFlow,
 * flowScene, advertiseType) and the user's data tree. Pure (no React, no session): the form and
 * the tests call {@link visibleLinks} with plain values. Every input is a plain number so that a
 * value outside the enumerations (a bad server answer, a future id) gives an answer, never an
 * exception: it simply matches no rule that names specific values.
 *
 * Where §5 is vague the reading we chose is written next to the rule (and in README.md,
 * "Creative form").
 */
import { AD_TYPE, EXTENSION_TYPE, FLOW_SCENE, TRAFFIC, type ExtensionType, type FlowScene } from '@portico/ads';
import { LINK_RULE_SCENES, SHOP_SCENES, VIDEO_SPEC_IDS } from './enums';

/** The five tracking-link fields, in the order the form shows them. */
export const LINK_FIELDS = ['click', 'exposure', 'download', 'playBegin', 'playEnd'] as const;
/** One tracking-link field. */
export type LinkField = (typeof LINK_FIELDS)[number];

/**
 * Data-tree keys the rules read — OURS: §5 speaks of "the click-monitoring entry for the scene
 * with ad type 1", "the click-monitor entry" and "the download-monitor entry" without naming
 * them. One key per entry, in the data tree's snake case (like `push_account_manage`); the
 * booking entries are separate keys, since §5 gives booking ads their own entry.
 */
export const MONITOR_DATA_KEYS = {
  /** Click monitoring for booking ads (ad type 1). */
  clickBooking: 'click_monitor_booking',
  /** Click monitoring for app ads in shop scenes. */
  click: 'click_monitor',
  /** Exposure monitoring for booking ads (ad type 1). */
  exposureBooking: 'exposure_monitor_booking',
  /** Exposure monitoring for app ads in shop scenes. */
  exposure: 'exposure_monitor',
  /** Download monitoring in shop scenes. */
  download: 'download_monitor',
} as const;

/** What the rules read: the form's advertising fields and the user's data tree. */
export interface LinkRuleInput {
  readonly specId: number;
  readonly extensionType: number;
  readonly extensionFlow: number;
  readonly flowScene: number;
  readonly advertiseType: number;
  readonly dataTree: readonly string[];
}

/** Whether each tracking-link field shows. */
export type LinkVisibility = Readonly<Record<LinkField, boolean>>;

const isScene = (scene: number, list: readonly FlowScene[]) => (list as readonly number[]).includes(scene);
const isType = (type: number, list: readonly ExtensionType[]) => (list as readonly number[]).includes(type);

/** A placement in one of the app store's scenes (store recommend, install reward, launch need). */
export const isShopScene = (flowScene: number): boolean => isScene(flowScene, SHOP_SCENES);

/** Spec §9: specs 60 to 63 are video specs. */
export const isVideoSpec = (specId: number): boolean =>
  Number.isInteger(specId) && specId >= VIDEO_SPEC_IDS.min && specId <= VIDEO_SPEC_IDS.max;

/**
 * "Some quick-app, site and app-callup cases in search or reveal-preferred" — our reading: these
 * three extension types (site = web) in either scene, under any traffic. "Some" is read as "these
 * types, not every type": app download, live and mini program stay hidden there (mini program
 * has its own reveal-preferred rule).
 */
const SEARCH_OR_REVEAL_TYPES: readonly ExtensionType[] = [
  EXTENSION_TYPE.QUICK_APP,
  EXTENSION_TYPE.WEB,
  EXTENSION_TYPE.APP_CALLUP,
];
const SEARCH_OR_REVEAL_SCENES: readonly FlowScene[] = [FLOW_SCENE.SEARCH, LINK_RULE_SCENES.revealPreferred.scene];

/** "App-type" shop cases — our reading: the app-download extension type (what a store scene distributes). */
const SHOP_APP_TYPES: readonly ExtensionType[] = [EXTENSION_TYPE.APP_DOWNLOAD];

/**
 * The rules click and exposure share (§5 "Exposure: similar rules"), for a non-booking ad; they
 * differ only in the messaging scenes and the data-tree entry of the shop case.
 */
function monitorRule(input: LinkRuleInput, messagingScenes: readonly FlowScene[], shopKey: string): boolean {
  const { extensionType, extensionFlow, flowScene, dataTree } = input;
  return (
    // A mini program in the reveal-preferred scene.
    (extensionType === EXTENSION_TYPE.MINI_PROGRAM && flowScene === LINK_RULE_SCENES.revealPreferred.scene) ||
    // All-flow traffic ("all-flow" is extensionFlow 1, not flow scene 1).
    extensionFlow === TRAFFIC.ALL ||
    // Own-flow traffic in the feeds scene.
    (extensionFlow === TRAFFIC.OWN && flowScene === FLOW_SCENE.FEEDS) ||
    // Union-flow traffic.
    extensionFlow === TRAFFIC.UNION ||
    // The messaging scenes (push banner / network sms for click, network sms for exposure).
    isScene(flowScene, messagingScenes) ||
    // Quick app, site and app callup in search or reveal preferred.
    (isType(extensionType, SEARCH_OR_REVEAL_TYPES) && isScene(flowScene, SEARCH_OR_REVEAL_SCENES)) ||
    // App-type shop scenes whose data tree lists the entry.
    (isType(extensionType, SHOP_APP_TYPES) && isShopScene(flowScene) && dataTree.includes(shopKey))
  );
}

/**
 * Click monitoring (§5). Booking ads: shown exactly when the data tree holds the booking
 * click-monitoring entry — our reading of "shown for booking ads when …. Also shown for …" is
 * that the booking entry alone decides for booking ads and the "also" cases are the other ads'
 * (as download, too, sets booking ads apart).
 */
function showsClick(input: LinkRuleInput): boolean {
  if (input.advertiseType === AD_TYPE.BOOKING) return input.dataTree.includes(MONITOR_DATA_KEYS.clickBooking);
  return monitorRule(
    input,
    [LINK_RULE_SCENES.pushBanner.scene, LINK_RULE_SCENES.networkSms.scene],
    MONITOR_DATA_KEYS.click,
  );
}

/**
 * Exposure monitoring (§5 "similar rules, with network sms in place of push banner"): the click
 * rules with the booking and shop entries of exposure, and among the messaging scenes network
 * sms only — push banner alone does not show the exposure field.
 */
function showsExposure(input: LinkRuleInput): boolean {
  if (input.advertiseType === AD_TYPE.BOOKING) return input.dataTree.includes(MONITOR_DATA_KEYS.exposureBooking);
  return monitorRule(input, [LINK_RULE_SCENES.networkSms.scene], MONITOR_DATA_KEYS.exposure);
}

/** Download monitoring (§5): only non-booking ads in shop scenes whose data tree lists the entry. */
function showsDownload({ advertiseType, flowScene, dataTree }: LinkRuleInput): boolean {
  return advertiseType !== AD_TYPE.BOOKING && isShopScene(flowScene) && dataTree.includes(MONITOR_DATA_KEYS.download);
}

/**
 * Play-begin and play-end (§5): only video specs (60–63), not a shop spec, not all-flow. "Not a
 * shop spec" — our reading: the creative is not placed in a shop scene (flow scenes 2–4), the one
 * thing that makes a spec a store placement among the fields the rules read.
 */
function showsPlay({ specId, flowScene, extensionFlow }: LinkRuleInput): boolean {
  return isVideoSpec(specId) && !isShopScene(flowScene) && extensionFlow !== TRAFFIC.ALL;
}

/** Which tracking-link fields show for these advertising fields and data tree (spec §5). */
export function visibleLinks(input: LinkRuleInput): LinkVisibility {
  const play = showsPlay(input);
  return {
    click: showsClick(input),
    exposure: showsExposure(input),
    download: showsDownload(input),
    playBegin: play,
    playEnd: play,
  };
}
