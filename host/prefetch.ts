import { matchPath } from 'react-router-dom';
import { preloadComponent } from '@portico/sdk/internal';
import { contributionId, routePoint, subAppPoint, type ExtensionRegistry, type PluginDefinition } from '@portico/core';

/**
 * Starts downloading what the first screen needs — the page chunk of the route at `pathname`
 * and every widget of the layout — so the chunks arrive while the session loads and render
 * without suspending. Errors surface (with the retry UI) when the page really loads them.
 * Returns the extension ids it started and when they have all arrived.
 */
export function preloadFirstScreen(
  plugins: readonly PluginDefinition<unknown>[],
  pathname: string,
): FirstScreenPreload {
  const started: string[] = [];
  const loads: Promise<void>[] = [];
  for (const plugin of plugins) {
    for (const c of plugin.contributes ?? []) {
      if (typeof c.loader !== 'function') continue;
      // Every widget (header, layout, flyout: whatever has a loader), and the page of this path.
      const wanted =
        c.kind !== routePoint.kind ||
        matchPath({ path: c.path as string, caseSensitive: true, end: true }, pathname) !== null;
      if (!wanted) continue;
      started.push(contributionId(plugin.id, c));
      loads.push(preloadComponent(c.loader as () => Promise<{ default: unknown }>));
    }
  }
  return { started, settled: Promise.all(loads).then(() => undefined) };
}

/** What {@link preloadFirstScreen} started, and a promise that settles when all of it has arrived. */
export interface FirstScreenPreload {
  readonly started: string[];
  /** Resolves once every chunk has loaded or failed (never rejects). */
  readonly settled: Promise<void>;
}

/**
 * Spec §2.1: once the first screen is ready, load the chunks of the other sub-apps in idle time
 * so that switching is instant — except those marked `prefetch: false` (multipleCreative,
 * toolbox). Remote (qiankun/singleSPA) sub-apps are fetched by their loader, not here. A failed
 * download is forgotten (the page loads it again when opened).
 */
export function prefetchSubApps(extensions: ExtensionRegistry, schedule: (task: () => void) => void): string[] {
  const routes = extensions.list(routePoint);
  const names: string[] = [];
  for (const app of extensions.list(subAppPoint)) {
    if (app.prefetch === false || app.mode !== 'local') continue;
    const route = routes.find((r) => r.subApp === app.namespace);
    if (!route) continue;
    names.push(app.name);
    // Through preloadComponent, so that the page renders without suspending once it arrived.
    schedule(() => void preloadComponent(route.loader));
  }
  return names;
}
