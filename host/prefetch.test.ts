import { describe, expect, it, vi } from 'vitest';
import { ExtensionRegistry, type PluginDefinition } from '@portico/core';
import { preloadFirstScreen, prefetchSubApps } from './prefetch';

describe('prefetchSubApps', () => {
  it('loads every local sub-app chunk except those marked prefetch: false', () => {
    const reg = new ExtensionRegistry();
    const loaders: Record<string, ReturnType<typeof vi.fn<() => Promise<{ default: null }>>>> = {};
    for (const [name, prefetch] of [['manage', undefined], ['report', undefined], ['toolbox', false], ['multipleCreative', false]] as const) {
      loaders[name] = vi.fn(async () => ({ default: null }));
      reg.register(name, { kind: 'sub-app', id: `sub-app:${name}`, name, namespace: name, title: name, mode: 'local', prefetch });
      reg.register(name, { kind: 'route', id: `route:${name}`, path: `/markets/${name}/`, title: name, subApp: name, loader: loaders[name] });
    }
    const tasks: Array<() => void> = [];
    expect(prefetchSubApps(reg, (t) => tasks.push(t))).toEqual(['manage', 'report']);
    expect(loaders.manage).not.toHaveBeenCalled();
    tasks.forEach((t) => t());
    expect(loaders.manage).toHaveBeenCalledOnce();
    expect(loaders.report).toHaveBeenCalledOnce();
    expect(loaders.toolbox).not.toHaveBeenCalled();
    expect(loaders.multipleCreative).not.toHaveBeenCalled();
  });
});

describe('preloadFirstScreen', () => {
  it('starts the page chunk of the current route and every header widget and overlay, nothing else', async () => {
    const load = () => vi.fn(async () => ({ default: null }));
    const [home, plan, widget, overlay, other] = [load(), load(), load(), load(), load()];
    const plugin = {
      id: 'p',
      contributes: [
        { kind: 'route', id: 'route:home', path: '/markets/manage/', title: '首页', loader: home },
        { kind: 'route', id: 'route:plan', path: '/markets/manage/PlanManage', title: '计划', loader: plan },
        { kind: 'header-widget', id: 'w', slot: 'header.right', loader: widget },
        { kind: 'overlay', id: 'o', slot: 'banner', loader: overlay },
        { kind: 'route', id: 'route:report', path: '/markets/report/', title: '数据', loader: other },
      ],
    } as unknown as PluginDefinition<unknown>;
    const preload = preloadFirstScreen([plugin], '/markets/manage/PlanManage');
    expect(preload.started).toEqual(['route:plan', 'w', 'o']);
    await expect(preload.settled).resolves.toBeUndefined();
    expect(plan).toHaveBeenCalledOnce();
    expect(widget).toHaveBeenCalledOnce();
    expect(overlay).toHaveBeenCalledOnce();
    expect(home).not.toHaveBeenCalled();
    expect(other).not.toHaveBeenCalled();
    // Case-sensitive like the router: /planmanage is a 404, so no page chunk.
    expect(preloadFirstScreen([plugin], '/markets/manage/planmanage').started).toEqual(['w', 'o']);
  });

  it('swallows a failing download (the page shows the retry UI when it really loads)', async () => {
    const failing = vi.fn(async () => Promise.reject(new Error('offline')));
    const plugin = { id: 'p', contributes: [{ kind: 'header-widget', id: 'w', slot: 'header.right', loader: failing }] } as unknown as PluginDefinition<unknown>;
    await expect(preloadFirstScreen([plugin], '/markets/').settled).resolves.toBeUndefined();
    expect(failing).toHaveBeenCalledOnce();
  });
});
