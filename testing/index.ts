/**
 * Test helpers for plugin authors: boot plugins with a scenario account in jsdom.
 * @packageDocumentation
 */
export { renderPortal, type RenderPortalOptions, type RenderedPortal, type RecordedLocation } from './render-portal';
export { testServer } from './msw-server';
export { pageTitleAt, FORBIDDEN_TITLE } from './page-title';
export { SCENARIOS, SCENARIO_NAMES, scenarioToken, type ScenarioName, type ScenarioAccount } from '@portico/dev';
