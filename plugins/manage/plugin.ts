import { definePlugin, PageBlueprint, SubAppBlueprint } from '@portico/sdk';
import { MESSAGES as M } from './messages';
import { pageOf, PAGES } from './routes';
import { MANAGE_TABS } from './tabs';

/** The tables and account pages load from their own chunk (the homes stay light). */
const loadLists = () => import('./pages/lists');

/** The manage sub-app (spec §2.2 "Home and manage"), the default sub-app, with its header tabs. */
export default definePlugin({
  id: 'manage',
  title: '推广管理',
  contributes: [
    ...SubAppBlueprint.make({
      title: M.subApp,
      default: true,
      // Spec §2.2: a visitor without a session goes to the login page, with the way back.
      requiresSession: true,
      pages: {
        ...PAGES,
        load: () => import('./pages'),
        routes: PAGES.routes.map((r) => (pageOf(r.name).lists ? { ...r, load: loadLists } : r)),
      },
    }),
    ...MANAGE_TABS,
    // Spec §2.1: the root's one named route, /Land, without the layout; it sends the user on.
    PageBlueprint.make({
      name: 'Land',
      path: '/markets/Land',
      title: M.landTitle,
      layout: 'none',
      requiresSession: true,
      loader: () => import('./land'),
    }),
  ],
});
