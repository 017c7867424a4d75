import type { ComponentType } from 'react';
import type { PluginDefinition } from '@portico/core';
import { definePlugin, PageBlueprint, type PageProps } from '@portico/sdk';
import { INSPECTOR_MESSAGES as M } from './messages';
import type { InspectorSource } from './model';

/** Id of the inspector (a dev tool: it is not in the catalog and no config switches it). */
export const INSPECTOR_ID = 'portico-inspector';
/** Where the inspector lives, in dev and test builds only. */
export const INSPECTOR_PATH = '/markets/__portico';

/**
 * The inspector as a plugin the host adds in dev and test builds (after the catalog, the config
 * and `?plugins=`, so it is always there): one page, loaded lazily, that reads the host's facts
 * (`source`) and the running portal. It provides no service and reads no point: it gives no
 * plugin anything new.
 */
export function inspectorPlugin(host: Omit<InspectorSource, 'tools'>): PluginDefinition<unknown> {
  let page: Promise<{ default: ComponentType<PageProps> }> | null = null;
  const plugin: PluginDefinition<unknown> = definePlugin({
    id: INSPECTOR_ID,
    title: M.pluginTitle,
    contributes: [
      PageBlueprint.make({
        name: 'inspector',
        path: INSPECTOR_PATH,
        title: M.pageTitle,
        // One page component per portal (the chunk is loaded once; a failed load may be retried).
        loader: () =>
          (page ??= import('./InspectorPage').then(
            (m) => ({ default: m.inspectorPage({ ...host, tools: [plugin] }) }),
            (err: unknown) => {
              page = null;
              throw err;
            },
          )),
      }),
    ],
  });
  return plugin;
}
