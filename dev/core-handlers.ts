import type { RequestHandler } from 'msw';
import { faultHandlers } from './fault-handlers';
import { createReporterHandlers } from './reporter-handlers';
import { sessionHandlers } from './session-handlers';
import { createSettingsHandlers } from './settings-handlers';

/**
 * The whole core dev API: session, settings and dictionaries, reporter endpoints and fault
 * injection. Each call has fresh per-session state. The dev server and `sdk/testing` serve it.
 */
export function createCoreHandlers(): RequestHandler[] {
  return [...sessionHandlers, ...createSettingsHandlers(), ...createReporterHandlers().handlers, ...faultHandlers];
}
