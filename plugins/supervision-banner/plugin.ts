import { definePlugin, LayoutBlueprint } from '@portico/sdk';

/** The supervised-access banner (spec §2.2, `?multiAccessId=`). */
export default definePlugin({
  id: 'supervision-banner',
  title: '代为操作提示',
  contributes: [
    LayoutBlueprint.make({
      name: 'banner',
      slot: 'banner',
      order: 0,
      when: { all: [{ loggedIn: true }, { multiAccess: true }] },
      loader: () => import('./SupervisionBanner'),
    }),
  ],
});
