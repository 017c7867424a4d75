import { definePlugin, PageBlueprint } from '@portico/sdk';
import { HeaderWidgetBlueprint } from '@portico/plugin/header';
import { PAGE_PATH } from './constants';
import { MESSAGES } from './messages';

/** Copy this folder to start a plugin: rename the id, the path (constants.ts) and the messages. */
export default definePlugin({
  id: 'plugin-template',
  title: '插件模板',
  contributes: [
    HeaderWidgetBlueprint.make({
      name: 'hello',
      slot: 'right',
      order: 50,
      when: { loggedIn: true },
      loader: () => import('./HelloWidget'),
    }),
    PageBlueprint.make({
      path: PAGE_PATH,
      title: MESSAGES.pageTitle,
      when: { loggedIn: true },
      loader: () => import('./HelloPage'),
    }),
  ],
});
