import { apiPath, fail, http, ok, withScenario, type RequestHandler } from '@portico/dev';
import { DATA, LINK_API } from './constants';

/** Stands in for the separate apps the link-source calls lead to: a page on the request's own origin. */
const appLink = (request: Request, app: string) => `${new URL(request.url).origin}/leaves/${app}/`;

/**
 * Dev API of the toolbox flyout (usage reports go to the core dev API's collect endpoint): the four
 * link-source calls of spec §7 answered per scenario account (the SSO token needs the
 * SSO_LOGIN data permission, as the entry does). Tokens are made up from the owner id.
 */
export const toolboxHandlers: RequestHandler[] = [
  http.post(
    apiPath(LINK_API.datacenterAccess),
    withScenario((s, request) => ok({ url: appLink(request, 'datacenter'), token: `dc-${s.info?.ownerId}` })),
  ),
  http.post(
    apiPath(LINK_API.quickappAccess),
    withScenario((s, request) => ok({ url: appLink(request, 'quickapp'), token: `qa-${s.info?.ownerId}` })),
  ),
  http.post(
    apiPath(LINK_API.siteAuth),
    withScenario((s, request) => ok({ redirect: appLink(request, 'landing-tool'), token: `site-${s.info?.ownerId}` })),
  ),
  http.post(
    apiPath(LINK_API.ssoToken),
    withScenario((s) =>
      s.dataTree.includes(DATA.SSO_LOGIN) ? ok(`sso-${s.info?.ownerId}`) : fail(401, '无数仓单点登录权限'),
    ),
  ),
];

export default toolboxHandlers;
