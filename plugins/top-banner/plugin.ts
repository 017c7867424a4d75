import { definePlugin, LayoutBlueprint } from '@portico/sdk';
import { PLUGIN_ID } from './constants';
import { MESSAGES } from './messages';

/**
 * The top banner (spec §2.7): announcements above the page, rotating every 60 s, closable. Not
 * navigation, so it loads once the portal is idle after ready.
 */
export default definePlugin({
  id: PLUGIN_ID,
  title: MESSAGES.pluginTitle,
  contributes: [
    LayoutBlueprint.make({
      name: 'banner',
      slot: 'banner',
      order: 10,
      phase: 'eventually',
      when: { loggedIn: true },
      loader: () => import('./TopBanner'),
    }),
  ],
});
