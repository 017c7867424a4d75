/**
 * Where an address leads, judged once for every boundary of the portal: the session token's
 * scope (calls), every address a server, the config or a query gives (links, a logout's
 * `directUrl`, a tool's link with its token, a preview), images and scripts. `own` is the page's
 * origin or the configured API origin; `allowed` a host of `allowedHosts` over https, on 443 or
 * on the port its entry names (or, for calls only, the exact origin of an endpoint the config
 * names); null anything else, and anything that is not http(s).
 */
export type UrlPlace = 'own' | 'allowed';

/** The origins the portal knows (config `apiOrigin`, `allowedHosts`, its own endpoints). */
export interface UrlPolicy {
  /** The page's origin. */
  readonly page: string;
  /** The API's origin: the page's when the config names none. */
  readonly api: string;
  /**
   * `allowedHosts` as `URL.host` spells an https address: lower case, `host` for 443 and
   * `host:port` for another port (an entry without a port means 443 only).
   */
  readonly allowedHosts: ReadonlySet<string>;
  /** Origins of other hosts' endpoints the config names (reporter endpoints): calls may reach them. */
  readonly endpointOrigins: ReadonlySet<string>;
}

const originOf = (text: string, base: string): string | null => {
  try {
    const url = new URL(text, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
};

/**
 * An `allowedHosts` entry (`help.example.com` or `help.example.com:8443`) as `URL.host` spells it
 * over https, so `:443` is the bare host; null for anything that is not a host with an optional port.
 */
export function allowedHostKey(entry: string): string | null {
  if (!/^[a-z0-9.-]+(:\d{1,5})?$/i.test(entry)) return null;
  try {
    return new URL(`https://${entry}`).host;
  } catch {
    return null;
  }
}

/** The policy of a page at `pageOrigin` with the config's `apiOrigin`, `allowedHosts` and endpoints. */
export function createUrlPolicy(
  pageOrigin: string,
  apiOrigin = '',
  allowedHosts: readonly string[] = [],
  endpoints: readonly (string | undefined)[] = [],
): UrlPolicy {
  const page = new URL(pageOrigin).origin;
  return {
    page,
    api: (apiOrigin && originOf(apiOrigin, page)) || page,
    allowedHosts: new Set(allowedHosts.flatMap((h) => allowedHostKey(h) ?? [])),
    endpointOrigins: new Set(
      endpoints.flatMap((e) => {
        const origin = e ? originOf(e, page) : null;
        return origin && origin !== page ? [origin] : [];
      }),
    ),
  };
}

/**
 * An address as the browser follows it: paths resolve against the page, so `/\evil.com` and
 * `/<tab>/evil.com` (browsers drop tabs and newlines) show up as the other host they really are.
 * `written` says whether the text named its host itself (`https://…`), not through the page.
 */
function resolve(policy: UrlPolicy, text: string): { url: URL; written: boolean } | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const written = !trimmed.startsWith('/');
  let url: URL;
  try {
    url = written ? new URL(trimmed) : new URL(trimmed, policy.page);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? { url, written } : null;
}

const isOwn = (policy: UrlPolicy, url: URL) => url.origin === policy.page || url.origin === policy.api;
// `host` carries the port unless it is https's own 443: another port is another host.
const isAllowedHost = (policy: UrlPolicy, url: URL) => url.protocol === 'https:' && policy.allowedHosts.has(url.host);

/**
 * The pages of the site on the page's origin (spec §2.1, §2.2): the portal under `/markets/`, and
 * the mobile site, the login and agreement pages, the SMS home, brand delivery and the marketing
 * school beside it, and the help center and API documentation, separate apps of the same site
 * (the help assistant's quick links and the toolbox's links lead there). Any other path of the origin (the API, `/logoutV2`, the reporter's endpoints)
 * is not a page a server may send the user to.
 */
export const SITE_PAGE_PREFIXES: readonly string[] = [
  '/markets/',
  '/markets-mobile/',
  '/market/login/',
  '/market/agreement/',
  '/sms/',
  '/brand-web/',
  '/marketSchool/',
  '/help-center/',
  '/omni-api/',
];

const isSitePage = (url: URL) => SITE_PAGE_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));

/**
 * Where a call may go (token scope): `own` calls carry `tk` and `multiAccessId`, `allowed` ones go
 * without them, null is refused. Judged by where the call really goes, so a protocol-relative
 * address counts as the host it names.
 */
export function requestPlace(policy: UrlPolicy, text: string): UrlPlace | null {
  const r = resolve(policy, text);
  if (!r) return null;
  if (isOwn(policy, r.url)) return 'own';
  return isAllowedHost(policy, r.url) || policy.endpointOrigins.has(r.url.origin) ? 'allowed' : null;
}

/**
 * Where an address given by a server, the config or a query may lead (links in server HTML, a
 * popup's jump address, a logout's `directUrl`, a tool's link and its token, a preview, a stored
 * notice's link): a page of the site ({@link SITE_PAGE_PREFIXES} on the page's origin) or an
 * allowed host over https, written in full. The API, the logout call and other same-origin paths
 * are not pages; http is never followed, so a token appended to a link never travels in clear.
 */
export function serverLinkPlace(policy: UrlPolicy, text: string): UrlPlace | null {
  const r = resolve(policy, text);
  if (!r) return null;
  if (r.url.origin === policy.page) return isSitePage(r.url) ? 'own' : null;
  return r.written && isAllowedHost(policy, r.url) ? 'allowed' : null;
}

/** Where an image in server content may load from: the page's or the API's origin, or an allowed host over https. */
export function imagePlace(policy: UrlPolicy, text: string): UrlPlace | null {
  const r = resolve(policy, text);
  if (!r) return null;
  if (isOwn(policy, r.url)) return 'own';
  return r.written && isAllowedHost(policy, r.url) ? 'allowed' : null;
}

/**
 * Where a script (a remote component, the composition library) may load from: the page's or the
 * API's origin, or an allowed host over https. The Content-Security-Policy of the production
 * recipe must list the same hosts.
 */
export const scriptPlace = imagePlace;
