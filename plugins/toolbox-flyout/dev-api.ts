import { apiPath, http, ok, withScenario, type RequestHandler } from '@portico/dev';
import { LINK_API } from './constants';

/** Stands in for the separate apps the link-source calls lead to: a page on the request's own origin. */
const appLink = (request: Request, app: string) => `${new URL(request.url).origin}/leaves/${app}/`;

/**
 * Dev API of the toolbox flyout (usage reports go to the core dev API's collect endpoint; the SSO
 * token is the toolbox sub-app's): the three link-source calls of spec §7 answered per scenario
 * account. Tokens are made up from the owner id.
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
];

export default toolboxHandlers;
