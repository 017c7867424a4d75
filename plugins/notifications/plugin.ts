import { definePlugin, requestRef, sessionRef } from '@portico/sdk';
import { HeaderWidgetBlueprint } from '@portico/plugin/header';
import { MessageStore } from './message-store';
import { messageStoreRef } from './message-store-ref';
import { messageCentreRef } from './public';
import { MESSAGES } from './messages';

/**
 * The notification centre (spec §2.5): a bell with the unread badge in the header and the
 * 新消息列表 panel. Agency operators do not see it. The store lives with the plugin, the UI
 * loads lazily with the bell.
 */
export default definePlugin({
  id: 'notifications',
  title: MESSAGES.pluginTitle,
  requires: [requestRef, sessionRef],
  provides: [messageStoreRef, messageCentreRef],
  contributes: [
    HeaderWidgetBlueprint.make({
      name: 'bell',
      slot: 'right',
      order: 30,
      // Not navigation: after ready, holding the width of the bell and its badge meanwhile.
      phase: 'eventually',
      reserve: '32px',
      when: { all: [{ loggedIn: true }, { not: { accountType: 'operator' } }] },
      loader: () => import('./components/NotificationBell'),
    }),
  ],
  activate(ctx, request, session) {
    const store = new MessageStore(request, session);
    ctx.provide(messageStoreRef, { useValue: store });
    // The same store for other plugins (the toolbox's 消息中心): one badge, one read state.
    ctx.provide(messageCentreRef, { useValue: store });
    return () => store.dispose();
  },
});
