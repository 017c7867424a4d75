import { http, HttpResponse } from 'msw';
import { SESSION_API } from '@portico/core';
import { BUSINESS_VALIDATION_API } from '@portico/ads';
import { apiPath, ok, withScenario } from './envelope';
import { devQualificationStatus } from './qualification-uploads';

/** Dev API of the core session calls (spec §7), answered per scenario account. */
export const sessionHandlers = [
  http.post(
    apiPath(SESSION_API.ownerInfo),
    withScenario((s) =>
      ok({ ...s.info, loginUser: s.loginUser ? { ...s.loginUser, multiAccessId: s.multiAccessId } : null }),
    ),
  ),
  http.post(
    apiPath(SESSION_API.agencyInfo),
    withScenario((s) => ok({ ...s.info, agencyName: s.info?.ownerName })),
  ),
  http.post(
    apiPath(SESSION_API.authQuery),
    withScenario((s) => ok({ menuTree: s.menuTree, dataTree: s.dataTree })),
  ),
  http.post(
    apiPath(SESSION_API.qualificationStatus),
    // The scenario's status, or that of this browser's last upload (see qualification-uploads.ts).
    withScenario((s, request) => ok({ auditStatus: devQualificationStatus(s, request) })),
  ),
  // Spec §7 business validation status (read by the reminders and the toolbox page), per scenario.
  http.post(
    apiPath(BUSINESS_VALIDATION_API),
    withScenario((s) => ok(s.validation ?? { status: 0, statusDesc: '无需验证', deadline: null, expired: false })),
  ),
  http.all(
    apiPath(SESSION_API.queryRole),
    withScenario((s) => ok((s.operatorRoles ?? []).map((roleId) => ({ roleId })))),
  ),
  // Logging out ends the dev session: the cookie is cleared as a real backend would.
  http.all(apiPath(SESSION_API.logout), () =>
    HttpResponse.json(
      { code: 0, msg: 'success', data: { ownerType: null, directUrl: '/market/login/index.html' } },
      { headers: { 'Set-Cookie': 'adstk=; Path=/; Max-Age=0' } },
    ),
  ),
];
