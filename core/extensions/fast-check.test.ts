import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { manifestSchema } from './manifest-schema';
import { quickCheckManifest } from './quick-check';

const noop = () => null;
const junk = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer(), fc.double(), fc.string(), fc.boolean(), fc.constant([]), fc.constant({}), fc.constant(noop), fc.constant(Number.NaN), fc.constant(Number.POSITIVE_INFINITY));
/** Mostly a plausible value (valid or a near miss), sometimes anything. */
const maybe = <T>(plausible: fc.Arbitrary<T>) => fc.oneof({ arbitrary: plausible, weight: 12 }, { arbitrary: junk, weight: 1 });

const when: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  clause: fc.oneof(
    { depthSize: 'small' },
    fc.record({ menu: maybe(fc.integer()) }),
    fc.record({ anyMenu: maybe(fc.array(fc.integer(), { maxLength: 3 })) }),
    fc.record({ data: maybe(fc.string()) }),
    fc.record({ accountType: maybe(fc.oneof(fc.constantFrom('owner', 'agency', 'operator'), fc.array(fc.string(), { maxLength: 2 }))) }),
    fc.record({ role: maybe(fc.constantFrom('ADMIN', 'RECHARGE')) }),
    fc.record({ pushUser: maybe(fc.boolean()) }),
    fc.record({ loginType: maybe(fc.array(fc.integer(), { maxLength: 3 })) }),
    fc.record({ flag: maybe(fc.string()) }),
    fc.record({ menu: fc.integer(), data: fc.string() }),
    fc.record({ bogus: fc.integer() }),
    fc.record({ all: fc.array(tie('clause'), { maxLength: 3 }) }),
    fc.record({ any: fc.array(tie('clause'), { maxLength: 3 }) }),
    fc.record({ not: tie('clause') }),
    fc.record({ menu: fc.integer() }),
    fc.record({ accountType: fc.constantFrom('owner', 'agency') }),
  ),
})).clause;

const base = { id: maybe(fc.constantFrom('x:1', 'route:a/b')), when: fc.option(when, { nil: undefined }), order: fc.option(maybe(fc.integer()), { nil: undefined }) };
const contribution = fc.oneof(
  fc.record({ ...base, kind: fc.constant('route'), path: maybe(fc.constantFrom('/markets/a/', '/markets/a?x', '/other', '/markets/ b')), title: maybe(fc.constantFrom('首页', '')), layout: fc.option(maybe(fc.constantFrom('common', 'none', 'wide')), { nil: undefined }), loader: maybe(fc.constant(noop)) }),
  fc.record({ ...base, kind: fc.constant('header-tab'), label: maybe(fc.constantFrom('数据', '')), to: maybe(fc.constant('/markets/report/')), match: fc.option(maybe(fc.array(fc.string(), { maxLength: 2 })), { nil: undefined }), items: fc.option(fc.array(fc.record({ label: maybe(fc.string()), to: maybe(fc.string()), when: fc.option(when, { nil: undefined }) }), { maxLength: 2 }), { nil: undefined }) }),
  fc.record({ ...base, kind: fc.constant('header-widget'), slot: maybe(fc.constantFrom('header.left', 'header.right', 'footer')), loader: maybe(fc.constant(noop)) }),
  fc.record({ ...base, kind: fc.constant('overlay'), slot: maybe(fc.constantFrom('banner', 'overlay', 'header.left')), loader: maybe(fc.constant(noop)) }),
  fc.record({ ...base, kind: fc.constant('toolbox-entry'), group: maybe(fc.constantFrom('account', 'data', 'other')), key: maybe(fc.constantFrom('k', '')), name: maybe(fc.constant('工单')), url: fc.option(maybe(fc.string()), { nil: undefined }), target: fc.option(maybe(fc.constantFrom('_self', '_blank', '_top')), { nil: undefined }) }),
  fc.record({ ...base, kind: fc.constant('sub-app'), name: maybe(fc.constant('report')), namespace: maybe(fc.constantFrom('report', 'dpaManage', '1bad', 'a b')), mode: maybe(fc.constantFrom('local', 'qiankun', 'iframe')), title: maybe(fc.constant('数据')), default: fc.option(maybe(fc.boolean()), { nil: undefined }) }),
  fc.record({ ...base, kind: maybe(fc.constantFrom('page', 'route')) }),
);
const dep = fc.oneof(fc.constantFrom('header', 'Bad', '1x', ''), fc.record({ id: maybe(fc.constantFrom('core.request', '')) }), junk);
const manifest = fc.oneof(
  fc.record(
    {
      id: maybe(fc.constantFrom('manage', 'dpa-manage', 'Bad', '-x', '')),
      title: maybe(fc.string()),
      requires: maybe(fc.array(dep, { maxLength: 3 })),
      optional: maybe(fc.array(dep, { maxLength: 2 })),
      provides: maybe(fc.array(fc.record({ id: maybe(fc.string()) }), { maxLength: 2 })),
      contributes: maybe(fc.array(contribution, { maxLength: 4 })),
      activateTimeoutMs: maybe(fc.integer({ min: -5, max: 10_000 })),
      activate: maybe(fc.constant(noop)),
    },
    { requiredKeys: ['id'] },
  ),
  junk,
);

describe('quickCheckManifest', () => {
  it('accepts only manifests the zod schema accepts', () => {
    fc.assert(
      fc.property(manifest, (m) => {
        if (quickCheckManifest(m)) expect(manifestSchema.safeParse(m).success).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });

  it('takes the fast path for ordinary valid manifests', () => {
    const m = {
      id: 'report',
      requires: ['header', { id: 'core.request' }],
      contributes: [
        { kind: 'sub-app', id: 'sub-app:report', name: 'report', namespace: 'report', mode: 'local', title: '数据' },
        { kind: 'route', id: 'route:report/', path: '/markets/report/', title: '数据', loader: noop, when: { any: [{ accountType: 'owner' }, { all: [{ accountType: 'operator' }, { role: ['ADMIN'] }] }] } },
        { kind: 'header-tab', id: 'tab', label: '数据', to: '/markets/report/', order: 30, items: [{ label: '子', to: '/x', when: { not: { pushUser: true } } }] },
        { kind: 'toolbox-entry', id: 'tb', group: 'data', key: 'diag', name: '广告诊断', url: '/markets/toolbox/AdDiagnostic', when: { menu: 1047 } },
      ],
    };
    expect(quickCheckManifest(m)).toBe(true);
    expect(manifestSchema.safeParse(m).success).toBe(true);
  });

  it('leaves sparse arrays, extra when keys and options to zod', () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(quickCheckManifest({ id: 'a', requires: [, 'b'] })).toBe(false);
    expect(quickCheckManifest({ id: 'a', contributes: [{ kind: 'overlay', id: 'o', slot: 'banner', loader: noop, when: { menu: 1, data: 'x' } }] })).toBe(false);
    expect(quickCheckManifest({ id: 'a', options: { safeParse: noop } })).toBe(false);
  });
});
