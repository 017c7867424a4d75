import { definePlugin, SubAppBlueprint } from '@portico/sdk';
import { MESSAGES as M } from './messages';
import { PAGES } from './routes';
import { TABS } from './tabs';

/** The finance sub-app (spec §2.2 "Finance"): balance, recharge, records and flow. */
export default definePlugin({
  id: 'finance',
  title: M.subApp,
  contributes: [
    ...SubAppBlueprint.make({
      title: M.subApp,
      // Spec §2.2: a visitor without a session goes to the login page, with the way back.
      requiresSession: true,
      pages: { ...PAGES, load: () => import('./pages') },
    }),
    ...TABS,
  ],
});
