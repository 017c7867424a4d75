import { defineConfig } from '@playwright/test';

// E2E runs against the built portal (dist/) served by the real server (host/server/main.ts).
// `npm test` builds first; each server here starts with PORTICO_SKIP_BUILD so they share one build.
const server = (port: number, env: Record<string, string> = {}) => ({
  command: 'node --import tsx host/server/main.ts',
  url: `http://127.0.0.1:${port}/markets-mobile/`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: { PORT: String(port), PORTICO_SKIP_BUILD: '1', ...env },
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

/** Ports of the servers: the default portal, one with a broken config, one with the crash-demo plugin on. */
export const PORTS = { main: 8181, badConfig: 8182, crash: 8183 } as const;

export default defineConfig({
  testDir: 'tests/e2e',
  // Generous for a loaded 2-core CI machine; a passing test takes 2–5 s on an idle one.
  // One worker: the servers and Chromium already share the two cores, and a second browser
  // only doubles each page's boot time without finishing the suite sooner.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORTS.main}`,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: process.env.PORTICO_CHROMIUM ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
  },
  webServer: [
    server(PORTS.main),
    server(PORTS.badConfig, { PORTICO_CONFIG: 'tests/fixtures/bad-config.json' }),
    server(PORTS.crash, { PORTICO_CONFIG: 'tests/fixtures/crash-demo.config.json' }),
  ],
});
