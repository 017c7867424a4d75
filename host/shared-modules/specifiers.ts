// The modules a remote plugin shares with the portal (issue 37): a bare import of one of these
// specifiers in a plugin's ES module gets the portal's own instance (one React, one SDK, one
// router), through the page's import map. This is the one list: the build (scripts/shared-modules.mjs)
// reads it from this file, emits one small module per specifier and maps the specifier to it.
// Each loader is a dynamic import, so nothing here is downloaded before a remote plugin asks.

/** Loads the portal's own module for one shared specifier. */
export type SharedModuleLoader = () => Promise<object>;

/**
 * Every shared specifier and the portal's module for it. The libraries of the contract, the public
 * entries of the layers, and each built-in plugin's public face (`plugins/<id>/public.ts`, which
 * aliases.mjs names `@portico/plugin/<id>`). Keep one `'<specifier>': () => import('<specifier>')`
 * per line: the build reads the specifiers from the text of this file.
 */
export const SHARED_MODULES = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-router-dom': () => import('react-router-dom'),
  mobx: () => import('mobx'),
  'mobx-react-lite': () => import('mobx-react-lite'),
  'zod/mini': () => import('zod/mini'),
  '@portico/sdk': () => import('@portico/sdk'),
  '@portico/ui': () => import('@portico/ui'),
  '@portico/ads': () => import('@portico/ads'),
  '@fluentui/react-components': () => import('@fluentui/react-components'),
  '@portico/plugin/creative': () => import('@portico/plugin/creative'),
  '@portico/plugin/dpa-manage': () => import('@portico/plugin/dpa-manage'),
  '@portico/plugin/finance': () => import('@portico/plugin/finance'),
  '@portico/plugin/header': () => import('@portico/plugin/header'),
  '@portico/plugin/manage': () => import('@portico/plugin/manage'),
  '@portico/plugin/multiple-creative': () => import('@portico/plugin/multiple-creative'),
  '@portico/plugin/notifications': () => import('@portico/plugin/notifications'),
  '@portico/plugin/report': () => import('@portico/plugin/report'),
  '@portico/plugin/toolbox': () => import('@portico/plugin/toolbox'),
  '@portico/plugin/toolbox-flyout': () => import('@portico/plugin/toolbox-flyout'),
} as const satisfies Readonly<Record<string, SharedModuleLoader>>;

/** A specifier a remote plugin may import bare. */
export type SharedSpecifier = keyof typeof SHARED_MODULES;

/** The shared specifiers, in the order above. */
export const SHARED_SPECIFIERS = Object.keys(SHARED_MODULES) as readonly SharedSpecifier[];

/** The portal's own module namespace of a shared specifier (refused: one the portal does not share). */
export function loadShared(specifier: string): Promise<object> {
  const loaders: Readonly<Record<string, SharedModuleLoader>> = SHARED_MODULES;
  if (!Object.hasOwn(loaders, specifier))
    return Promise.reject(new Error(`PORTICO_E_SHARED_UNKNOWN: "${specifier}" is not a module the portal shares`));
  return loaders[specifier]();
}
