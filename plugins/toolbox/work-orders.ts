/**
 * The two work-order status schemes of spec §3 in one table: each row is one meaning with its
 * code in the old scheme and in the new one (null where that scheme has no such status). Which
 * scheme the server speaks is the plugin option `workOrderScheme` (default `new`).
 *
 * Old: 0 to be assigned, 1 to handle, 2 to confirm, 3 to reply, 5 done.
 * New: 0 to handle, 1 processing, 2 to confirm, 3 done, 4 closed.
 */
export const WORK_ORDER_STATUSES = [
  { key: 'toAssign', old: 0, new: null },
  { key: 'toHandle', old: 1, new: 0 },
  { key: 'processing', old: null, new: 1 },
  { key: 'toConfirm', old: 2, new: 2 },
  { key: 'toReply', old: 3, new: null },
  { key: 'done', old: 5, new: 3 },
  { key: 'closed', old: null, new: 4 },
] as const;

/** A status scheme of spec §3. */
export type WorkOrderScheme = 'old' | 'new';
/** The schemes, for the options check. */
export const WORK_ORDER_SCHEMES: readonly WorkOrderScheme[] = ['old', 'new'];
/** A status meaning (its Chinese label is in the pages' messages). */
export type WorkOrderStatusKey = (typeof WORK_ORDER_STATUSES)[number]['key'];

/** The statuses of a scheme, in the table's order, with their codes. */
export function statusesOf(scheme: WorkOrderScheme): Array<{ key: WorkOrderStatusKey; code: number }> {
  const out: Array<{ key: WorkOrderStatusKey; code: number }> = [];
  for (const row of WORK_ORDER_STATUSES) {
    const code = row[scheme];
    if (code !== null) out.push({ key: row.key, code });
  }
  return out;
}

/** The meaning of a code in a scheme; null for a code the scheme does not have. */
export function statusOf(scheme: WorkOrderScheme, code: number): WorkOrderStatusKey | null {
  return WORK_ORDER_STATUSES.find((row) => row[scheme] === code)?.key ?? null;
}
