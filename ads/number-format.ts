/** What the formatters show for a value that is not a finite number (null, NaN, ±Infinity, text). */
export const EMPTY_VALUE = '-';

/** Spec §9 number abbreviations, largest first: 亿 (10⁸), 万 (10⁴), 千 (10³), 百 (10²). */
export const NUMBER_UNITS: ReadonlyArray<{ readonly unit: string; readonly size: number }> = [
  { unit: '亿', size: 1e8 },
  { unit: '万', size: 1e4 },
  { unit: '千', size: 1e3 },
  { unit: '百', size: 1e2 },
];

/** The units a figure gets unless a screen asks for 千 and 百 too: a count under 10,000 reads best whole. */
const LARGE_UNITS = NUMBER_UNITS.filter((u) => u.size >= 1e4);

/** Input the formatters accept: server fields arrive as numbers, numeric strings or nothing. */
export type NumericInput = number | string | null | undefined;

function toFinite(value: NumericInput): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : null;
}

/**
 * Rounds `|value| × 10^digits` to a whole number, half away from zero. Below 10¹⁵,
 * `toPrecision(15)` first removes binary noise (0.12345 × 10⁴ is 1234.4999…, which must round
 * to 1235); above it a double has no fraction left to clean. Values too large to scale are
 * scaled as big integers, so no finite input throws.
 */
function scaledMagnitude(value: number, digits: number): bigint {
  const raw = Math.abs(value) * 10 ** digits;
  if (!Number.isFinite(raw)) return BigInt(Math.round(Math.abs(value))) * 10n ** BigInt(digits);
  return BigInt(Math.round(raw < 1e15 ? Number(raw.toPrecision(15)) : raw));
}

const withCommas = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** `hundredths` (a whole number of 1/100) as text with two decimals; zero never shows a sign. */
function twoDecimals(negative: boolean, hundredths: bigint, commas: boolean): string {
  const whole = (hundredths / 100n).toString();
  const frac = (hundredths % 100n).toString().padStart(2, '0');
  const sign = negative && hundredths !== 0n ? '-' : '';
  return `${sign}${commas ? withCommas(whole) : whole}.${frac}`;
}

/**
 * Spec §9 price: cents ÷ 100 with two decimals and thousands commas (`123456789` → `1,234,567.89`).
 * Fractions of a cent round half away from zero; anything not finite shows {@link EMPTY_VALUE}.
 */
export function formatPrice(cents: NumericInput): string {
  const n = toFinite(cents);
  if (n === null) return EMPTY_VALUE;
  return twoDecimals(n < 0, scaledMagnitude(n, 0), true);
}

/**
 * Reads a price shown by {@link formatPrice} (or typed by a user: `1,234.5`, `-0.07`) back to
 * cents; null when the text is not a price. Exact for every result up to 2⁵³.
 */
export function parsePrice(text: string): number | null {
  const m = /^\s*(-?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const cents = BigInt(m[2].replace(/,/g, '')) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  const n = Number(cents);
  return m[1] && n !== 0 ? -n : n;
}

/** Spec §9 rate: the ratio × 100 with two decimals and a percent sign (`0.1234` → `12.34%`). */
export function formatRate(ratio: NumericInput): string {
  const n = toFinite(ratio);
  if (n === null) return EMPTY_VALUE;
  return `${twoDecimals(n < 0, scaledMagnitude(n, 4), false)}%`;
}

/** Two decimals at most, trailing zeros dropped (`1.50` → `1.5`, `2.00` → `2`). */
const trimmed = (hundredths: bigint) => twoDecimals(false, hundredths, false).replace(/\.?0+$/, '');

/**
 * Spec §9 abbreviation of a large figure: 亿 and 万 by default, also 千 and 百 with `smallUnits`.
 * A value that shows under the smallest unit (rounded to two decimals) stays as it is — a whole
 * number whole (`236` → `236`, `9999` → `9999`); from there on the largest unit it reaches after
 * rounding to two decimals (`12345` → `1.23万`, `99999999` → `1亿`; with `smallUnits`, `236` →
 * `2.36百`). Two decimals at most, trailing zeros dropped, the sign kept; anything not finite
 * shows {@link EMPTY_VALUE}.
 * @param options.smallUnits - also 千 and 百, for a screen that asks for them (spec §9 lists them).
 */
export function abbreviateNumber(value: NumericInput, options: { readonly smallUnits?: boolean } = {}): string {
  const n = toFinite(value);
  if (n === null) return EMPTY_VALUE;
  const units = options.smallUnits ? NUMBER_UNITS : LARGE_UNITS;
  const sign = n < 0 ? '-' : '';
  const plain = scaledMagnitude(n, 2);
  if (plain === 0n) return '0';
  if (plain < BigInt(units[units.length - 1]!.size) * 100n) return `${sign}${trimmed(plain)}`;
  for (const { unit, size } of units) {
    const hundredths = scaledMagnitude(n / size, 2);
    if (hundredths >= 100n) return `${sign}${trimmed(hundredths)}${unit}`;
  }
  return `${sign}${trimmed(plain)}`;
}
