/**
 * The size limits of the runtime, beside the time limits (`time-limits.ts`): what a server may
 * send, so a hostile or broken answer can neither freeze the page nor exhaust its memory. What a
 * page may show at once is the UI kit's (`MAX_RENDERED_ROWS`). All ours: the spec names none.
 */
export const SIZE_LIMITS = {
  /**
   * The largest answer body the request service reads (10 MB, counted as it arrives): a larger
   * one is refused with `PORTICO_E_ANSWER_TOO_LARGE` instead of being parsed. The portal's largest
   * legitimate answers (a page of a table, the session) are a few hundred KB. Downloads (the
   * `download` mode's files) are saved, not parsed, and are not limited.
   */
  answerBytes: 10 * 1024 * 1024,
  /**
   * The largest remote plugin manifest (`portico-plugin.json`) the loader reads (256 KB): a
   * manifest names an id, versions and an entry, a few hundred bytes; a larger one is refused
   * with `PORTICO_E_PLUGIN_MANIFEST_FAILED` before it is parsed.
   */
  pluginManifestBytes: 256 * 1024,
} as const;
