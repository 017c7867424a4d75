/**
 * The bare specifiers a remote plugin gets from the portal (issue 37's contract): its build keeps
 * them external and the page's import map answers them with the portal's own instances.
 *
 * The kit is packed into `@portico/sdk/build` on its own, so it keeps the contract's literal list
 * rather than importing the page's loaders (`host/shared-modules/specifiers.ts`, whose dynamic
 * imports would pull the portal in); `manifest.test.ts` fails when the two lists differ.
 */
export const SHARED_SPECIFIERS: readonly string[] = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-router-dom',
  'mobx',
  'mobx-react-lite',
  'zod/mini',
  '@portico/sdk',
  '@portico/ui',
  '@portico/ads',
  '@fluentui/react-components',
];

/** A built-in plugin's public face: `@portico/plugin/<id>`, shared as well. */
export const PLUGIN_FACE = /^@portico\/plugin\/([a-z][a-z0-9-]*)$/;

/** Whether a remote plugin's build leaves `specifier` to the portal (external) rather than bundling it. */
export function isShared(specifier: string): boolean {
  return SHARED_SPECIFIERS.includes(specifier) || PLUGIN_FACE.test(specifier);
}
