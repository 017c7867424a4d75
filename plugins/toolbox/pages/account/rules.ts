import { AUDIT_STATUS, VALIDATION_STATUS, type ValidationStatusValue } from '@portico/ads';
import { ACCOUNT_MESSAGES as M } from './messages';

/**
 * OURS (the spec names no limits): what a qualification file may be. Checked in the browser
 * before anything is sent; the server checks again.
 */
export const QUALIFICATION_UPLOAD = {
  /** File name endings accepted, and the MIME types they may carry (an empty type is judged by the name). */
  types: { '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.png': 'image/png', '.pdf': 'application/pdf' },
  /** Shown to the user. */
  typeNames: 'JPG、PNG、PDF',
  maxMegabytes: 5,
} as const;

const MAX_BYTES = QUALIFICATION_UPLOAD.maxMegabytes * 1024 * 1024;

/** Why a file cannot be uploaded as a qualification (Chinese, shown under the field), or null when it can. */
export function qualificationFileProblem(file: {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}): string | null {
  const dot = file.name.lastIndexOf('.');
  const ending = dot >= 0 ? file.name.slice(dot).toLowerCase() : '';
  const mime = (QUALIFICATION_UPLOAD.types as Readonly<Record<string, string>>)[ending];
  if (!mime || (file.type !== '' && file.type.toLowerCase() !== mime))
    return M.qualification.badType(file.name, QUALIFICATION_UPLOAD.typeNames);
  if (file.size > MAX_BYTES) return M.qualification.tooLarge(file.name, QUALIFICATION_UPLOAD.maxMegabytes);
  return null;
}

/** The four §4 audit states. */
export type AuditState = 'approved' | 'notUploaded' | 'inReview' | 'rejected';

/** Spec §4: 1 approved, 5 not uploaded, 0 and 3 under review, 2 rejected; anything else unknown (null). */
export function auditStateOf(status: number | null): AuditState | null {
  if (status === AUDIT_STATUS.APPROVED) return 'approved';
  if (status === AUDIT_STATUS.NOT_UPLOADED) return 'notUploaded';
  if (status === AUDIT_STATUS.REJECTED) return 'rejected';
  if (status !== null && (AUDIT_STATUS.REVIEW as readonly number[]).includes(status)) return 'inReview';
  return null;
}

/** The names of the §3 business validation statuses, by value. */
export type ValidationState = keyof typeof M.validation.status;

/** Spec §3 business validation status → its name (the SDK's one table, read here, never copied). */
export const VALIDATION_STATE: Readonly<Record<ValidationStatusValue, ValidationState>> = {
  [VALIDATION_STATUS.LOADING]: 'loading',
  [VALIDATION_STATUS.NO_NEED]: 'noNeed',
  [VALIDATION_STATUS.TO_VALIDATE]: 'toValidate',
  [VALIDATION_STATUS.VALIDATING]: 'validating',
  [VALIDATION_STATUS.COMPLETE]: 'complete',
  [VALIDATION_STATUS.EXPIRED]: 'expired',
};

/**
 * OURS (the spec gives no password rules): 8–20 characters, at least one letter and one digit,
 * only printable ASCII without spaces (letters, digits, common symbols), and not the current one.
 */
export const PASSWORD_RULES = { minLength: 8, maxLength: 20 } as const;

/** Each password rule and whether `password` meets it (shown beside the field as the user types). */
export function passwordChecks(password: string, current?: string) {
  const checks = [
    {
      key: 'length',
      label: M.password.rules.length(PASSWORD_RULES.minLength, PASSWORD_RULES.maxLength),
      met: password.length >= PASSWORD_RULES.minLength && password.length <= PASSWORD_RULES.maxLength,
    },
    {
      key: 'letterAndDigit',
      label: M.password.rules.letterAndDigit,
      met: /[A-Za-z]/.test(password) && /\d/.test(password),
    },
    { key: 'charset', label: M.password.rules.charset, met: password.length > 0 && /^[\x21-\x7e]+$/.test(password) },
  ];
  if (current !== undefined)
    checks.push({ key: 'differs', label: M.password.rules.differs, met: password.length > 0 && password !== current });
  return checks;
}

/** The Chinese error of each password field, or none when the form may be sent. */
export interface PasswordErrors {
  current?: string;
  next?: string;
  confirm?: string;
}

/** Validates the form; `current` is undefined where there is no current-password field (batch). */
export function passwordErrors(values: { current?: string; next: string; confirm: string }): PasswordErrors {
  const errors: PasswordErrors = {};
  if (values.current !== undefined && !values.current) errors.current = M.password.currentRequired;
  if (values.current !== undefined && values.current && values.next === values.current)
    errors.next = M.password.sameAsCurrent;
  else if (!passwordChecks(values.next).every((c) => c.met)) errors.next = M.password.nextInvalid;
  if (!values.confirm) errors.confirm = M.password.confirmRequired;
  else if (values.confirm !== values.next) errors.confirm = M.password.mismatch;
  return errors;
}
