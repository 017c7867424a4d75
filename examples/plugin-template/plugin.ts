import { definePlugin, PageBlueprint } from '@portico/sdk';
import { HeaderWidgetBlueprint } from '@portico/plugin/header';
import { MESSAGES } from './messages';

/** Copy this folder to start a plugin: rename the id, the path and the messages. */
export default definePlugin({
  id: 'plugin-template',
  title: '插件模板',
  contributes: [
    HeaderWidgetBlueprint.make({ name: 'hello', slot: 'right', order: 50, when: { loggedIn: true }, loader: () => import('./HelloWidget') }),
    PageBlueprint.make({ path: '/markets/ext/plugin-template', title: MESSAGES.pageTitle, when: { loggedIn: true }, loader: () => import('./HelloPage') }),
  ],
});
