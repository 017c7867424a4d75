import type { ReporterService } from '@portico/core';

/**
 * The event id of the page's load time (spec §7 image beacon): the performance mark it measures,
 * `portal:ready` — the first page has its content and the user can navigate.
 */
export const LOAD_TIME_EVENT = 'portal:ready';

/**
 * Sends the page's load time once, at `portal:ready`: the mark's time since navigation start goes
 * out as the reporter's load-time beacon (product id, appKey, event id, value). The reporter keeps
 * its own rules: nothing on local, dev and test hosts unless forced, nothing outside (0, 10000] ms
 * (spec §9). Returns whether a beacon went out.
 */
export function reportLoadTime(
  reporter: Pick<ReporterService, 'loadTime'>,
  timeline: Pick<Performance, 'getEntriesByName'>,
): boolean {
  const [ready] = timeline.getEntriesByName(LOAD_TIME_EVENT, 'mark');
  return ready ? reporter.loadTime(LOAD_TIME_EVENT, ready.startTime) : false;
}
