import { useMemo } from 'react';
import { storageRef, useService } from '@portico/sdk';
import { isIdList } from './api';
import { CLOSED_STORAGE_NAME, PLUGIN_ID } from './constants';

/**
 * The banners this owner closed in this browser session (spec §5), as the strip's place and the
 * banner both read them: one key, one guard.
 */
export function useClosedBanners() {
  const storage = useService(storageRef);
  return useMemo(() => {
    const store = storage.scope(PLUGIN_ID);
    return {
      read: (): Set<number> => new Set(store.read('session', CLOSED_STORAGE_NAME, [], isIdList)),
      /** Whether the browser kept it (a full or blocked storage does not: it stays closed on this page). */
      write: (ids: ReadonlySet<number>): boolean => store.write('session', CLOSED_STORAGE_NAME, [...ids]),
    };
  }, [storage]);
}
