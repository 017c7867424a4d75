import type { Plugin } from 'rollup';

/** The id prefix of the virtual module that re-exports a specifier's whole namespace. */
export const SHARED_PREFIX: string;
/** The one list's file (host/shared-modules/specifiers.ts), relative to the root. */
export const SPECIFIERS_FILE: string;
/** The specifiers of the list, in its order, read from the text of specifiers.ts. */
export function readSpecifiers(source: string): string[];
/** The id of a module's copy (`x.js` → `x.portico-copy.js`): the same file as a module of its own. */
export function copyId(id: string): string;
/** The file a copy's id names. */
export function copiedFile(id: string): string;
/**
 * The virtual module of `specifier`: every name of the portal's module, re-exported from the module
 * that defines it (`defined`; from its copy when `copy`), else from `specifier`.
 */
export function reexportSource(
  specifier: string,
  names: readonly string[],
  defined?: ReadonlyMap<string, { id: string; name: string; copy?: boolean }>,
): string;
/**
 * The module the import map names for `specifier`: awaits the page's registry, re-exports `names`, and
 * the names left out of the portal's module from its complement (`from`: relative to the shim).
 */
export function shimSource(
  specifier: string,
  names: readonly string[],
  complement?: { from: string; names: readonly string[] } | null,
): string;
/** `assets/shared/<specifier as a name>-<hash>.js` for a shim's text. */
export function shimFileName(specifier: string, source: string): string;
/** Whether `name` of a module (Rollup's module info) is plain data declared by a module that imports nothing. */
export function isDataExport(info: import('rollup').ModuleInfo, name: string): boolean;
/** The inline import map of the page. */
export function importMapScript(imports: Readonly<Record<string, string>>): string;
/** The names of a CommonJS module as the page gets them (production), and `default`. */
export function commonJsNames(file: string): string[];

/** The Rollup plugin of the shared modules, with what it found. */
export interface SharedModulesPlugin extends Plugin {
  /** Specifier → shim address, once the bundle is generated (null when there is none). */
  importMap(): Record<string, string> | null;
  /** Specifier → export names, once the modules are loaded. */
  names(): Map<string, string[]>;
  /** Specifier → the names the build left out of the portal's module, once the modules are loaded. */
  leftOut(): Map<string, string[]>;
}
export function sharedModules(options: {
  root: string;
  externalNames?: (specifier: string) => Promise<readonly string[] | undefined>;
  /** A name not to share: `where` is the module that defines it and its own name for it. */
  leaveOut?: (specifier: string, where: { id: string; name: string }, exported: string) => boolean;
  /** Whether to share a name from a copy of the module defining it: when it is data, or the whole module. */
  copy?: (specifier: string, where: { id: string; name: string }) => 'data' | 'module' | false;
  /** The plugins (fresh instances) of the pass building the left-out names into complements. */
  complementPlugins?: (() => Plugin[]) | null;
  /** The loaders load empty modules: the portal as it is without shared modules. */
  off?: boolean;
}): SharedModulesPlugin;
/** The export names of `specifiers` (packages), by a Rollup graph of their own with `plugins`. */
export function sharedPackageNames(
  root: string,
  specifiers: readonly string[],
  plugins: readonly Plugin[],
): Promise<Map<string, string[]>>;
