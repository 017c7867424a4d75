import type { DIAGNOSTIC_HINTS } from './hints';

/** One of the stable `PORTICO_E_…` codes (the keys of the hint table in `hints.ts`). */
export type DiagnosticCode = keyof typeof DIAGNOSTIC_HINTS;

/** A code a remote plugin's load ends with when it fails (`PORTICO_E_PLUGIN_*`, host/remote-plugins). */
export type RemotePluginCode = Extract<DiagnosticCode, `PORTICO_E_PLUGIN_${string}`>;

/** A code of the portal's own problems: every code but a remote plugin's load's. */
export type PortalDiagnosticCode = Exclude<DiagnosticCode, RemotePluginCode>;

/** The fix hint of each code. */
export type DiagnosticHints = { readonly [C in DiagnosticCode]: string };

/** The table once it has arrived. */
let table: DiagnosticHints | undefined;
/** The table's load under way (undefined before the first need, and again after a failed load). */
let loading: Promise<DiagnosticHints | undefined> | undefined;
/** Lines waiting for the table: while any does, later lines wait too, so they come out in order. */
let waiting = 0;

/**
 * The hint table, loaded on the first need: `hints.ts` is a lazy chunk, so the sentences cost no
 * first screen anything. Resolves undefined when the chunk did not load (a later call asks again).
 */
export function loadHints(): Promise<DiagnosticHints | undefined> {
  if (table) return Promise.resolve(table);
  loading ??= import('./hints').then(
    (m) => (table = m.DIAGNOSTIC_HINTS),
    () => (loading = undefined),
  );
  return loading;
}

/** The fix hint of `code` (undefined when the hint table could not be loaded). */
export function hintOf(code: DiagnosticCode): Promise<string | undefined> {
  return loadHints().then((hints) => hints?.[code]);
}

/**
 * Calls `log` with the hint of `code`: at once when the table is here and no earlier line waits,
 * else once it has arrived — lines keep the order they were asked in. `log` gets undefined when the
 * table did not load, so the line is never lost.
 */
export function withHint(code: DiagnosticCode, log: (hint: string | undefined) => void): void {
  if (table && waiting === 0) {
    log(table[code]);
    return;
  }
  waiting += 1;
  void loadHints().then((hints) => {
    waiting -= 1;
    log(hints?.[code]);
  });
}

/**
 * `log.error(message, hint)` through `withHint` (`log.error(message)` when the table did not load):
 * how a console error that is no `Diagnostic` (a refused call, a script that did not load) carries
 * its hint.
 */
export function logWithHint(code: DiagnosticCode, log: Pick<Console, 'error'>, message: string): void {
  withHint(code, (hint) => (hint === undefined ? log.error(message) : log.error(message, hint)));
}
