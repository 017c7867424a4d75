import { describe, expect, it, vi } from 'vitest';
import shipped from '../../portal.config.json';
import { CATALOG } from '../catalog';
import { EXAMPLES } from '../dev-catalog';
import { selectPlugins, type CatalogEntry } from '../select-plugins';
import { TIME_LIMITS } from '@portico/core';
import { loadConfig, parseConfig, ConfigError } from './load';

const known = new Set(['header', 'manage']);
const errorOf = (text: string) => {
  try {
    parseConfig(text, known);
  } catch (e) {
    return e as ConfigError;
  }
  throw new Error('expected a ConfigError');
};

describe('parseConfig', () => {
  it('accepts a valid config', () => {
    expect(parseConfig('{"plugins":{"header":{"enabled":false}}}', known).plugins?.header.enabled).toBe(false);
  });

  it('names the key and plugin of a wrong value', () => {
    const e = errorOf('{"plugins":{"header":{"enabled":"yes"}}}');
    expect(e).toMatchObject({ code: 'PORTICO_E_INVALID_CONFIG', key: 'plugins.header.enabled', pluginId: 'header' });
  });

  it('rejects unknown plugins and unknown keys', () => {
    expect(errorOf('{"plugins":{"ghost":{}}}')).toMatchObject({ code: 'PORTICO_E_UNKNOWN_PLUGIN', pluginId: 'ghost' });
    expect(errorOf('{"plugin":{}}').key).toBe('(root)');
  });

  it('accepts sub-apps by namespace and names the key of a bad one', () => {
    const ok = parseConfig(
      '{"subApps":{"report":{"mode":"qiankun"},"brand":{"mode":"singleSPA","entry":"https://cdn.example.com/brand/index.html","name":"brandApp"}}}',
      known,
    );
    expect(ok.subApps?.brand).toEqual({
      mode: 'singleSPA',
      entry: 'https://cdn.example.com/brand/index.html',
      name: 'brandApp',
    });
    expect(errorOf('{"subApps":{"report":{"mode":"iframe"}}}').key).toBe('subApps.report.mode');
    expect(errorOf('{"subApps":{"report":{"mode":"qiankun","entry":"//evil.example.com/x.html"}}}').key).toBe(
      'subApps.report.entry',
    );
    expect(errorOf('{"subApps":{"report":{"mode":"qiankun","name":"not a global"}}}').key).toBe('subApps.report.name');
    expect(errorOf('{"subApps":{"re port":{"mode":"qiankun"}}}').key).toMatch(/^subApps/);
  });

  it("refuses each address off the portal's origin at its key, with the one address message", () => {
    const ADDRESS = "must be a path on the portal's origin, like /help/, or an http(s) address";
    const cases: Array<[string, string]> = [
      ['{"subApps":{"report":{"mode":"qiankun","entry":"/\\\\evil.example.com/x.html"}}}', 'subApps.report.entry'],
      ['{"remoteComponents":{"library":"//evil.example.com/lib.js"}}', 'remoteComponents.library'],
      [
        '{"remoteComponents":{"components":{"report-chart":"javascript:alert(1)"}}}',
        'remoteComponents.components.report-chart',
      ],
    ];
    for (const [text, key] of cases)
      expect(errorOf(text), text).toMatchObject({
        code: 'PORTICO_E_INVALID_CONFIG',
        key,
        message: `portal.config.json is invalid at ${key}: ${ADDRESS}`,
      });
  });

  it('takes a remote script as an address or as { src, integrity } with an SRI hash (issue 35)', () => {
    const ok = parseConfig(
      '{"remoteComponents":{"library":{"src":"/lib.js","integrity":"sha384-AbC+/9="},"components":{"a":"/a.js","b":{"src":"https://static.example.com/b.js","integrity":"sha256-x sha512-y"}}}}',
      known,
    );
    expect(ok.remoteComponents?.components?.b).toEqual({
      src: 'https://static.example.com/b.js',
      integrity: 'sha256-x sha512-y',
    });
    for (const bad of [
      '{"remoteComponents":{"components":{"b":{"src":"/b.js","integrity":"md5-abc"}}}}',
      '{"remoteComponents":{"components":{"b":{"src":"//evil.example.com/b.js","integrity":"sha384-abc"}}}}',
      '{"remoteComponents":{"components":{"b":{"href":"/b.js"}}}}',
    ])
      expect(errorOf(bad), bad).toMatchObject({
        code: 'PORTICO_E_INVALID_CONFIG',
        key: expect.stringMatching(/^remoteComponents\.components\.b(\.|$)/),
      });
  });

  it('names the rule a refused key breaks, not just the key', () => {
    expect(errorOf('{"subApps":{"re port":{"mode":"qiankun"}}}')).toMatchObject({
      key: 'subApps.re port',
      message: 'portal.config.json is invalid at subApps.re port: must be a path segment of letters, digits and dashes',
    });
    expect(errorOf('{"plugins":{"Header":{}}}').message).toBe(
      'portal.config.json is invalid at plugins.Header: plugin ids are lower-case letters, digits and dashes',
    );
  });

  it("the reporter's offline log expiry is whole days, 1 … 30; without it the reporter's default (5) holds", () => {
    expect(parseConfig('{"reporter":{"offlineLogExpiryDays":7}}', known).reporter?.offlineLogExpiryDays).toBe(7);
    expect(parseConfig('{"reporter":{}}', known).reporter?.offlineLogExpiryDays).toBeUndefined();
    for (const bad of ['0', '-1', '1.5', '31', '"5d"', 'null'])
      expect(errorOf(`{"reporter":{"offlineLogExpiryDays":${bad}}}`)).toMatchObject({
        code: 'PORTICO_E_INVALID_CONFIG',
        key: 'reporter.offlineLogExpiryDays',
      });
  });

  it('takes allowedHosts as a host with an optional port (issue 35)', () => {
    expect(parseConfig('{"allowedHosts":["help.example.com","help.example.com:8443"]}', known).allowedHosts).toEqual([
      'help.example.com',
      'help.example.com:8443',
    ]);
    for (const bad of [
      'https://help.example.com',
      'help.example.com:',
      'help.example.com:0',
      'help.example.com:65536',
      'help.example.com/x',
    ])
      expect(errorOf(JSON.stringify({ allowedHosts: [bad] })), bad).toMatchObject({
        code: 'PORTICO_E_INVALID_CONFIG',
        key: 'allowedHosts.0',
        message:
          'portal.config.json is invalid at allowedHosts.0: must be a host name, with a port when not 443 (help.example.com or help.example.com:8443)',
      });
  });

  it('reports broken JSON', () => {
    expect(errorOf('{oops').message).toMatch(/not valid JSON/);
  });
});

