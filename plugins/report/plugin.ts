import { definePlugin, SubAppBlueprint } from '@portico/sdk';
import { MESSAGES as M } from './messages';
import { NAMESPACE, ROUTES } from './routes';
import { TABS } from './tabs';

/** The report sub-app (spec §2.2 "Reports"): owner and agency reports. */
export default definePlugin({
  id: 'report',
  title: M.subApp,
  contributes: [
    ...SubAppBlueprint.make({
      namespace: NAMESPACE,
      title: M.subApp,
      // Spec §2.2: a visitor without a session goes to the login page, with the way back.
      requiresSession: true,
      pages: { load: () => import('./pages'), titles: M.titles, routes: ROUTES },
    }),
    ...TABS,
  ],
});
