import {
  definePlugin,
  navigationRef,
  notifierRef,
  permissionRef,
  reporterRef,
  requestRef,
  usageRef,
} from '@portico/sdk';
import { TAB_ANCHORS, TabFlyoutBlueprint } from '@portico/plugin/header';
import { PLUGIN_ID } from './constants';
import { BUILT_IN_ENTRIES } from './entries';
import { ToolboxLauncher } from './launcher';
import { toolboxLauncherRef } from './launcher-ref';
import { toolboxEntryPoint } from './public';
import { MESSAGES } from './messages';
import { optionsSchema } from './options';

/**
 * The toolbox flyout (spec §2.4): five groups of tool links under the header's 工具箱 tab,
 * opened on hover or focus and hidden 100 ms after the pointer leaves. It attaches to the tab's
 * anchor, so it shows exactly where the tab does (the tab carries the §2.3 rule of who sees the
 * toolbox). Its own entries and other plugins' come through the `toolbox-entry` extension
 * point, each gated by its `when`.
 */
export default definePlugin({
  id: PLUGIN_ID,
  title: MESSAGES.pluginTitle,
  requires: [requestRef, navigationRef, notifierRef, permissionRef, reporterRef, usageRef],
  provides: [toolboxLauncherRef],
  options: optionsSchema,
  extensionPoints: [toolboxEntryPoint],
  contributes: [
    TabFlyoutBlueprint.make({
      name: 'flyout',
      anchor: TAB_ANCHORS.toolbox,
      // Not navigation (the tab itself is): it attaches when the portal is idle after ready.
      phase: 'eventually',
      loader: () => import('./widgets').then((m) => ({ default: m.ToolboxFlyout })),
    }),
    ...BUILT_IN_ENTRIES,
  ],
  activate(ctx, request, navigation, notifier, permission, reporter, usage) {
    const launcher = new ToolboxLauncher({
      request,
      navigation,
      notifier,
      permission,
      reporter,
      usage,
      options: ctx.options,
    });
    ctx.provide(toolboxLauncherRef, { useValue: launcher });
  },
});
