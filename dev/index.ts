/**
 * The dev API: MSW handlers and scenario accounts for the dev server, the tests and each
 * plugin's `dev-api.ts`. Never imported by runtime code; absent from release builds.
 * @packageDocumentation
 */
export { http, HttpResponse, delay } from 'msw';
export type { RequestHandler } from 'msw';
export * from './scenarios';
export * from './accounts';
export * from './envelope';
export { sessionHandlers } from './session-handlers';
export * from './qualification-uploads';
export { createSettingsHandlers } from './settings-handlers';
export { DICTIONARIES } from './settings-fixtures';
export { createReporterHandlers, DEV_REPORTER_ENDPOINTS, type ReporterInbox } from './reporter-handlers';
export { faultHandlers, DEV_FAULT_API, MAX_DEV_DELAY_MS } from './fault-handlers';
export { createCoreHandlers } from './core-handlers';
export { devState, resetDevState } from './dev-state';
export { handlersFetch, type HandlersFetch } from './handlers-fetch';
export { pageOf, MAX_DEV_PAGE_SIZE } from './paging';
export { DEV_APPS_HOST, devAppUrl } from './apps-host';
export { remoteExampleHandlers, REMOTE_EXAMPLE_WEATHER_API } from './remote-example-handlers';
