import { act, render, type RenderResult } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import type { Diagnostic, PluginDefinition, PortalRuntime, BrowserLocation } from '@portico/core';
import { scenarioToken, type ScenarioName } from '@portico/dev';
import { startPortal, type StartedPortal } from '@portico/shell';
import { testServer } from './msw-server';

/** Options of {@link renderPortal}. */
export interface RenderPortalOptions {
  /** Plugins to boot (dependencies must be included). */
  readonly plugins: ReadonlyArray<PluginDefinition<unknown>>;
  /** Scenario account to log in as; default `owner`. */
  readonly scenario?: ScenarioName;
  /** Initial URL (path and query); default `/markets/`. */
  readonly route?: string;
  /** Extra MSW handlers (a plugin's dev API, or per-test overrides). */
  readonly handlers?: readonly RequestHandler[];
  /** Plugin options as in portal.config.json `plugins.<id>.options`. */
  readonly options?: Readonly<Record<string, unknown>>;
}

/** Browser navigations the portal asked for (login redirects, external links). */
export interface RecordedLocation extends BrowserLocation {
  readonly assigned: string[];
  readonly opened: Array<{ url: string; target: string }>;
}

/** What {@link renderPortal} returns. */
export interface RenderedPortal extends RenderResult {
  readonly runtime: PortalRuntime;
  readonly diagnostics: readonly Diagnostic[];
  readonly location: RecordedLocation;
  readonly downloads: Array<{ blob: Blob; fileName: string }>;
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
 * Portals {@link renderPortal} started and nobody disposed yet. The set sits in a global slot:
 * `setup-vitest.ts` disposes them after each test without importing this module, which would load
 * the whole shell into every test file.
 */
const STARTED_PORTALS = Symbol.for('portico.testing.startedPortals');
const started: Set<StartedPortal> = ((globalThis as unknown as Record<symbol, Set<StartedPortal> | undefined>)[
  STARTED_PORTALS
] ??= new Set());

/**
 * Boots a portal with the given plugins in jsdom, the way the host does (`startPortal`): the
 * scenario's session from the dev API (MSW), plugin activation, and the shell at `route`.
 * Resolves once the session is loaded and the plugins are active; use `findBy…` queries for lazy
 * UI. The portal is disposed after the test.
 */
export async function renderPortal(opts: RenderPortalOptions): Promise<RenderedPortal> {
  const scenario = opts.scenario ?? 'owner';
  const route = opts.route ?? '/markets/';
  document.cookie =
    scenario === 'logged-out'
      ? 'adstk=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
      : `adstk=${scenarioToken(scenario)}; path=/`;
  if (opts.handlers?.length) testServer.use(...opts.handlers);
  const location = recordedLocation(route);
  const downloads: Array<{ blob: Blob; fileName: string }> = [];
  const portal = await startPortal({
    env: {
      location,
      cookies: () => document.cookie,
      fetch: (input, init) =>
        fetch(typeof input === 'string' && input.startsWith('/') ? new URL(input, location.origin) : input, init),
      now: () => Date.now(),
      saveFile: (blob, fileName) => void downloads.push({ blob, fileName }),
    },
    plugins: opts.plugins,
    options: opts.options,
    router: (children) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>,
    // A scenario whose session calls fail starts logged out, as the host does (without its warning).
    onSessionError: () => undefined,
    window,
  });
  started.add(portal);
  let result!: RenderResult;
  await act(async () => {
    result = render(portal.element);
  });
  const { runtime } = portal;
  return { ...result, runtime, diagnostics: runtime.diagnostics.items, location, downloads };
}
