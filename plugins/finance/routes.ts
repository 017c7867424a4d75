import type { SubAppPage, When } from '@portico/sdk';
import { MESSAGES as M } from './messages';

/** Namespace of the sub-app under /markets/. */
export const NAMESPACE = 'finance';
/** Path of the sub-app root. */
export const BASE = `/markets/${NAMESPACE}`;

/** A page of the sub-app: its path after {@link BASE}. */
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
/** Agency pages (and the `?agency=true` overview): agencies with a finance menu, operators with a finance right. */
const AGENCY_SIDE = { any: [{ all: [{ accountType: 'agency' }, FINANCE_MENU] }, FINANCE_ROLES] } satisfies When;

/** Gates of spec §6 used by these pages (and by the header tabs that open them). */
export const WHEN = {
  owner: OWNER,
  agencySide: AGENCY_SIDE,
  /** The overview: the owners' and the agency side's, each seeing its own variant. */
  anyFinance: { any: [OWNER, AGENCY_SIDE] } satisfies When,
} as const;

/** Every page of spec §2.2 "Finance": path after the namespace, gate (titles: `M.titles`). */
export const ROUTES: ReadonlyArray<SubAppPage<PagePath>> = [
  { path: '/', when: WHEN.anyFinance },
  { path: '/home', when: WHEN.anyFinance },
  { path: '/home/subclient', when: WHEN.agencySide },
  { path: '/agencyRecharge', when: WHEN.agencySide },
  { path: '/agencyRecord', when: WHEN.agencySide },
  { path: '/agencyFlow', when: WHEN.agencySide },
  { path: '/recharge', when: WHEN.owner },
  { path: '/record', when: WHEN.owner },
  { path: '/flow', when: WHEN.owner },
];
