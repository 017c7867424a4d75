import { LoginType, type When } from '@portico/sdk';
import { MESSAGES as M } from './messages';

/** Namespace of the sub-app under /markets/. */
export const NAMESPACE = 'toolbox';
/** Path of the sub-app root. */
export const BASE = `/markets/${NAMESPACE}`;

/** A page of the sub-app: its path after {@link BASE}. */
export type PagePath = keyof typeof M.titles;

/** Menu ids of spec §6 that gate toolbox pages. */
export const MENU = {
  QUALIFICATION: 642,
  API_KEY: 16391,
  AD_DIAGNOSIS: 1047,
  TOOLBOX_AND_MESSAGE_PLATFORM: 927,
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
  /** Who reaches the toolbox (spec §2.3): agencies, owners, and operators with menu 927 and the toolbox flag. */
  toolbox: {
    any: [
      { accountType: ['agency', 'owner'] },
      { all: [{ accountType: 'operator' }, { menu: MENU.TOOLBOX_AND_MESSAGE_PLATFORM }, { flag: 'toolboxEnabled' }] },
    ],
  } satisfies When,
  pushAccount: { data: DATA.PUSH_ACCOUNT_MANAGE } satisfies When,
  /** 642 with login type sub-owner via agency, sub-owner self or directed owner. */
  qualification: {
    all: [
      { menu: MENU.QUALIFICATION },
      { loginType: [LoginType.SUB_OWNER_AGENCY, LoginType.SUB_OWNER_SELF, LoginType.DIRECTED_OWNER] },
    ],
  } satisfies When,
  /** The data-warehouse single sign-on (the same gate as its toolbox-flyout entry). */
  sso: { data: DATA.SSO_LOGIN } satisfies When,
} as const;

const route = (path: PagePath, when?: When) => ({ path, title: M.titles[path], when });

/**
 * Every page of spec §2.2 "Toolbox" (and `/` for the home): path after the namespace, Chinese
 * title, gate. Pages without a gate are open to everyone who reaches the toolbox.
 */
export const ROUTES: ReadonlyArray<{ readonly path: PagePath; readonly title: string; readonly when?: When }> = [
  route('/', WHEN.toolbox),
  route('/Home', WHEN.toolbox),
  route('/workOrderManage'),
  route('/NotifyView'),
  route('/NotifySubscription'),
  route('/OperationLog'),
  route('/dmpManage/Index'),
  route('/directPackage/List'),
  route('/personal/Index', WHEN.qualification),
  route('/personal/QualificationList', WHEN.qualification),
  route('/ActionTrack'),
  route('/ActionTrack/ManageList'),
  route('/ActionTrack/Clues'),
  route('/wordPackage'),
  route('/gameInternal'),
  route('/channelPackage'),
  route('/SmartChannel'),
  route('/smartAssistant'),
  route('/clearTool/Index'),
  route('/changepwd', WHEN.loggedIn),
  route('/agencyMultChangPassword', WHEN.batchPassword),
  route('/businessValidation', WHEN.qualification),
  route('/apiKey/Index', WHEN.apiKey),
  route('/AdDiagnostic', WHEN.adDiagnostic),
  route('/outerReport/dailyReport'),
  route('/appletManage'),
  route('/ABTestExperiment'),
  route('/pushAccountManage', WHEN.pushAccount),
  route('/ssoLogin', WHEN.sso),
];
