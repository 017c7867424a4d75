import { definePlugin } from '@portico/sdk';
import { HeaderWidgetBlueprint } from '@portico/plugin/header';
import { MESSAGES } from './messages';
import { optionsRef, optionsSchema, type PluginTemplateOptions } from './options';

/**
 * plugin-template: a header widget (right slot) with the user's to-do count from this plugin's own call
 * (api.ts, answered in development by dev-api.ts), shown to logged-in users, options checked by
 * options.ts. The widget's code loads lazily: this manifest stays plain data.
 */
export default definePlugin<PluginTemplateOptions>({
  id: 'plugin-template',
  title: MESSAGES.title,
  options: optionsSchema,
  provides: [optionsRef],
  contributes: [
    HeaderWidgetBlueprint.make({
      name: 'widget',
      slot: 'right',
      order: 50,
      // Who sees it: a `when` clause over the session (see ARCHITECTURE.md, "when clauses").
      when: { loggedIn: true },
      loader: () => import('./Widget'),
    }),
  ],
  activate(ctx) {
    ctx.provide(optionsRef, { useValue: ctx.options });
  },
});
