import type { When } from '@portico/sdk';
import { MESSAGES as M } from './messages';

/** Namespace of the manage sub-app under /markets/. */
export const NAMESPACE = 'manage';
/** Path of the sub-app root. */
export const BASE = `/markets/${NAMESPACE}`;
/** The agency side's home (spec §2.2). */
export const AGENCY_HOME = `${BASE}/agency/home`;

/** Menu ids of spec §6 that gate manage pages. */
export const MENU = { AGENCY_ACCOUNT_MANAGE: 393 } as const;

const AGENCY: When = { accountType: 'agency' };
const OPERATOR: When = { accountType: 'operator' };

/** Owners (every owner kind): whom the owner home and 推广 tabs are for (spec §2.3). */
export const OWNER_WHEN: When = { accountType: 'owner' };
/** The agency home: agencies, and operators holding ADMIN, ADS_MANAGE or TRANSFER (spec §6). */
export const AGENCY_HOME_WHEN: When = {
  any: [AGENCY, { all: [OPERATOR, { role: ['ADMIN', 'ADS_MANAGE', 'TRANSFER'] }] }],
};
/** The account pages: agencies with menu 393, operators holding ADMIN, CUSTOMER_MANAGE or OPERATOR_MANAGE (spec §6). */
export const ACCOUNT_MANAGE_WHEN: When = {
  any: [
    { all: [AGENCY, { menu: MENU.AGENCY_ACCOUNT_MANAGE }] },
    { all: [OPERATOR, { role: ['ADMIN', 'CUSTOMER_MANAGE', 'OPERATOR_MANAGE'] }] },
  ],
};

/** What each page shows under its title, by path after the namespace. */
export const PAGES = {
  '/': M.descriptions.home,
  '/IndexManage': M.descriptions.home,
  '/agency/home': M.descriptions.agencyHome,
  '/agency/Home': M.descriptions.agencyHome,
  '/agency/AccountManage': M.descriptions.accountManage,
  '/agency/ClientManage': M.descriptions.clientManage,
  '/agency/OperatorManage': M.descriptions.operatorManage,
  '/PlanManage': M.descriptions.planManage,
  '/GroupManage': M.descriptions.groupManage,
  '/CreativeManage': M.descriptions.creativeManage,
} as const;

const PROMOTION = [{ label: M.promotion }];
const ACCOUNT = [{ label: M.accountManage, to: `${BASE}/agency/AccountManage` }];

/** The breadcrumb before a page's title: promotion pages under 推广, client and operator pages under 账户管理. */
export function crumbsOf(path: PagePath): ReadonlyArray<{ readonly label: string; readonly to?: string }> {
  if (path === '/PlanManage' || path === '/GroupManage' || path === '/CreativeManage') return PROMOTION;
  if (path === '/agency/ClientManage' || path === '/agency/OperatorManage') return ACCOUNT;
  return [];
}

/** A page of the sub-app: its path after the namespace. */
export type PagePath = keyof typeof PAGES;

/**
 * The pages with tables, filters and dialogs (pages/lists.tsx): a chunk of their own, so that the
 * homes — the first screen of most visits — do not wait for them.
 */
export const LIST_PAGES: readonly PagePath[] = [
  '/PlanManage',
  '/GroupManage',
  '/CreativeManage',
  '/agency/AccountManage',
  '/agency/ClientManage',
  '/agency/OperatorManage',
];

/** Every page of spec §2.2 "Home and manage": path, Chinese title, gate (§6 gates only the agency pages). */
export const ROUTES: ReadonlyArray<{ readonly path: PagePath; readonly title: string; readonly when?: When }> = [
  { path: '/', title: M.home },
  { path: '/IndexManage', title: M.home },
  { path: '/agency/home', title: M.agencyHome, when: AGENCY_HOME_WHEN },
  { path: '/agency/Home', title: M.agencyHome, when: AGENCY_HOME_WHEN },
  { path: '/agency/AccountManage', title: M.accountManage, when: ACCOUNT_MANAGE_WHEN },
  { path: '/agency/ClientManage', title: M.clientManage, when: ACCOUNT_MANAGE_WHEN },
  { path: '/agency/OperatorManage', title: M.operatorManage, when: ACCOUNT_MANAGE_WHEN },
  { path: '/PlanManage', title: M.planManage },
  { path: '/GroupManage', title: M.groupManage },
  { path: '/CreativeManage', title: M.creativeManage },
];
