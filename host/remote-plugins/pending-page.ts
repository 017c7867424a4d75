import type { ComponentType } from 'react';
import type { ExtensionRegistry } from '@portico/core';

/** Where a remote plugin's page is: `/markets/ext/<id>` (and below), as the plugin template's. */
export const remotePagePaths = (id: string): string[] => [`/markets/ext/${id}`, `/markets/ext/${id}/*`];

/** Renders nothing: what a pending page resolves to once its plugin's own page has taken over. */
const Nothing: ComponentType = () => null;

/**
 * Holds a remote plugin's page address while the plugin loads, so a deep link waits instead of
 * showing 404: a route at its paths whose loader settles with the plugin (the router's page
 * loader applies the chunk-load limit, shows 加载中 meanwhile and the error page with 重试 when it
 * rejects). `wait()` resolves once the plugin runs (the pending routes are removed first, so its
 * own page shows) and rejects with the failure; 重试 calls it again, which may load the plugin anew.
 * Returns the removal.
 */
export function holdPages(
  extensions: ExtensionRegistry,
  id: string,
  title: string,
  wait: () => Promise<void>,
): () => void {
  const loader = () => wait().then(() => ({ default: Nothing }));
  const removals = extensions.batch(() =>
    remotePagePaths(id).map((path, i) =>
      extensions.register(id, {
        kind: 'route',
        name: `__pending-${i}`,
        id: `route:${id}/__pending-${i}`,
        path,
        title,
        loader,
      }),
    ),
  );
  return () => extensions.batch(() => removals.forEach((remove) => remove()));
}
