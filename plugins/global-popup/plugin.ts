import { definePlugin, LayoutBlueprint } from '@portico/sdk';
import { PLUGIN_ID } from './constants';
import { MESSAGES } from './messages';

/**
 * The global popup (spec §2.6): the popups of the page's menu id, one at a time, each at most
 * once in 24 hours per owner. Not navigation: it loads once the portal is idle after ready.
 */
export default definePlugin({
  id: PLUGIN_ID,
  title: MESSAGES.pluginTitle,
  contributes: [
    LayoutBlueprint.make({
      name: 'popup',
      slot: 'overlay',
      phase: 'eventually',
      when: { loggedIn: true },
      loader: () => import('./GlobalPopup'),
    }),
  ],
});
