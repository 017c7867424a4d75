// The time limit of a remote sub-app's load step (spec §9 chunk-load limit, 120 s unless the
// sub-app's `loadTimeoutMs` says otherwise): the entry page, its styles and scripts, until the
// lifecycles are there. A hung entry shows that sub-app's error page with 重试, never 正在加载…
// for ever.
import { SubAppError } from './errors';

/** One load step's limit: `race` a step against it, abort the step's requests with `signal`, `done` ends it. */
export interface LoadDeadline {
  readonly signal: AbortSignal;
  race<T>(step: Promise<T>): Promise<T>;
  done(): void;
}

/** Starts the limit of one load of `app`; after `loadTimeoutMs` its requests are aborted and `race` rejects. */
export function loadDeadline(
  app: { readonly name: string; readonly entry: string; readonly loadTimeoutMs: number },
  timers: { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout } = globalThis,
): LoadDeadline {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = timers.setTimeout(() => {
      abort.abort();
      reject(
        new SubAppError(
          `entry of sub-app ${app.name} did not load within ${app.loadTimeoutMs} ms`,
          'timeout',
          app.entry,
        ),
      );
    }, app.loadTimeoutMs);
  });
  // Nobody may be racing when it expires (the step ended first); that is not an unhandled rejection.
  expired.catch(() => undefined);
  return {
    signal: abort.signal,
    race: (step) => Promise.race([step, expired]),
    done: () => timers.clearTimeout(timer),
  };
}
