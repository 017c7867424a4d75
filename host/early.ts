import { SESSION_API } from '@portico/core';

/**
 * What `index.html`'s inline script started before `main.js` arrived: the config fetch and the
 * session calls (`owner/info`, then — once the login type is known — `auth/query` and the rest),
 * keyed `"METHOD path body"`.
 */
export interface EarlyStart {
  readonly config?: Promise<Response>;
  readonly calls: Record<string, Promise<Response> | undefined>;
  /** Resolves once the script has started `owner/info` (after the config, for its `apiOrigin`). */
  readonly started?: Promise<unknown>;
  /** Resolves once the script has started the calls that follow `owner/info` (or decided not to). */
  readonly settled?: Promise<unknown>;
}

/**
 * The calls the inline script starts only once something has answered: `owner/info` after the
 * config (the runtime reads the same config and may be first when the config is slow), the others
 * after `owner/info`. The runtime asking for one of them before the script's own handler has run
 * waits for that step of the script instead of sending the call a second time.
 */
const LATER: ReadonlyMap<string, (early: EarlyStart) => Promise<unknown> | undefined> = new Map([
  [SESSION_API.ownerInfo, (early: EarlyStart) => early.started],
  ...[SESSION_API.agencyInfo, SESSION_API.authQuery, SESSION_API.queryRole, SESSION_API.qualificationStatus].map(
    (path) => [path, (early: EarlyStart) => early.settled] as const,
  ),
]);

/** The early start of this page, if its inline script ran (it is absent in tests and old pages). */
export function earlyStart(globals: object): EarlyStart | undefined {
  const early = (globals as { __earlySession?: unknown }).__earlySession;
  return early && typeof early === 'object' && 'calls' in early ? (early as EarlyStart) : undefined;
}

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

const keyOf = (input: RequestInfo | URL, init?: RequestInit) =>
  `${init?.method ?? 'GET'} ${urlOf(input)} ${typeof init?.body === 'string' ? init.body : ''}`;

/** Rejects like `fetch` does when the caller's signal aborts (the request service's timeout). */
function withSignal(response: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return response;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/**
 * A `fetch` for the request service that answers a call the page already started with that
 * call's response — once, and only for the very same method, path and body — and sends
 * everything else. The request service handles the answer exactly as any other: codes, 403/409,
 * the reporter, timeouts. So the session is on its way while the bundle downloads, without a
 * second code path for its answers.
 */
export function adoptEarlyCalls(early: EarlyStart | undefined, send: typeof fetch): typeof fetch {
  if (!early) return send;
  const adopt = (key: string, signal: AbortSignal | null | undefined) => {
    const started = early.calls[key];
    if (!started) return undefined;
    delete early.calls[key];
    return withSignal(started, signal);
  };
  return (input, init) => {
    const key = keyOf(input, init);
    const adopted = adopt(key, init?.signal);
    if (adopted) return adopted;
    const step = LATER.get(new URL(urlOf(input), 'http://portal.invalid').pathname)?.(early);
    if (!step) return send(input, init);
    // A step that failed (the script could not start its call) leaves the call to the runtime.
    const next = () => adopt(key, init?.signal) ?? send(input, init);
    return step.then(next, next);
  };
}
