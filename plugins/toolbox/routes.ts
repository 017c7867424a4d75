import { LoginType, SubAppBlueprint, type When } from '@portico/sdk';
import { MESSAGES as M } from './messages';

/** Namespace of the sub-app under /markets/. */
export const NAMESPACE = 'toolbox';
/** A page of the sub-app: its path after the namespace. */
export type PagePath = keyof typeof M.titles;

/** Menu ids of spec §6 that gate toolbox pages. */
export const MENU = {
  QUALIFICATION: 642,
  API_KEY: 16391,
  AD_DIAGNOSIS: 1047,
  TOOLBOX_AND_MESSAGE_PLATFORM: 927,
} as const;
/**
 * OUR mapping, not the spec's: spec §6 lists these menu ids among the "other toolbox gates" but
 * does not say which page each one gates. One id per page (the toolbox-flyout plugin gives the
 * rest of that list to the tools it opens outside the portal). 607 is 消息管理 so that agencies,
 * who hold 607, reach the page the notification centre's 更多 opens.
 */
export const ASSUMED_MENU = {
  NOTIFY_VIEW: 607,
  NOTIFY_SUBSCRIPTION: 641,
  OPERATION_LOG: 635,
  AUDIENCE_PACKAGES: 135,
  TARGETING_PACKAGES: 138,
  CONVERSION_TRACKING: 809,
  CROSS_CHANNEL_DASHBOARD: 17372,
  WORD_PACKAGES: 15959,
  CHANNEL_PACKAGES: 16153,
  SMART_SPLITTING: 17414,
  CLEAR_TOOL: 16353,
  SMART_HOSTING: 16329,
  MINI_PROGRAMS: 16520,
  AB_TEST: 16714,
} as const;

/** Data-tree keys that gate toolbox pages. */
export const DATA = { PUSH_ACCOUNT_MANAGE: 'push_account_manage', SSO_LOGIN: 'SSO_LOGIN' } as const;

/** Gates of spec §6 used by these pages. */
export const WHEN = {
  /** 1047 ad diagnosis. */
  adDiagnostic: { menu: MENU.AD_DIAGNOSIS } satisfies When,
  /** 16391 API key; operators also need role 1 (ADMIN). */
  apiKey: {
    all: [{ menu: MENU.API_KEY }, { any: [{ not: { accountType: 'operator' } }, { role: 'ADMIN' }] }],
  } satisfies When,
  /** Batch password change: agencies, and operators holding ADMIN. */
  batchPassword: {
    any: [{ accountType: 'agency' }, { all: [{ accountType: 'operator' }, { role: 'ADMIN' }] }],
  } satisfies When,
  loggedIn: { loggedIn: true } satisfies When,
  /**
   * 修改密码 (OURS beyond spec §2.2): every logged-in account changes its own password, except in
   * supervised access, where an agency acting for an owner must not change that owner's password.
   */
  ownPassword: { all: [{ loggedIn: true }, { multiAccess: false }] } satisfies When,
  /** Who reaches the toolbox (spec §2.3): agencies, owners, and operators with menu 927 and the toolbox flag. */
  toolbox: {
    any: [
      { accountType: ['agency', 'owner'] },
      { all: [{ accountType: 'operator' }, { menu: MENU.TOOLBOX_AND_MESSAGE_PLATFORM }, { flag: 'toolboxEnabled' }] },
    ],
  } satisfies When,
  /** 消息中心: menu 607 by {@link ASSUMED_MENU}. */
  notifyView: { menu: ASSUMED_MENU.NOTIFY_VIEW } satisfies When,
  pushAccount: { data: DATA.PUSH_ACCOUNT_MANAGE } satisfies When,
  /** 642 with login type sub-owner via agency, sub-owner self or directed owner. */
  qualification: {
    all: [
      { menu: MENU.QUALIFICATION },
      { loginType: [LoginType.SUB_OWNER_AGENCY, LoginType.SUB_OWNER_SELF, LoginType.DIRECTED_OWNER] },
    ],
  } satisfies When,
  /** The data-warehouse single sign-on. */
  sso: { data: DATA.SSO_LOGIN } satisfies When,
} as const;

