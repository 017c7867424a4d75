import type { RequestHandler } from 'msw';
import type { BrowserLocation, PluginDefinition, ServiceOverride } from '@portico/core';
import { SCENARIOS, scenarioToken, type ScenarioName } from '@portico/dev';
import { startPortal, type StartedPortal, type StartPortalOptions } from '@portico/shell';
import { testServer } from './msw-server';

/** Browser navigations the portal asked for (login redirects, external links). */
export interface RecordedLocation extends BrowserLocation {
  readonly assigned: string[];
  readonly opened: Array<{ url: string; target: string }>;
}

function recordedLocation(route: string): RecordedLocation {
  const url = new URL(route, 'http://localhost:3000');
  const assigned: string[] = [];
  const opened: Array<{ url: string; target: string }> = [];
  return {
    href: url.href,
    origin: url.origin,
    assigned,
    opened,
    assign: (u) => void assigned.push(u),
    open: (u, target) => void opened.push({ url: u, target }),
  };
}

/**
 * The address a scenario's session opens at: a supervised session's carries its `multiAccessId`,
 * as the dev login's redirect does (the portal then sends it with every call; without it the dev
 * API answers as the supervising agency, as the real backend does).
 */
export function sessionRoute(scenario: ScenarioName, route: string): string {
  const id = (SCENARIOS as Partial<Record<ScenarioName, { multiAccessId?: string }>>)[scenario]?.multiAccessId;
  if (!id) return route;
  const url = new URL(route, 'http://localhost:3000');
  if (url.searchParams.has('multiAccessId')) return route;
  url.searchParams.set('multiAccessId', id);
  return url.pathname + url.search + url.hash;
}

/**
 * Portals the harness started and nobody disposed yet. The set sits in a global slot:
 * `setup-vitest.ts` disposes them after each test without importing this module, which would load
 * the whole shell into every test file.
 */
const STARTED_PORTALS = Symbol.for('portico.testing.startedPortals');
const started: Set<StartedPortal> = ((globalThis as unknown as Record<symbol, Set<StartedPortal> | undefined>)[
  STARTED_PORTALS
] ??= new Set());

/** What {@link bootForTest} needs: the scenario, the URL, the plugins and the test's doubles. */
export interface TestBootOptions {
  readonly plugins: ReadonlyArray<PluginDefinition<unknown>>;
  readonly scenario: ScenarioName;
  readonly route: string;
  readonly handlers?: readonly RequestHandler[];
  readonly options?: Readonly<Record<string, unknown>>;
  readonly allowedHosts?: readonly string[];
  readonly services?: readonly ServiceOverride[];
  readonly router: StartPortalOptions['router'];
}

/** A portal started for a test, with what it asked the browser to do. */
export interface TestBoot {
  readonly portal: StartedPortal;
  readonly location: RecordedLocation;
  readonly downloads: Array<{ blob: Blob; fileName: string }>;
}

/**
 * The one test boot (`renderPortal` and `createExtensionTester`): the scenario's `adstk` cookie,
 * extra MSW handlers, a recorded location, then `startPortal` — the host's own sequence — with
 * the session from the dev API. The portal is disposed after the test (`setup-vitest.ts`).
 */
export async function bootForTest(opts: TestBootOptions): Promise<TestBoot> {
  document.cookie =
    opts.scenario === 'logged-out'
      ? 'adstk=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
      : `adstk=${scenarioToken(opts.scenario)}; path=/`;
  if (opts.handlers?.length) testServer.use(...opts.handlers);
  const location = recordedLocation(opts.route);
  const downloads: Array<{ blob: Blob; fileName: string }> = [];
  const portal = await startPortal({
    env: {
      location,
      cookies: () => document.cookie,
      fetch: (input, init) =>
        fetch(typeof input === 'string' && input.startsWith('/') ? new URL(input, location.origin) : input, init),
      now: () => Date.now(),
      saveFile: (blob, fileName) => void downloads.push({ blob, fileName }),
      allowedHosts: opts.allowedHosts,
    },
    plugins: opts.plugins,
    options: opts.options,
    services: opts.services,
    router: opts.router,
    // A scenario whose session calls fail starts logged out, as the host does (without its warning).
    onSessionError: () => undefined,
    window,
  });
  started.add(portal);
  return { portal, location, downloads };
}
