import { definePlugin, SubAppBlueprint } from '@portico/sdk';
import { MESSAGES as M } from './messages';
import { PAGES } from './routes';

/** The multipleCreative sub-app (in-game promotion); not prefetched (spec §2.1). */
export default definePlugin({
  id: 'multiple-creative',
  title: M.subApp,
  contributes: SubAppBlueprint.make({
    title: M.subApp,
    prefetch: false,
    // Spec §2.2: a visitor without a session goes to the login page, with the way back.
    requiresSession: true,
    pages: { ...PAGES, load: () => import('./pages') },
  }),
});
