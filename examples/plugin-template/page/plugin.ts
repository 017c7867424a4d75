import { definePlugin, PageBlueprint } from '@portico/sdk';
import { MESSAGES } from './messages';
import { optionsRef, optionsSchema, type PluginTemplateOptions } from '../options';
import { PAGE_PATH } from './constants';

/**
 * plugin-template: a page at /markets/ext/plugin-template listing the user's to-dos from this
 * plugin's own call (api.ts, answered in development by dev-api.ts), for logged-in users (others
 * see 暂无权限).
 */
export default definePlugin<PluginTemplateOptions>({
  id: 'plugin-template',
  title: MESSAGES.title,
  options: optionsSchema,
  provides: [optionsRef],
  contributes: [
    PageBlueprint.make({
      path: PAGE_PATH,
      title: MESSAGES.title,
      when: { loggedIn: true },
      loader: () => import('./Page'),
    }),
  ],
  activate(ctx) {
    ctx.provide(optionsRef, { useValue: ctx.options });
  },
});
