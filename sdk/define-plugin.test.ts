import { describe, expect, it } from 'vitest';
import { resolvePlugins, type PluginDefinition } from '@portico/core';
import { PageBlueprint } from './blueprints';
import { definePlugin } from './define-plugin';

describe('definePlugin', () => {
  it('gives each contribution its stable id', () => {
    const p = definePlugin({
      id: 'ids',
      contributes: [
        PageBlueprint.make({
          name: 'one',
          path: '/markets/one/',
          title: '一',
          loader: async () => ({ default: () => null }),
        }),
      ],
    });
    expect(p.contributes?.[0]?.id).toBe('route:ids/one');
  });

  it('leaves contributes that are not a list to the registry, which refuses the plugin by name and key', () => {
    // A plain-JS author passing one contribution where a list belongs.
    const one = PageBlueprint.make({
      name: 'one',
      path: '/markets/one/',
      title: '一',
      loader: async () => ({ default: () => null }),
    });
    let p: PluginDefinition<unknown> | undefined;
    expect(() => {
      p = definePlugin({ id: 'one-not-a-list', contributes: one as unknown as [] });
    }).not.toThrow();
    const r = resolvePlugins([p!], { coreServices: new Set() });
    expect(r.diagnostics[0]).toMatchObject({
      code: 'PORTICO_E_INVALID_MANIFEST',
      pluginId: 'one-not-a-list',
      key: 'contributes',
    });
  });
});
