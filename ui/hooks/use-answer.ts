import { useCallback, useEffect, useState } from 'react';

/** Where a page's data stands. */
export type Answer<T> =
  /** `previous`: the last value, kept while the next one loads. */
  | { readonly state: 'loading'; readonly previous?: T }
  | { readonly state: 'ready'; readonly value: T }
  | { readonly state: 'failed'; readonly message: string };

/**
 * Runs `load` when the component mounts, whenever `key` changes and on `retry()`; an answer that
 * arrives after the component went away, or after a newer load started, is dropped. A rejection
 * (already shown by the request service's §8 rules, unless that call was silenced) gives `failed`.
 */
export function useAnswer<T>(load: () => Promise<T>, key: string = ''): [Answer<T>, () => void] {
  const [answer, setAnswer] = useState<Answer<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setAnswer((a) =>
      a.state === 'ready' ? { state: 'loading', previous: a.value } : a.state === 'loading' ? a : { state: 'loading' },
    );
    load().then(
      (value) => live && setAnswer({ state: 'ready', value }),
      (err: unknown) => live && setAnswer({ state: 'failed', message: err instanceof Error ? err.message : '' }),
    );
    return () => {
      live = false;
    };
    // `load` is a new function each render; `key` and the retry round decide when to load again.
  }, [key, round]);
  return [answer, useCallback(() => setRound((n) => n + 1), [])];
}
