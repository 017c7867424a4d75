import { definePlugin, SubAppBlueprint } from '@portico/sdk';
import { MESSAGES as M } from './messages';
import { NAMESPACE, ROUTES } from './routes';

/** The dpaManage sub-app (spec §2.2 /markets/dpaManage): the product library of product ads. */
export default definePlugin({
  id: 'dpa-manage',
  title: M.subApp,
  contributes: SubAppBlueprint.make({
    namespace: NAMESPACE,
    title: M.subApp,
    // Spec §2.2: a visitor without a session goes to the login page, with the way back.
    requiresSession: true,
    pages: { load: () => import('./pages'), titles: M.titles, routes: ROUTES },
  }),
});
