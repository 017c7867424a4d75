import { useEffect, useState } from 'react';
import { requestRef, useService } from '@portico/sdk';
import { parseItems } from '@portico/ads';
import { API, type TodoItem } from './api';

/** What the summary call gave: the count and the good items, or an error. */
export type Summary = { readonly count: number; readonly list: readonly TodoItem[] } | 'loading' | 'error';

/** Reads the to-do summary once (bad items are skipped one by one; a bad count counts the items). */
export function useSummary(): Summary {
  const request = useService(requestRef);
  const [summary, setSummary] = useState<Summary>('loading');
  useEffect(() => {
    let live = true;
    request.call<unknown>(API.summary, {}, { silent: true }).then(
      (data) => {
        const list = parseItems(data, (t) =>
          typeof t.id === 'number' && typeof t.title === 'string'
            ? { id: t.id, title: t.title, time: typeof t.time === 'string' ? t.time : '' }
            : null,
        );
        const count = (data as { count?: unknown } | null)?.count;
        if (live) setSummary({ count: typeof count === 'number' && count >= 0 ? count : list.length, list });
      },
      () => live && setSummary('error'),
    );
    return () => {
      live = false;
    };
  }, [request]);
  return summary;
}
