import { serviceRef } from '@portico/sdk';

/**
 * Work orders seen (`work-orders:seen`) before the entry knew its progress: the work-order page
 * opened directly, while the entry (a widget that arrives when the portal is idle) was not yet
 * there or still counting. The plugin listens from activation; the entry marks the progress it
 * then reads as seen.
 */
export interface SeenSignal {
  pending: boolean;
}

/** The plugin's {@link SeenSignal}, provided by `activate`. */
export const seenSignalRef = serviceRef<SeenSignal>('plugin.help-assistant.seen');
