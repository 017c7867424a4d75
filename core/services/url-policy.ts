/**
 * Where an address leads, judged once for every boundary of the portal: the session token's
 * scope (calls), links and images in server content, remote component scripts. `own` is the
 * page's origin or the configured API origin; `allowed` a host of `allowedHosts` over https (or,
 * for calls only, the exact origin of an endpoint the config names); null anything else, and
 * anything that is not http(s).
 */
export type UrlPlace = 'own' | 'allowed';

/** The origins the portal knows (config `apiOrigin`, `allowedHosts`, its own endpoints). */
export interface UrlPolicy {
  /** The page's origin. */
  readonly page: string;
  /** The API's origin: the page's when the config names none. */
  readonly api: string;
  /** Host names of `allowedHosts`, lower case. */
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
    allowedHosts: new Set(allowedHosts.map((h) => h.toLowerCase())),
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
const isAllowedHost = (policy: UrlPolicy, url: URL) =>
  url.protocol === 'https:' && policy.allowedHosts.has(url.hostname);

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
 * Where a link in server content (banner, popup, message, help HTML, a popup's jump address) may
 * lead: a page of the portal (`/markets/…` on the page's origin) or an allowed host over https,
 * written in full. The API, the logout call and other same-origin paths are not pages.
 */
export function serverLinkPlace(policy: UrlPolicy, text: string): UrlPlace | null {
  const r = resolve(policy, text);
  if (!r) return null;
  if (r.url.origin === policy.page) return r.url.pathname.startsWith('/markets/') ? 'own' : null;
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
