import { useEffect, useState } from 'react';

/**
 * Rows a table renders in one task. A longer page (1,000 rows, if a page size ever allows it) is
 * rendered this many rows at a time, each chunk in a task of its own, so that input is never held
 * up by one long render: a Fluent table row costs about a millisecond on a busy machine.
 */
export const ROW_CHUNK = 50;

/**
 * The rows to render now: all of them up to {@link ROW_CHUNK}, else a growing prefix, one more
 * chunk per task (a timer: input waiting meanwhile goes first) until all are there. A new list of
 * rows (another page) starts again.
 */
export function useProgressiveRows<Row>(rows: readonly Row[]): readonly Row[] {
  const [shown, setShown] = useState({ rows, count: ROW_CHUNK });
  // A new page starts again from the first chunk (React's "state from props" pattern).
  const current = shown.rows === rows ? shown : { rows, count: ROW_CHUNK };
  if (current !== shown) setShown(current);
  const { count } = current;
  useEffect(() => {
    if (count >= rows.length) return;
    const next = setTimeout(() => setShown((s) => (s.rows === rows ? { rows, count: s.count + ROW_CHUNK } : s)), 0);
    return () => clearTimeout(next);
  }, [rows, count]);
  return count >= rows.length ? rows : rows.slice(0, count);
}
