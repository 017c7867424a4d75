import { creativeRoutes } from '@portico/plugin/creative';
import { HeaderTabBlueprint, OWNER_NOT_PUSH } from '@portico/plugin/header';
import { MESSAGES as M } from './messages';
import { ACCOUNT_MANAGE_WHEN, AGENCY_HOME_WHEN, OWNER_WHEN, PAGES } from './routes';

const { refs } = PAGES;

/**
 * The header tabs of the manage sub-app (spec §2.3). Each takes the gate of the page it opens by
 * reference (spec §6), so tab and page cannot disagree; 推广 is for the header's owners who are not push users.
 */
export const MANAGE_TABS = [
  HeaderTabBlueprint.make({
    name: 'agency-home',
    label: M.home,
    to: refs.agencyHome.path,
    match: [refs.agencyHome.path, refs.agencyHomeAlias.path],
    order: 10,
    when: AGENCY_HOME_WHEN,
  }),
  HeaderTabBlueprint.make({
    name: 'owner-home',
    label: M.home,
    to: refs.ownerHome.path,
    match: [refs.ownerHome.path, refs.landing.path],
    order: 10,
    when: OWNER_WHEN,
  }),
  HeaderTabBlueprint.make({
    name: 'agency-account',
    label: M.accountManage,
    to: refs.accounts.href({ agency: 'true' }),
    match: [refs.accounts.path, refs.clients.path, refs.operators.path],
    order: 20,
    when: ACCOUNT_MANAGE_WHEN,
  }),
  // The creative pages (新建创意) are part of promotion for the user.
  HeaderTabBlueprint.make({
    name: 'promotion',
    label: M.promotion,
    to: refs.plans.path,
    match: [refs.plans.path, refs.groups.path, refs.creatives.path, creativeRoutes.root.path],
    order: 20,
    when: OWNER_NOT_PUSH,
  }),
];
