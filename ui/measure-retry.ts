/**
 * Spec §9 viewport retry: what is measured (a sub-app's container, the viewport) and is not there
 * yet is measured again every {@link VIEWPORT_RETRY}.intervalMs, at most {@link VIEWPORT_RETRY}.retries
 * times after the first try. The one time limit that is not core's (core/time-limits.ts): only
 * the UI measures, and the kit imports no core.
 */
export const VIEWPORT_RETRY: { readonly retries: number; readonly intervalMs: number } = {
  retries: 10,
  intervalMs: 200,
};

/** What was still not there after the last retry; its message names it and the schedule. */
export class MeasureUnavailableError extends Error {
  constructor(readonly what: string) {
    super(
      `${what} not there after ${VIEWPORT_RETRY.retries} retries at ${VIEWPORT_RETRY.intervalMs} ms (PORTICO_E_NOT_MEASURED)`,
    );
    this.name = 'MeasureUnavailableError';
  }
}

/**
 * Resolves the first value `measure` gives that is not null or undefined: at once, or on one of up
 * to 10 retries 200 ms apart (spec §9); after the last it rejects with a {@link MeasureUnavailableError}
 * naming `what`, for the caller to report. An abort stops the retries and rejects with the signal's reason.
 */
export function measureWithRetry<T>(
  measure: () => T | null | undefined,
  what: string,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    if (signal?.aborted) return stop();
    signal?.addEventListener('abort', stop, { once: true });
    const attempt = (retriesLeft: number) => {
      let value: T | null | undefined;
      try {
        value = measure();
      } catch {
        value = null;
      }
      if (value !== null && value !== undefined) {
        signal?.removeEventListener('abort', stop);
        resolve(value);
      } else if (retriesLeft > 0) {
        timer = setTimeout(() => attempt(retriesLeft - 1), VIEWPORT_RETRY.intervalMs);
      } else {
        signal?.removeEventListener('abort', stop);
        reject(new MeasureUnavailableError(what));
      }
    };
    attempt(VIEWPORT_RETRY.retries);
  });
}
