import { describe, expect, it, vi } from 'vitest';
import type { UrlPlace } from '@portico/core';
import { SDK_VERSION } from '@portico/sdk/internal';
import type { EntryLoader } from './entry';
import { RemotePluginFailure } from './failure';
import { loadRemotePlugin, type LoaderEnvironment, type RemotePluginSpec } from './load';

const PAGE = 'https://portal.example.cn/markets/home/';
const CDN = 'https://plugins.example.com';

const manifest = (over: Record<string, unknown> = {}) => ({
  id: 'acme-weather',
  version: '1.4.0',
  sdk: '^1.0.0',
  entry: './plugin.js',
  title: '天气',
  ...over,
});

/** A world of files by address; each fetch and import is recorded. */
function world(files: Record<string, unknown>, modules: Record<string, unknown> = {}) {
  const fetched: string[] = [];
  const imported: string[] = [];
  const preloaded: string[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    fetched.push(url);
    if (!(url in files)) return new Response('not found', { status: 404 });
    const body = files[url];
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 });
  }) as unknown as typeof fetch;
  const entries: EntryLoader = {
    preload: async (url, integrity) => {
      preloaded.push(url);
      if (integrity !== 'sha384-good') throw new Error('the entry does not match its integrity');
    },
    importModule: async (url) => {
      imported.push(url);
      const m = modules[url];
      if (m instanceof Error) throw m;
      if (m === undefined) throw new TypeError('Failed to fetch dynamically imported module');
      return m;
    },
  };
  const env = (over: Partial<LoaderEnvironment> = {}): LoaderEnvironment => ({
    base: PAGE,
    // The one URL policy, as the runtime builds it: the page's origin, or an allowed https host.
    place: (url): UrlPlace | null => {
      const u = new URL(url, PAGE);
      if (u.origin === new URL(PAGE).origin) return 'own';
      return u.protocol === 'https:' && u.host === 'plugins.example.com' ? 'allowed' : null;
    },
    fetch: fetchFn,
    entries,
    builtInIds: new Set(['header', 'manage']),
    signal: new AbortController().signal,
    ...over,
  });
  return { env, fetched, imported, preloaded };
}

const plugin = (id = 'acme-weather') => ({ default: { id, contributes: [] } });

async function failureOf(spec: RemotePluginSpec, env: LoaderEnvironment): Promise<RemotePluginFailure> {
  try {
    await loadRemotePlugin(spec, env);
  } catch (err) {
    if (err instanceof RemotePluginFailure) return err;
    throw err;
  }
  throw new Error('expected a failure');
}

