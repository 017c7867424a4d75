// The page's registry of shared modules: what the build's small per-specifier modules
// (assets/shared/*.js, named by the import map) ask for the portal's own namespace of a specifier.
// The table of loaders is a chunk of its own, so the first screen carries only this function.

/** Where the registry lives on the page: `globalThis[Symbol.for('portico.shared')]`. */
export const SHARED_REGISTRY_KEY: unique symbol = Symbol.for('portico.shared');

/** Gives the portal's own module namespace of a shared specifier, loading its chunk on demand. */
export interface SharedRegistry {
  load(specifier: string): Promise<object>;
}

/** Puts the registry on `target` (the page's global object). */
export function installSharedModules(target: object = globalThis): SharedRegistry {
  const registry: SharedRegistry = { load: (specifier) => import('./specifiers').then((m) => m.loadShared(specifier)) };
  Object.defineProperty(target, SHARED_REGISTRY_KEY, { value: registry });
  return registry;
}
