/**
 * Finance limits — OURS (spec §5: "no form validation with numeric bounds beyond these: not
 * shown"): a recharge or transfer is a positive amount in 元 with at most two decimals, at most
 * {@link AMOUNT_LIMITS.maxYuan}; a transfer also at most the agency's balance. The server may refuse
 * more (the dev API refuses a single recharge above its own limit), and says why.
 */
export const AMOUNT_LIMITS = { minCents: 1, maxYuan: 10_000_000 } as const;

/** Recharge methods (ours): 1 online payment, 2 bank transfer. */
export const PAY_TYPES = [1, 2] as const;
