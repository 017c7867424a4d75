import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { abbreviateNumber, EMPTY_VALUE, formatPrice, formatRate, parsePrice } from './number-format';

/** The number an abbreviation stands for (`1.23万` → 12300). */
function valueOf(text: string): number {
  const m = /^(-?[\d.]+)(亿|万|千|百)?$/.exec(text);
  if (!m) throw new Error(`not an abbreviation: ${text}`);
  const size = { 亿: 1e8, 万: 1e4, 千: 1e3, 百: 1e2 }[m[2] as '亿' | '万' | '千' | '百'] ?? 1;
  return Number(m[1]) * size;
}

const anyInput = fc.oneof(fc.double(), fc.integer(), fc.string(), fc.constant(null), fc.constant(undefined));

describe('formatPrice (spec §9: cents ÷ 100, two decimals, thousands commas)', () => {
  it.each<[number | string | null | undefined, string]>([
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [123456, '1,234.56'],
    [123456789, '1,234,567.89'],
    [100000000, '1,000,000.00'],
    [-123456, '-1,234.56'],
    [-0.4, '0.00'],
    [12.5, '0.13'],
    ['98765', '987.65'],
    [Number.MAX_SAFE_INTEGER, '90,071,992,547,409.91'],
    [NaN, EMPTY_VALUE],
    [Infinity, EMPTY_VALUE],
    [-Infinity, EMPTY_VALUE],
    [null, EMPTY_VALUE],
    [undefined, EMPTY_VALUE],
    ['', EMPTY_VALUE],
    ['abc', EMPTY_VALUE],
  ])('%s → %s', (cents, text) => {
    expect(formatPrice(cents)).toBe(text);
  });

  it('round-trips every safe whole number of cents through parsePrice', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => parsePrice(formatPrice(cents)) === (cents === 0 ? 0 : cents)),
    );
  });

  it('keeps order: more cents never show as a smaller price', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }),
        fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e15, max: 1e15 }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          return parsePrice(formatPrice(lo))! <= parsePrice(formatPrice(hi))!;
        },
      ),
    );
  });

  it('always groups by three and shows two decimals for finite input', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (cents) =>
        /^-?\d{1,3}(,\d{3})*\.\d{2}$/.test(formatPrice(cents)),
      ),
    );
  });

  it('reads user-typed prices and refuses other text', () => {
    expect(parsePrice('1,234.5')).toBe(123450);
    expect(parsePrice(' 7 ')).toBe(700);
    expect(parsePrice('-0.07')).toBe(-7);
    expect(parsePrice('-0.00')).toBe(0);
    for (const bad of ['', '1,23.00', '1.234', 'abc', '--1', '1e3', '¥1']) expect(parsePrice(bad)).toBeNull();
  });
});

describe('formatRate (spec §9: × 100, two decimals, percent sign)', () => {
  it.each<[number | string | null, string]>([
    [0, '0.00%'],
    [0.1234, '12.34%'],
    [0.12345, '12.35%'],
    [1, '100.00%'],
    [1.5, '150.00%'],
    [-0.025, '-2.50%'],
    [-0.00001, '0.00%'],
    ['0.5', '50.00%'],
    [1e10, '1000000000000.00%'],
    [NaN, EMPTY_VALUE],
    [Infinity, EMPTY_VALUE],
    [null, EMPTY_VALUE],
  ])('%s → %s', (ratio, text) => {
    expect(formatRate(ratio)).toBe(text);
  });

  it('writes huge ratios out in digits', () => {
    expect(formatRate(1e300)).toMatch(/^1\d{302}\.\d{2}%$/);
    expect(formatRate(Number.MAX_VALUE)).toMatch(/^\d+\.\d{2}%$/);
  });

  it('keeps order for ratios', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
        fc.double({ noNaN: true, min: -1e6, max: 1e6 }),
        (a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          return parseFloat(formatRate(lo)) <= parseFloat(formatRate(hi));
        },
      ),
    );
  });
});

