import type { When } from '@portico/sdk';
import { MESSAGES as M } from './messages';

/** Namespace of the manage sub-app under /markets/. */
export const NAMESPACE = 'manage';

/** Operator rights that open the agency home and account pages (spec §6). */
export const AGENCY_HOME_WHEN: When = { any: [{ accountType: 'agency' }, { all: [{ accountType: 'operator' }, { role: ['ADMIN', 'ADS_MANAGE', 'TRANSFER'] }] }] };
/** Menu 393 (agencies) or an account right (operators) opens the account pages (spec §6). */
export const ACCOUNT_MANAGE_WHEN: When = {
  any: [
    { all: [{ accountType: 'agency' }, { menu: 393 }] },
    { all: [{ accountType: 'operator' }, { role: ['ADMIN', 'CUSTOMER_MANAGE', 'OPERATOR_MANAGE'] }] },
  ],
};

const HOME = { description: M.descriptions.home, crumbs: [] };
const AGENCY_HOME = { description: M.descriptions.agencyHome, crumbs: [] };
const PROMOTION = [{ label: M.promotion }];
const ACCOUNT = [{ label: M.accountManage, to: '/markets/manage/agency/AccountManage' }];

/** What each page shows under its title: description and breadcrumb, by path after the namespace. */
export const PAGES = {
  '/': HOME,
  '/IndexManage': HOME,
  '/agency/home': AGENCY_HOME,
  '/agency/Home': AGENCY_HOME,
  '/agency/AccountManage': { description: M.descriptions.accountManage, crumbs: [] },
  '/agency/ClientManage': { description: M.descriptions.clientManage, crumbs: ACCOUNT },
  '/agency/OperatorManage': { description: M.descriptions.operatorManage, crumbs: ACCOUNT },
  '/PlanManage': { description: M.descriptions.planManage, crumbs: PROMOTION },
  '/GroupManage': { description: M.descriptions.groupManage, crumbs: PROMOTION },
  '/CreativeManage': { description: M.descriptions.creativeManage, crumbs: PROMOTION },
} as const;

/** A page of the sub-app: its path after the namespace. */
export type PagePath = keyof typeof PAGES;

/** Every page of spec §2.2 "Home and manage": path, Chinese title, gate. */
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
