import { definePlugin, LayoutBlueprint } from '@portico/sdk';
import { PLUGIN_ID } from './constants';
import { MESSAGES } from './messages';
import { optionsSchema } from './options';
import { helpOptionsRef } from './options-ref';

/**
 * The help assistant (spec §2.8): a floating, draggable entry with the work-order progress badge,
 * opening a dialog of recommended questions, search, answers with feedback, hot articles and
 * quick links. The entry is the only code of the first chunk; the dialog loads when opened.
 */
export default definePlugin({
  id: PLUGIN_ID,
  title: MESSAGES.pluginTitle,
  options: optionsSchema,
  provides: [helpOptionsRef],
  contributes: [
    LayoutBlueprint.make({
      name: 'entry',
      slot: 'overlay',
      order: 50,
      phase: 'eventually',
      when: { loggedIn: true },
      loader: () => import('./HelpEntry'),
    }),
  ],
  activate(ctx) {
    ctx.provide(helpOptionsRef, { useValue: ctx.options });
  },
});
