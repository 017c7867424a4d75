import type { When } from '@portico/sdk';
import { ToolboxEntryBlueprint, type ToolboxEntryParams } from './public';
import { dpaManageRoutes } from '@portico/plugin/dpa-manage';
import { LINK_API } from './constants';
import { ENTRY_TEXTS, MESSAGES, type BuiltInEntryKey } from './messages';

/**
 * OUR mapping, not the spec's: spec §6 lists these menu ids as "other toolbox gates" but does
 * not say which entry each one gates. One id per entry; the toolbox sub-app gives the rest of
 * that list to its pages (`plugins/toolbox/routes.ts` ASSUMED_MENU), whose flyout entries it
 * contributes itself.
 */
export const ASSUMED_MENU_GATES = {
  accountAuthorization: 137,
  creativeCenter: 139,
  landingPages: 1054,
  interactivePlatform: 15917,
  thirdPartyLandingTool: 572,
  quickApp: 656,
  pictureFactory: 844,
  productAds: 15123,
  leadManagement: 657,
  forcePull: 848,
  documentDownload: 1027,
} as const satisfies Partial<Record<BuiltInEntryKey, number>>;

const ours = (key: keyof typeof ASSUMED_MENU_GATES): When => ({ menu: ASSUMED_MENU_GATES[key] });

type Row = Omit<ToolboxEntryParams, 'key' | 'label' | 'desc'> & { readonly key: BuiltInEntryKey };

/**
 * The entries of spec §2.4 that open something outside the toolbox sub-app: the separate apps
 * (their address comes from the plugin option `links`; without one they raise "no jump url",
 * as §2.4 says), the link-source tools of §7, and 商品广告. Orders are spec §2.4's, 10 apart, in
 * one sequence with the toolbox sub-app's entries; other plugins place theirs in between.
 */
const ROWS: readonly Row[] = [
  {
    group: 'account',
    key: 'accountAuthorization',
    icon: 'PersonKey',
    target: '_blank',
    order: 60,
    when: ours('accountAuthorization'),
  },
  // The Omni API entry is hidden for push users (spec §6).
  { group: 'account', key: 'apiDoc', icon: 'Code', target: '_blank', order: 80, when: { pushUser: false } },
  {
    group: 'creative',
    key: 'creativeCenter',
    icon: 'DesignIdeas',
    target: '_blank',
    tag: MESSAGES.tagHot,
    order: 160,
    when: ours('creativeCenter'),
  },
  {
    group: 'creative',
    key: 'landingPages',
    icon: 'DocumentOnePage',
    target: '_blank',
    order: 170,
    when: ours('landingPages'),
  },
  {
    group: 'creative',
    key: 'interactivePlatform',
    icon: 'PuzzlePiece',
    target: '_blank',
    order: 180,
    when: ours('interactivePlatform'),
  },
  {
    group: 'creative',
    key: 'thirdPartyLandingTool',
    icon: 'WindowApps',
    linkSource: LINK_API.siteAuth,
    target: '_blank',
    order: 190,
    when: ours('thirdPartyLandingTool'),
  },
  {
    group: 'creative',
    key: 'quickApp',
    icon: 'Flash',
    linkSource: LINK_API.quickappAccess,
    target: '_blank',
    order: 200,
    when: ours('quickApp'),
  },
  {
    group: 'creative',
    key: 'pictureFactory',
    icon: 'Image',
    target: '_blank',
    order: 210,
    when: ours('pictureFactory'),
  },
  {
    group: 'creative',
    key: 'productAds',
    icon: 'ShoppingBag',
    url: dpaManageRoutes.root.path,
    order: 220,
    when: ours('productAds'),
  },
  // 数据辅助 (lead management is the site builder's data centre: our reading of §7)
  {
    group: 'data',
    key: 'leadManagement',
    icon: 'ContactCard',
    linkSource: LINK_API.datacenterAccess,
    target: '_blank',
    order: 230,
    when: ours('leadManagement'),
  },
  { group: 'delivery', key: 'forcePull', icon: 'ArrowSync', order: 270, when: ours('forcePull') },
  {
    group: 'delivery',
    key: 'documentDownload',
    icon: 'DocumentArrowDown',
    target: '_blank',
    order: 280,
    when: ours('documentDownload'),
  },
  { group: 'delivery', key: 'helpCenter', icon: 'QuestionCircle', target: '_blank', order: 370 },
];

/** The built-in entries, contributed through the same `toolbox-entry` point as everyone's. */
export const BUILT_IN_ENTRIES = ROWS.map((row) => ToolboxEntryBlueprint.make({ ...row, ...ENTRY_TEXTS[row.key] }));

/** Keys of the built-in entries (the plugin option `links` is keyed by these). */
export const BUILT_IN_KEYS: ReadonlySet<string> = new Set(ROWS.map((r) => r.key));
