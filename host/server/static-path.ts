// The one rule for serving files from a folder (the build, sub-app builds): a URL path names a
// file inside the folder or nothing. Decoded once, so `%2e%2e`, `..%2F` and `..%5C` are seen for
// what they are; the resolved file must lie under the folder *and a separator*, so a sibling whose
// name starts the same (`dist-release` beside `dist`) is outside.
import { existsSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';

/** A file to serve, a refused path (answer 400), or null when nothing is there. */
export type StaticLookup = { readonly file: string } | { readonly refused: true } | null;

const REFUSED = { refused: true } as const;

/**
 * The file `urlPath` (as the request had it, percent-encoded) names inside `root`; a path ending
 * in `/` names that folder's `index` file (none when `index` is null). A malformed escape, a NUL,
 * a `..` segment (however it was spelt) or a path that resolves outside `root` is refused.
 */
export function lookupStatic(root: string, urlPath: string, index: string | null = 'index.html'): StaticLookup {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return REFUSED;
  }
  if (decoded.includes('\0') || decoded.split(/[\\/]/).some((part) => part === '..')) return REFUSED;
  const base = resolve(root);
  const file = resolve(
    base,
    `.${decoded.startsWith('/') ? '' : '/'}${decoded}`,
    decoded.endsWith('/') ? (index ?? '') : '',
  );
  if (!file.startsWith(base + sep)) return REFUSED;
  try {
    return existsSync(file) && statSync(file).isFile() ? { file } : null;
  } catch {
    return null;
  }
}
