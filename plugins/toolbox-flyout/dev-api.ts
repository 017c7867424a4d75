import { apiPath, devAppUrl, http, ok, withScenario, type RequestHandler } from '@portico/dev';
import { LINK_API } from './constants';

/**
 * Stands in for the separate apps the link-source calls lead to: an https page on the dev apps'
 * host, as a real answer names its app's own host (the token goes only there, see launcher.ts).
 */
const appLink = (app: string) => devAppUrl(`/leaves/${app}/`);

/**
 * Dev API of the toolbox flyout (usage reports go to the core dev API's collect endpoint; the SSO
 * token is the toolbox sub-app's): the three link-source calls of spec §7 answered per scenario
 * account. Tokens are made up from the owner id.
 */
export const toolboxHandlers: RequestHandler[] = [
  http.post(
    apiPath(LINK_API.datacenterAccess),
    withScenario((s) => ok({ url: appLink('datacenter'), token: `dc-${s.info?.ownerId}` })),
  ),
  http.post(
    apiPath(LINK_API.quickappAccess),
    withScenario((s) => ok({ url: appLink('quickapp'), token: `qa-${s.info?.ownerId}` })),
  ),
  http.post(
    apiPath(LINK_API.siteAuth),
    withScenario((s) => ok({ redirect: appLink('landing-tool'), token: `site-${s.info?.ownerId}` })),
  ),
];

export default toolboxHandlers;
