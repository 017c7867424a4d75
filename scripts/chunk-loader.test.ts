import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_KEY, CHUNK_RELOAD_WINDOW_MS, chunkLoaderBanner, installChunkLoader } from './chunk-loader.mjs';

type Loader = (load: () => Promise<unknown>, deps: string[], file?: string) => Promise<unknown>;

/** A page for the loader: a network with a status per chunk, imports that fail while the chunk does, storage, reload. */
function page(now = 1_000_000) {
  const status = new Map<string, number>();
  const stored = new Map<string, string>();
  /** Chunks whose import fails whatever they answer (a static dependency failed before). */
  const brokenImports = new Set<string>();
  const imported: string[] = [];
  const head: Array<{ rel: string; href: string }> = [];
  let reloads = 0;
  const answer = (url: string) => status.get(url.split('?')[0]) ?? 200;
  const importModule = vi.fn(async (url: string) => {
    imported.push(url);
    if (answer(url) !== 200 || brokenImports.has(url.split('?')[0]))
      throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
    return { url };
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
  return { g, status, stored, brokenImports, imported, head, load, loader, reloads: () => reloads };
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

  it('after a 503 the next import asks under a new address, each time a new one', async () => {
    const p = page();
    p.status.set('/assets/a.js', 503);
    await expect(p.load('/assets/a.js')).rejects.toThrow('Failed to fetch');
    await expect(p.load('/assets/a.js')).rejects.toThrow('Failed to fetch');
    p.status.delete('/assets/a.js');
    await expect(p.load('/assets/a.js')).resolves.toEqual({ url: '/assets/a.js?retry=2' });
    expect(p.imported).toEqual(['/assets/a.js', '/assets/a.js?retry=1', '/assets/a.js?retry=2']);
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
