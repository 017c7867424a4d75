// The chunk loader both builds put at the top of the entry chunk (rollup.config.mjs and the dev
// build, host/server/dev-build.ts: the `banner` is `(installChunkLoader)(globalThis, (url) =>
// import(url))`, this function's own source). Every `import()` of a lazy chunk goes through
// `__preloadChunk(load, deps, file)` (scripts/chunk-loader-plugin.mjs writes the calls):
//
// - `deps`, the chunk's static imports, get `<link rel="modulepreload">` first, so a lazy chunk and
//   its Fluent dependencies download together instead of one after the other (release build only);
// - a failed import is asked again at the chunk's own address, the one its static importers link,
//   so that they and every caller share one module instance: Chromium (156 here) forgets a failed
//   module fetch and asks again. A browser that keeps the failure (older Chromium: asking for the
//   same address fails again without a request, and 重试 would do nothing) gets it under a new
//   address (`file?retry=N`); static importers link the old one there and cannot share it, so
//   theirs fails and takes the reload below (a new document: one instance each), never a copy;
// - a chunk that answers 404 was removed by a redeploy (hashed names): the page reloads once to the
//   new build; a session-storage marker makes sure it never reloads twice within a short window;
// - a chunk that is there (2xx) but cannot be imported at either address (a static dependency
//   failed, and is kept failed) reloads once;
// - every caller of a chunk (its routes, the prefetch, 重试) shares the one import under way or
//   done: a retry that worked is the instance all of them get, never one new address per caller
//   (ten copies of a sub-app's module state). One that failed is forgotten: the next call asks again.
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
  /** Per chunk: the new addresses asked so far (`?retry=N`). */
  const retries = new Map();
  /** Per chunk: its import under way or done, shared by every caller (one module instance). */
  const imports = new Map();
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
    const n = (retries.get(file) ?? 0) + 1;
    retries.set(file, n);
    return importModule(`${file}?retry=${n}`);
  };
  const reloading = () => new Promise(() => {});
  const recover = async (load, file, err) => {
    const status = await statusOf(file);
    if (status === 404) {
      if (reloadOnce()) return reloading();
      throw err;
    }
    if (status < 200 || status > 299) throw err;
    try {
      return await load();
    } catch {
      // Kept failed (no request left), or failed again: a new address.
    }
    try {
      return await fresh(file);
    } catch (again) {
      if (reloadOnce()) return reloading();
      throw again;
    }
  };
  const start = (load, file) => {
    const attempt = load().catch((err) => recover(load, file, err));
    imports.set(file, attempt);
    // Forgotten once failed, so that the next call (重试) asks again.
    attempt.catch(() => {
      if (imports.get(file) === attempt) imports.delete(file);
    });
    return attempt;
  };
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
    return imports.get(file) ?? start(load, file);
  };
}