describe('plugin ids outside the catalog', () => {
  it("fail the config by default, and are dropped with a warning under 'skip'", () => {
    const text = '{"plugins":{"header":{"enabled":false},"daily-tips":{"enabled":true,"options":{"pageSize":5}}}}';
    expect(errorOf(text)).toMatchObject({
      code: 'PORTICO_E_UNKNOWN_PLUGIN',
      key: 'plugins.daily-tips',
      pluginId: 'daily-tips',
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(parseConfig(text, known, 'skip').plugins).toEqual({ header: { enabled: false } });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('PORTICO_E_UNKNOWN_PLUGIN key=plugins.daily-tips'));
    } finally {
      warn.mockRestore();
    }
  });

  it("still reject a malformed entry under 'skip'", () => {
    expect(() => parseConfig('{"plugins":{"daily-tips":{"enabled":"yes"}}}', known, 'skip')).toThrow(ConfigError);
  });
});

describe('remote plugins (issue 37)', () => {
  it('an entry with `from` is a remote plugin: not in the catalog, kept under either policy', () => {
    const text =
      '{"plugins":{"acme-weather":{"from":"https://plugins.example.com/acme/portico-plugin.json","integrity":"sha384-abc","options":{"city":"杭州"}},"local-one":{"from":"/plugins/one/portico-plugin.json"}}}';
    expect(Object.keys(parseConfig(text, known).plugins ?? {})).toEqual(['acme-weather', 'local-one']);
    expect(Object.keys(parseConfig(text, known, 'skip').plugins ?? {})).toEqual(['acme-weather', 'local-one']);
  });

  it('refuses a `from` that is neither a site path nor https, and an integrity that is no SRI hash', () => {
    for (const from of [
      'http://plugins.example.com/p.json',
      '//evil.example/p.json',
      '/\\\\evil/p.json',
      'plugin.json',
    ])
      expect(errorOf(JSON.stringify({ plugins: { acme: { from } } }))).toMatchObject({
        key: 'plugins.acme.from',
        pluginId: 'acme',
      });
    expect(errorOf('{"plugins":{"acme":{"from":"/p.json","integrity":"md5-x"}}}').key).toBe('plugins.acme.integrity');
  });
});

