import { MESSAGES as M } from './messages';

/** Namespace of the manage sub-app under /markets/. */
export const NAMESPACE = 'manage';

/** Operator rights that open the agency home and account pages (spec §6). */
export const AGENCY_HOME_WHEN = { any: [{ accountType: 'agency' as const }, { all: [{ accountType: 'operator' as const }, { role: ['ADMIN', 'ADS_MANAGE', 'TRANSFER'] as ('ADMIN' | 'ADS_MANAGE' | 'TRANSFER')[] }] }] };
export const ACCOUNT_MANAGE_WHEN = {
  any: [
    { all: [{ accountType: 'agency' as const }, { menu: 393 }] },
    { all: [{ accountType: 'operator' as const }, { role: ['ADMIN', 'CUSTOMER_MANAGE', 'OPERATOR_MANAGE'] as ('ADMIN' | 'CUSTOMER_MANAGE' | 'OPERATOR_MANAGE')[] }] },
  ],
};

/** Every page of the sub-app: path, title, breadcrumb parent and description. */
export const PAGES = {
  home: { title: M.home, description: M.descriptions.home, crumbs: [] },
  agencyHome: { title: M.agencyHome, description: M.descriptions.agencyHome, crumbs: [] },
  planManage: { title: M.planManage, description: M.descriptions.planManage, crumbs: [{ label: M.promotion }] },
  groupManage: { title: M.groupManage, description: M.descriptions.groupManage, crumbs: [{ label: M.promotion }] },
  creativeManage: { title: M.creativeManage, description: M.descriptions.creativeManage, crumbs: [{ label: M.promotion }] },
  accountManage: { title: M.accountManage, description: M.descriptions.accountManage, crumbs: [] },
  clientManage: { title: M.clientManage, description: M.descriptions.clientManage, crumbs: [{ label: M.accountManage, to: '/markets/manage/agency/AccountManage' }] },
  operatorManage: { title: M.operatorManage, description: M.descriptions.operatorManage, crumbs: [{ label: M.accountManage, to: '/markets/manage/agency/AccountManage' }] },
} as const;
