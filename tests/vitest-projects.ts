// The test files of Vitest's projects (vitest.config.mts), here so that a lint test can read them.

/**
 * Tests that need no DOM: the Node server, the build scripts, the lint tests and the plain-data
 * layers. They run in Node's own environment, without jsdom or the Testing Library setup that every
 * other file pays for (tests/README.md gives the time this saves). A file here that needs a
 * document says so itself (`// @vitest-environment jsdom`).
 */
export const NODE_SIDE = [
  'host/server/**/*.test.ts',
  'host/config/**/*.test.ts',
  'scripts/**/*.test.ts',
  'tests/lint/**/*.test.ts',
  'ads/**/*.test.ts',
  'core/di/**/*.test.ts',
  'core/extensions/**/*.test.ts',
  'core/registry/**/*.test.ts',
];

/** Components, plugins and the services that run against the dev API over MSW: jsdom. */
export const DOM_SIDE = [
  'core/**/*.test.{ts,tsx}',
  'dev/**/*.test.{ts,tsx}',
  'sdk/**/*.test.{ts,tsx}',
  'ui/**/*.test.{ts,tsx}',
  'shell/**/*.test.{ts,tsx}',
  'testing/**/*.test.{ts,tsx}',
  'plugins/**/*.test.{ts,tsx}',
  'host/**/*.test.{ts,tsx}',
  'examples/**/*.test.{ts,tsx}',
];

/**
 * The jsdom files that replace a module with `vi.mock`: each runs in an environment and module
 * graph of its own (the `dom-isolated` project). Where files share one, a module an earlier file
 * loaded keeps the real import — a mock changes only the imports made after it — so the page under
 * test called the real module (the mobile tip's `isMobileBrowser`, the remote page's
 * `mountRemote`, the lazy hint table). `tests/lint/vitest-projects.test.ts` holds this list equal to the files that mock.
 */
export const MOCKING_DOM_FILES = [
  'core/diagnostics/diagnostics.test.ts',
  'host/remote/RemoteSubAppPage.test.tsx',
  'plugins/mobile-tip/plugin.test.tsx',
  'plugins/report/report.test.tsx',
];
