/**
 * The calls of the manage sub-app, one table per area. The spec names no list or overview
 * endpoints for these pages: every path marked OURS is our choice, answered by `dev-api.ts` and
 * listed in README.md; the material viewer's are the spec's (§7) where it names them.
 */

/** Homes and the agency's account tables (all OURS; POST form-encoded like every main-wrapper call). */
export const ACCOUNT_API = {
  /** Owner home: `{ balance, todayCost, yesterdayCost (cents), activePlanCount, planCount }`. */
  ownerOverview: '/v3/manage/owner/overview',
  /** Agency home: `{ clientCount, activeClientCount, totalBalance, todayCost, yesterdayCost, topClients[] }`. */
  agencyOverview: '/v3/manage/agency/overview',
  /** Clients: `pageNum`, `pageSize`, `keyword`, `sortField`, `sortOrder` → `{ list, total }`. */
  clientList: '/v3/manage/agency/client/list',
  /** Operators: `pageNum`, `pageSize`, `keyword` → `{ list, total }`, each with `roleIds` (spec §3 roles). */
  operatorList: '/v3/manage/agency/operator/list',
} as const;

/** The material viewer's calls (spec §2.9, §7). */
export const MATERIAL_API = {
  /** Spec §7: `ids` (comma-joined), `type`, `pageNum` 1, `pageSize` 10 → items of `mId`, `type`, `materialUrl`. */
  pageList: '/v2/communal/material/pageList',
  /** Spec §7: GET `…/get/{id}` with `ownerId` and `id`, automatic error handling off → `{ id, content.iconUrl }`. */
  appCreative: '/prod-api/firefly/appCreative/get',
  /** OURS (the spec names the call, not its path): GET `pageNum` 1, `pageSize` 10, `id` → items of `name`, `previewUrl`. */
  interactiveList: '/v3/interactive/material/list',
} as const;

/**
 * The promotion tables (plan, group, creative): all OURS, POST form-encoded. `pageNum` (1-based),
 * `pageSize`, `keyword` (name contains), `sortField` (a column code), `sortOrder` (`asc` | `desc`)
 * → `{ list, total }`; prices in cents, rates as ratios (spec §9).
 */
export const TABLE_API = {
  planList: '/v3/manage/plan/list',
  groupList: '/v3/manage/group/list',
  creativeList: '/v3/manage/creative/list',
} as const;

/** Personal columns (spec §2.9, §3, §5, §7): every call carries a `pageCode`. */
export const ELEMENTS_API = {
  /** `pageCode` → the table's elements (flat list). */
  query: '/v3/communal/elements/query',
  /** `pageCode` → `groupInfos` (groups of elements) for the column dialog. */
  detail: '/v3/communal/elements/detail',
  /** JSON `{ pageCode, groupInfos }` → saved. */
  edit: '/v3/communal/elements/edit',
} as const;

/** The page codes of the promotion tables — OURS (the spec requires a page code, names none). */
export const PAGE_CODES = {
  plan: 'manage_plan_list',
  group: 'manage_group_list',
  creative: 'manage_creative_list',
} as const;
