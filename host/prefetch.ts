import { matchPath } from 'react-router-dom';
import { preloadComponent } from '@portico/sdk/internal';
import {
  contributionId,
  routePoint,
  subAppPoint,
  type ExtensionRegistry,
  type PluginDefinition,
  type ScriptPolicy,
  type When,
} from '@portico/core';
import { defaultEntry } from './subapps';

/** The session as the first-screen preload needs it: when it is known, and what it allows. */
export interface PreloadGate {
  /** Settles once the session is loaded (or failed to load). */
  readonly known: Promise<unknown>;
  allows(when: When | undefined): boolean;
}

/**
 * Starts downloading what the first screen needs — the page chunk of the route at `pathname`
 * and the widgets of the layout — so the chunks arrive while the session loads and render
 * without suspending. Only what this user can see: an ungated widget starts at once, a gated one
 * once the session is known and only if its `when` allows it (without a `gate`, never); widgets
 * of the `eventually` phase are left to their phase. Errors surface (with the retry UI) when the
 * page really loads them. Returns the extension ids it started and when they have all arrived.
 */
export function preloadFirstScreen(
  plugins: readonly PluginDefinition<unknown>[],
  pathname: string,
  gate?: PreloadGate,
): FirstScreenPreload {
  const started: string[] = [];
  const loads: Promise<void>[] = [];
  const gated: Array<{ id: string; when: When; loader: () => Promise<{ default: unknown }> }> = [];
  for (const plugin of plugins) {
    for (const c of plugin.contributes ?? []) {
      if (typeof c.loader !== 'function' || c.phase === 'eventually') continue;
      const isRoute = c.kind === routePoint.kind;
      // Every widget (header, layout, flyout: whatever has a loader), and the page of this path.
      if (isRoute && !matchesRoute(c.path as string, pathname)) continue;
      const id = contributionId(plugin.id, c);
      const loader = c.loader as () => Promise<{ default: unknown }>;
      // The page the user asked for loads whoever they are (a forbidden one shows its notice).
      if (c.when !== undefined && !isRoute) {
        gated.push({ id, when: c.when as When, loader });
        continue;
      }
      started.push(id);
      loads.push(preloadComponent(loader));
    }
  }
  if (gate && gated.length)
    loads.push(
      gate.known.then(
        () =>
          Promise.all(
            gated
              .filter((g) => gate.allows(g.when))
              .map((g) => {
                started.push(g.id);
                return preloadComponent(g.loader);
              }),
          ).then(() => undefined),
        () => undefined,
      ),
    );
  return { started, settled: Promise.all(loads).then(() => undefined) };
}

/**
 * Whether a route's `path` matches `pathname` (whole, case-sensitive). Most of a portal's routes
 * share no static prefix with the page asked for: a string test rules them out before
 * `matchPath` compiles each pattern into a RegExp (~7 ms for this portal's routes at start-up,
 * while the session loads). The prefix is the path before its first dynamic or optional segment,
 * without trailing slashes (which `matchPath` treats as optional).
 */
export function matchesRoute(path: string, pathname: string): boolean {
  const segments = path.split('/');
  const dynamic = segments.findIndex((s) => s.startsWith(':') || s.includes('*') || s.endsWith('?'));
  const prefix = (dynamic < 0 ? segments : segments.slice(0, dynamic)).join('/').replace(/\/+$/, '');
  if (!pathname.startsWith(prefix)) return false;
  return matchPath({ path, caseSensitive: true, end: true }, pathname) !== null;
}

/** What {@link preloadFirstScreen} started, and a promise that settles when all of it has arrived. */
export interface FirstScreenPreload {
  readonly started: string[];
  /** Resolves once every chunk has loaded or failed (never rejects). */
  readonly settled: Promise<void>;
}

/**
 * Spec §2.1: once the first screen is ready, load the chunks of the sub-apps (every page's, the
 * first page's sub-app included, whose other pages may have modules of their own) in idle time
 * so that switching is instant — except those marked `prefetch: false` (multipleCreative,
 * toolbox). A remote (qiankun/singleSPA) sub-app's entry page and assets go into the loader's
 * caches (host/remote/prefetch.ts). A failed download is forgotten (the page loads it again when
 * opened).
 */
export function prefetchSubApps(
  extensions: ExtensionRegistry,
  schedule: (task: () => void) => void,
  policy: ScriptPolicy,
): string[] {
  const routes = extensions.list(routePoint);
  const names: string[] = [];
  for (const app of extensions.list(subAppPoint)) {
    if (app.prefetch === false) continue;
    if (app.mode !== 'local') {
      const remote = { name: app.name, mode: app.mode, entry: app.entry ?? defaultEntry(app.namespace) };
      names.push(app.name);
      // The loader's chunk (qiankun, single-spa) comes with it: this portal has a remote sub-app.
      schedule(() => void import('./remote/RemoteSubAppPage').then((m) => m.prefetchRemote(remote, policy)));
      continue;
    }
    // Every page: a sub-app's pages may come from more than one module (a page's own `load`).
    const own = routes.filter((r) => r.subApp === app.namespace);
    if (!own.length) continue;
    names.push(app.name);
    // Through preloadComponent, so that each page renders without suspending once it arrived.
    schedule(() => own.forEach((route) => void preloadComponent(route.loader)));
  }
  return names;
}
