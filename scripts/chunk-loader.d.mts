/** Session-storage key of the last reload the chunk loader made (see chunk-loader.mjs). */
export const CHUNK_RELOAD_KEY: string;
/** A reload this recent is not repeated (ms). */
export const CHUNK_RELOAD_WINDOW_MS: number;
/** The banner of the entry chunk: the loader's source, installed at once. */
export function chunkLoaderBanner(): string;
/** Installs `g.__preloadChunk(load, deps, file)` (see chunk-loader.mjs). */
export function installChunkLoader(
  g: object,
  importModule: (url: string) => Promise<unknown>,
  reload: { readonly key: string; readonly windowMs: number },
): void;
