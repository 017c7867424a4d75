import { apiPath, fail, http, ok, pageOf, paramsOf, withScenario, type RequestHandler } from '@portico/dev';
import { ACCOUNT_API } from './api';
import { agencyOverview, CLIENTS, OPERATORS, ownerOverviewOf, type ClientFixture } from './dev-account-fixtures';

/** Login types of the agency side (spec §3: agency only 1, agency operator 5). */
const AGENCY_SIDE_LOGINS = [1, 5];
const SORTABLE: ReadonlyArray<keyof ClientFixture> = ['balance', 'todayCost', 'yesterdayCost'];

/**
 * Dev API of the homes and account tables (all OURS, see `api.ts`): the owner overview for owner
 * accounts, the agency overview and the client and operator lists for agencies and operators
 * (others get 401 权限错误, as a real server would refuse them). Lists page, search by name, id or
 * account (`keyword`) and sort clients by `sortField` / `sortOrder` (`asc` | `desc`).
 */
export function createAccountHandlers(): RequestHandler[] {
  const agencySide = (loginType: number | undefined) => AGENCY_SIDE_LOGINS.includes(loginType ?? -1);
  return [
    http.post(
      apiPath(ACCOUNT_API.ownerOverview),
      withScenario((s) =>
        agencySide(s.info?.loginType) ? fail(401, '代理商账户没有广告主概况') : ok(ownerOverviewOf(s)),
      ),
    ),
    http.post(
      apiPath(ACCOUNT_API.agencyOverview),
      withScenario((s) => (agencySide(s.info?.loginType) ? ok(agencyOverview()) : fail(401, ''))),
    ),
    http.post(
      apiPath(ACCOUNT_API.clientList),
      withScenario(async (s, request) => {
        if (!agencySide(s.info?.loginType)) return fail(401, '');
        const params = await paramsOf(request);
        const keyword = (params.keyword ?? '').trim();
        let rows = CLIENTS.filter(
          (c) => !keyword || c.ownerName.includes(keyword) || String(c.ownerId).includes(keyword),
        );
        const field = SORTABLE.find((f) => f === params.sortField);
        if (field) {
          const dir = params.sortOrder === 'desc' ? -1 : 1;
          rows = [...rows].sort((a, b) => dir * ((a[field] as number) - (b[field] as number)) || a.ownerId - b.ownerId);
        }
        return ok({ list: pageOf(rows, params.pageNum, params.pageSize).rows, total: rows.length });
      }),
    ),
    http.post(
      apiPath(ACCOUNT_API.operatorList),
      withScenario(async (s, request) => {
        if (!agencySide(s.info?.loginType)) return fail(401, '');
        const params = await paramsOf(request);
        const keyword = (params.keyword ?? '').trim();
        const rows = OPERATORS.filter((o) => !keyword || o.name.includes(keyword) || o.account.includes(keyword));
        return ok({ list: pageOf(rows, params.pageNum, params.pageSize).rows, total: rows.length });
      }),
    ),
  ];
}
