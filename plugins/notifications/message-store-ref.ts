import { serviceRef, useService } from '@portico/sdk';
import type { MessageStore } from './message-store';

/** The plugin's {@link MessageStore}, provided by `activate`. */
export const messageStoreRef = serviceRef<MessageStore>('plugin.notifications.messages');

/** The notification centre's store, for the bell and the panel. */
export function useMessageStore(): MessageStore {
  return useService(messageStoreRef);
}
