import type { Plugin, PreRenderedChunk, TreeshakingOptions, WarningHandlerWithDefault } from 'rollup';

/** Aliases, compile-time constants, resolution, CommonJS and TypeScript: fresh instances per build. */
export function sourcePlugins(options: { devTools: boolean }): Plugin[];
/** The tree-shaking options of every build of the portal. */
export const TREESHAKE: TreeshakingOptions;
/** Drops the warnings the libraries we use raise by design. */
export const onwarn: WarningHandlerWithDefault;
/** Names a lazy chunk after the plugin whose module starts it. */
export function chunkName(chunk: PreRenderedChunk): string;
/**
 * The page: the template with the entry script, a `modulepreload` per address in `preload`, and the
 * inline import map of the shared modules (specifier → address) in place of `<!-- IMPORTMAP -->`.
 */
export function indexHtml(
  template: string,
  entrySrc: string,
  preload: readonly string[],
  importMap?: Readonly<Record<string, string>> | null,
): string;
