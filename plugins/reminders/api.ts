import { AUDIT_STATUS, VALIDATION_STATUS } from './constants';

/** What the qualification notice says and offers for a status; null: nothing to say (approved or unknown). */
export type QualificationNotice =
  { readonly kind: 'not-uploaded' } | { readonly kind: 'in-review' } | { readonly kind: 'rejected' };

/** Spec §4/§8: 5 not uploaded, 0 and 3 under review, 2 rejected; 1 (approved) and anything else nothing. */
export function noticeOf(status: number | null): QualificationNotice | null {
  if (status === AUDIT_STATUS.NOT_UPLOADED) return { kind: 'not-uploaded' };
  if (status !== null && (AUDIT_STATUS.REVIEW as readonly number[]).includes(status)) return { kind: 'in-review' };
  if (status === AUDIT_STATUS.REJECTED) return { kind: 'rejected' };
  return null;
}

/**
 * Spec §4: the notice shows on a new login (unless already on the qualification page) and
 * whenever the status stored for this owner differs from the current one.
 */
export function shouldNotify(opts: {
  readonly status: number | null;
  readonly previous: number | null;
  readonly newLogin: boolean;
  readonly onQualificationPage: boolean;
}): boolean {
  if (!noticeOf(opts.status)) return false;
  if (opts.previous !== null && opts.previous !== opts.status) return true;
  return opts.newLogin && !opts.onQualificationPage;
}

/** The deadline to name when business validation is under way and not expired (spec §4), else null. */
export function validationDeadline(data: unknown): string | null {
  if (!data || typeof data !== 'object') return null;
  const v = data as { status?: unknown; deadline?: unknown; expired?: unknown };
  if (v.status !== VALIDATION_STATUS.VALIDATING || v.expired === true) return null;
  return typeof v.deadline === 'string' && v.deadline.trim() ? v.deadline : null;
}
