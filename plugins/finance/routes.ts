import { SubAppBlueprint, type When } from '@portico/sdk';
import { MESSAGES as M } from './messages';

/** Namespace of the sub-app under /markets/. */
export const NAMESPACE = 'finance';
/** A page of the sub-app: its path after the namespace. */
export type PagePath = keyof typeof M.titles;

/** Spec §6: menu ids 129 and 130 give finance rights (either one). */
export const FINANCE_MENUS = [129, 130] as const;
const FINANCE_MENU = { any: FINANCE_MENUS.map((menu) => ({ menu })) } satisfies When;
/** Operators holding one of these rights see finance (spec §6). */
const FINANCE_ROLES = {
  all: [{ accountType: 'operator' }, { role: ['ADMIN', 'RECHARGE', 'TRANSFER'] }],
} satisfies When;
/** Owner pages (recharge, record, flow): every owner kind with a finance menu. */
const OWNER = { all: [{ accountType: 'owner' }, FINANCE_MENU] } satisfies When;
/**
 * Agency pages (and the `?agency=true` overview): agencies with a finance menu, operators with a
 * finance right — not every agency (the UI kit's `AGENCY_OR_OPERATOR`), nor the report plugin's agency side.
 */
const AGENCY_FINANCE = { any: [{ all: [{ accountType: 'agency' }, FINANCE_MENU] }, FINANCE_ROLES] } satisfies When;

/** Gates of spec §6 used by these pages (and by the header tabs that open them). */
export const WHEN = {
  owner: OWNER,
  /** This sub-app's agency side: agencies with a finance menu and operators with a finance right ({@link AGENCY_FINANCE}). */
  agencySide: AGENCY_FINANCE,
  /** The overview: the owners' and the agency side's, each seeing its own variant. */
  anyFinance: { any: [OWNER, AGENCY_FINANCE] } satisfies When,
} as const;

/**
 * Every page of spec §2.2 "Finance", once: name → path after the namespace and gate (titles:
 * `M.titles`). The sub-app registers them and the public face exports their refs.
 */
export const PAGES = SubAppBlueprint.pages({
  namespace: NAMESPACE,
  titles: M.titles,
  pages: {
    landing: { path: '/', when: WHEN.anyFinance },
    home: { path: '/home', when: WHEN.anyFinance },
    subclients: { path: '/home/subclient', when: WHEN.agencySide },
    agencyRecharge: { path: '/agencyRecharge', when: WHEN.agencySide },
    agencyRecords: { path: '/agencyRecord', when: WHEN.agencySide },
    agencyFlow: { path: '/agencyFlow', when: WHEN.agencySide },
    recharge: { path: '/recharge', when: WHEN.owner },
    records: { path: '/record', when: WHEN.owner },
    flow: { path: '/flow', when: WHEN.owner },
  },
});

/** Path of the sub-app root. */
export const BASE = PAGES.root.path;
/** The pages as the sub-app registers them, in order. */
export const ROUTES = PAGES.routes;
