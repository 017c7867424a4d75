import { describe, expect, it, vi } from 'vitest';
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

describe('SubAppBlueprint.pages: one record per page', () => {
  const ADMIN = { role: 'ADMIN' } as const;
  const PAGES = SubAppBlueprint.pages({
    namespace: 'books',
    titles: { '/': '首页', '/admin': '管理' },
    pages: { home: { path: '/' }, admin: { path: '/admin', when: ADMIN, section: 'staff' } },
  });

  it('gives each page a ref with its full path and its very gate, and the root and prefixes without one', () => {
    expect([PAGES.refs.home.path, PAGES.refs.admin.path, PAGES.root.path]).toEqual([
      '/markets/books/',
      '/markets/books/admin',
      '/markets/books',
    ]);
    expect(PAGES.refs.admin.when).toBe(ADMIN);
    expect('when' in PAGES.refs.home).toBe(false);
    expect(PAGES.prefix('/admin').href({ tab: 'a' })).toBe('/markets/books/admin?tab=a');
    expect('when' in PAGES.prefix('/admin')).toBe(false);
    // @ts-expect-error a page the record does not name has no ref.
    expect(PAGES.refs.lost).toBeUndefined();
  });

  it('registers the very pages its refs name, with the same path and gate, and only the route fields', () => {
    const page = vi.fn(() => () => null);
    const made = routesOf(SubAppBlueprint.make({ title: '图书', pages: { ...PAGES, load: async () => ({ page }) } }));
    expect(made.map((r) => [r.path, r.title, r.when])).toEqual([
      [PAGES.refs.home.path, '首页', undefined],
      [PAGES.refs.admin.path, '管理', ADMIN],
    ]);
    expect(made[1].subApp).toBe('books');
    expect('section' in made[1]).toBe(false);
    return made[1].loader().then(() => expect(page).toHaveBeenCalledWith('/admin', 'admin'));
  });

  it('does not compile a page whose path has no title', () => {
    const make = () =>
      SubAppBlueprint.pages({
        namespace: 'books',
        titles: { '/': '首页' },
        // @ts-expect-error '/lost' is not a path of `titles`.
        pages: { home: { path: '/' }, lost: { path: '/lost' } },
      });
    expect(make).not.toThrow();
  });
});
