/** Qualification audit statuses (spec §3, §4): 1 approved, 5 not uploaded, 0 and 3 under review, 2 rejected. */
export const AUDIT_STATUS = { APPROVED: 1, NOT_UPLOADED: 5, REVIEW: [0, 3], REJECTED: 2 } as const;
