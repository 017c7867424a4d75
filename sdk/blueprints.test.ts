import { describe, expect, it } from 'vitest';
import { resolvePlugins, type RouteContribution } from '@portico/core';
import { SubAppBlueprint } from './blueprints';
import { definePlugin } from './define-plugin';

const load = async () => ({ page: () => () => null });
const routesOf = (list: ReturnType<typeof SubAppBlueprint.make>) =>
  list.filter((c): c is RouteContribution => c.kind === 'route');

describe('SubAppBlueprint page titles', () => {
  it("takes each page's title from the sub-app's titles by path; a page's own title wins", () => {
    const made = SubAppBlueprint.make({
      namespace: 'books',
      title: '图书',
      pages: {
        load,
        titles: { '/': '首页', '/list': '列表' },
        routes: [{ path: '/' }, { path: '/list', title: '全部图书' }],
      },
    });
    expect(made[0]).toMatchObject({ kind: 'sub-app', name: 'books', namespace: 'books' });
    expect(routesOf(made).map((r) => [r.path, r.title])).toEqual([
      ['/markets/books/', '首页'],
      ['/markets/books/list', '全部图书'],
    ]);
  });

  it('does not compile a route whose path has no title', () => {
    const make = () =>
      SubAppBlueprint.make({
        namespace: 'books',
        title: '图书',
        pages: {
          load,
          titles: { '/': '首页' },
          // @ts-expect-error '/lost' is not a path of `titles`.
          routes: [{ path: '/' }, { path: '/lost' }],
        },
      });
    expect(make).not.toThrow();
  });

  it('refuses the plugin with PORTICO_E_INVALID_MANIFEST naming plugin and path when a title is missing at run time', () => {
    // What plain JavaScript, or a cast, lets through: `titles` without the page's path.
    const titles = { '/': '首页' } as Record<'/' | '/lost', string>;
    const plugin = definePlugin({
      id: 'books-app',
      contributes: SubAppBlueprint.make({
        namespace: 'books',
        title: '图书',
        pages: { load, titles, routes: [{ path: '/' }, { path: '/lost' }] },
      }),
    });
    const r = resolvePlugins([plugin], { coreServices: new Set() });
    expect(r.order).toEqual([]);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({
      code: 'PORTICO_E_INVALID_MANIFEST',
      pluginId: 'books-app',
      key: 'contributes.2.title',
    });
    expect(r.diagnostics[0].message).toContain('plugin "books-app"');
    expect(r.diagnostics[0].message).toContain('"/markets/books/lost"');
  });
});
