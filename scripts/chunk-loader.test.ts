import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS, chunkLoaderBanner, installChunkLoader } from './chunk-loader.mjs';

type Loader = (load: () => Promise<unknown>, deps: string[], file?: string) => Promise<unknown>;

/**
 * A page for the loader: a network with a status per chunk, the browser's module map (one module
 * per address, evaluated once), storage and reload. An address whose import failed stays failed
 * without a request (older Chromium), unless `forgets` (Chromium 156: it asks again).
 */
function page({ now = 1_000_000, forgets = false } = {}) {
  const status = new Map<string, number>();
  /** Chunks whose first request (an import or a HEAD) answers 503, and every later one 200. */
  const failOnce = new Set<string>();
  const stored = new Map<string, string>();
  /** Chunks whose import fails whatever they answer (a static dependency failed before). */
  const brokenImports = new Set<string>();
  /** The addresses whose import went over the network, in order (each one at most once). */
  const imported: string[] = [];
  /** The addresses whose module was evaluated: one instance each. */
  const evaluated: string[] = [];
  const moduleMap = new Map<string, Promise<unknown>>();
  const head: Array<{ rel: string; href: string }> = [];
  let reloads = 0;
  const answer = (url: string) => {
    const path = url.split('?')[0];
    if (failOnce.delete(path)) return 503;
    return status.get(path) ?? 200;
  };
  /** Each chunk's static imports, linked at their own addresses whatever the importer's address. */
  const links = new Map<string, string[]>();
  const importModule = vi.fn((url: string): Promise<unknown> => {
    const known = moduleMap.get(url);
    if (known) return known;
    imported.push(url);
    const path = url.split('?')[0];
    const fetched = answer(url) === 200 && !brokenImports.has(path);
    const module = Promise.all((links.get(path) ?? []).map((dep) => importModule(dep))).then(() => {
      if (!fetched) throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
      evaluated.push(url);
      return { url };
    });
    moduleMap.set(url, module);
    if (forgets) module.catch(() => moduleMap.delete(url));
    return module;
  });
  const g = {
    document: {
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (l: { rel: string; href: string }) => head.push(l) },
    },
    sessionStorage: {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
    },
    location: { reload: () => void (reloads += 1) },
    fetch: vi.fn(async (url: string) => ({ status: answer(url) })),
  } as Record<string, unknown>;
  vi.spyOn(Date, 'now').mockReturnValue(now);
  installChunkLoader(g, importModule, { key: CHUNK_RELOAD_KEY, windowMs: CHUNK_RELOAD_WINDOW_MS });
  const loader = g.__preloadChunk as Loader;
  /** What the build's call site does: its own import of the chunk's address. */
  const load = (file: string) => loader(() => importModule(file), ['/assets/vendor.js'], file);
  return {
    g,
    status,
    failOnce,
    stored,
    brokenImports,
    links,
    imported,
    evaluated,
    head,
    load,
    loader,
    reloads: () => reloads,
  };
}

afterEach(() => vi.restoreAllMocks());

const settles = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 20; i++) await Promise.resolve();
  return done;
};

