import { describe, expect, it, vi } from 'vitest';
import { createElement, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { ExtensionRegistry, type PluginDefinition } from '@portico/core';
import { lazyFromLoader } from '@portico/sdk/internal';
import { matchPath } from 'react-router-dom';
import { matchesRoute, preloadFirstScreen, prefetchSubApps } from './prefetch';

/** A script policy that allows the page's own origin only (no remote sub-app here reaches further). */
const ownOnly = { pageOrigin: location.origin, place: (url: string) => (url.startsWith('/') ? 'own' : null) } as const;

describe('prefetchSubApps', () => {
  it('loads every local sub-app chunk except those marked prefetch: false', () => {
    const reg = new ExtensionRegistry();
    const loaders: Record<string, ReturnType<typeof vi.fn<() => Promise<{ default: null }>>>> = {};
    for (const [name, prefetch] of [
      ['manage', undefined],
      ['report', undefined],
      ['toolbox', false],
      ['multipleCreative', false],
    ] as const) {
      loaders[name] = vi.fn(async () => ({ default: null }));
      reg.register(name, {
        kind: 'sub-app',
        id: `sub-app:${name}`,
        name,
        namespace: name,
        title: name,
        mode: 'local',
        prefetch,
      });
      reg.register(name, {
        kind: 'route',
        id: `route:${name}`,
        name,
        path: `/markets/${name}/`,
        title: name,
        subApp: name,
        loader: loaders[name],
      });
    }
    const tasks: Array<() => void> = [];
    expect(prefetchSubApps(reg, (t) => tasks.push(t), ownOnly)).toEqual(['manage', 'report']);
    expect(loaders.manage).not.toHaveBeenCalled();
    tasks.forEach((t) => t());
    expect(loaders.manage).toHaveBeenCalledOnce();
    expect(loaders.report).toHaveBeenCalledOnce();
    expect(loaders.toolbox).not.toHaveBeenCalled();
    expect(loaders.multipleCreative).not.toHaveBeenCalled();
  });

  it("loads every page of a sub-app: a page with a module of its own is prefetched with the sub-app's", () => {
    const reg = new ExtensionRegistry();
    reg.register('manage', {
      kind: 'sub-app',
      id: 'sub-app:manage',
      name: 'manage',
      namespace: 'manage',
      title: '推广',
      mode: 'local',
    });
    const home = vi.fn(async () => ({ default: null }));
    const lists = vi.fn(async () => ({ default: null }));
    for (const [name, loader] of [
      ['home', home],
      ['PlanManage', lists],
    ] as const)
      reg.register('manage', {
        kind: 'route',
        id: `route:manage/${name}`,
        name,
        path: `/markets/manage/${name}`,
        title: name,
        subApp: 'manage',
        loader,
      });
    const tasks: Array<() => void> = [];
    prefetchSubApps(reg, (t) => tasks.push(t), ownOnly);
    tasks.forEach((t) => t());
    expect(home).toHaveBeenCalledOnce();
    expect(lists).toHaveBeenCalledOnce();
  });

  it('preloads through preloadComponent: a prefetched page renders without suspending', async () => {
    const reg = new ExtensionRegistry();
    const Page = ({ title }: { title: string }) => createElement('h1', null, title);
    const loader = vi.fn(async () => ({ default: Page }));
    reg.register('report', {
      kind: 'sub-app',
      id: 'sub-app:report',
      name: 'report',
      namespace: 'report',
      title: '数据',
      mode: 'local',
    });
    reg.register('report', {
      kind: 'route',
      id: 'route:report',
      name: 'report',
      path: '/markets/report/',
      title: '数据',
      subApp: 'report',
      loader,
    });
    const tasks: Array<() => void> = [];
    prefetchSubApps(reg, (t) => tasks.push(t), ownOnly);
    tasks.forEach((t) => t());
    await vi.waitFor(() => expect(loader).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 0));
    const Lazy = lazyFromLoader(loader);
    render(
      createElement(
        Suspense,
        { fallback: createElement('p', null, '加载中') },
        createElement(Lazy, { title: '数据首页' }),
      ),
    );
    expect(screen.queryByText('加载中')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: '数据首页' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledOnce();
  });
});

describe('preloadFirstScreen', () => {
  it('starts the page chunk of the current route and every widget, nothing else', async () => {
    const load = () => vi.fn(async () => ({ default: null }));
    const [home, plan, widget, overlay, other] = [load(), load(), load(), load(), load()];
    const plugin = {
      id: 'p',
      contributes: [
        { kind: 'route', name: 'home', path: '/markets/manage/', title: '首页', loader: home },
        { kind: 'route', name: 'plan', path: '/markets/manage/PlanManage', title: '计划', loader: plan },
        { kind: 'header-widget', name: 'w', slot: 'right', loader: widget },
        { kind: 'layout', name: 'o', slot: 'overlay', loader: overlay },
        { kind: 'route', name: 'report', path: '/markets/report/', title: '数据', loader: other },
      ],
    } as unknown as PluginDefinition<unknown>;
    const preload = preloadFirstScreen([plugin], '/markets/manage/PlanManage');
    expect(preload.started).toEqual(['route:p/plan', 'header-widget:p/w', 'layout:p/o']);
    await expect(preload.settled).resolves.toBeUndefined();
    expect(plan).toHaveBeenCalledOnce();
    expect(widget).toHaveBeenCalledOnce();
    expect(overlay).toHaveBeenCalledOnce();
    expect(home).not.toHaveBeenCalled();
    expect(other).not.toHaveBeenCalled();
    // Case-sensitive like the router: /planmanage is a 404, so no page chunk.
    expect(preloadFirstScreen([plugin], '/markets/manage/planmanage').started).toEqual([
      'header-widget:p/w',
      'layout:p/o',
    ]);
  });

  it('swallows a failing download (the page shows the retry UI when it really loads)', async () => {
    const failing = vi.fn(async () => Promise.reject(new Error('offline')));
    const plugin = {
      id: 'p',
      contributes: [{ kind: 'header-widget', name: 'w', slot: 'right', loader: failing }],
    } as unknown as PluginDefinition<unknown>;
    await expect(preloadFirstScreen([plugin], '/markets/').settled).resolves.toBeUndefined();
    expect(failing).toHaveBeenCalledOnce();
  });

  it('starts a gated widget only once the session is known and only if it allows it; leaves eventually widgets to their phase', async () => {
    const load = () => vi.fn(async () => ({ default: null }));
    const [bar, agencyOnly, ownerOnly, bell] = [load(), load(), load(), load()];
    const plugin = {
      id: 'p',
      contributes: [
        { kind: 'layout', name: 'bar', slot: 'header', loader: bar },
        { kind: 'header-widget', name: 'a', slot: 'right', when: { accountType: 'agency' }, loader: agencyOnly },
        { kind: 'header-widget', name: 'o', slot: 'right', when: { accountType: 'owner' }, loader: ownerOnly },
        { kind: 'header-widget', name: 'bell', slot: 'right', phase: 'eventually', loader: bell },
      ],
    } as unknown as PluginDefinition<unknown>;
    let sessionKnown!: () => void;
    const known = new Promise<void>((resolve) => (sessionKnown = resolve));
    const preload = preloadFirstScreen([plugin], '/markets/', {
      known,
      allows: (when) => JSON.stringify(when) === JSON.stringify({ accountType: 'owner' }),
    });
    expect(preload.started).toEqual(['layout:p/bar']);
    expect(ownerOnly).not.toHaveBeenCalled();
    sessionKnown();
    await preload.settled;
    expect(preload.started).toEqual(['layout:p/bar', 'header-widget:p/o']);
    expect(ownerOnly).toHaveBeenCalledOnce();
    expect(agencyOnly).not.toHaveBeenCalled();
    expect(bell).not.toHaveBeenCalled();
  });
});

describe('matchesRoute', () => {
  // The prefix test only rules out; every answer must be matchPath's own.
  const paths = [
    '/markets/manage/',
    '/markets/manage/PlanManage',
    '/markets/Land',
    '/markets/report/:reportId',
    '/markets/finance/*',
    '/markets/a/:b?/c',
    '/markets/x?/y',
    '*',
    '/',
    '',
  ];
  const pathnames = [
    '/markets/manage',
    '/markets/manage/',
    '/markets/manage/PlanManage',
    '/markets/manage/planmanage',
    '/markets/Land',
    '/markets/land',
    '/markets/report/12',
    '/markets/report/',
    '/markets/finance/records',
    '/markets/finance',
    '/markets/a/c',
    '/markets/a/1/c',
    '/markets/y',
    '/markets/x/y',
    '/',
    '/other',
  ];
  it.each(paths)('answers as matchPath does for %j', (path) => {
    for (const pathname of pathnames)
      expect([pathname, matchesRoute(path, pathname)]).toEqual([
        pathname,
        matchPath({ path, caseSensitive: true, end: true }, pathname) !== null,
      ]);
  });
});
