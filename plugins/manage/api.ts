/**
 * The calls of the manage sub-app, one table per area. The spec names no list or overview
 * endpoints for these pages: every path marked OURS is our choice, answered by `dev-api.ts` and
 * listed in ARCHITECTURE.md; the material viewer's are the spec's (§7) where it names them.
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
