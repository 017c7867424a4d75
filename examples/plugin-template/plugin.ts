import { definePlugin, HeaderWidgetBlueprint, RouteBlueprint } from '@portico/sdk';
import { MESSAGES } from './messages';

/** Copy this folder to start a plugin: rename the id, the path and the messages. */
export default definePlugin({
  id: 'plugin-template',
  title: '插件模板',
  contributes: [
    HeaderWidgetBlueprint.make({ slot: 'header.right', order: 50, when: { loggedIn: true }, loader: () => import('./HelloWidget') }),
    RouteBlueprint.make({ path: '/markets/ext/plugin-template', title: MESSAGES.pageTitle, when: { loggedIn: true }, loader: () => import('./HelloPage') }),
  ],
});