/** The unit step of an abbreviation's last digit (`1.23万` → 100). */
const unitOf = (text: string) =>
  text.endsWith('亿') ? 1e8 : text.endsWith('万') ? 1e4 : text.endsWith('千') ? 1e3 : text.endsWith('百') ? 1e2 : 1;

describe('abbreviateNumber (spec §9: 亿 and 万 for large figures; 千 and 百 only when asked)', () => {
  it.each<[number | string | null, string]>([
    [0, '0'],
    [7, '7'],
    [99, '99'],
    [99.456, '99.46'],
    [100, '100'],
    [236, '236'],
    [1000, '1000'],
    [1234, '1234'],
    [9999, '9999'],
    [9999.5, '9999.5'],
    [9999.996, '1万'],
    [10000, '1万'],
    [12345, '1.23万'],
    [123456789, '1.23亿'],
    [99999999, '1亿'],
    [1e12, '10000亿'],
    [-236, '-236'],
    [-12345, '-1.23万'],
    [-0.001, '0'],
    ['236', '236'],
    ['12345', '1.23万'],
    [NaN, EMPTY_VALUE],
    [-Infinity, EMPTY_VALUE],
    [null, EMPTY_VALUE],
  ])('%s → %s', (value, text) => {
    expect(abbreviateNumber(value)).toBe(text);
  });

  it.each<[number, string]>([
    [99, '99'],
    [99.999, '1百'],
    [100, '1百'],
    [236, '2.36百'],
    [250, '2.5百'],
    [1000, '1千'],
    [1234, '1.23千'],
    [9999, '1万'],
    [12345, '1.23万'],
    [-250, '-2.5百'],
  ])('with smallUnits: %s → %s', (value, text) => {
    expect(abbreviateNumber(value, { smallUnits: true })).toBe(text);
  });

  it('shows every whole number under 10,000 whole, digit for digit', () => {
    fc.assert(fc.property(fc.integer({ min: -9999, max: 9999 }), (n) => abbreviateNumber(n) === String(n)));
  });

  it('abbreviates every figure from 10,000 on with 万 or 亿, never 千 or 百', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, min: 1e4, max: 1e14 }), fc.boolean(), (n, negative) =>
        /^-?\d+(\.\d{1,2})?(万|亿)$/.test(abbreviateNumber(negative ? -n : n)),
      ),
    );
  });

  for (const smallUnits of [false, true]) {
    it(`keeps order, whatever the unit${smallUnits ? ' (smallUnits)' : ''}`, () => {
      fc.assert(
        fc.property(
          fc.double({ noNaN: true, min: 0, max: 1e14 }),
          fc.double({ noNaN: true, min: 0, max: 1e14 }),
          (a, b) => {
            const [lo, hi] = a <= b ? [a, b] : [b, a];
            return valueOf(abbreviateNumber(lo, { smallUnits })) <= valueOf(abbreviateNumber(hi, { smallUnits }));
          },
        ),
      );
    });

    it(`stays within half a unit step of the value${smallUnits ? ' (smallUnits)' : ''}`, () => {
      fc.assert(
        fc.property(fc.double({ noNaN: true, min: -1e14, max: 1e14 }), (n) => {
          const text = abbreviateNumber(n, { smallUnits });
          return Math.abs(valueOf(text) - n) <= unitOf(text) * 0.005 + 1e-9 * Math.abs(n);
        }),
      );
    });
  }
});

describe('every formatter', () => {
  it('never throws and never shows NaN or Infinity, for any input', () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        for (const f of [formatPrice, formatRate, abbreviateNumber]) {
          const text = f(input);
          if (typeof text !== 'string' || /NaN|Infinity|e[+-]/.test(text)) return false;
        }
        return true;
      }),
      { numRuns: 2000 },
    );
  });
});
