import { LINK_TOKEN_PARAM, PORTAL_PATH_PREFIX } from './constants';

/** Adds `name=value` to a URL or path unless it already has `name`; keeps the rest as written. */
export function withQueryParam(url: string, name: string, value: string): string {
  const hashAt = url.indexOf('#');
  const head = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const queryAt = head.indexOf('?');
  if (queryAt >= 0 && new URLSearchParams(head.slice(queryAt + 1)).has(name)) return url;
  const sep = queryAt < 0 ? '?' : queryAt === head.length - 1 || head.endsWith('&') ? '' : '&';
  return `${head}${sep}${encodeURIComponent(name)}=${encodeURIComponent(value)}${hash}`;
}

/** Whether a url is a page of this portal (opened with the router, not a full load). */
export const isPortalPath = (url: string): boolean => url.startsWith(PORTAL_PATH_PREFIX);

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const looksLikeLink = (v: string) => v.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(v);

/**
 * The link to open from a link-source answer (spec §7): `{ url, token }` (datacenter and quickapp
 * access), `{ redirect, token }` (site auth) or "the token" of generateSsoToken, whose shape the
 * spec does not show (a string or `{ token }`). A token is added as `token=` to the link, or to
 * `base` (the entry's own url) when the answer has no link. Null when nothing can be opened.
 * Whether the link is safe is decided later, by the NavigationService.
 */
export function linkFromAnswer(data: unknown, base?: string): string | null {
  let link: string | undefined;
  let token: string | undefined;
  const value = text(data);
  if (value) {
    if (looksLikeLink(value)) link = value;
    else token = value;
  } else if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
    const d = data as Record<string, unknown>;
    link = text(d.url) ?? text(d.redirect);
    token = text(d.token);
  }
  const target = link ?? text(base);
  if (!target) return null;
  return token ? withQueryParam(target, LINK_TOKEN_PARAM, token) : target;
}
