import { formatPrice } from '@portico/ads';
import { AMOUNT_LIMITS } from '../constants';
import { PAGE_TEXT as T } from './messages';

const AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * A typed amount in 元 as cents, or why it cannot be sent: required, positive, at most two
 * decimals, at most {@link AMOUNT_LIMITS}.maxYuan, and at most `maxCents` when given (a balance).
 */
export function readAmount(text: string, maxCents?: number): { cents: number } | { error: string } {
  const t = text.trim().replace(/,/g, '');
  if (!t) return { error: T.amountRequired };
  if (!AMOUNT.test(t)) return { error: T.amountInvalid };
  const cents = Math.round(Number(t) * 100);
  if (cents < AMOUNT_LIMITS.minCents) return { error: T.amountInvalid };
  if (cents > AMOUNT_LIMITS.maxYuan * 100) return { error: T.amountTooLarge(formatPrice(AMOUNT_LIMITS.maxYuan * 100)) };
  if (maxCents !== undefined && cents > maxCents) return { error: T.overBalance(formatPrice(maxCents)) };
  return { cents };
}
