import { LoginType, type When } from '@portico/sdk';
import { ToolboxEntryBlueprint, type ToolboxEntryParams } from './extension-points';
import { DATA, LINK_API } from './constants';
import { ENTRY_TEXTS, MESSAGES, type BuiltInEntryKey } from './messages';

/**
 * OUR mapping, not the spec's: spec §6 lists these menu ids as "other toolbox gates" but does
 * not say which entry each one gates. One id per entry, in the order the spec lists them.
 */
export const ASSUMED_MENU_GATES = {
  notifySubscription: 607,
  notifyView: 641,
  accountAuthorization: 137,
  operationLog: 635,
  audiencePackages: 135,
  targetingPackages: 138,
  creativeCenter: 139,
  landingPages: 1054,
  interactivePlatform: 15917,
  thirdPartyLandingTool: 572,
  quickApp: 656,
  pictureFactory: 844,
  productAds: 15123,
  leadManagement: 657,
  conversionTracking: 809,
  crossChannelDashboard: 17372,
  forcePull: 848,
  documentDownload: 1027,
  wordPackages: 15959,
  channelPackages: 16153,
  smartSplitting: 17414,
  clearTool: 16353,
  smartHosting: 16329,
  miniProgramManagement: 16520,
  abTest: 16714,
} as const satisfies Partial<Record<BuiltInEntryKey, number>>;

const ours = (key: keyof typeof ASSUMED_MENU_GATES): When => ({ menu: ASSUMED_MENU_GATES[key] });

/** Gates the spec names (§6). */
const SPEC_GATES = {
  /** 642 with login type sub-owner via agency, sub-owner self or directed owner. */
  ownerQualification: {
    all: [
      { menu: 642 },
      { loginType: [LoginType.SUB_OWNER_AGENCY, LoginType.SUB_OWNER_SELF, LoginType.DIRECTED_OWNER] },
    ],
  },
  /** 16391; operators also need role 1 (ADMIN). */
  apiKey: { all: [{ menu: 16391 }, { any: [{ not: { accountType: 'operator' } }, { role: 'ADMIN' }] }] },
  adDiagnosis: { menu: 1047 },
  /** Agencies, and operators holding ADMIN. */
  batchChangePassword: { any: [{ accountType: 'agency' }, { all: [{ accountType: 'operator' }, { role: 'ADMIN' }] }] },
  pushAccount: { data: DATA.PUSH_ACCOUNT_MANAGE },
  sso: { data: DATA.SSO_LOGIN },
  /** The Omni API entry is hidden for push users. */
  omniApi: { pushUser: false },
} as const satisfies Record<string, When>;

const TOOLBOX = '/markets/toolbox';

type Row = Omit<ToolboxEntryParams, 'key' | 'label' | 'desc' | 'order'> & { readonly key: BuiltInEntryKey };

/**
 * The entries of spec §2.4 in its order. A url is a §2.2 route where one fits; the separate
 * apps whose address the spec does not give have none until an admin sets it in the plugin
 * option `links` (until then they raise "no jump url", as §2.4 says). Entries without a
 * `when` are for everyone who sees the toolbox.
 */
