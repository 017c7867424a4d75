// The chunk loader the build puts at the top of the entry chunk (rollup.config.mjs: the `banner`
// is `(installChunkLoader)(globalThis, (url) => import(url))`, this function's own source). Every
// `import()` of a lazy chunk goes through `__preloadChunk(load, deps, file)`:
//
// - `deps`, the chunk's static imports, get `<link rel="modulepreload">` first, so a lazy chunk and
//   its Fluent dependencies download together instead of one after the other;
// - a failed import is asked again under a new address (`file?retry=N`): Chromium keeps a failed
//   module import, so asking for the same address again fails again without a request, and 重试
//   would do nothing;
// - a chunk that answers 404 was removed by a redeploy (hashed names): the page reloads once to the
//   new build; a session-storage marker makes sure it never reloads twice within a short window;
// - a chunk that is there (2xx) but whose import still fails (a static dependency failed, and
//   Chromium keeps that failure too) is imported once more under a new address, then reloads once.
//
// It is plain JavaScript with no imports and no closure over this module: the build inlines its
// source text. scripts/chunk-loader.test.ts runs it against fakes.

/** Session-storage key of the last reload the loader made (its time in ms). */
export const CHUNK_RELOAD_KEY = 'portico:chunk-reload';

/** A reload this recent is not repeated (ms): a build whose chunks are missing never loops. */
export const CHUNK_RELOAD_WINDOW_MS = 30_000;

/** The banner of the entry chunk: the loader's source, installed at once. */
export const chunkLoaderBanner = () =>
  `(${installChunkLoader})(globalThis,(u)=>import(u),${JSON.stringify({
    key: CHUNK_RELOAD_KEY,
    windowMs: CHUNK_RELOAD_WINDOW_MS,
  })});`;

/**
 * Installs `g.__preloadChunk`. `importModule(url)` imports an absolute path (the entry chunk's own
 * `import()`); `reload` names the session-storage key and the window of the reload guard.
 */
export function installChunkLoader(g, importModule, reload) {
  const preloaded = (g.__preloaded ??= new Set());
  const failures = new Map();
  const reloadOnce = () => {
    try {
      const now = Date.now();
      const last = Number(g.sessionStorage.getItem(reload.key));
      if (now - last >= 0 && now - last < reload.windowMs) return false;
      g.sessionStorage.setItem(reload.key, String(now));
    } catch {
      return false;
    }
    g.location.reload();
    return true;
  };
  const statusOf = (file) =>
    g.fetch(file, { method: 'HEAD', cache: 'no-store' }).then(
      (r) => r.status,
      () => 0,
    );
  const fresh = (file) => {
    const n = (failures.get(file) ?? 0) + 1;
    failures.set(file, n);
    return importModule(`${file}?retry=${n}`);
  };
  const reloading = () => new Promise(() => {});
  g.__preloadChunk = (load, deps, file) => {
    for (const href of deps) {
      if (preloaded.has(href)) continue;
      preloaded.add(href);
      const link = g.document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      g.document.head.append(link);
    }
    if (!file) return load();
    const first = failures.has(file) ? fresh(file) : load();
    return first.catch(async (err) => {
      if (!failures.has(file)) failures.set(file, 0);
      const status = await statusOf(file);
      if (status === 404) {
        if (reloadOnce()) return reloading();
        throw err;
      }
      if (status < 200 || status > 299) throw err;
      try {
        return await fresh(file);
      } catch (again) {
        if (reloadOnce()) return reloading();
        throw again;
      }
    });
  };
}
