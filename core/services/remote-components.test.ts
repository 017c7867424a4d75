import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DefaultRemoteComponentRegistry,
  loadScript,
  remoteComponentsRef,
  REMOTE_COMPONENT_POLL_MS,
  REMOTE_COMPONENT_TIMEOUT_MS,
  withTimestamp,
  type RemoteComponentConfig,
  type RemoteComponentDefinition,
  type RemoteComponentGlobals,
} from './remote-components';
import { DIAGNOSTIC_HINTS } from '../diagnostics/hints';
import { createPortalRuntime } from '../portal';
import { createUrlPolicy, scriptPlace } from './url-policy';

const NOW = 1_700_000_000_000;
const LIBRARY = 'https://static.example.com/vue-composition-api.js';

const chart: RemoteComponentDefinition = { mount: (el) => void (el.textContent = 'chart') };

/**
 * A registry over a fake `<script src>`: `scripts` maps a script address (query dropped) to its
 * status and text; a loaded script "runs" the matching entry of `behaviours`, which plays it.
 */
function setup(
  scripts: Record<string, { status?: number; text: string }>,
  behaviours: Record<string, (globals: RemoteComponentGlobals) => void>,
  config?: RemoteComponentConfig,
  place?: (url: string) => 'own' | 'allowed' | null,
) {
  const requested: string[] = [];
  const globals: RemoteComponentGlobals = {};
  const executed: string[] = [];
  const integrities: (string | undefined)[] = [];
  const load = vi.fn(async (url: string, integrity?: string) => {
    requested.push(url);
    integrities.push(integrity);
    const script = scripts[url.split('?')[0]];
    if (!script || (script.status ?? 200) >= 400) throw new Error(`GET ${url} answered ${script?.status ?? 404}`);
    executed.push(script.text);
    behaviours[script.text]?.(globals);
  });
  const log = { warn: vi.fn(), error: vi.fn() };
  const registry = new DefaultRemoteComponentRegistry(
    { now: () => NOW, loadScript: load, globals, log, place: place ?? (() => 'own') },
    config,
  );
  return { registry, requested, integrities, executed, globals, log };
}

/** A script that defines `name` through the global after `delay` ms (0: while it runs). */
const defines =
  (name: string, delay = 0, definition: RemoteComponentDefinition = chart) =>
  (globals: RemoteComponentGlobals) => {
    if (delay === 0) globals.portalComponents!.define(name, definition);
    else setTimeout(() => globals.portalComponents!.define(name, definition), delay);
  };

/** Follows a promise without awaiting it. */
function track<T>(promise: Promise<T>) {
  const outcome: { value?: T; error?: Error } = {};
  promise.then(
    (value) => (outcome.value = value),
    (error: Error) => (outcome.error = error),
  );
  return outcome;
}