describe('the shipped portal.config.json', () => {
  const text = JSON.stringify(shipped);
  const ids = (entries: readonly CatalogEntry[]) => new Set(entries.map((e) => e.plugin.id));

  it('is valid for a dev or test build, which knows the examples (unknown ids fail there)', () => {
    const config = parseConfig(text, ids([...CATALOG, ...EXAMPLES]), 'error');
    expect(selectPlugins([...CATALOG, ...EXAMPLES], config, null).map((p) => p.id)).toContain('daily-tips');
  });

  it('is valid for a release build, whose catalog has no examples', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const config = parseConfig(text, ids(CATALOG), 'skip');
      expect(selectPlugins(CATALOG, config, null).map((p) => p.id)).toEqual(CATALOG.map((e) => e.plugin.id));
    } finally {
      warn.mockRestore();
    }
  });

  it('the release catalog holds no example', () => {
    expect([...ids(CATALOG)].filter((id) => ids(EXAMPLES).has(id))).toEqual([]);
  });
});

describe('loadConfig: a time limit (issue 24)', () => {
  it('a config that never answers fails with PORTICO_E_CONFIG_TIMEOUT after 15 s, and aborts its fetch', async () => {
    vi.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      vi.stubGlobal(
        'fetch',
        vi.fn((_: string, init?: RequestInit) => {
          signal = init?.signal ?? undefined;
          return new Promise<Response>(() => {});
        }),
      );
      const loading = loadConfig('/portal.config.json', known).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(TIME_LIMITS.configLoadMs - 1);
      expect(signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const err = (await loading) as ConfigError;
      expect(err).toBeInstanceOf(ConfigError);
      expect(err.code).toBe('PORTICO_E_CONFIG_TIMEOUT');
      expect(err.message).toBe('portal.config.json did not answer within 15 s');
      expect(signal?.aborted).toBe(true);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it('the page’s early fetch that hangs, or a body that never ends, are bounded too', async () => {
    vi.useFakeTimers();
    try {
      const hung = loadConfig('/portal.config.json', known, 'error', new Promise<Response>(() => {}), 500).catch(
        (e: unknown) => e,
      );
      const slowBody = new Response(new ReadableStream({ start: () => undefined }));
      const body = loadConfig('/portal.config.json', known, 'error', Promise.resolve(slowBody), 500).catch(
        (e: unknown) => e,
      );
      await vi.advanceTimersByTimeAsync(500);
      expect(await hung).toMatchObject({ code: 'PORTICO_E_CONFIG_TIMEOUT' });
      expect(await body).toMatchObject({ code: 'PORTICO_E_CONFIG_TIMEOUT' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('an answer in time is read as before', async () => {
    const config = await loadConfig(
      '/portal.config.json',
      known,
      'error',
      Promise.resolve(new Response('{"plugins":{"header":{"enabled":false}}}')),
    );
    expect(config.plugins?.header.enabled).toBe(false);
  });

  it('a sub-app may set its own load limit (ms), within 1 s … 10 min', () => {
    expect(
      parseConfig('{"subApps":{"x":{"mode":"qiankun","loadTimeoutMs":3000}}}', known).subApps?.x.loadTimeoutMs,
    ).toBe(3000);
    expect(errorOf('{"subApps":{"x":{"mode":"qiankun","loadTimeoutMs":120}}}').key).toBe('subApps.x.loadTimeoutMs');
    expect(errorOf('{"subApps":{"x":{"mode":"qiankun","loadTimeoutMs":"3s"}}}').key).toBe('subApps.x.loadTimeoutMs');
  });
});
