import { useCallback, useEffect, useState } from 'react';

/** Where a page's data stands: loading, loaded (with the value) or failed. */
export type Loaded<T> =
  { readonly state: 'loading' } | { readonly state: 'ready'; readonly value: T } | { readonly state: 'failed' };

/**
 * Runs `load` when the page opens and on `reload()`; an answer that arrives after the page has
 * gone, or after a newer load started, is dropped. A rejection (already shown to the user by the
 * request service's §8 rules, unless silenced) leaves the page in `failed` with its retry.
 */
export function useLoad<T>(load: () => Promise<T>): [Loaded<T>, () => void] {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setResult({ state: 'loading' });
    load().then(
      (value) => live && setResult({ state: 'ready', value }),
      () => live && setResult({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
    // `load` is recreated per render; the round number alone decides when to load again.
  }, [round]);
  return [result, useCallback(() => setRound((n) => n + 1), [])];
}
