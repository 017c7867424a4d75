import { definePlugin, SubAppBlueprint } from '@portico/sdk';
import { MESSAGES } from '../page/messages';
import { optionsRef, optionsSchema, type PluginTemplateOptions } from '../options';
import { PAGES } from './routes';

/**
 * plugin-template: a sub-app at /markets/plugin-template/ whose pages (routes.ts) load as one
 * chunk, listing the user's to-dos from this plugin's own call (api.ts, answered in development by
 * dev-api.ts).
 */
export default definePlugin<PluginTemplateOptions>({
  id: 'plugin-template',
  title: MESSAGES.title,
  options: optionsSchema,
  provides: [optionsRef],
  contributes: SubAppBlueprint.make({
    name: 'pluginTemplate',
    title: MESSAGES.title,
    pages: { ...PAGES, load: () => import('./pages') },
  }),
  activate(ctx) {
    ctx.provide(optionsRef, { useValue: ctx.options });
  },
});