describe('loadRemotePlugin (issue 37)', () => {
  const from = `${CDN}/acme-weather/1.4.0/portico-plugin.json`;

  it('loads a plugin from an allowed host: the entry relative to the manifest', async () => {
    const w = world(
      { [from]: manifest({ entry: './plugin.js' }) },
      { [`${CDN}/acme-weather/1.4.0/plugin.js`]: plugin() },
    );
    const loaded = await loadRemotePlugin({ id: 'acme-weather', from }, w.env());
    expect(loaded.plugin.id).toBe('acme-weather');
    expect(loaded.entryUrl).toBe(`${CDN}/acme-weather/1.4.0/plugin.js`);
    expect(loaded.manifest).toMatchObject({ version: '1.4.0', sdk: '^1.0.0' });
  });

  it.each([
    ['./dist/plugin.js', `${CDN}/acme-weather/1.4.0/dist/plugin.js`],
    ['../shared/plugin.js', `${CDN}/acme-weather/shared/plugin.js`],
    ['/acme/plugin.js', `${CDN}/acme/plugin.js`],
    [`${CDN}/elsewhere/plugin.js`, `${CDN}/elsewhere/plugin.js`],
  ])('resolves entry %s against the manifest: %s', async (entry, expected) => {
    const w = world({ [from]: manifest({ entry }) }, { [expected]: plugin() });
    expect((await loadRemotePlugin({ id: 'acme-weather', from }, w.env())).entryUrl).toBe(expected);
  });

  it("a site path loads from the portal's origin", async () => {
    const w = world(
      { 'https://portal.example.cn/plugins/acme/portico-plugin.json': manifest() },
      { 'https://portal.example.cn/plugins/acme/plugin.js': plugin() },
    );
    expect(
      (await loadRemotePlugin({ id: 'acme-weather', from: '/plugins/acme/portico-plugin.json' }, w.env())).entryUrl,
    ).toBe('https://portal.example.cn/plugins/acme/plugin.js');
  });

  it('a manifest outside the URL policy is refused and nothing is fetched', async () => {
    for (const address of ['https://evil.example.com/p.json', 'http://plugins.example.com/p.json', 'javascript:1']) {
      const w = world({});
      const f = await failureOf({ id: 'acme-weather', from: address }, w.env());
      expect(f).toMatchObject({ code: 'PORTICO_E_PLUGIN_ADDRESS_REFUSED', pluginId: 'acme-weather', address });
      expect(f.message).toContain(address);
      expect(w.fetched).toEqual([]);
    }
  });

  it('an entry outside the URL policy is refused before it is imported', async () => {
    const w = world({ [from]: manifest({ entry: 'https://evil.example.com/plugin.js' }) });
    const f = await failureOf({ id: 'acme-weather', from }, w.env());
    expect(f).toMatchObject({
      code: 'PORTICO_E_PLUGIN_ADDRESS_REFUSED',
      address: 'https://evil.example.com/plugin.js',
    });
    expect(w.imported).toEqual([]);
  });

  it('an SDK range the portal is not in fetches no entry, and names the range and the version', async () => {
    const w = world({ [from]: manifest({ sdk: '^2.0.0', integrity: 'sha384-good' }) });
    const f = await failureOf({ id: 'acme-weather', from }, w.env());
    expect(f.code).toBe('PORTICO_E_PLUGIN_SDK_MISMATCH');
    expect(f.message).toContain('^2.0.0');
    expect(f.message).toContain(SDK_VERSION);
    expect(f.message).toContain(from);
    expect(w.fetched).toEqual([from]);
    expect(w.preloaded).toEqual([]);
    expect(w.imported).toEqual([]);
  });

  it('a missing manifest, a malformed one and one too large fail with their codes', async () => {
    expect((await failureOf({ id: 'acme-weather', from }, world({}).env())).code).toBe(
      'PORTICO_E_PLUGIN_MANIFEST_FAILED',
    );
    expect((await failureOf({ id: 'acme-weather', from }, world({ [from]: '{oops' }).env())).code).toBe(
      'PORTICO_E_PLUGIN_MANIFEST_INVALID',
    );
    const noEntry = await failureOf({ id: 'acme-weather', from }, world({ [from]: manifest({ entry: 7 }) }).env());
    expect(noEntry).toMatchObject({ code: 'PORTICO_E_PLUGIN_MANIFEST_INVALID' });
    expect(noEntry.reason).toContain('entry');
    const huge = await failureOf({ id: 'acme-weather', from }, world({ [from]: ' '.repeat(300 * 1024) }).env());
    expect(huge).toMatchObject({ code: 'PORTICO_E_PLUGIN_MANIFEST_FAILED' });
    expect(huge.reason).toMatch(/larger than/);
  });

  it("the manifest's integrity goes to fetch; a mismatch is PORTICO_E_PLUGIN_INTEGRITY", async () => {
    const w = world({ [from]: manifest() });
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    const f = await failureOf({ id: 'acme-weather', from, integrity: 'sha384-abc' }, w.env({ fetch: failing }));
    expect(f.code).toBe('PORTICO_E_PLUGIN_INTEGRITY');
    expect(vi.mocked(failing).mock.calls[0][1]).toMatchObject({ integrity: 'sha384-abc' });
  });

  it("the entry's integrity is checked by a preload before the import; a mismatch imports nothing", async () => {
    const entry = `${CDN}/acme-weather/1.4.0/plugin.js`;
    const good = world({ [from]: manifest({ integrity: 'sha384-good' }) }, { [entry]: plugin() });
    await loadRemotePlugin({ id: 'acme-weather', from }, good.env());
    expect(good.preloaded).toEqual([entry]);
    const bad = world({ [from]: manifest({ integrity: 'sha384-tampered' }) }, { [entry]: plugin() });
    expect((await failureOf({ id: 'acme-weather', from }, bad.env())).code).toBe('PORTICO_E_PLUGIN_INTEGRITY');
    expect(bad.imported).toEqual([]);
  });

  it('an entry that throws, is missing or exports no plugin fails with PORTICO_E_PLUGIN_ENTRY_FAILED', async () => {
    const entry = `${CDN}/acme-weather/1.4.0/plugin.js`;
    for (const m of [new Error('boom while evaluating'), undefined, { default: 42 }, {}]) {
      const f = await failureOf({ id: 'acme-weather', from }, world({ [from]: manifest() }, { [entry]: m }).env());
      expect(f).toMatchObject({ code: 'PORTICO_E_PLUGIN_ENTRY_FAILED', address: entry });
    }
  });

  it('another id in the manifest or the entry is PORTICO_E_PLUGIN_ID_MISMATCH; a built-in id is PORTICO_E_PLUGIN_ID_TAKEN', async () => {
    const entry = `${CDN}/acme-weather/1.4.0/plugin.js`;
    expect(
      (await failureOf({ id: 'acme-weather', from }, world({ [from]: manifest({ id: 'other' }) }).env())).code,
    ).toBe('PORTICO_E_PLUGIN_ID_MISMATCH');
    expect(
      (await failureOf({ id: 'acme-weather', from }, world({ [from]: manifest() }, { [entry]: plugin('other') }).env()))
        .code,
    ).toBe('PORTICO_E_PLUGIN_ID_MISMATCH');
    const taken = world({ [from]: manifest({ id: 'header' }) });
    expect((await failureOf({ id: 'header', from }, taken.env())).code).toBe('PORTICO_E_PLUGIN_ID_TAKEN');
    expect(taken.fetched).toEqual([]);
    // `?plugin-from=` names no id: the manifest's is taken, and a built-in's is refused all the same.
    expect((await failureOf({ from }, taken.env())).code).toBe('PORTICO_E_PLUGIN_ID_TAKEN');
  });

  it('http on localhost only for a dev `?plugin-from=`', async () => {
    const local = 'http://localhost:5174/portico-plugin.json';
    const w = world({ [local]: manifest() }, { 'http://localhost:5174/plugin.js': plugin() });
    expect((await failureOf({ id: 'acme-weather', from: local }, w.env())).code).toBe(
      'PORTICO_E_PLUGIN_ADDRESS_REFUSED',
    );
    expect((await loadRemotePlugin({ from: local, localDev: true }, w.env())).plugin.id).toBe('acme-weather');
    const remote = world({});
    expect((await failureOf({ from: 'http://evil.example.com/p.json', localDev: true }, remote.env())).code).toBe(
      'PORTICO_E_PLUGIN_ADDRESS_REFUSED',
    );
  });
});
