import type { Plugin } from 'rollup';

/** Where a shared name is defined: the module and its own export name there (`*`: a namespace of it). */
export interface Defined {
  id: string;
  name: string;
}
/** A package's names left out of the portal's module, and its shared ones with where each is defined. */
export interface Complement {
  leftOut: readonly string[];
  shared: ReadonlyMap<string, Defined>;
}
/** The id prefix of a complement's input. */
export const COMPLEMENT_PREFIX: string;
/** The id prefix of the portal's namespace of a specifier inside a complement. */
export const PORTAL_PREFIX: string;
/** A complement's file name part for its specifier (`zod/mini` → `zod-mini`). */
export function complementName(specifier: string): string;
/** The input of a complement: its left-out names, re-exported from the package. */
export function complementSource(specifier: string, names: readonly string[]): string;
/** The names a program (Rollup's AST) assigns to anywhere. */
export function assignedNames(program: unknown): Set<string>;
/**
 * `code` with each of `bind` (own export name → the portal's binding) bound to the portal's instead of
 * its own declaration; null when nothing changes.
 */
export function bindToPortal(
  code: string,
  bind: ReadonlyMap<string, { specifier: string; name: string }>,
  parse: (code: string) => unknown,
  MagicString: typeof import('magic-string').default,
): import('magic-string').default | null;
/** The Rollup plugin of a complement pass. */
export function complementPlugin(options: {
  complements: ReadonlyMap<string, Complement>;
  specifiers: readonly string[];
  MagicString: typeof import('magic-string').default;
}): Plugin;
/** Builds the complements in a Rollup pass of their own: their files and each specifier's entry file. */
export function buildComplements(options: {
  complements: ReadonlyMap<string, Complement>;
  specifiers: readonly string[];
  plugins: readonly Plugin[];
}): Promise<{ files: { fileName: string; code: string }[]; entries: Map<string, string> }>;
