// The manage sub-app's public face, imported as `@portico/plugin/manage`: the homes and the
// promotion lists other plugins open (the header's brand, the reminders, the creative page's
// way back), each with the gate its route registers with. Data only: it loads none of the pages.
import { createRouteRef } from '@portico/sdk';
import { AGENCY_HOME, AGENCY_HOME_WHEN, BASE } from './routes';

/** Pages of the manage sub-app that other plugins link to. */
export const manageRoutes = {
  /** The sub-app's root: a prefix of all its pages (banners and popups are placed by it). */
  root: createRouteRef({ path: BASE }),
  /** The owner home at the sub-app's root (spec §2.2 `/markets/manage/`). */
  rootHome: createRouteRef({ path: `${BASE}/` }),
  /** The owner home (spec §2.2 `IndexManage`). */
  ownerHome: createRouteRef({ path: `${BASE}/IndexManage` }),
  /** The agency side's pages: a prefix (home, accounts, clients, operators). */
  agencyPages: createRouteRef({ path: `${BASE}/agency` }),
  /** The agency side's home. */
  agencyHome: createRouteRef({ path: AGENCY_HOME, when: AGENCY_HOME_WHEN }),
  /** 推广: the plan list. */
  plans: createRouteRef({ path: `${BASE}/PlanManage` }),
  /** The ad group list. */
  groups: createRouteRef({ path: `${BASE}/GroupManage` }),
  /** The creative list. */
  creatives: createRouteRef({ path: `${BASE}/CreativeManage` }),
} as const;