const menu = (id: number): When => ({ menu: id });

/**
 * Every page of spec §2.2 "Toolbox" (and `/` for the home), once: name → path after the namespace
 * and gate (titles: `M.titles`). Pages without a gate are open to everyone who reaches the
 * toolbox. The sub-app registers them, the public face exports their refs, and the toolbox
 * flyout's entries for these pages take their gate from here (`flyout-entries.ts`).
 */
export const PAGES = SubAppBlueprint.pages({
  namespace: NAMESPACE,
  titles: M.titles,
  pages: {
    landing: { path: '/', when: WHEN.toolbox },
    home: { path: '/Home', when: WHEN.toolbox },
    workOrders: { path: '/workOrderManage' },
    notifyView: { path: '/NotifyView', when: WHEN.notifyView },
    notifySubscription: { path: '/NotifySubscription', when: menu(ASSUMED_MENU.NOTIFY_SUBSCRIPTION) },
    operationLog: { path: '/OperationLog', when: menu(ASSUMED_MENU.OPERATION_LOG) },
    audiencePackages: { path: '/dmpManage/Index', when: menu(ASSUMED_MENU.AUDIENCE_PACKAGES) },
    targetingPackages: { path: '/directPackage/List', when: menu(ASSUMED_MENU.TARGETING_PACKAGES) },
    qualification: { path: '/personal/Index', when: WHEN.qualification },
    qualificationList: { path: '/personal/QualificationList', when: WHEN.qualification },
    actionTrack: { path: '/ActionTrack', when: menu(ASSUMED_MENU.CONVERSION_TRACKING) },
    actionTrackList: { path: '/ActionTrack/ManageList', when: menu(ASSUMED_MENU.CONVERSION_TRACKING) },
    actionTrackClues: { path: '/ActionTrack/Clues', when: menu(ASSUMED_MENU.CONVERSION_TRACKING) },
    wordPackages: { path: '/wordPackage', when: menu(ASSUMED_MENU.WORD_PACKAGES) },
    gameInternal: { path: '/gameInternal' },
    channelPackages: { path: '/channelPackage', when: menu(ASSUMED_MENU.CHANNEL_PACKAGES) },
    smartChannel: { path: '/SmartChannel', when: menu(ASSUMED_MENU.SMART_SPLITTING) },
    smartAssistant: { path: '/smartAssistant', when: menu(ASSUMED_MENU.SMART_HOSTING) },
    clearTool: { path: '/clearTool/Index', when: menu(ASSUMED_MENU.CLEAR_TOOL) },
    changePassword: { path: '/changepwd', when: WHEN.ownPassword },
    batchPassword: { path: '/agencyMultChangPassword', when: WHEN.batchPassword },
    businessValidation: { path: '/businessValidation', when: WHEN.qualification },
    apiKey: { path: '/apiKey/Index', when: WHEN.apiKey },
    adDiagnosis: { path: '/AdDiagnostic', when: WHEN.adDiagnostic },
    dailyReport: { path: '/outerReport/dailyReport', when: menu(ASSUMED_MENU.CROSS_CHANNEL_DASHBOARD) },
    miniPrograms: { path: '/appletManage', when: menu(ASSUMED_MENU.MINI_PROGRAMS) },
    abTest: { path: '/ABTestExperiment', when: menu(ASSUMED_MENU.AB_TEST) },
    pushAccounts: { path: '/pushAccountManage', when: WHEN.pushAccount },
    sso: { path: '/ssoLogin', when: WHEN.sso },
  },
});

/** Path of the sub-app root. */
export const BASE = PAGES.root.path;
/** The pages as the sub-app registers them, in order. */
export const ROUTES = PAGES.routes;
