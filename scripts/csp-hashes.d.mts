/** `'sha256-…'` of each inline `<script>` (one without `src`) of `html`, in page order. */
export function inlineScriptHashes(html: string): string[];

/** File name of the snippet the build writes beside index.html. */
export const CSP_HASHES_FILE: string;

/** The nginx snippet: one variable, `$portico_script_hashes`, for the recipe's script-src. */
export function cspHashesConf(html: string): string;
