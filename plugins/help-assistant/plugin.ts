import { definePlugin, eventBusRef, LayoutBlueprint } from '@portico/sdk';
import { PLUGIN_ID } from './constants';
import { MESSAGES } from './messages';
import { optionsSchema } from './options';
import { helpOptionsRef } from './options-ref';
import { seenSignalRef } from './seen-signal';

/**
 * The help assistant (spec §2.8): a floating, draggable entry with the work-order progress badge,
 * opening a dialog of recommended questions, search, answers with feedback, hot articles and
 * quick links. The entry is the only code of the first chunk; the dialog loads when opened.
 */
export default definePlugin({
  id: PLUGIN_ID,
  title: MESSAGES.pluginTitle,
  options: optionsSchema,
  requires: [eventBusRef],
  provides: [helpOptionsRef, seenSignalRef],
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
  activate(ctx, events) {
    ctx.provide(helpOptionsRef, { useValue: ctx.options });
    const signal = { pending: false };
    ctx.provide(seenSignalRef, { useValue: signal });
    // From activation on, so a work-order page opened before the entry arrives still counts.
    return events.on('work-orders:seen', () => {
      signal.pending = true;
    });
  },
});
