import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { manifestCheck, manifestSchema } from '../registry/manifest-schema';
import { whenSchema } from '../when';
import { compileFastCheck } from './fast-check';
import { defineExtensionPoint, loaderSchema } from './point';
import { routePoint, subAppPoint } from './portal-points';

const noop = () => null;
const junk = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.boolean(),
  fc.constant([]),
  fc.constant({}),
  fc.constant(noop),
  fc.constant(Number.NaN),
  fc.constant(Number.POSITIVE_INFINITY),
);
/** Mostly a plausible value (valid or a near miss), sometimes anything. */
const maybe = <T>(plausible: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: plausible, weight: 12 }, { arbitrary: junk, weight: 1 });

const when: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  clause: fc.oneof(
    { depthSize: 'small' },
    fc.record({ menu: maybe(fc.integer()) }),
    fc.record({ anyMenu: maybe(fc.array(fc.integer(), { maxLength: 3 })) }),
    fc.record({ data: maybe(fc.string()) }),
    fc.record({
      accountType: maybe(
        fc.oneof(fc.constantFrom('owner', 'agency', 'operator'), fc.array(fc.string(), { maxLength: 2 })),
      ),
    }),
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

/** A point with every construct the plugins' points use (enum, arrays, nested objects, when). */
const tabPoint = defineExtensionPoint({
  kind: 'test-tab',
  owner: 'test',
  description: 'test',
  fields: {
    label: z.string().check(z.minLength(1)),
    to: z.string().check(z.minLength(1)),
    match: z.optional(z.array(z.string())),
    external: z.optional(z.boolean()),
    items: z.optional(
      z.array(z.object({ label: z.string().check(z.minLength(1)), to: z.string(), when: z.optional(whenSchema) })),
    ),
    target: z.optional(z.enum(['_self', '_blank'])),
    loader: z.optional(loaderSchema()),
  },
});
const POINTS = { route: routePoint, 'sub-app': subAppPoint, 'test-tab': tabPoint } as const;

const base = {
  name: maybe(fc.constantFrom('home', 'report/agency', 'a b', '', '/x')),
  id: fc.option(maybe(fc.constantFrom('route:a/home', 'x')), { nil: undefined }),
  when: fc.option(when, { nil: undefined }),
  order: fc.option(maybe(fc.integer()), { nil: undefined }),
};
const contribution = fc.oneof(
  fc.record({
    ...base,
    kind: fc.constant('route'),
    path: maybe(fc.constantFrom('/markets/a/', '/markets/a?x', '/other', '/markets/ b')),
    title: maybe(fc.constantFrom('首页', '')),
    layout: fc.option(maybe(fc.constantFrom('common', 'none', 'wide')), { nil: undefined }),
    subApp: fc.option(maybe(fc.string()), { nil: undefined }),
    loader: maybe(fc.constant(noop)),
  }),
  fc.record({
    ...base,
    kind: fc.constant('test-tab'),
    label: maybe(fc.constantFrom('数据', '')),
    to: maybe(fc.constant('/markets/report/')),
    match: fc.option(maybe(fc.array(fc.string(), { maxLength: 2 })), { nil: undefined }),
    target: fc.option(maybe(fc.constantFrom('_self', '_blank', '_top')), { nil: undefined }),
    items: fc.option(
      fc.array(
        fc.record({ label: maybe(fc.string()), to: maybe(fc.string()), when: fc.option(when, { nil: undefined }) }),
        { maxLength: 2 },
      ),
      { nil: undefined },
    ),
  }),
  fc.record({
    ...base,
    kind: fc.constant('sub-app'),
    namespace: maybe(fc.constantFrom('report', 'dpaManage', '1bad', 'a b')),
    mode: maybe(fc.constantFrom('local', 'qiankun', 'iframe')),
    title: maybe(fc.constant('数据')),
    default: fc.option(maybe(fc.boolean()), { nil: undefined }),
    prefetch: fc.option(maybe(fc.boolean()), { nil: undefined }),
  }),
);
const dep = fc.oneof(
  fc.constantFrom('header', 'Bad', '1x', ''),
  fc.record({ id: maybe(fc.constantFrom('core.request', '')) }),
  junk,
);
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

describe('compileFastCheck', () => {
  it("accepts only contributions their point's schema accepts", () => {
    let fast = 0;
    fc.assert(
      fc.property(contribution, (c) => {
        const point = POINTS[c.kind as keyof typeof POINTS];
        if (point.check(c)) {
          fast++;
          expect(point.schema.safeParse(c).success).toBe(true);
        }
      }),
      { numRuns: 20_000 },
    );
    // Not vacuous: a good share of the generated contributions take the fast path.
    expect(fast).toBeGreaterThan(500);
  });

  it('accepts only manifests the manifest schema accepts', () => {
    fc.assert(
      fc.property(manifest, (m) => {
        if (manifestCheck(m)) expect(manifestSchema.safeParse(m).success).toBe(true);
      }),
      { numRuns: 10_000 },
    );
  });

  it('takes the fast path for ordinary valid contributions and manifests', () => {
    const gate = { any: [{ accountType: 'owner' }, { all: [{ accountType: 'operator' }, { role: ['ADMIN'] }] }] };
    const route = { kind: 'route', name: 'report', path: '/markets/report/', title: '数据', loader: noop, when: gate };
    const tab = {
      kind: 'test-tab',
      name: 'data',
      label: '数据',
      to: '/markets/report/',
      order: 30,
      items: [{ label: '子', to: '/x', when: { not: { pushUser: true } } }],
    };
    const app = { kind: 'sub-app', name: 'report', namespace: 'report', mode: 'local', title: '数据' };
    expect([routePoint.check(route), tabPoint.check(tab), subAppPoint.check(app)]).toEqual([true, true, true]);
    expect(
      manifestCheck({ id: 'report', requires: ['header', { id: 'core.request' }], contributes: [route, tab, app] }),
    ).toBe(true);
  });

  it('leaves sparse arrays, extra when keys and unknown constructs to zod', () => {
    // eslint-disable-next-line no-sparse-arrays
    expect(manifestCheck({ id: 'a', requires: [, 'b'] })).toBe(false);
    expect(
      routePoint.check({
        kind: 'route',
        name: 'a',
        path: '/markets/a',
        title: 'a',
        loader: noop,
        when: { menu: 1, data: 'x' },
      }),
    ).toBe(false);
    expect(compileFastCheck(z.string().check(z.maxLength(3)))('ab')).toBe(false);
  });

  it('builds and compiles a lazy schema once for every schema that embeds it (the `when` of each point)', () => {
    let built = 0;
    const clause: z.ZodMiniType = z.lazy(() => {
      built += 1;
      return z.union([z.strictObject({ flag: z.string() }), z.strictObject({ not: clause })]);
    });
    const first = compileFastCheck(z.object({ when: z.optional(clause) }));
    const second = compileFastCheck(z.strictObject({ name: z.string(), when: clause }));
    expect(first({ when: { not: { flag: 'x' } } })).toBe(true);
    expect(first({ when: { not: { flag: 1 } } })).toBe(false);
    expect(second({ name: 'a', when: { flag: 'x' } })).toBe(true);
    expect(second({ name: 'a', when: { other: 'x' } })).toBe(false);
    // zod's own parse (a check that said "ask zod") reads the same body.
    expect(clause.safeParse({ flag: 'x' }).success).toBe(true);
    expect(built).toBe(1);
  });
});
