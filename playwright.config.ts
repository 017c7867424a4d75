import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { builtWithDevTools, ensureBuild, ensureSubAppBuild } from './host/server/build';
import { CHROMIUM_LAUNCH } from './tests/chromium';

// E2E runs against the built portal served by the real server (host/server/main.ts). `npm test`
// builds first (`npm run build:e2e`); each server here starts with PORTICO_SKIP_BUILD so they share
// one build: dist-e2e/, the release build with dev tools on (the specs read window.__portico), in a
// folder of its own so that `npm start` (dist-dev/) may run beside the suite.
// tests/e2e/nginx.spec.ts serves the release build dist-release/ behind nginx. dist/ is left to
// `npm run build` (what a deploy serves): no test build goes there.
const ROOT = fileURLToPath(new URL('.', import.meta.url));
/** The folder of the e2e suite's dev-tools build. */
export const E2E_BUILD = 'dist-e2e';
const BUILDS = [
  { dir: E2E_BUILD, devTools: true },
  { dir: 'dist-release', devTools: false },
] as const;
// `npx playwright test` on its own: make a build that is missing or of the wrong kind (the main
// process only; workers load this file too). Keeping them fresh is `npm run build:e2e`'s job.
if (!process.env.TEST_WORKER_INDEX) {
  for (const { dir, devTools } of BUILDS) {
    const out = join(ROOT, dir);
    if (!existsSync(join(out, 'index.html')) || builtWithDevTools(out) !== devTools) ensureBuild(ROOT, out, devTools);
  }
  // The example remote sub-app the `remote` server serves (its own small build).
  ensureSubAppBuild(ROOT, [join(ROOT, 'examples/remote-subapp/dist')]);
}

const server = (port: number, env: Record<string, string> = {}) => ({
  command: 'node --import tsx host/server/main.ts',
  url: `http://127.0.0.1:${port}/markets-mobile/`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: { PORT: String(port), PORTICO_SKIP_BUILD: '1', PORTICO_OUT_DIR: E2E_BUILD, ...env },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/**
 * Ports of the servers: the default portal, one with a broken config, one with the crash-demo plugin
 * on, one with remote sub-apps registered (the example and the fault fixtures); nginx.spec.ts starts
 * nginx itself on `nginx` (so a missing nginx fails that spec, not the run), harness.spec.ts the dev
 * harness on `harness` and harness-watch.spec.ts a watching one on `harnessWatch`; chunk-retry.spec.ts
 * serves the release build (dist-release/) on `release` and runs plain `npm start` (its dev build,
 * dist-dev/) on `devBuild`.
 * `PORTICO_E2E_PORT_BASE` (default 8180) moves them all, so two checkouts can run the suite side by side.
 */
const BASE = Number(process.env.PORTICO_E2E_PORT_BASE ?? 8180);
export const PORTS = {
  main: BASE + 1,
  badConfig: BASE + 2,
  crash: BASE + 3,
  nginx: BASE + 4,
  remote: BASE + 5,
  harness: BASE + 6,
  harnessWatch: BASE + 7,
  release: BASE + 8,
  devBuild: BASE + 9,
} as const;

export default defineConfig({
  testDir: 'tests/e2e',
  // Generous for a loaded 2-core CI machine; a passing test takes 2–5 s on an idle one.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  // Two workers by default (PORTICO_E2E_WORKERS sets another count): one keeps the two cores only
  // ~73 % busy (a test waits on timers, the network and its servers); two ran the whole suite in
  // 15.3 min instead of 22.6 (tests/README.md, with what two workers once met and how it was fixed).
  // Each test logs in to a dev session of its own (`loginAs`), so tests side by side never see each
  // other's changes; a spec that starts a server on a fixed port runs its tests in one worker.
  workers: Number(process.env.PORTICO_E2E_WORKERS ?? 2),
  retries: 0,
  // A test.only left in a commit fails the CI run instead of silently skipping the rest.
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORTS.main}`,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    // scripts/find-browser.sh (run by `npm test`) finds or installs a browser and exports its path.
    launchOptions: CHROMIUM_LAUNCH,
    // A failed test keeps its trace (test-results/<test>/trace.zip: `npx playwright show-trace`).
    trace: 'retain-on-failure',
  },
  webServer: [
    server(PORTS.main),
    server(PORTS.badConfig, { PORTICO_CONFIG: 'tests/fixtures/bad-config.json' }),
    server(PORTS.crash, { PORTICO_CONFIG: 'tests/fixtures/crash-demo.config.json' }),
    server(PORTS.remote, {
      PORTICO_CONFIG: 'tests/fixtures/remote-subapps.config.json',
      PORTICO_STATIC_ROOTS: 'examples/remote-subapp/dist:tests/e2e/fixtures/static',
    }),
  ],
});
