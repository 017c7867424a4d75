import type { SubAppPage, When } from '@portico/sdk';
import { MESSAGES as M } from './messages';

/** Namespace of the sub-app under /markets/. */
export const NAMESPACE = 'report';
/** Path of the sub-app root. */
export const BASE = `/markets/${NAMESPACE}`;

/** A page of the sub-app: its path after {@link BASE}. */
export type PagePath = keyof typeof M.titles;

/** Operators holding one of these rights see reports (spec §6). */
const REPORT_ROLES = { all: [{ accountType: 'operator' }, { role: ['ADMIN', 'ADS_MANAGE'] }] } satisfies When;
/** Owner reports (`/subaccount/…`): every owner kind. */
const OWNER = { accountType: 'owner' } satisfies When;
/** Agency reports (`/agency/…`, the `?agency=true` overview): agencies and operators with a report right. */
const AGENCY_SIDE = { any: [{ accountType: 'agency' }, REPORT_ROLES] } satisfies When;

/** Gates of spec §6 used by these pages (and by the header tabs that open them). */
export const WHEN = {
  owner: OWNER,
  agencySide: AGENCY_SIDE,
  /** The overview: the owners' and the agency side's, each seeing its own variant. */
  anyReport: { any: [OWNER, AGENCY_SIDE] } satisfies When,
} as const;

/** Every page of spec §2.2 "Reports": path after the namespace, gate (titles: `M.titles`). */
export const ROUTES: ReadonlyArray<SubAppPage<PagePath>> = [
  { path: '/', when: WHEN.anyReport },
  { path: '/subaccount/ads', when: WHEN.owner },
  { path: '/subaccount/games/gamead', when: WHEN.owner },
  { path: '/subaccount/games/realtime', when: WHEN.owner },
  { path: '/subaccount/games/minigame', when: WHEN.owner },
  { path: '/subaccount/keyword', when: WHEN.owner },
  { path: '/subaccount/consume', when: WHEN.owner },
  { path: '/subaccount/analysis', when: WHEN.owner },
  { path: '/subaccount/convertData', when: WHEN.owner },
  { path: '/subaccount/oPush', when: WHEN.owner },
  { path: '/agency/effect', when: WHEN.agencySide },
  { path: '/agency/games/gamead', when: WHEN.agencySide },
  { path: '/agency/games/realtime', when: WHEN.agencySide },
  { path: '/agency/consume', when: WHEN.agencySide },
  { path: '/agency/operation', when: WHEN.agencySide },
];
