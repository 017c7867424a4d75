import { definePlugin, SubAppBlueprint } from '@portico/sdk';
import { MESSAGES as M } from './messages';
import { NAMESPACE, ROUTES } from './routes';
import { TABS } from './tabs';

/** The toolbox sub-app (spec §2.2 "Toolbox"); not prefetched (spec §2.1). */
export default definePlugin({
  id: 'toolbox',
  title: M.subApp,
  contributes: [
    ...SubAppBlueprint.make({
      name: NAMESPACE,
      namespace: NAMESPACE,
      title: M.subApp,
      prefetch: false,
      pages: { load: () => import('./pages'), routes: ROUTES },
    }),
    ...TABS,
  ],
});
