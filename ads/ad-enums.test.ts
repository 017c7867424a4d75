import { describe, expect, it } from 'vitest';
import {
  AD_TYPE,
  AD_TYPES,
  CREATIVE_TYPE,
  CREATIVE_TYPES,
  DAY_LIMIT,
  DAY_LIMITS,
  DELIVERY_MODE,
  DELIVERY_MODES,
  DYNAMIC_MODE,
  DYNAMIC_MODES,
  enumLabel,
  EXTENSION_TYPE,
  EXTENSION_TYPES,
  FLOW_SCENE,
  FLOW_SCENES,
  PACING,
  PACINGS,
  TRAFFIC,
  TRAFFICS,
  type Labelled,
} from './ad-enums';

const TABLES: ReadonlyArray<[string, Readonly<Record<string, number>>, ReadonlyArray<Labelled<number>>]> = [
  ['creative type', CREATIVE_TYPE, CREATIVE_TYPES],
  ['dynamic mode', DYNAMIC_MODE, DYNAMIC_MODES],
  ['extension type', EXTENSION_TYPE, EXTENSION_TYPES],
  ['ad type', AD_TYPE, AD_TYPES],
  ['traffic', TRAFFIC, TRAFFICS],
  ['flow scene', FLOW_SCENE, FLOW_SCENES],
  ['day limit', DAY_LIMIT, DAY_LIMITS],
  ['pacing', PACING, PACINGS],
  ['delivery mode', DELIVERY_MODE, DELIVERY_MODES],
];

describe('spec §3 enumerations', () => {
  it.each(TABLES)('%s: every value labelled once, in Chinese', (_name, values, table) => {
    expect(table.map((e) => e.value).sort((a, b) => a - b)).toEqual(Object.values(values).sort((a, b) => a - b));
    expect(new Set(table.map((e) => e.label)).size).toBe(table.length);
    for (const e of table) expect(e.label).toMatch(/[\u4e00-\u9fff]/);
  });

  it('has the spec values', () => {
    expect(EXTENSION_TYPE).toEqual({ WEB: 1, APP_DOWNLOAD: 2, QUICK_APP: 3, APP_CALLUP: 6, MINI_PROGRAM: 7, LIVE: 8 });
    expect(DAY_LIMIT).toEqual({ NONE: 0, BUDGET: 1 });
    expect(PACING).toEqual({ NORMAL: 0, UNIFORM: 1 });
    expect(DELIVERY_MODE).toEqual({ STABLE_COST: 0, MAX_CONVERSION: 1, COST_CAP: 2 });
    expect(AD_TYPE).toEqual({ NORMAL: 0, BOOKING: 1, PRODUCT: 2 });
    expect(TRAFFIC).toEqual({ ALL: 1, OWN: 2, UNION: 3 });
    expect(CREATIVE_TYPE).toEqual({ CUSTOM: 0, AUTO_DERIVED: 1, INHERITED: 2, PROGRAMMATIC: 5, DYNAMIC_PRODUCT: 6 });
    expect(DYNAMIC_MODE).toEqual({ DIRECT: 0, TEMPLATE: 1 });
  });
});

describe('enumLabel', () => {
  it('labels listed values, numeric strings included', () => {
    expect(enumLabel(PACINGS, 1)).toBe('匀速投放');
    expect(enumLabel(DELIVERY_MODES, '2')).toBe('成本上限');
    expect(enumLabel(CREATIVE_TYPES, 5)).toBe('程序化创意');
  });

  it('shows 未知 with the raw value for anything unlisted, and never throws', () => {
    expect(enumLabel(EXTENSION_TYPES, 4)).toBe('未知（4）');
    expect(enumLabel(TRAFFICS, 'union')).toBe('未知（union）');
    expect(enumLabel(AD_TYPES, true)).toBe('未知（true）');
    expect(enumLabel(AD_TYPES, { type: 1 })).toBe('未知（object）');
    expect(enumLabel(AD_TYPES, 1.5)).toBe('未知（1.5）');
  });

  it('shows the empty value when there is no value', () => {
    for (const none of [null, undefined, '']) expect(enumLabel(PACINGS, none)).toBe('-');
  });
});
