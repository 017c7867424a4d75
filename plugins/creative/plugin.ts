import { definePlugin, SubAppBlueprint } from '@portico/sdk';
import { MESSAGES as M } from './messages';
import { PAGES } from './routes';

/** The creative sub-app (spec §2.2): creating creatives. */
export default definePlugin({
  id: 'creative',
  title: M.subApp,
  contributes: SubAppBlueprint.make({
    title: M.subApp,
    // Spec §2.2: a visitor without a session goes to the login page, with the way back.
    requiresSession: true,
    pages: { ...PAGES, load: () => import('./pages') },
  }),
});
