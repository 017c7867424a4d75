// Sub-apps registered or switched in portal.config.json (`subApps`, spec §2.1/§3), applied to the
// plugins before the runtime starts, so an admin changes a sub-app's mode without a rebuild. This
// module is in the initial chunk and stays small: the loader (qiankun, single-spa) is only named
// here through a lazy `import()`.
import { subAppPath, TIME_LIMITS } from '@portico/core';
import {
  PageBlueprint,
  SubAppBlueprint,
  definePlugin,
  routePoint,
  type PageProps,
  type PluginDefinition,
} from '@portico/sdk';
import { subAppPoint } from '@portico/sdk/internal';
import { HeaderTabBlueprint } from '@portico/plugin/header';
import type { ComponentType } from 'react';
import { ConfigError } from './config/load';
import type { PortalConfig } from './config/schema';
import type { RemoteSubApp } from './remote/remote-sub-app';

type SubAppsConfig = NonNullable<PortalConfig['subApps']>;
type Contribution = NonNullable<PluginDefinition<unknown>['contributes']>[number];

/** Id of the host's plugin that holds the sub-apps only the config names. */
export const REMOTE_SUBAPPS_PLUGIN_ID = 'remote-sub-apps';

/** Where a remote sub-app's entry page is by default (spec §2.1). */
export const defaultEntry = (namespace: string) => subAppPath(namespace, '/__static__/index.html');

/**
 * The remote sub-app a config entry describes, with the defaults filled in: the entry page of spec
 * §2.1, the namespace as its library name, and the §9 chunk-load limit for its entry and scripts.
 */
export function remoteApp(
  namespace: string,
  entry: SubAppsConfig[string] & { readonly mode: RemoteSubApp['mode'] },
  own: { readonly name: string; readonly title: string } = { name: namespace, title: namespace },
): RemoteSubApp {
  return {
    name: own.name,
    namespace,
    mode: entry.mode,
    entry: entry.entry ?? defaultEntry(namespace),
    library: entry.name ?? namespace,
    title: entry.title ?? own.title,
    loadTimeoutMs: entry.loadTimeoutMs ?? TIME_LIMITS.chunkLoadMs,
  };
}

/** One page for every path of a remote sub-app: it owns its routing below `/markets/<namespace>/`. */
function remoteRoute(app: RemoteSubApp, requiresSession: boolean) {
  return PageBlueprint.make({
    name: `${app.namespace}/remote`,
    path: subAppPath(app.namespace, '/*'),
    title: app.title,
    subApp: app.namespace,
    requiresSession,
    loader: () =>
      import('./remote/RemoteSubAppPage').then((m): { default: ComponentType<PageProps> } => ({
        default: m.remoteSubAppPage(app),
      })),
  });
}

/**
 * Applies `subApps` to the selected plugins: an existing namespace set to `qiankun` or
 * `singleSPA` keeps its plugin (tabs, widgets) but its pages give way to the remote entry; a new
 * namespace becomes a sub-app of the host's own plugin. A namespace the config sets to `local` that
 * no plugin provides cannot render and fails the config, naming the key.
 */
export function applySubApps(
  plugins: readonly PluginDefinition<unknown>[],
  config: SubAppsConfig | undefined,
): PluginDefinition<unknown>[] {
  if (!config || !Object.keys(config).length) return [...plugins];
  const known = new Set<string>();
  const result = plugins.map((plugin) => {
    const contributes = plugin.contributes ?? [];
    const remote = new Map<string, RemoteSubApp>();
    const next: Contribution[] = [];
    for (const c of contributes) {
      if (c.kind !== subAppPoint.kind) continue;
      const namespace = c.namespace as string;
      known.add(namespace);
      const entry = config[namespace];
      if (!entry || entry.mode === 'local') continue;
      remote.set(
        namespace,
        remoteApp(namespace, { ...entry, mode: entry.mode }, { name: c.name as string, title: c.title as string }),
      );
    }
    if (!remote.size) return plugin;
    const needsSession = new Map<string, boolean>();
    for (const c of contributes) {
      const app = c.kind === subAppPoint.kind ? remote.get(c.namespace as string) : undefined;
      if (app) {
        next.push({ ...c, mode: app.mode, entry: app.entry, library: app.library, title: app.title });
        continue;
      }
      const pageOf = c.kind === routePoint.kind ? remote.get(c.subApp as string) : undefined;
      if (pageOf) {
        // The local pages give way; the remote page needs a session if any of them did.
        needsSession.set(pageOf.namespace, (needsSession.get(pageOf.namespace) ?? false) || c.requiresSession === true);
        continue;
      }
      next.push(c);
    }
    for (const app of remote.values()) next.push(remoteRoute(app, needsSession.get(app.namespace) ?? true));
    return { ...plugin, contributes: next };
  });

  const added: Contribution[] = [];
  for (const [namespace, entry] of Object.entries(config)) {
    if (known.has(namespace)) continue;
    if (entry.mode === 'local')
      throw new ConfigError(
        `portal.config.json sets sub-app "${namespace}" to mode local, but no plugin provides that sub-app; use qiankun or singleSPA with its entry`,
        'PORTICO_E_INVALID_CONFIG',
        `subApps.${namespace}.mode`,
      );
    const app = remoteApp(namespace, { ...entry, mode: entry.mode });
    added.push(
      ...SubAppBlueprint.make({
        name: app.name,
        namespace,
        title: app.title,
        mode: app.mode,
        entry: app.entry,
        library: app.library,
        ...(entry.prefetch === undefined ? {} : { prefetch: entry.prefetch }),
      }),
      remoteRoute(app, true),
    );
    if (entry.tab)
      added.push(HeaderTabBlueprint.make({ name: namespace, label: entry.tab.label, to: subAppPath(namespace, '/') }));
  }
  if (added.length)
    result.push(
      definePlugin({
        id: REMOTE_SUBAPPS_PLUGIN_ID,
        title: '远程子应用',
        contributes: added,
      }) as PluginDefinition<unknown>,
    );
  return result;
}
