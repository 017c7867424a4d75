import type { Plugin } from 'rollup';

/**
 * Routes each `import()` of a chunk through the chunk loader (`__preloadChunk(load, deps, file)`);
 * `preload: false` passes no deps (the dev build: only the retry).
 */
export function chunkLoaderCalls(options: { preload: boolean }): Plugin;
