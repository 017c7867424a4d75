// The manage sub-app's public face, imported as `@portico/plugin/manage`: the homes and the
// promotion lists other plugins open (the header's brand, the reminders, the creative page's
// way back). Each ref comes from the page's one record (routes.ts), with its path and gate.
// Data only: it loads none of the pages.
import { PAGES } from './routes';

/** Pages of the manage sub-app that other plugins link to. */
export const manageRoutes = {
  /** The sub-app's root: a prefix of all its pages (banners and popups are placed by it). */
  root: PAGES.root,
  /** The owner home at the sub-app's root (spec §2.2 `/markets/manage/`). */
  rootHome: PAGES.refs.landing,
  /** The owner home (spec §2.2 `IndexManage`). */
  ownerHome: PAGES.refs.ownerHome,
  /** The agency side's pages: a prefix (home, accounts, clients, operators). */
  agencyPages: PAGES.prefix('/agency'),
  /** The agency side's home; also where 返回代理商 ends supervised access (spec §2.2, §2.3). */
  agencyHome: PAGES.refs.agencyHome,
  /** 推广: the plan list. */
  plans: PAGES.refs.plans,
  /** The ad group list. */
  groups: PAGES.refs.groups,
  /** The creative list. */
  creatives: PAGES.refs.creatives,
} as const;
