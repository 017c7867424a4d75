import { definePlugin, SubAppBlueprint } from '@portico/sdk';
import { FLYOUT_ENTRIES } from './flyout-entries';
import { MESSAGES as M } from './messages';
import { NAMESPACE, ROUTES } from './routes';
import { TABS } from './tabs';

/**
 * The toolbox sub-app (spec §2.2 "Toolbox"); not prefetched (spec §2.1). It contributes its
 * header tabs and the toolbox-flyout entries that open its pages, each gated like its page.
 */
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
    ...FLYOUT_ENTRIES,
  ],
});
