/**
 * Every size limit of the portal in one place, beside the time limits (`time-limits.ts`): what a
 * server may send and what a page may show at once, so a hostile or broken answer can neither
 * freeze the page nor exhaust its memory. All ours: the spec names none.
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
   * The most rows a list the server does not page renders at once; the rest are reached by the
   * list's own filter and its pages within the client (`useClientPages` of the UI kit).
   */
  renderedRows: 1000,
} as const;
