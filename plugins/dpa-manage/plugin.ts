import { definePlugin, SubAppBlueprint } from '@portico/sdk';
import { MESSAGES as M } from './messages';
import { PAGES } from './routes';

/** The dpaManage sub-app (spec §2.2 /markets/dpaManage): the product library of product ads. */
export default definePlugin({
  id: 'dpa-manage',
  title: M.subApp,
  contributes: SubAppBlueprint.make({
    title: M.subApp,
    // Spec §2.2: a visitor without a session goes to the login page, with the way back.
    requiresSession: true,
    pages: { ...PAGES, load: () => import('./pages') },
  }),
});