describe('remote components (spec §4, §5, §8, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('register needs a string name and a string src', () => {
    const { registry } = setup({}, {});
    expect(() => registry.register(42 as unknown as string, '/c.js')).toThrow(TypeError);
    expect(() => registry.register('chart', undefined as unknown as string)).toThrow(TypeError);
    expect(() => registry.register('chart', { src: '/c.js' } as unknown as string)).toThrow(TypeError);
    expect(registry.has('chart')).toBe(false);
  });

  it('registering a name twice warns and the new src replaces the old', async () => {
    const { registry, log, requested } = setup(
      { '/old.js': { text: 'old' }, '/new.js': { text: 'new' } },
      { old: defines('chart'), new: defines('chart') },
    );
    registry.register('chart', '/old.js');
    registry.register('chart', '/new.js');
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0][0]).toContain('/new.js');
    const loaded = registry.load('chart');
    await vi.advanceTimersByTimeAsync(REMOTE_COMPONENT_POLL_MS);
    await expect(loaded).resolves.toBe(chart);
    expect(requested).toEqual([`/new.js?t=${NOW}`]);
  });

  it('loads the script with a timestamp query', async () => {
    const { registry, requested, executed } = setup(
      { '/c/chart.js': { text: 'chart-script' } },
      { 'chart-script': defines('chart') },
    );
    registry.register('chart', '/c/chart.js?v=2');
    const loaded = track(registry.load('chart'));
    await vi.advanceTimersByTimeAsync(REMOTE_COMPONENT_POLL_MS);
    expect(loaded.value).toBe(chart);
    expect(requested).toEqual([`/c/chart.js?v=2&t=${NOW}`]);
    expect(executed).toEqual(['chart-script']);
  });

  it('adds the timestamp before a fragment and after an existing query', () => {
    expect(withTimestamp('/a.js', 5)).toBe('/a.js?t=5');
    expect(withTimestamp('/a.js?x=1', 5)).toBe('/a.js?x=1&t=5');
    expect(withTimestamp('/a.js?', 5)).toBe('/a.js?t=5');
    expect(withTimestamp('https://cdn.example.com/a.js#v', 5)).toBe('https://cdn.example.com/a.js?t=5#v');
  });

  it('looks for the definition every 200 ms: defined at 500 ms, found at the 600 ms check', async () => {
    const { registry } = setup({ '/chart.js': { text: 'late' } }, { late: defines('chart', 500) });
    registry.register('chart', '/chart.js');
    const loaded = track(registry.load('chart'));
    await vi.advanceTimersByTimeAsync(599);
    expect(loaded.value).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(loaded.value).toBe(chart);
    expect(vi.getTimerCount()).toBe(0);
    expect(REMOTE_COMPONENT_POLL_MS).toBe(200);
  });

  it('a script that defines after 600 ms resolves at 600 ms, not before', async () => {
    const { registry } = setup({ '/chart.js': { text: 'late' } }, { late: defines('chart', 600) });
    registry.register('chart', '/chart.js');
    const loaded = track(registry.load('chart'));
    await vi.advanceTimersByTimeAsync(599);
    expect(loaded.value).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(loaded.value).toBe(chart);
  });

  it('fails with "fail to load component {name}" after 5000 ms, not before', async () => {
    const { registry } = setup({ '/chart.js': { text: 'silent' } }, {});
    registry.register('chart', '/chart.js');
    const loaded = track(registry.load('chart'));
    await vi.advanceTimersByTimeAsync(REMOTE_COMPONENT_TIMEOUT_MS - 1);
    expect(loaded.error).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(loaded.error).toEqual(new Error('fail to load component chart'));
    expect(vi.getTimerCount()).toBe(0);
    expect(REMOTE_COMPONENT_TIMEOUT_MS).toBe(5000);
  });

  it('an unregistered name fails with "cannot find the src of {name}, please use registerComponent first"', async () => {
    const { registry, requested } = setup({}, {});
    await expect(registry.load('picker')).rejects.toThrow(
      /^cannot find the src of picker, please use registerComponent first$/,
    );
    expect(requested).toEqual([]);
  });

  it('a status of 400 or more fails the load at once, with the status as its cause, and may be retried', async () => {
    const scripts: Record<string, { status?: number; text: string }> = { '/chart.js': { status: 404, text: 'nope' } };
    const { registry, executed } = setup(scripts, { ok: defines('chart') });
    registry.register('chart', '/chart.js');
    const failed = track(registry.load('chart'));
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.error?.message).toBe('fail to load component chart');
    expect(String((failed.error?.cause as Error).message)).toContain('404');
    expect(executed).toEqual([]);

    scripts['/chart.js'] = { text: 'ok' };
    const retried = track(registry.load('chart'));
    await vi.advanceTimersByTimeAsync(REMOTE_COMPONENT_POLL_MS);
    expect(retried.value).toBe(chart);
  });

  it('keeps one load in flight per name and the loaded definition afterwards', async () => {
    const { registry, requested } = setup({ '/chart.js': { text: 'ok' } }, { ok: defines('chart') });
    registry.register('chart', '/chart.js');
    const first = registry.load('chart');
    expect(registry.load('chart')).toBe(first);
    await vi.advanceTimersByTimeAsync(REMOTE_COMPONENT_POLL_MS);
    await expect(first).resolves.toBe(chart);
    await expect(registry.load('chart')).resolves.toBe(chart);
    expect(requested).toHaveLength(1);
  });

  it('loads the composition library once, before the first component script, without a timestamp', async () => {
    const { registry, requested, executed } = setup(
      { [LIBRARY]: { text: 'library' }, '/chart.js': { text: 'chart' }, '/picker.js': { text: 'picker' } },
      { chart: defines('chart'), picker: defines('picker') },
      { library: LIBRARY, components: { chart: '/chart.js', picker: '/picker.js' } },
    );
    const both = Promise.all([registry.load('chart'), registry.load('picker')]);
    await vi.advanceTimersByTimeAsync(REMOTE_COMPONENT_POLL_MS);
    await expect(both).resolves.toHaveLength(2);
    expect(requested).toEqual([LIBRARY, `/chart.js?t=${NOW}`, `/picker.js?t=${NOW}`]);
    expect(executed).toEqual(['library', 'chart', 'picker']);
  });

  it('a library failure fails the load with "failed to load vue-composition api"; a later load retries it', async () => {
    const scripts: Record<string, { status?: number; text: string }> = {
      [LIBRARY]: { status: 500, text: '' },
      '/chart.js': { text: 'chart' },
    };
    const { registry, requested } = setup(
      scripts,
      { chart: defines('chart') },
      { library: LIBRARY, components: { chart: '/chart.js' } },
    );
    const failed = track(registry.load('chart'));
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.error).toEqual(new Error('failed to load vue-composition api'));
    expect(requested).toEqual([LIBRARY]);

    scripts[LIBRARY] = { text: 'library' };
    const retried = track(registry.load('chart'));
    await vi.advanceTimersByTimeAsync(REMOTE_COMPONENT_POLL_MS);
    expect(retried.value).toBe(chart);
    expect(requested).toEqual([LIBRARY, LIBRARY, `/chart.js?t=${NOW}`]);
  });

  it('define checks its arguments; dispose removes the global and stops loads in flight', async () => {
    const { registry, globals } = setup({ '/chart.js': { text: 'silent' } }, {});
    expect(() => registry.define(1 as unknown as string, chart)).toThrow(TypeError);
    expect(() => registry.define('chart', {} as RemoteComponentDefinition)).toThrow(TypeError);
    registry.register('chart', '/chart.js');
    const loaded = track(registry.load('chart'));
    await vi.advanceTimersByTimeAsync(0);
    expect(globals.portalComponents).toBeDefined();
    registry.dispose();
    await vi.advanceTimersByTimeAsync(0);
    expect(globals.portalComponents).toBeUndefined();
    expect(loaded.error?.message).toBe('fail to load component chart');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('remote components: where scripts may come from (issue 25)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const policy = createUrlPolicy('https://portal.example.cn', 'https://api.example.cn', ['static.example.com']);
  const place = (url: string) => scriptPlace(policy, url);

  it.each([
    'https://cdn.evil.example/chart.js',
    'http://static.example.com/chart.js',
    '//cdn.evil.example/chart.js',
    'data:text/javascript,alert(1)',
  ])('refuses %s: nothing is loaded, the load fails, admins get the code', async (src) => {
    const { registry, requested, log } = setup({}, {}, undefined, place);
    registry.register('chart', src);
    const failed = track(registry.load('chart'));
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.error?.message).toBe('fail to load component chart');
    expect(String((failed.error?.cause as Error).message)).toContain('PORTICO_E_SCRIPT_REFUSED');
    expect(requested).toEqual([]);
    // Logged once the (lazily loaded) hint table is here, with the hint.
    await vi.waitFor(() => expect(log.error).toHaveBeenCalled());
    expect(log.error.mock.calls[0][0]).toContain('PORTICO_E_SCRIPT_REFUSED');
    expect(log.error.mock.calls[0][1]).toBe(DIAGNOSTIC_HINTS.PORTICO_E_SCRIPT_REFUSED);
  });

  it('loads from the portal, the API and allowed https hosts; a refused library fails its load', async () => {
    const { registry, requested } = setup(
      { '/c/chart.js': { text: 'chart' }, 'https://api.example.cn/picker.js': { text: 'picker' } },
      { chart: defines('chart'), picker: defines('picker') },
      { components: { chart: '/c/chart.js', picker: 'https://api.example.cn/picker.js' } },
      place,
    );
    const both = Promise.all([registry.load('chart'), registry.load('picker')]);
    await vi.advanceTimersByTimeAsync(REMOTE_COMPONENT_POLL_MS);
    await expect(both).resolves.toHaveLength(2);
    expect(requested).toEqual([`/c/chart.js?t=${NOW}`, `https://api.example.cn/picker.js?t=${NOW}`]);

    const withLibrary = setup(
      {},
      {},
      { library: 'https://cdn.evil.example/vue.js', components: { a: '/a.js' } },
      place,
    );
    const failed = track(withLibrary.registry.load('a'));
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.error).toEqual(new Error('failed to load vue-composition api'));
    expect(withLibrary.requested).toEqual([]);
  });

  it('the default loader is a <script src> in <head>: it resolves on load, rejects on error, and leaves no element', async () => {
    vi.useRealTimers();
    const loaded = loadScript('/c/chart.js?t=1');
    const script = document.head.querySelector<HTMLScriptElement>('script[src="/c/chart.js?t=1"]')!;
    expect(script).not.toBeNull();
    expect(script.text).toBe('');
    script.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBeUndefined();
    expect(document.head.querySelector('script[src="/c/chart.js?t=1"]')).toBeNull();

    const failed = loadScript('/c/missing.js');
    document.head.querySelector('script[src="/c/missing.js"]')!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('GET /c/missing.js failed');
    expect(document.head.querySelector('script[src="/c/missing.js"]')).toBeNull();
  });
});

