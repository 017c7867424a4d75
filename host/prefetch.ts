import type { ExtensionRegistry } from '@portico/core';

/**
 * Spec §2.1: once the first screen is ready, load the chunks of the other sub-apps in idle time
 * so that switching is instant — except those marked `prefetch: false` (multipleCreative,
 * toolbox). Remote (qiankun/singleSPA) sub-apps are fetched by their loader, not here.
 */
export function prefetchSubApps(extensions: ExtensionRegistry, schedule: (task: () => void) => void): string[] {
  const routes = extensions.list('route');
  const names: string[] = [];
  for (const app of extensions.list('sub-app')) {
    if (app.prefetch === false || app.mode !== 'local') continue;
    const route = routes.find((r) => r.subApp === app.namespace);
    if (!route) continue;
    names.push(app.name);
    schedule(() => void route.loader().catch(() => undefined));
  }
  return names;
}
