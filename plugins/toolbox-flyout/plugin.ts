import { definePlugin, HeaderWidgetBlueprint, navigationRef, notifierRef, requestRef, sessionRef, type When } from '@portico/sdk';
import { MENU, PLUGIN_ID } from './constants';
import { BUILT_IN_ENTRIES } from './entries';
import { ToolboxLauncher } from './launcher';
import { toolboxLauncherRef } from './launcher-ref';
import { MESSAGES } from './messages';
import { optionsSchema, type ToolboxFlyoutOptions } from './options';

/** Who sees the toolbox: the rule of the header's 工具箱 tab (spec §2.3). */
const TOOLBOX_VISIBLE: When = {
  any: [
    { accountType: ['agency', 'owner'] },
    { all: [{ accountType: 'operator' }, { menu: MENU.TOOLBOX_FOR_OPERATORS }, { flag: 'toolboxEnabled' }] },
  ],
};

/**
 * The toolbox flyout (spec §2.4): five groups of tool links next to the header tabs, opened on
 * hover or focus and hidden 100 ms after the pointer leaves. Its own entries and other plugins'
 * come through the `toolbox-entry` extension point, each gated by its `when`.
 */
export default definePlugin<ToolboxFlyoutOptions>({
  id: PLUGIN_ID,
  title: MESSAGES.pluginTitle,
  requires: [requestRef, navigationRef, notifierRef, sessionRef],
  provides: [toolboxLauncherRef],
  options: optionsSchema,
  contributes: [
    HeaderWidgetBlueprint.make({ slot: 'header.tabs', order: 10, when: TOOLBOX_VISIBLE, loader: () => import('./widgets').then((m) => ({ default: m.ToolboxFlyout })) }),
    ...BUILT_IN_ENTRIES,
  ],
  activate(ctx) {
    const launcher = new ToolboxLauncher({
      request: ctx.services.resolve(requestRef),
      navigation: ctx.services.resolve(navigationRef),
      notifier: ctx.services.resolve(notifierRef),
      session: ctx.services.resolve(sessionRef),
      options: ctx.options,
    });
    ctx.provide(toolboxLauncherRef, { useValue: launcher });
  },
});
