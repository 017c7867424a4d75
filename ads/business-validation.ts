/** Business validation statuses (spec §3): loading −1, noNeed 0, toValidate 1, validating 2, complete 3, expired 4. */
export const VALIDATION_STATUS = {
  LOADING: -1,
  NO_NEED: 0,
  TO_VALIDATE: 1,
  VALIDATING: 2,
  COMPLETE: 3,
  EXPIRED: 4,
} as const;

/** One business validation status (spec §3). */
export type ValidationStatusValue = (typeof VALIDATION_STATUS)[keyof typeof VALIDATION_STATUS];

/** Spec §7: the business validation status call (no payload; messages suppressed). */
export const BUSINESS_VALIDATION_API = '/v3/communal/org_verify/query_verify_status';

/** The business validation of the owner (spec §3: status, statusDesc, deadline, expired). */
export interface BusinessValidation {
  readonly status: ValidationStatusValue;
  /** The server's own words for the status; empty when it sent none. */
  readonly statusDesc: string;
  /** The date by which validation must be complete, as the server wrote it; null when none. */
  readonly deadline: string | null;
  readonly expired: boolean;
}

const STATUSES: readonly number[] = Object.values(VALIDATION_STATUS);

/**
 * Reads a business validation answer field by field: a status outside −1…4 (or not a number)
 * means the answer is unusable (null); a `statusDesc` or `deadline` that is not a non-empty
 * string is left out; `expired` counts only when it is `true`.
 */
export function readBusinessValidation(data: unknown): BusinessValidation | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const v = data as Record<string, unknown>;
  const status = typeof v.status === 'number' ? v.status : typeof v.status === 'string' ? Number(v.status) : NaN;
  if (!STATUSES.includes(status)) return null;
  const text = (x: unknown): string | null => (typeof x === 'string' && x.trim() ? x.trim() : null);
  return {
    status: status as ValidationStatusValue,
    statusDesc: text(v.statusDesc) ?? '',
    deadline: text(v.deadline),
    expired: v.expired === true,
  };
}
