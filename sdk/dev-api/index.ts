/**
 * Helpers for a plugin's `dev-api.ts`: MSW handlers answered per scenario account.
 * Dev and test only; never imported by a plugin's runtime code.
 * @packageDocumentation
 */
export { http, HttpResponse, delay } from 'msw';
export type { RequestHandler } from 'msw';
export {
  /** Handler path matching an API path on any origin. */
  apiPath,
  /** `{ code: 0, msg: 'success', data }` response. */
  ok,
  /** Non-success envelope response. */
  fail,
  /** The scenario account of a request. */
  scenarioOf,
  /** Form, JSON or query parameters of a request. */
  paramsOf,
  /** Handler wrapper answering 403 when logged out. */
  withScenario,
  /** All scenario accounts. */
  SCENARIOS,
  SCENARIO_NAMES,
  scenarioToken,
  /** Fresh owner-setting, personal-config and dictionary handlers (per-session state). */
  createSettingsHandlers,
  /** Fresh reporter endpoint handlers with the inbox of what they received. */
  createReporterHandlers,
  /** Reporter endpoints of the shipped portal.config.json. */
  DEV_REPORTER_ENDPOINTS,
  /** Fault-injection endpoints: `?code=405|401…`, `?body=html|empty|malformed`, `?delay=`. */
  DEV_FAULT_API,
  type ReporterInbox,
  type ScenarioAccount,
  type ScenarioName,
} from '@portico/core/dev-api';
