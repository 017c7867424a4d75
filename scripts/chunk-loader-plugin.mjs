// The build's side of the chunk loader (chunk-loader.mjs), for the release build (rollup.config.mjs)
// and the dev build `npm start` serves (host/server/dev-build.ts): both route every `import()` of a
// lazy chunk through `__preloadChunk(load, deps, file)`, so a failed chunk is asked again in either.
import remapping from '@jridgewell/remapping';
import MagicString from 'magic-string';

/**
 * Replaces `pattern` in a chunk's code after it was rendered, and carries its source map (the
 * asset `<file>.map`, when the build makes maps) through the edit: the minified code is one long
 * line, so every column after a replacement of another length would otherwise point elsewhere.
 */
function rewrite(chunk, mapAsset, pattern, replace) {
  const s = new MagicString(chunk.code);
  for (const m of chunk.code.matchAll(pattern)) s.overwrite(m.index, m.index + m[0].length, replace(...m));
  if (!s.hasChanged()) return;
  chunk.code = s.toString();
  if (mapAsset?.type !== 'asset') return;
  const edit = s.generateMap({ hires: true, source: chunk.fileName, includeContent: false });
  const before = JSON.parse(String(mapAsset.source));
  mapAsset.source = remapping(edit, (file) => (file === chunk.fileName ? before : null)).toString();
}

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
        rewrite(c, bundle[`${c.fileName}.map`], /"__PORTICO_PRELOAD__:([^"]+)"/g, (_, id) => {
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
