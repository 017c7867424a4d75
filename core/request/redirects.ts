// A call that carries the session never follows a redirect. `fetch` follows one by default and
// keeps custom headers across origins, so a single 3xx on the API origin (a misconfigured gateway,
// a compromised route) handed `tk` and `multiAccessId` to any host that answers the preflight.
//
// Same-origin redirects are not followed either: the browser shows a script neither the target of
// a redirect before following it (`manual` gives an opaque answer) nor a way to follow only some,
// and the spec's login signals are the codes 403/409 (§8), not a gateway's 302 to the login page.
// So any redirect answer to a session call is a failed call: the user sees 网络错误，请稍后再试
// (spec §8 "other failures") with 重试 where the page offers it, admins see
// PORTICO_E_REQUEST_REDIRECTED with the address on the console, and the reporter gets the call.
import type { UrlPlace } from '../services/url-policy';

/**
 * `fetch`'s redirect mode for a call to `place`: `manual` for the portal's own origins (the calls
 * that carry `tk` and `multiAccessId`), `follow` for allowed hosts, which get no session headers.
 */
export const redirectModeFor = (place: UrlPlace): RequestRedirect => (place === 'own' ? 'manual' : 'follow');

/**
 * Whether `response` is a redirect that was not followed: a browser answers `manual` with an
 * `opaqueredirect` response (status 0); Node's fetch and test doubles give the 3xx itself.
 * 304 is no redirect (a cache revalidation).
 */
export const isUnfollowedRedirect = (response: Response): boolean =>
  response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400 && response.status !== 304);
