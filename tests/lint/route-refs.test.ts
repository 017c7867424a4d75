import { describe, expect, it } from 'vitest';
import { createRouteRef, type PluginDefinition, type RouteRef, type When } from '@portico/sdk';
import { creativeRoutes } from '@portico/plugin/creative';
import { dpaManageRoutes } from '@portico/plugin/dpa-manage';
import { financeRoutes } from '@portico/plugin/finance';
import { manageRoutes } from '@portico/plugin/manage';
import { multipleCreativeRoutes } from '@portico/plugin/multiple-creative';
import { reportRoutes } from '@portico/plugin/report';
import { toolboxRoutes } from '@portico/plugin/toolbox';
import creative from '../../plugins/creative/plugin';
import dpaManage from '../../plugins/dpa-manage/plugin';
import finance from '../../plugins/finance/plugin';
import manage from '../../plugins/manage/plugin';
import multipleCreative from '../../plugins/multiple-creative/plugin';
import report from '../../plugins/report/plugin';
import toolbox from '../../plugins/toolbox/plugin';

// A route ref is the page's own path and gate: each one a sub-app exports names a page the
// sub-app registers, with that page's `when` (a ref without a gate may name a prefix of its pages).
interface Page {
  readonly path: string;
  readonly when?: When;
}

/** Refs that name no page of `pages`, or name one with another gate. */
function mismatches(refs: Readonly<Record<string, RouteRef>>, pages: readonly Page[]): string[] {
  return Object.entries(refs).flatMap(([name, ref]) => {
    const page = pages.find((p) => p.path === ref.path);
    if (page) return JSON.stringify(page.when) === JSON.stringify(ref.when) ? [] : [`${name}: gate differs`];
    const prefix = ref.when === undefined && pages.some((p) => p.path.startsWith(`${ref.path}/`));
    return prefix ? [] : [`${name}: no page at ${ref.path}`];
  });
}

const pagesOf = (plugin: PluginDefinition<never>): Page[] =>
  (plugin.contributes ?? []).flatMap((c) =>
    'path' in c && typeof c.path === 'string' ? [{ path: c.path, when: c.when }] : [],
  );

const FACES = [
  ['toolbox', toolboxRoutes, toolbox],
  ['manage', manageRoutes, manage],
  ['creative', creativeRoutes, creative],
  ['report', reportRoutes, report],
  ['finance', financeRoutes, finance],
  ['dpa-manage', dpaManageRoutes, dpaManage],
  ['multiple-creative', multipleCreativeRoutes, multipleCreative],
] as const;

describe('route refs of the sub-apps', () => {
  it.each(FACES)('%s: each names one of its pages, with that page’s gate', (_, refs, plugin) => {
    expect(mismatches(refs, pagesOf(plugin as PluginDefinition<never>))).toEqual([]);
  });

  it('fire on a ref whose page is gone or whose gate was copied wrong', () => {
    const pages: Page[] = [{ path: '/markets/x/a', when: { menu: 1 } }, { path: '/markets/x/b' }];
    expect(
      mismatches(
        {
          a: createRouteRef({ path: '/markets/x/a', when: { menu: 2 } }),
          b: createRouteRef({ path: '/markets/x/b' }),
          gone: createRouteRef({ path: '/markets/x/c' }),
          root: createRouteRef({ path: '/markets/x' }),
        },
        pages,
      ),
    ).toEqual(['a: gate differs', 'gone: no page at /markets/x/c']);
  });
});

describe('createRouteRef', () => {
  it('keeps path and gate and adds a query only when given', () => {
    const ref = createRouteRef({ path: '/markets/x/a', when: { menu: 1 } });
    expect([ref.path, ref.when, ref.href(), ref.href({ agency: 'true', level: 'creative' })]).toEqual([
      '/markets/x/a',
      { menu: 1 },
      '/markets/x/a',
      '/markets/x/a?agency=true&level=creative',
    ]);
    expect(Object.isFrozen(ref)).toBe(true);
    expect('when' in createRouteRef({ path: '/markets/x' })).toBe(false);
  });
});
