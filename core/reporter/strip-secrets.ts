/**
 * Query parameters that carry a credential or the supervision id: an SSO page's `token` or
 * `ticket`, the session's `tk`, `multiAccessId`. Reports never send them (issue 25).
 */
export const SECRET_PARAMS: ReadonlySet<string> = new Set(['token', 'tk', 'ticket', 'multiaccessid']);

const nameOf = (pair: string) => {
  const name = pair.split('=')[0].replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
};

/** `part` (`path?query`) without the secret parameters; the others keep their spelling and order. */
function stripQuery(part: string): string {
  const at = part.indexOf('?');
  if (at < 0) return part;
  const kept = part
    .slice(at + 1)
    .split('&')
    .filter((pair) => pair && !SECRET_PARAMS.has(nameOf(pair)));
  return part.slice(0, at) + (kept.length ? `?${kept.join('&')}` : '');
}

/**
 * An address without {@link SECRET_PARAMS} (names compared without case), in its query and in a
 * hash route's query (`#/page?token=…`). Everything else stays as written: a path stays a path.
 */
export function stripSecrets(address: string): string {
  const hashAt = address.indexOf('#');
  if (hashAt < 0) return stripQuery(address);
  return `${stripQuery(address.slice(0, hashAt))}#${stripQuery(address.slice(hashAt + 1))}`;
}
