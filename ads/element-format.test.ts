import { describe, expect, it, vi } from 'vitest';
import { EMPTY_VALUE } from './number-format';
import { ELEMENT_TYPE, formatElement, isElementType, type ElementType } from './element-format';

describe('formatElement (spec §3 element types through the §9 formatters)', () => {
  it.each<[ElementType, unknown, string]>([
    [ELEMENT_TYPE.TEXT, '春季拉新计划', '春季拉新计划'],
    [ELEMENT_TYPE.TEXT, 42, '42'],
    [ELEMENT_TYPE.NUMBER, 1234567, '1,234,567'],
    [ELEMENT_TYPE.NUMBER, '2048.456', '2,048.46'],
    [ELEMENT_TYPE.PRICE, 123456, '1,234.56'],
    [ELEMENT_TYPE.PRICE, '500', '5.00'],
    [ELEMENT_TYPE.PERCENT, 12.5, '12.50%'],
    [ELEMENT_TYPE.RATE, 0.1234, '12.34%'],
    [ELEMENT_TYPE.SLOT, '操作', '操作'],
  ])('type %s: %s → %s', (type, value, text) => {
    expect(formatElement(type, value)).toBe(text);
  });

  it('abbreviates numbers where asked', () => {
    expect(formatElement(ELEMENT_TYPE.NUMBER, 12345, { abbreviate: true })).toBe('1.23万');
    expect(formatElement(ELEMENT_TYPE.NUMBER, 123456789, { abbreviate: true })).toBe('1.23亿');
  });

  it('shows the empty value for anything unusable, of every type', () => {
    for (const type of [0, 1, 2, 3, 4, 5] as const)
      for (const bad of [null, undefined, {}, [], NaN, Infinity, '', '  '])
        expect(formatElement(type, bad), `${type} ${String(bad)}`).toBe(EMPTY_VALUE);
    for (const type of [1, 2, 3, 4] as const) expect(formatElement(type, 'abc')).toBe(EMPTY_VALUE);
  });

  it('knows the six element types and nothing else', () => {
    expect([0, 1, 2, 3, 4, 5].every(isElementType)).toBe(true);
    expect([-1, 6, 1.5, '1', null].some(isElementType)).toBe(false);
  });
});

describe('the grouping formatter', () => {
  it('is made on the first grouped number, not when a first-screen chunk imports the module', async () => {
    vi.resetModules();
    const Real = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.NumberFormat>
    ) {
      return new Real(...args);
    });
    try {
      const fresh = await import('./element-format');
      expect(made).not.toHaveBeenCalled();
      expect(fresh.formatElement(ELEMENT_TYPE.NUMBER, 1234.5)).toBe('1,234.5');
      expect(fresh.formatElement(ELEMENT_TYPE.NUMBER, 99)).toBe('99');
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});
