import { describe, expect, it, vi } from 'vitest';
import { createPortalRuntime, hintOf, MemoryStorage, routePoint, type PortalRuntime } from '@portico/core';
import type { EntryLoader } from './entry';
import { RemotePluginRecords } from './records';
import { startRemotePlugins, type RemotePluginsSetup } from './start';

const PAGE = 'https://portal.example.cn/markets/home/';
const MANIFEST = 'https://portal.example.cn/plugins/acme/portico-plugin.json';
const ENTRY = 'https://portal.example.cn/plugins/acme/plugin.js';

const runtime = () =>
  createPortalRuntime({
    location: { href: PAGE, origin: new URL(PAGE).origin, assign: () => undefined, open: () => undefined },
    cookies: () => '',
    fetch: () => Promise.reject(new Error('no network')),
    now: () => Date.now(),
    saveFile: () => undefined,
    storage: { local: new MemoryStorage(), session: new MemoryStorage() },
  });

const plugin = {
  id: 'acme',
  contributes: [
    {
      kind: 'route',
      name: 'ext/acme',
      path: '/markets/ext/acme',
      title: '远程',
      loader: () => Promise.resolve({ default: () => null }),
    },
  ],
};

function setup(r: PortalRuntime, entries: EntryLoader, over: Partial<RemotePluginsSetup> = {}): RemotePluginsSetup {
  const manifest = JSON.stringify({ id: 'acme', version: '1.0.0', sdk: '^1.0.0', entry: './plugin.js' });
  return {
    runtime: r,
    activated: Promise.resolve(),
    specs: [{ id: 'acme', from: '/plugins/acme/portico-plugin.json' }],
    options: {},
    builtInIds: new Set(['header']),
    records: new RemotePluginRecords(),
    base: PAGE,
    place: (url) => (new URL(url).origin === new URL(PAGE).origin ? 'own' : null),
    fetch: (async (input: RequestInfo | URL) =>
      String(input) === MANIFEST
        ? new Response(manifest)
        : new Response('', { status: 404 })) as unknown as typeof fetch,
    entries,
    ...over,
  };
}

const paths = (r: PortalRuntime) => r.extensions.list(routePoint).map((c) => `${c.pluginId} ${c.path}`);

describe('startRemotePlugins (issue 37)', () => {
  it('holds the plugin’s page while it loads, then hands it over to the plugin’s own', async () => {
    const r = runtime();
    let arrive = (_: unknown) => {};
    const entries: EntryLoader = {
      preload: () => Promise.resolve(),
      importModule: (url) => {
        expect(url).toBe(ENTRY);
        return new Promise((resolve) => (arrive = resolve));
      },
    };
    const s = setup(r, entries);
    const done = startRemotePlugins(s);
    expect(paths(r)).toEqual(['acme /markets/ext/acme', 'acme /markets/ext/acme/*']);
    expect(s.records.get('acme')?.state).toBe('loading');
    await vi.waitFor(() => expect(s.records.get('acme')?.version).toBe('1.0.0'));
    arrive({ default: plugin });
    await done;
    expect(paths(r)).toEqual(['acme /markets/ext/acme']);
    expect(r.extensions.list(routePoint)[0].id).toBe('route:acme/ext/acme');
    expect(s.records.get('acme')).toMatchObject({ state: 'loaded', sdk: '^1.0.0' });
  });

  it('a failure: one console error with the code, the record, and the held page rejects until 重试 loads it', async () => {
    const r = runtime();
    let fail = true;
    const entries: EntryLoader = {
      preload: () => Promise.resolve(),
      importModule: () => (fail ? Promise.reject(new Error('boom')) : Promise.resolve({ default: plugin })),
    };
    const s = setup(r, entries);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await startRemotePlugins(s);
      // The line comes with its hint, once the hint table (a lazy chunk) has arrived.
      await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
      expect(String(error.mock.calls[0][0])).toMatch(
        /PORTICO_E_PLUGIN_ENTRY_FAILED: remote plugin "acme" from https:\/\/portal\.example\.cn\/plugins\/acme\/plugin\.js: .*boom/,
      );
      expect(error.mock.calls[0][1]).toBe(await hintOf('PORTICO_E_PLUGIN_ENTRY_FAILED'));
      expect(error.mock.calls[0][1]).toMatch(/definePlugin/);
      expect(s.records.get('acme')).toMatchObject({ state: 'failed', code: 'PORTICO_E_PLUGIN_ENTRY_FAILED' });
      const held = r.extensions.list(routePoint)[0] as unknown as { loader: () => Promise<unknown> };
      // The page shows the error (the loader rejects); its 重试 calls the loader again, which loads anew.
      fail = false;
      await held.loader();
      expect(s.records.get('acme')?.state).toBe('loaded');
      expect(paths(r)).toEqual(['acme /markets/ext/acme']);
    } finally {
      error.mockRestore();
    }
  });

  it('a load that never ends fails with PORTICO_E_PLUGIN_TIMEOUT at its limit', async () => {
    const r = runtime();
    const entries: EntryLoader = { preload: () => Promise.resolve(), importModule: () => new Promise(() => {}) };
    const s = setup(r, entries, { timeoutMs: 50 });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await startRemotePlugins(s);
      expect(s.records.get('acme')).toMatchObject({ state: 'failed', code: 'PORTICO_E_PLUGIN_TIMEOUT' });
      expect(error).toHaveBeenCalledTimes(1);
    } finally {
      error.mockRestore();
    }
  });
});
