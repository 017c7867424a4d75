/**
 * The query keys a report may keep (names compared without case): the portal's own switches and
 * paging (spec §2.2, §7), a chunk's `retry` and an asset's `v`. Every other key goes, whatever it
 * is called — `token`, `access_token`, `adstk`, `token[]`, `multiAccessId`, a `redirect` that
 * carries another address — so a secret never leaves the page in a report (issue 35).
 */
export const REPORTABLE_PARAMS: ReadonlySet<string> = new Set([
  'agency',
  'sso',
  'type',
  'level',
  'id',
  'ids',
  'v',
  'retry',
  '_t',
  'page',
  'pagenum',
  'pagesize',
  'pagecode',
  'pageid',
  'menuid',
  'logintype',
  'msgtype',
  'readflag',
]);

const nameOf = (pair: string) => {
  const name = pair.split('=')[0].replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
};

/** A query (without its `?`) with only {@link REPORTABLE_PARAMS}; the kept pairs keep their spelling and order. */
const keptQuery = (query: string) =>
  query
    .split('&')
    .filter((pair) => pair && REPORTABLE_PARAMS.has(nameOf(pair)))
    .join('&');

/** `part` (`path?query`) with only the reportable keys in its query. */
function stripQuery(part: string): string {
  const at = part.indexOf('?');
  if (at < 0) return part;
  const kept = keptQuery(part.slice(at + 1));
  return part.slice(0, at) + (kept ? `?${kept}` : '');
}

/**
 * An address with only {@link REPORTABLE_PARAMS} in its query and in a hash route's query
 * (`#/page?token=…`). Everything else stays as written: a path stays a path.
 */
export function stripSecrets(address: string): string {
  const hashAt = address.indexOf('#');
  if (hashAt < 0) return stripQuery(address);
  return `${stripQuery(address.slice(0, hashAt))}#${stripQuery(address.slice(hashAt + 1))}`;
}

/**
 * A query inside free text: `?` right after an address character, then `key=` and everything up
 * to a space, a quote or a bracket. A question mark ending a sentence is no query.
 */
const QUERY_IN_TEXT = /(?<=[^\s?])\?(?=[^\s=&?#"'<>()[\]{}]+=)[^\s"'<>()[\]{}`]*/g;

/**
 * Free text (a message, a stack, a console line, an answer's text) with every address in it
 * reduced as {@link stripSecrets} reduces one: each query keeps only the reportable keys.
 */
export function stripSecretsInText(text: string): string {
  return text.replace(QUERY_IN_TEXT, (query) => {
    const hashAt = query.indexOf('#');
    const head = hashAt < 0 ? query : query.slice(0, hashAt);
    const hash = hashAt < 0 ? '' : `#${stripQuery(query.slice(hashAt + 1))}`;
    const kept = keptQuery(head.slice(1));
    return (kept ? `?${kept}` : '') + hash;
  });
}
