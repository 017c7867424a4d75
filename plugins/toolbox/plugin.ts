import { definePlugin, SubAppBlueprint } from '@portico/sdk';
import { messageCentreRef } from '@portico/plugin/notifications';
import { toolboxLauncherRef } from '@portico/plugin/toolbox-flyout';
import { toolboxContextRef } from './context';
import { FLYOUT_ENTRIES } from './flyout-entries';
import { MESSAGES as M } from './messages';
import { optionsSchema } from './options';
import { PAGES } from './routes';
import { TABS } from './tabs';

/**
 * The toolbox sub-app (spec §2.2 "Toolbox"); not prefetched (spec §2.1). It contributes its
 * header tabs and the toolbox-flyout entries that open its pages, each gated like its page.
 */
export default definePlugin({
  id: 'toolbox',
  title: M.subApp,
  // The 消息中心 page shares the notification centre's store; the home opens entries with the flyout's launcher.
  optional: [messageCentreRef, toolboxLauncherRef],
  provides: [toolboxContextRef],
  options: optionsSchema,
  contributes: [
    ...SubAppBlueprint.make({
      title: M.subApp,
      prefetch: false,
      // Spec §2.2: a visitor without a session goes to the login page, with the way back.
      requiresSession: true,
      pages: { ...PAGES, load: () => import('./pages') },
    }),
    ...TABS,
    ...FLYOUT_ENTRIES,
  ],
  activate(ctx, messages, launcher) {
    ctx.provide(toolboxContextRef, { useValue: { options: ctx.options, messages, launcher } });
  },
});
