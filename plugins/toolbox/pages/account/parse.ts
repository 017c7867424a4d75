import { parseItems } from '@portico/ads';

/** An uploaded qualification (our list endpoint). */
export interface Qualification {
  readonly id: string;
  /** `businessLicense`, `industry`, `other`, or the server's own word. */
  readonly qualificationType: string;
  readonly fileName: string;
  readonly auditStatus: number;
  readonly uploadTime: string;
  readonly validFrom: string | null;
  /** null with a `validFrom`: valid without end (长期). */
  readonly validTo: string | null;
  readonly rejectReason: string | null;
}

/** A client account of the agency (our list endpoint). */
export interface ClientAccount {
  readonly ownerId: number;
  readonly ownerName: string;
  /** Frozen accounts cannot be chosen. */
  readonly frozen: boolean;
}

/** The batch answer: how many changed, and which failed with the server's reason. */
export interface BatchResult {
  readonly successCount: number;
  readonly failures: ReadonlyArray<{ readonly ownerId: number; readonly ownerName: string; readonly reason: string }>;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const id = (v: unknown): string | null =>
  typeof v === 'number' && Number.isFinite(v) ? String(v) : typeof v === 'string' && v.trim() ? v.trim() : null;
const int = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isInteger(n) ? n : null;
};

/** The usable qualifications: each needs an id, a file name and an integer audit status. */
export const parseQualifications = (data: unknown): Qualification[] =>
  parseItems(data, (q) => {
    const qid = id(q.id);
    const fileName = text(q.fileName);
    const auditStatus = int(q.auditStatus);
    if (!qid || !fileName || auditStatus === null) return null;
    return {
      id: qid,
      qualificationType: text(q.qualificationType) ?? 'other',
      fileName,
      auditStatus,
      uploadTime: text(q.uploadTime) ?? '',
      validFrom: text(q.validFrom),
      validTo: text(q.validTo),
      rejectReason: text(q.rejectReason),
    };
  });

/** The usable client accounts: each needs an integer owner id and a name. */
export const parseClients = (data: unknown): ClientAccount[] =>
  parseItems(data, (c) => {
    const ownerId = int(c.ownerId);
    const ownerName = text(c.ownerName);
    return ownerId !== null && ownerName ? { ownerId, ownerName, frozen: c.status === 'frozen' } : null;
  });

/** Reads the batch answer; a missing count means every sent account not listed as failed succeeded. */
export function parseBatchResult(data: unknown, sent: readonly ClientAccount[]): BatchResult {
  const raw = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  // A map, not a search per failure: 20,000 sent and 20,000 failed would be 400 million steps.
  const names = new Map(sent.map((c) => [c.ownerId, c.ownerName]));
  const failures = parseItems(raw.failList, (f) => {
    const ownerId = int(f.ownerId);
    if (ownerId === null) return null;
    const ownerName = text(f.ownerName) ?? names.get(ownerId) ?? String(ownerId);
    return { ownerId, ownerName, reason: text(f.reason) ?? '' };
  });
  const count = int(raw.successCount);
  return { successCount: count !== null && count >= 0 ? count : sent.length - failures.length, failures };
}
