// The Content-Security-Policy hashes of a page's inline scripts, and the nginx snippet the build
// writes beside index.html (dist/csp-hashes.conf), which deploy/nginx.conf includes: the recipe's
// script-src then always matches the index.html it serves, however the inline script changes.
import { createHash } from 'node:crypto';

/** `'sha256-…'` of each inline `<script>` (one without `src`) of `html`, in page order. */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script\b(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`,
  );
}

/** File name of the snippet, beside index.html. */
export const CSP_HASHES_FILE = 'csp-hashes.conf';

/** The snippet: one nginx variable with the hashes, for the recipe's script-src. */
export function cspHashesConf(html) {
  const hashes = inlineScriptHashes(html);
  return [
    '# Written by the build (scripts/csp-hashes.mjs): the hashes of the inline scripts of index.html,',
    '# for script-src in deploy/nginx.conf. Deploy it with the build; do not edit it.',
    `set $portico_script_hashes "${hashes.join(' ')}";`,
    '',
  ].join('\n');
}
