import { useCallback, useEffect, useState } from 'react';
import { requestRef, useService } from '@portico/sdk';
import { defaultGroups, type TableKey } from '../../columns/catalog';
import { queryElements } from '../../columns/elements-api';
import type { ColumnElement } from '../../columns/elements';

const defaults = (table: TableKey) => defaultGroups(table).flatMap((g) => g.elements);

/**
 * The elements of a table from `elements/query` (its page code), reloaded after a save. When the
 * call fails or answers no usable element, the table keeps its default columns.
 */
export function useColumns(table: TableKey, pageCode: string) {
  const request = useService(requestRef);
  const [elements, setElements] = useState<readonly ColumnElement[] | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    queryElements(request, pageCode).then(
      (list) => live && setElements(list.length ? list : defaults(table)),
      () => live && setElements((now) => now ?? defaults(table)),
    );
    return () => {
      live = false;
    };
  }, [request, pageCode, table, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { elements, reload };
}
