import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';

/** Where a page's data stands. */
export type Answer<T> =
  /** `previous`: the last value, kept while the next one loads. */
  | { readonly state: 'loading'; readonly previous?: T }
  | { readonly state: 'ready'; readonly value: T }
  | { readonly state: 'failed'; readonly message: string };

/** A settled answer and the question (key and retry round) it answers. */
interface Settled<T> {
  readonly key: string;
  readonly round: number;
  readonly answer: Exclude<Answer<T>, { state: 'loading' }>;
}

const LOADING = { state: 'loading' } as const;

/**
 * Runs `load` when the component mounts, whenever `key` changes and on `retry()`; an answer that
 * arrives after the component went away, or after a newer load started, is dropped. A rejection
 * (already shown by the request service's §8 rules, unless that call was silenced) gives `failed`.
 * A `null` key asks nothing (a question that cannot be asked yet, such as a date range being
 * fixed): an answer on its way is dropped and the last settled answer stays as it was.
 */
export function useAnswer<T>(load: () => Promise<T>, key: string | null = ''): [Answer<T>, () => void] {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [round, setRound] = useState(0);
  // `load` is a new function each render; `key` and the retry round decide when to load again.
  const run = useEffectEvent(load);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    run().then(
      (value) => live && setSettled({ key, round, answer: { state: 'ready', value } }),
      (err: unknown) =>
        live &&
        setSettled({ key, round, answer: { state: 'failed', message: err instanceof Error ? err.message : '' } }),
    );
    return () => {
      live = false;
    };
  }, [key, round]);
  // Loading until this key and round have their own answer; the last value, if any, stays shown.
  const answer = useMemo<Answer<T>>(() => {
    if (key === null) return settled?.answer ?? LOADING;
    if (settled?.key === key && settled.round === round) return settled.answer;
    return settled?.answer.state === 'ready' ? { state: 'loading', previous: settled.answer.value } : LOADING;
  }, [settled, key, round]);
  return [answer, useCallback(() => setRound((n) => n + 1), [])];
}
