import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { definePlugin, LayoutBlueprint, PageBlueprint, SubAppBlueprint, type PluginDefinition } from '@portico/sdk';
import { renderPortal } from './render-portal';

// A healthy sub-app whose page proves the portal booted.
const home = definePlugin({
  id: 'home',
  contributes: [
    ...SubAppBlueprint.make({ name: 'manage', namespace: 'manage', title: '推广', default: true }),
    PageBlueprint.make({
      path: '/markets/manage/',
      title: '首页',
      subApp: 'manage',
      loader: async () => ({ default: ({ title }: { title: string }) => <h1>{title}</h1> }),
    }),
    LayoutBlueprint.make({
      name: 'healthy',
      slot: 'banner',
      loader: async () => ({ default: () => <span>健康的组件</span> }),
    }),
  ],
});

const page = (id: string, path: string) =>
  definePlugin({
    id,
    contributes: [PageBlueprint.make({ path, title: id, loader: async () => ({ default: () => <h1>{id}</h1> }) })],
  });

async function bootWith(...extra: PluginDefinition<unknown>[]) {
  const portal = await renderPortal({ plugins: [home, ...extra], route: '/markets/' });
  expect(await screen.findByRole('heading', { level: 1, name: '首页' })).toBeInTheDocument();
  return portal.diagnostics.map((d) => `${d.code}:${d.pluginId}`);
}

describe('registry faults: the portal still boots', () => {
  it('bad manifest', async () => {
    expect(await bootWith({ id: 'Bad Plugin' } as PluginDefinition<unknown>)).toEqual([
      'PORTICO_E_INVALID_MANIFEST:Bad Plugin',
    ]);
  });

  it('missing dependency drops the plugin and its dependants', async () => {
    expect(
      await bootWith({ id: 'needs-ghost', requires: ['ghost'] }, { id: 'needs-needs', requires: ['needs-ghost'] }),
    ).toEqual(['PORTICO_E_MISSING_DEPENDENCY:needs-ghost', 'PORTICO_E_DEPENDENCY_FAILED:needs-needs']);
  });

  it('dependency cycle', async () => {
    expect(await bootWith({ id: 'x', requires: ['y'] }, { id: 'y', requires: ['x'] })).toEqual([
      'PORTICO_E_DEPENDENCY_CYCLE:x',
      'PORTICO_E_DEPENDENCY_CYCLE:y',
    ]);
  });

  it('duplicate route keeps the first plugin', async () => {
    expect(await bootWith(page('first', '/markets/dup'), page('second', '/markets/dup'))).toEqual([
      'PORTICO_E_DUPLICATE_ROUTE:second',
    ]);
  });

  it('activate throws', async () => {
    const boom = definePlugin({
      id: 'boom',
      activate() {
        throw new Error('kaput');
      },
      contributes: [
        LayoutBlueprint.make({
          name: 'widget',
          slot: 'banner',
          loader: async () => ({ default: () => <span>不应出现</span> }),
        }),
      ],
    });
    expect(await bootWith(boom)).toEqual(['PORTICO_E_ACTIVATE_FAILED:boom']);
    // The healthy widget of the same place has rendered: a widget of boom would have by now.
    expect(await screen.findByText('健康的组件')).toBeInTheDocument();
    expect(screen.queryByText('不应出现')).toBeNull();
  });

  it('activate hangs past its timeout', async () => {
    const hang = definePlugin({
      id: 'hang',
      activateTimeoutMs: 50,
      activate: () => new Promise<void>(() => undefined),
    });
    expect(await bootWith(hang)).toEqual(['PORTICO_E_ACTIVATE_TIMEOUT:hang']);
  });

  it('a widget that throws shows a fallback naming its plugin; the rest works', async () => {
    const crash = definePlugin({
      id: 'crashy',
      contributes: [
        LayoutBlueprint.make({
          name: 'widget',
          slot: 'banner',
          loader: async () => ({
            default: () => {
              throw new Error('render failed');
            },
          }),
        }),
      ],
    });
    const codes = await bootWith(crash);
    expect(await screen.findByText(/「crashy」出现异常/)).toBeInTheDocument();
    expect(screen.getByText('健康的组件')).toBeInTheDocument();
    expect(codes).toContain('PORTICO_E_CONTRIBUTION_CRASHED:crashy');
  });

  it('a chunk that fails to load offers a retry', async () => {
    let attempts = 0;
    const flaky = definePlugin({
      id: 'flaky',
      contributes: [
        LayoutBlueprint.make({
          name: 'widget',
          slot: 'banner',
          loader: () =>
            ++attempts === 1
              ? Promise.reject(new Error('network'))
              : Promise.resolve({ default: () => <span>第二次成功</span> }),
        }),
      ],
    });
    await bootWith(flaky);
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByText('第二次成功')).toBeInTheDocument();
  });
});