describe('remote components in the runtime', () => {
  it('are a core service built from env.remoteComponents; the global goes with the runtime', async () => {
    const target: RemoteComponentGlobals & { addEventListener(): void; removeEventListener(): void } = {
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    };
    const runtime = createPortalRuntime({
      location: { href: 'http://localhost/markets/', origin: 'http://localhost', assign: vi.fn(), open: vi.fn() },
      cookies: () => '',
      fetch: vi.fn(),
      now: () => NOW,
      saveFile: vi.fn(),
      globals: target,
      remoteComponents: { components: { chart: '/chart.js' } },
    });
    expect(runtime.container.registeredIds()).toContain('core.remoteComponents');
    const registry = runtime.container.resolve(remoteComponentsRef);
    expect(registry.has('chart')).toBe(true);
    target.portalComponents!.define('chart', chart);
    await expect(registry.load('chart')).resolves.toBe(chart);
    await runtime.dispose();
    expect(target.portalComponents).toBeUndefined();
  });
});

describe('remote components: registrations undone, integrity, a sealed global (issue 35)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a registration returns its undoing: the name goes back to what it was before, once', async () => {
    const { registry, requested } = setup(
      { '/portal.js': { text: 'portal' }, '/sub-app.js': { text: 'sub-app' } },
      { portal: defines('badge'), 'sub-app': defines('badge') },
      { components: { badge: '/portal.js' } },
    );
    const undo = registry.register('badge', '/sub-app.js');
    const first = registry.load('badge');
    await vi.advanceTimersByTimeAsync(REMOTE_COMPONENT_POLL_MS);
    await first;
    undo();
    undo();
    expect(registry.has('badge')).toBe(true);
    // The definition its script gave is forgotten: the next load asks for the portal's script.
    const second = registry.load('badge');
    await vi.advanceTimersByTimeAsync(REMOTE_COMPONENT_POLL_MS);
    await second;
    expect(requested).toEqual([`/sub-app.js?t=${NOW}`, `/portal.js?t=${NOW}`]);

    const alone = registry.register('own', '/own.js');
    alone();
    expect(registry.has('own')).toBe(false);
  });

  it('undoing a registration that a later one replaced leaves the later one; undoing that skips the undone one', async () => {
    const { registry, requested } = setup(
      { '/portal.js': { text: 'portal' } },
      { portal: defines('badge') },
      { components: { badge: '/portal.js' } },
    );
    const a = registry.register('badge', '/a.js');
    const b = registry.register('badge', '/b.js');
    a();
    expect(registry.has('badge')).toBe(true);
    b();
    const loaded = registry.load('badge');
    await vi.advanceTimersByTimeAsync(REMOTE_COMPONENT_POLL_MS);
    await expect(loaded).resolves.toBe(chart);
    expect(requested).toEqual([`/portal.js?t=${NOW}`]);
  });

  it('config may give a script its integrity; the loader gets it, the library too', async () => {
    const { registry, requested, integrities } = setup(
      { '/lib.js': { text: 'lib' }, '/chart.js': { text: 'chart' }, '/plain.js': { text: 'plain' } },
      { chart: defines('chart'), plain: defines('plain') },
      {
        library: { src: '/lib.js', integrity: 'sha384-lib' },
        components: { chart: { src: '/chart.js', integrity: 'sha384-chart' }, plain: '/plain.js' },
      },
    );
    const both = Promise.all([registry.load('chart'), registry.load('plain')]);
    await vi.advanceTimersByTimeAsync(REMOTE_COMPONENT_POLL_MS);
    await both;
    expect(requested).toEqual(['/lib.js', `/chart.js?t=${NOW}`, `/plain.js?t=${NOW}`]);
    expect(integrities).toEqual(['sha384-lib', 'sha384-chart', undefined]);
  });

  it('a script that fails to load is logged with the code, and its integrity when it had one', async () => {
    const { registry, log } = setup({}, {}, { components: { chart: { src: '/chart.js', integrity: 'sha384-x' } } });
    const failed = track(registry.load('chart'));
    await vi.advanceTimersByTimeAsync(0);
    expect(failed.error?.message).toBe('fail to load component chart');
    await vi.waitFor(() => expect(log.error).toHaveBeenCalled());
    const logged = String(log.error.mock.calls[0][0]);
    expect(logged).toContain('PORTICO_E_SCRIPT_FAILED');
    expect(logged).toContain('/chart.js');
    expect(logged).toContain('sha384-x');
    expect(log.error.mock.calls[0][1]).toBe(DIAGNOSTIC_HINTS.PORTICO_E_SCRIPT_FAILED);
  });

  it('the default loader sets the integrity (and CORS, which SRI needs) on the <script>', async () => {
    vi.useRealTimers();
    const loaded = loadScript('/c/sri.js?t=1', 'sha384-abc');
    const script = document.head.querySelector<HTMLScriptElement>('script[src="/c/sri.js?t=1"]')!;
    expect(script.integrity).toBe('sha384-abc');
    expect(script.crossOrigin).toBe('anonymous');
    script.dispatchEvent(new Event('load'));
    await loaded;
    const plain = loadScript('/c/plain.js');
    const element = document.head.querySelector<HTMLScriptElement>('script[src="/c/plain.js"]')!;
    expect(element.hasAttribute('integrity')).toBe(false);
    expect(element.hasAttribute('crossorigin')).toBe(false);
    element.dispatchEvent(new Event('load'));
    await plain;
  });

  it('the window.portalComponents a script finds cannot be changed', () => {
    const { globals } = setup({}, {});
    const global = globals.portalComponents!;
    expect(Object.isFrozen(global)).toBe(true);
    expect(() => Object.assign(global, { define: () => undefined })).toThrow(TypeError);
  });
});
