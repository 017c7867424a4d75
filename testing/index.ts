/**
 * Test helpers for plugin authors: mount one extension with mocked services
 * (`createExtensionTester`, `mockService`), or boot plugins with a scenario account in jsdom
 * (`renderPortal`), and record the calls a page sends (`recordCalls`).
 * @packageDocumentation
 */
export { renderPortal, type RenderPortalOptions, type RenderedPortal, type RecordedLocation } from './render-portal';
export {
  createExtensionTester,
  mockService,
  type ExtensionTester,
  type ExtensionTesterOptions,
  type MockedService,
} from './extension-tester';
export { testServer } from './msw-server';
export { recordCalls, type RecordedCall, type RecordedCalls } from './record-calls';
export { pageTitleAt, FORBIDDEN_TITLE } from './page-title';
export { SCENARIOS, SCENARIO_NAMES, scenarioToken, type ScenarioName, type ScenarioAccount } from '@portico/dev';
export {
  /** The sub-app registry, for tests that check what a sub-app registered (prefetch, namespace). */
  subAppsRef,
} from '@portico/sdk/internal';
export {
  /**
   * The fix hint of a diagnostic code, from its lazily loaded table (a `Diagnostic` carries only
   * its code): `expect(await hintOf(tester.diagnostics[0].code)).toContain(…)`.
   */
  hintOf,
} from '@portico/core';