const ROWS: readonly Row[] = [
  // 账户支持
  { group: 'account', key: 'accountInfo', icon: 'Person', url: `${TOOLBOX}/personal/Index` },
  {
    group: 'account',
    key: 'qualification',
    icon: 'Certificate',
    url: `${TOOLBOX}/personal/Index`,
    when: SPEC_GATES.ownerQualification,
  },
  {
    group: 'account',
    key: 'businessValidation',
    icon: 'ShieldCheckmark',
    url: `${TOOLBOX}/businessValidation`,
    when: SPEC_GATES.ownerQualification,
  },
  {
    group: 'account',
    key: 'notifySubscription',
    icon: 'MailSettings',
    url: `${TOOLBOX}/NotifySubscription`,
    when: ours('notifySubscription'),
  },
  { group: 'account', key: 'notifyView', icon: 'MailInbox', url: `${TOOLBOX}/NotifyView`, when: ours('notifyView') },
  {
    group: 'account',
    key: 'accountAuthorization',
    icon: 'PersonKey',
    target: '_blank',
    when: ours('accountAuthorization'),
  },
  {
    group: 'account',
    key: 'operationLog',
    icon: 'History',
    url: `${TOOLBOX}/OperationLog`,
    when: ours('operationLog'),
  },
  { group: 'account', key: 'apiDoc', icon: 'Code', target: '_blank', when: SPEC_GATES.omniApi },
  { group: 'account', key: 'apiKey', icon: 'Key', url: `${TOOLBOX}/apiKey/Index`, when: SPEC_GATES.apiKey },
  { group: 'account', key: 'changePassword', icon: 'Password', url: `${TOOLBOX}/changepwd` },
  {
    group: 'account',
    key: 'batchChangePassword',
    icon: 'LockMultiple',
    url: `${TOOLBOX}/agencyMultChangPassword`,
    when: SPEC_GATES.batchChangePassword,
  },
  {
    group: 'account',
    key: 'pushAccount',
    icon: 'Send',
    url: `${TOOLBOX}/pushAccountManage`,
    when: SPEC_GATES.pushAccount,
  },
  // 定向工具
  {
    group: 'targeting',
    key: 'audiencePackages',
    icon: 'PeopleAudience',
    url: `${TOOLBOX}/dmpManage/Index`,
    when: ours('audiencePackages'),
  },
  {
    group: 'targeting',
    key: 'targetingPackages',
    icon: 'Target',
    url: `${TOOLBOX}/directPackage/List`,
    when: ours('targetingPackages'),
  },
  // The SSO page opens in a new tab with the token from generateSsoToken.
  {
    group: 'targeting',
    key: 'dataWarehouseSso',
    icon: 'DatabaseLink',
    url: `${TOOLBOX}/ssoLogin?sso=1`,
    linkSource: LINK_API.ssoToken,
    target: '_blank',
    when: SPEC_GATES.sso,
  },
  // 创意辅助
  {
    group: 'creative',
    key: 'creativeCenter',
    icon: 'DesignIdeas',
    target: '_blank',
    tag: MESSAGES.tagHot,
    when: ours('creativeCenter'),
  },
  { group: 'creative', key: 'landingPages', icon: 'DocumentOnePage', target: '_blank', when: ours('landingPages') },
  {
    group: 'creative',
    key: 'interactivePlatform',
    icon: 'PuzzlePiece',
    target: '_blank',
    when: ours('interactivePlatform'),
  },
  {
    group: 'creative',
    key: 'thirdPartyLandingTool',
    icon: 'WindowApps',
    linkSource: LINK_API.siteAuth,
    target: '_blank',
    when: ours('thirdPartyLandingTool'),
  },
  {
    group: 'creative',
    key: 'quickApp',
    icon: 'Flash',
    linkSource: LINK_API.quickappAccess,
    target: '_blank',
    when: ours('quickApp'),
  },
  { group: 'creative', key: 'pictureFactory', icon: 'Image', target: '_blank', when: ours('pictureFactory') },
  { group: 'creative', key: 'productAds', icon: 'ShoppingBag', url: '/markets/dpaManage', when: ours('productAds') },
  // 数据辅助 (lead management is the site builder's data centre: our reading of §7)
  {
    group: 'data',
    key: 'leadManagement',
    icon: 'ContactCard',
    linkSource: LINK_API.datacenterAccess,
    target: '_blank',
    when: ours('leadManagement'),
  },
  {
    group: 'data',
    key: 'conversionTracking',
    icon: 'DataFunnel',
    url: `${TOOLBOX}/ActionTrack`,
    when: ours('conversionTracking'),
  },
  {
    group: 'data',
    key: 'adDiagnosis',
    icon: 'Stethoscope',
    url: `${TOOLBOX}/AdDiagnostic`,
    when: SPEC_GATES.adDiagnosis,
  },
  {
    group: 'data',
    key: 'crossChannelDashboard',
    icon: 'DataArea',
    url: `${TOOLBOX}/outerReport/dailyReport`,
    tag: MESSAGES.tagNew,
    when: ours('crossChannelDashboard'),
  },
  // 投放辅助
  { group: 'delivery', key: 'forcePull', icon: 'ArrowSync', when: ours('forcePull') },
  {
    group: 'delivery',
    key: 'documentDownload',
    icon: 'DocumentArrowDown',
    target: '_blank',
    when: ours('documentDownload'),
  },
  {
    group: 'delivery',
    key: 'wordPackages',
    icon: 'TextBulletList',
    url: `${TOOLBOX}/wordPackage`,
    when: ours('wordPackages'),
  },
  {
    group: 'delivery',
    key: 'channelPackages',
    icon: 'BoxMultiple',
    url: `${TOOLBOX}/channelPackage`,
    when: ours('channelPackages'),
  },
  {
    group: 'delivery',
    key: 'smartSplitting',
    icon: 'ArrowSplit',
    url: `${TOOLBOX}/SmartChannel`,
    when: ours('smartSplitting'),
  },
  { group: 'delivery', key: 'clearTool', icon: 'Broom', url: `${TOOLBOX}/clearTool/Index`, when: ours('clearTool') },
  { group: 'delivery', key: 'smartHosting', icon: 'Bot', url: `${TOOLBOX}/smartAssistant`, when: ours('smartHosting') },
  {
    group: 'delivery',
    key: 'miniProgramManagement',
    icon: 'Apps',
    url: `${TOOLBOX}/appletManage`,
    when: ours('miniProgramManagement'),
  },
  { group: 'delivery', key: 'abTest', icon: 'Beaker', url: `${TOOLBOX}/ABTestExperiment`, when: ours('abTest') },
  { group: 'delivery', key: 'workOrders', icon: 'ClipboardTask', url: `${TOOLBOX}/workOrderManage` },
  { group: 'delivery', key: 'helpCenter', icon: 'QuestionCircle', target: '_blank' },
];

/** Orders are 10 apart so that other plugins can place entries between the built-in ones. */
const ORDER_STEP = 10;

/** The built-in entries, contributed through the same `toolbox-entry` point as everyone's. */
export const BUILT_IN_ENTRIES = ROWS.map((row, i) =>
  ToolboxEntryBlueprint.make({ ...row, ...ENTRY_TEXTS[row.key], order: (i + 1) * ORDER_STEP }),
);

/** Keys of the built-in entries (the plugin option `links` is keyed by these). */
export const BUILT_IN_KEYS: ReadonlySet<string> = new Set(ROWS.map((r) => r.key));
