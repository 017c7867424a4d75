// The errors of spec §8 a remote sub-app can end in. Their English text is the spec's (the
// reporter and admins read it); the sub-app's error page adds the Chinese around it.

/** Why a remote sub-app did not load, mount or unmount. */
export type SubAppFailure =
  | 'status'
  | 'loaded-twice'
  | 'no-lifecycle'
  | 'timeout'
  | 'script'
  | 'network'
  | 'container'
  | 'refused'
  | 'needs-eval';

/** A failure of one remote sub-app; `url` is the address concerned, when there is one. */
export class SubAppError extends Error {
  constructor(
    message: string,
    readonly failure: SubAppFailure,
    readonly url?: string,
  ) {
    super(message);
    this.name = 'SubAppError';
  }
}

/** Spec §8: an entry or asset answered with status 400 or above. */
export const statusError = (status: number, url: string) =>
  new SubAppError(`load failed with status ${status}: ${url}`, 'status', url);

/**
 * Spec §8: the entry served the shell's own page — the gateway has no route for the namespace, so
 * `/markets/<namespace>/__static__/index.html` fell through to the portal's `index.html`.
 */
export const loadedTwiceError = (url: string) =>
  new SubAppError(
    `loaded twice: ${url} serves the portal shell itself (the gateway has no route for this sub-app)`,
    'loaded-twice',
    url,
  );

/** Spec §9: the element to mount into was still not in the page after the viewport retries. */
export const containerError = (message: string) => new SubAppError(message, 'container');

/** Spec §4: an entry lacking lifecycle functions is an error. */
export const noLifecycleError = (library: string) =>
  new SubAppError(
    `the entry exports no lifecycle functions (bootstrap, mount, unmount), neither as module exports nor on window.${library}`,
    'no-lifecycle',
  );

/**
 * Issue 35: an entry page, script, style or module on a host the URL policy refuses (`scriptPlace`:
 * the portal's or the API's origin, or an https host of `allowedHosts`), or a common script that is
 * not on the portal's own origin. Nothing was fetched from it.
 */
export const scriptRefusedError = (
  url: string,
  why = "it is on neither the portal's origin, its API's nor an https host of allowedHosts",
) => new SubAppError(`PORTICO_E_SCRIPT_REFUSED: ${url} was not loaded: ${why}`, 'refused', url);

/** Whether `err` is the EvalError a Content-Security-Policy without 'unsafe-eval' throws. */
export const isEvalRefusal = (err: unknown): boolean => err instanceof Error && err.name === 'EvalError';

/**
 * Issue 35: the sub-app needs eval (qiankun's sandbox, and import-html-entry for classic scripts,
 * run script text), and the page's Content-Security-Policy has no 'unsafe-eval'. Says what to add.
 */
export const needsEvalError = (name: string, mode: 'qiankun' | 'singleSPA') =>
  new SubAppError(
    `PORTICO_E_SUBAPP_NEEDS_EVAL: sub-app ${name} (mode ${mode}) runs its classic scripts as text, which the page's Content-Security-Policy refuses: add 'unsafe-eval' to script-src ($portico_script_eval in deploy/nginx.conf), or ship it as an ES-module entry in singleSPA mode`,
    'needs-eval',
  );

/** Normalises whatever a library threw into a SubAppError (qiankun's and single-spa's own errors keep their text). */
export function toSubAppError(err: unknown): SubAppError {
  if (err instanceof SubAppError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (/You need to export lifecycle functions/.test(message)) return new SubAppError(message, 'no-lifecycle');
  // single-spa's production build says only "minified message #31" and the arguments in a URL.
  const minified = /code=31&arg=(\w+)&arg=\w+&arg=([^&\s]+)&arg=(\d+)/.exec(message);
  if (minified)
    return new SubAppError(
      `${minified[1]} of sub-app ${decodeURIComponent(minified[2])} did not finish within ${minified[3]} ms`,
      'timeout',
    );
  if (/did not resolve or reject|did not finish within/.test(message)) return new SubAppError(message, 'timeout');
  if (/load failed with status/.test(message)) return new SubAppError(message, 'status');
  if (/PORTICO_E_SCRIPT_REFUSED/.test(message)) return new SubAppError(message, 'refused');
  if (/PORTICO_E_SUBAPP_NEEDS_EVAL/.test(message)) return new SubAppError(message, 'needs-eval');
  if (err instanceof TypeError && /fetch/i.test(message)) return new SubAppError(message, 'network');
  return new SubAppError(message, 'script');
}
