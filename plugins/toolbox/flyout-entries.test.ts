import { describe, expect, it } from 'vitest';
import { FLYOUT_ENTRIES } from './flyout-entries';
import { MESSAGES as M } from './messages';
import { BASE, ROUTES } from './routes';

describe("the toolbox sub-app's flyout entries", () => {
  it('each open a page of this sub-app and carry that very page gate (not a copy)', () => {
    for (const entry of FLYOUT_ENTRIES) {
      const path = entry.url!.split('?')[0].slice(BASE.length);
      const page = ROUTES.find((r) => r.path === path);
      expect(page, entry.key).toBeDefined();
      expect(entry.when, entry.key).toBe(page!.when);
    }
  });

  it('gate the pages that the spec gates, and those our menu mapping gives an id', () => {
    const gateOf = (key: string) => FLYOUT_ENTRIES.find((e) => e.key === key)?.when;
    expect(gateOf('adDiagnosis')).toEqual({ menu: 1047 });
    expect(gateOf('notifyView')).toEqual({ menu: 607 });
    expect(gateOf('operationLog')).toEqual({ menu: 635 });
    expect(gateOf('workOrders')).toBeUndefined();
  });
});

describe('经营验证', () => {
  it("has one name: the flyout entry and the toolbox home's card are named as the page is", () => {
    const entry = FLYOUT_ENTRIES.find((e) => e.key === 'businessValidation');
    // The sub-app titles each page from M.titles by its path.
    expect(ROUTES.find((r) => r.path === '/businessValidation')?.title).toBeUndefined();
    expect(M.titles['/businessValidation']).toBe('经营验证');
    expect(entry?.label).toBe(M.titles['/businessValidation']);
  });
});
