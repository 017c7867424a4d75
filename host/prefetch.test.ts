import { describe, expect, it, vi } from 'vitest';
import { ExtensionRegistry } from '@portico/core';
import { prefetchSubApps } from './prefetch';

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
