import { definePlugin, LayoutBlueprint, type When } from '@portico/sdk';
import { PLUGIN_ID } from './constants';
import { MESSAGES } from './messages';

/** Owner types whose qualification the session queries (spec §6): sub-owner, old directed, directed. */
const QUALIFIED_OWNERS: When = { accountType: ['sub-owner', 'old-directed-owner', 'directed-owner'] };

/**
 * Reminders (spec §2.9, §4, §8): the qualification notice and the business validation reminder,
 * for owners, above the page. Not navigation: they load once the portal is idle after ready.
 */
export default definePlugin({
  id: PLUGIN_ID,
  title: MESSAGES.pluginTitle,
  contributes: [
    LayoutBlueprint.make({
      name: 'qualification',
      slot: 'banner',
      order: 20,
      phase: 'eventually',
      when: QUALIFIED_OWNERS,
      loader: () => import('./QualificationReminder'),
    }),
    LayoutBlueprint.make({
      name: 'business-validation',
      slot: 'banner',
      order: 30,
      phase: 'eventually',
      when: { accountType: 'owner' },
      loader: () => import('./ValidationReminder'),
    }),
  ],
});
