// The build's side of the chunk loader (chunk-loader.mjs), for the release build (rollup.config.mjs)
// and the dev build `npm start` serves (host/server/dev-build.ts): both route every `import()` of a
// lazy chunk through `__preloadChunk(load, deps, file)`, so a failed chunk is asked again in either.

/**
 * Rewrites each `import()` of one of our chunks into `globalThis.__preloadChunk(() => import(…),
 * deps, file)`: `file` is the chunk's own address (asked again under a new one after a failure) and
 * `deps` its static imports, which the loader preloads with `<link rel="modulepreload">` so that a
 * lazy chunk and its Fluent dependencies download together instead of one after the other (what
 * Vite's preload helper does). `preload: false` (the dev build) passes no deps: only the retry.
 * The deps and the file are filled in once chunk names exist; an import the build cannot name (a
 * package by address, a computed URL) is left to the loader without a file: it only loads.
 */
export function chunkLoaderCalls({ preload }) {
  const PLACEHOLDER = '"__PORTICO_PRELOAD__:';
  return {
    name: 'portico-chunk-loader-calls',
    renderDynamicImport({ targetModuleId }) {
      if (!targetModuleId) return null;
      return {
        left: 'globalThis.__preloadChunk(()=>import(',
        right: `),${PLACEHOLDER}${targetModuleId}")`,
      };
    },
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byModule = new Map();
      for (const c of chunks) for (const id of Object.keys(c.modules)) byModule.set(id, c);
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const staticDeps = (file, seen = new Set()) => {
        for (const dep of byFile.get(file)?.imports ?? []) {
          if (seen.has(dep)) continue;
          seen.add(dep);
          staticDeps(dep, seen);
        }
        return seen;
      };
      for (const c of chunks) {
        const have = preload ? staticDeps(c.fileName, new Set([c.fileName])) : null;
        c.code = c.code.replace(/"__PORTICO_PRELOAD__:([^"]+)"/g, (_, id) => {
          const target = byModule.get(id);
          if (!target) return '[]';
          const deps = have ? [...staticDeps(target.fileName)].filter((f) => !have.has(f)) : [];
          // The deps to preload, then the chunk's own address (asked again under a new one after a failure).
          return `${JSON.stringify(deps.map((f) => `/${f}`))},${JSON.stringify(`/${target.fileName}`)}`;
        });
      }
    },
  };
}
