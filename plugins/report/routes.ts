import type { When } from '@portico/sdk';
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

const route = (path: PagePath, when: When) => ({ path, title: M.titles[path], when });

/** Every page of spec §2.2 "Reports": path after the namespace, Chinese title, gate. */
export const ROUTES: ReadonlyArray<{ readonly path: PagePath; readonly title: string; readonly when?: When }> = [
  route('/', WHEN.anyReport),
  route('/subaccount/ads', WHEN.owner),
  route('/subaccount/games/gamead', WHEN.owner),
  route('/subaccount/games/realtime', WHEN.owner),
  route('/subaccount/games/minigame', WHEN.owner),
  route('/subaccount/keyword', WHEN.owner),
  route('/subaccount/consume', WHEN.owner),
  route('/subaccount/analysis', WHEN.owner),
  route('/subaccount/convertData', WHEN.owner),
  route('/subaccount/oPush', WHEN.owner),
  route('/agency/effect', WHEN.agencySide),
  route('/agency/games/gamead', WHEN.agencySide),
  route('/agency/games/realtime', WHEN.agencySide),
  route('/agency/consume', WHEN.agencySide),
  route('/agency/operation', WHEN.agencySide),
];
