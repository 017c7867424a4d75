import { abbreviateNumber, EMPTY_VALUE, formatPrice, formatRate } from './number-format';

/**
 * Spec §3 element types of a table column (personal column `elementType`): 0 text, 1 number,
 * 2 price, 3 percent, 4 rate, 5 slot (content the page renders itself, such as buttons).
 */
export const ELEMENT_TYPE = { TEXT: 0, NUMBER: 1, PRICE: 2, PERCENT: 3, RATE: 4, SLOT: 5 } as const;

/** One element type of spec §3 (0–5). */
export type ElementType = (typeof ELEMENT_TYPE)[keyof typeof ELEMENT_TYPE];

/** True for the six element types of spec §3. */
export const isElementType = (value: unknown): value is ElementType =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 5;

/** Options of {@link formatElement}. */
export interface ElementFormatOptions {
  /** Large numbers as 亿/万 abbreviations (spec §9; under 10,000 whole) instead of grouped digits. */
  readonly abbreviate?: boolean;
}

function finite(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : null;
}

// Made on first use: the first Intl.NumberFormat of a page loads locale data (14–24 ms in
// Chromium), and this module is on the first screen of every table page, where no number shows
// before its data arrives.
let grouped: Intl.NumberFormat | undefined;
const groupedFormat = (n: number): string =>
  (grouped ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })).format(n);

/**
 * A cell value as text for its element type, through the spec §9 formatters: price cents ÷ 100
 * with two decimals and thousands commas; rate × 100 with two decimals and `%`; percent a value
 * that already is a percentage (`12.5` → `12.50%`, OUR reading of the spec's "percent" beside
 * "rate"); number grouped by thousands (up to two decimals) or abbreviated. Text shows strings and
 * numbers as they are. Anything unusable (null, an object, text where a number belongs) shows
 * {@link EMPTY_VALUE}; this never throws.
 * @example formatElement(ELEMENT_TYPE.PRICE, 123456) // '1,234.56'
 */
export function formatElement(type: ElementType, value: unknown, options: ElementFormatOptions = {}): string {
  switch (type) {
    case ELEMENT_TYPE.NUMBER: {
      const n = finite(value);
      if (n === null) return EMPTY_VALUE;
      return options.abbreviate ? abbreviateNumber(n) : groupedFormat(n === 0 ? 0 : n);
    }
    case ELEMENT_TYPE.PRICE:
      return typeof value === 'number' || typeof value === 'string' ? formatPrice(value) : EMPTY_VALUE;
    case ELEMENT_TYPE.RATE:
      return typeof value === 'number' || typeof value === 'string' ? formatRate(value) : EMPTY_VALUE;
    case ELEMENT_TYPE.PERCENT: {
      const n = finite(value);
      return n === null ? EMPTY_VALUE : `${(Math.abs(n) < 0.005 ? 0 : n).toFixed(2)}%`;
    }
    default:
      if (typeof value === 'string') return value.trim() === '' ? EMPTY_VALUE : value;
      if (typeof value === 'number') return Number.isFinite(value) ? String(value) : EMPTY_VALUE;
      return EMPTY_VALUE;
  }
}
