import { SubAppBlueprint, type When } from '@portico/sdk';
import { MESSAGES as M } from './messages';

/** Namespace of the sub-app under /markets/. */
export const NAMESPACE = 'report';
/** A page of the sub-app: its path after the namespace. */
export type PagePath = keyof typeof M.titles;

/** Operators holding one of these rights see reports (spec §6). */
const REPORT_ROLES = { all: [{ accountType: 'operator' }, { role: ['ADMIN', 'ADS_MANAGE'] }] } satisfies When;
/** Owner reports (`/subaccount/…`): every owner kind. */
const OWNER = { accountType: 'owner' } satisfies When;
/**
 * Agency reports (`/agency/…`, the `?agency=true` overview): agencies, and operators with a report
 * right — not every operator (the UI kit's `AGENCY_OR_OPERATOR`), nor the finance plugin's agency side.
 */
const AGENCY_REPORTS = { any: [{ accountType: 'agency' }, REPORT_ROLES] } satisfies When;

/** Gates of spec §6 used by these pages (and by the header tabs that open them). */
export const WHEN = {
  owner: OWNER,
  /** This sub-app's agency side: agencies and operators with a report right ({@link AGENCY_REPORTS}). */
  agencySide: AGENCY_REPORTS,
  /** The overview: the owners' and the agency side's, each seeing its own variant. */
  anyReport: { any: [OWNER, AGENCY_REPORTS] } satisfies When,
} as const;

/**
 * Every page of spec §2.2 "Reports", once: name → path after the namespace and gate (titles:
 * `M.titles`). The sub-app registers them and the public face exports their refs.
 */
export const PAGES = SubAppBlueprint.pages({
  namespace: NAMESPACE,
  titles: M.titles,
  pages: {
    overview: { path: '/', when: WHEN.anyReport },
    ownerAds: { path: '/subaccount/ads', when: WHEN.owner },
    ownerGameAds: { path: '/subaccount/games/gamead', when: WHEN.owner },
    ownerGameRealtime: { path: '/subaccount/games/realtime', when: WHEN.owner },
    ownerMiniGames: { path: '/subaccount/games/minigame', when: WHEN.owner },
    ownerKeywords: { path: '/subaccount/keyword', when: WHEN.owner },
    ownerConsumption: { path: '/subaccount/consume', when: WHEN.owner },
    ownerAnalysis: { path: '/subaccount/analysis', when: WHEN.owner },
    ownerConversions: { path: '/subaccount/convertData', when: WHEN.owner },
    ownerPush: { path: '/subaccount/oPush', when: WHEN.owner },
    agencyEffect: { path: '/agency/effect', when: WHEN.agencySide },
    agencyGameAds: { path: '/agency/games/gamead', when: WHEN.agencySide },
    agencyGameRealtime: { path: '/agency/games/realtime', when: WHEN.agencySide },
    agencyConsumption: { path: '/agency/consume', when: WHEN.agencySide },
    agencyOperation: { path: '/agency/operation', when: WHEN.agencySide },
  },
});

/** Path of the sub-app root. */
export const BASE = PAGES.root.path;
/** The pages as the sub-app registers them, in order. */
export const ROUTES = PAGES.routes;
