import { parseItems } from '@portico/ads';

/** One field an operation changed: its field name and the values before and after, as text. */
export interface FieldChange {
  readonly field: string;
  readonly before: string;
  readonly after: string;
}

/** One operation of the log answer (fields OURS, see `OPERATION_LOG_API`). */
export interface Operation {
  readonly logId: string;
  readonly operateTime: string;
  readonly operator: string;
  readonly objectType: number;
  readonly objectId: string;
  readonly objectName: string;
  readonly operationType: number;
  readonly changes: readonly FieldChange[];
}

const idOf = (v: unknown): string | null =>
  typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' && v.trim() !== '' ? v : null;
const textOf = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '';
const codeOf = (v: unknown): number => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) ? n : NaN;
};

/** The changes of an operation, item by item: one without a field name is skipped. */
function changesOf(raw: unknown): FieldChange[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((c: unknown) => {
    if (!c || typeof c !== 'object') return [];
    const { field, before, after } = c as Record<string, unknown>;
    return typeof field === 'string' && field !== '' ? [{ field, before: textOf(before), after: textOf(after) }] : [];
  });
}

/**
 * The list answer read row by row: a row without an id, a time or integer object and operation
 * codes is skipped; other fields show what is valid. A total that is not a number counts the rows.
 */
export function parseOperations(data: unknown): { items: Operation[]; total: number } {
  const items = parseItems(data, (o) => {
    const logId = idOf(o.logId);
    const objectType = codeOf(o.objectType);
    const operationType = codeOf(o.operationType);
    if (!logId || typeof o.operateTime !== 'string' || Number.isNaN(objectType) || Number.isNaN(operationType))
      return null;
    return {
      logId,
      operateTime: o.operateTime,
      operator: textOf(o.operator),
      objectType,
      objectId: idOf(o.objectId) ?? '',
      objectName: textOf(o.objectName),
      operationType,
      changes: changesOf(o.changes),
    };
  });
  const raw = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  const total = Number(raw.total);
  return { items, total: Number.isInteger(total) && total >= 0 ? total : items.length };
}
