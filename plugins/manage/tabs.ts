import { creativeRoutes } from '@portico/plugin/creative';
import { HeaderTabBlueprint, OWNER_NOT_PUSH } from '@portico/plugin/header';
import { MESSAGES as M } from './messages';
import { ACCOUNT_MANAGE_WHEN, AGENCY_HOME, AGENCY_HOME_WHEN, BASE, OWNER_WHEN } from './routes';

/**
 * The header tabs of the manage sub-app (spec §2.3). Each takes the gate of the page it opens by
 * reference (spec §6), so tab and page cannot disagree; 推广 is for the header's owners who are not push users.
 */
export const MANAGE_TABS = [
  HeaderTabBlueprint.make({
    name: 'agency-home',
    label: M.home,
    to: AGENCY_HOME,
    match: [AGENCY_HOME, `${BASE}/agency/Home`],
    order: 10,
    when: AGENCY_HOME_WHEN,
  }),
  HeaderTabBlueprint.make({
    name: 'owner-home',
    label: M.home,
    to: `${BASE}/IndexManage`,
    match: [`${BASE}/IndexManage`, `${BASE}/`],
    order: 10,
    when: OWNER_WHEN,
  }),
  HeaderTabBlueprint.make({
    name: 'agency-account',
    label: M.accountManage,
    to: `${BASE}/agency/AccountManage?agency=true`,
    match: [`${BASE}/agency/AccountManage`, `${BASE}/agency/ClientManage`, `${BASE}/agency/OperatorManage`],
    order: 20,
    when: ACCOUNT_MANAGE_WHEN,
  }),
  // The creative pages (新建创意) are part of promotion for the user.
  HeaderTabBlueprint.make({
    name: 'promotion',
    label: M.promotion,
    to: `${BASE}/PlanManage`,
    match: [`${BASE}/PlanManage`, `${BASE}/GroupManage`, `${BASE}/CreativeManage`, creativeRoutes.root.path],
    order: 20,
    when: OWNER_NOT_PUSH,
  }),
];