describe('the chunk loader of the entry chunk (scripts/chunk-loader.mjs)', () => {
  it('preloads the static imports once, then imports the chunk', async () => {
    const p = page();
    await expect(p.load('/assets/a.js')).resolves.toEqual({ url: '/assets/a.js' });
    await p.load('/assets/b.js');
    expect(p.head).toEqual([{ rel: 'modulepreload', href: '/assets/vendor.js' }]);
    expect(p.imported).toEqual(['/assets/a.js', '/assets/b.js']);
  });

  it('after a 503 a call asks again: while it still fails, no new address is spent; once it is there, one', async () => {
    const p = page();
    p.status.set('/assets/a.js', 503);
    await expect(p.load('/assets/a.js')).rejects.toThrow('Failed to fetch');
    await expect(p.load('/assets/a.js')).rejects.toThrow('Failed to fetch');
    p.status.delete('/assets/a.js');
    await expect(p.load('/assets/a.js')).resolves.toEqual({ url: '/assets/a.js?retry=1' });
    expect(p.imported).toEqual(['/assets/a.js', '/assets/a.js?retry=1']);
    expect(p.g.fetch).toHaveBeenCalledTimes(3);
    expect(p.reloads()).toBe(0);
  });

  it('a chunk gone after a redeploy (404) reloads the page once and never settles meanwhile', async () => {
    const p = page();
    p.status.set('/assets/a.js', 404);
    expect(await settles(p.load('/assets/a.js'))).toBe(false);
    expect(p.reloads()).toBe(1);
    expect(p.stored.get(CHUNK_RELOAD_KEY)).toBe('1000000');
  });

  it('reloads at most once within the window: the next 404 is an error (重试), not a loop', async () => {
    const p = page();
    p.stored.set(CHUNK_RELOAD_KEY, String(1_000_000 - CHUNK_RELOAD_WINDOW_MS + 1));
    p.status.set('/assets/a.js', 404);
    await expect(p.load('/assets/a.js')).rejects.toThrow('Failed to fetch');
    expect(p.reloads()).toBe(0);
  });

  it('reloads again once the window has passed (a later redeploy)', async () => {
    const p = page();
    p.stored.set(CHUNK_RELOAD_KEY, String(1_000_000 - CHUNK_RELOAD_WINDOW_MS));
    p.status.set('/assets/a.js', 404);
    expect(await settles(p.load('/assets/a.js'))).toBe(false);
    expect(p.reloads()).toBe(1);
  });

  it('a chunk that is there again (2xx) after a failed import is imported anew at once', async () => {
    const p = page();
    const once = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/a.js');
    });
    await expect(p.loader(once, [], '/assets/a.js')).resolves.toEqual({ url: '/assets/a.js?retry=1' });
    expect(p.reloads()).toBe(0);
  });

  it('a chunk that is there but cannot be imported (a failed dependency) reloads once', async () => {
    const p = page();
    p.brokenImports.add('/assets/a.js');
    expect(await settles(p.load('/assets/a.js'))).toBe(false);
    expect(p.imported).toEqual(['/assets/a.js', '/assets/a.js?retry=1']);
    expect(p.reloads()).toBe(1);
  });

  describe.each([
    { browser: 'a browser that keeps a failed import', forgets: false, address: '/assets/a.js?retry=1' },
    { browser: 'a browser that asks again (Chromium 156)', forgets: true, address: '/assets/a.js' },
  ])('in $browser', ({ forgets, address }) => {
    it('a chunk that answered 503 once is retried once: every caller, then and later, gets that one instance', async () => {
      const p = page({ forgets });
      p.failOnce.add('/assets/a.js');
      // The sub-app's routes, its prefetch and its page ask for the chunk at the same time …
      const first = await Promise.all(Array.from({ length: 10 }, () => p.load('/assets/a.js')));
      // … and again later (another route of the sub-app, 重试 of a page that had failed meanwhile).
      const later = [
        await p.load('/assets/a.js'),
        await p.loader(() => Promise.reject(new Error('x')), [], '/assets/a.js'),
      ];
      const [one] = first;
      expect(one).toEqual({ url: address });
      for (const m of [...first, ...later]) expect(m).toBe(one);
      expect(p.evaluated).toEqual([address]);
      expect(p.reloads()).toBe(0);
    });

    it('a retry that fails too is forgotten: the next call asks again, and what it gets is shared', async () => {
      const p = page({ forgets });
      p.status.set('/assets/a.js', 503);
      const failed = await Promise.allSettled([p.load('/assets/a.js'), p.load('/assets/a.js')]);
      expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
      await expect(p.load('/assets/a.js')).rejects.toThrow('Failed to fetch');
      p.status.delete('/assets/a.js');
      const [a, b] = await Promise.all([p.load('/assets/a.js'), p.load('/assets/a.js')]);
      expect(await p.load('/assets/a.js')).toBe(a);
      expect(b).toBe(a);
      expect(p.evaluated).toEqual([address]);
      expect(p.reloads()).toBe(0);
    });
  });

  it('a browser that asks again gets the chunk at its own address: its static importers share that instance', async () => {
    const p = page({ forgets: true });
    p.failOnce.add('/assets/icons.js');
    p.links.set('/assets/widgets.js', ['/assets/icons.js']);
    const icons = await p.load('/assets/icons.js');
    await p.load('/assets/widgets.js');
    expect(icons).toEqual({ url: '/assets/icons.js' });
    expect(p.imported).toEqual(['/assets/icons.js', '/assets/icons.js', '/assets/widgets.js']);
    expect(p.evaluated).toEqual(['/assets/icons.js', '/assets/widgets.js']);
    expect(p.reloads()).toBe(0);
  });

  it('where the failure is kept, a static importer of the retried chunk gets no copy of it: the page reloads once', async () => {
    const p = page();
    p.failOnce.add('/assets/icons.js');
    p.links.set('/assets/widgets.js', ['/assets/icons.js']);
    await expect(p.load('/assets/icons.js')).resolves.toEqual({ url: '/assets/icons.js?retry=1' });
    // widgets links icons' own address, where the failure stays: it cannot share the retried instance.
    expect(await settles(p.load('/assets/widgets.js'))).toBe(false);
    expect(p.reloads()).toBe(1);
    expect(p.evaluated).toEqual(['/assets/icons.js?retry=1']);
  });

  it('without a file (a call site the build could not name) it only loads', async () => {
    const p = page();
    const load = vi.fn(async () => 'm');
    await expect(p.loader(load, [])).resolves.toBe('m');
    expect(p.g.fetch).not.toHaveBeenCalled();
  });

  it('the banner is the loader itself, installed with the guard settings', () => {
    const banner = chunkLoaderBanner();
    expect(banner).toContain(String(installChunkLoader));
    expect(banner).toContain(`"key":"${CHUNK_RELOAD_KEY}"`);
    expect(banner).toContain(`"windowMs":${CHUNK_RELOAD_WINDOW_MS}`);
  });
});
