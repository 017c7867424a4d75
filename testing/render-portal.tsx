import { act, render, type RenderResult } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import type { Diagnostic, PluginDefinition, PortalRuntime } from '@portico/core';
import type { ScenarioName } from '@portico/dev';
import { bootForTest, sessionRoute, type RecordedLocation } from './test-boot';

export type { RecordedLocation } from './test-boot';

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
  /** Config `allowedHosts` (`host` or `host:port`); default none. */
  readonly allowedHosts?: readonly string[];
}

/** What {@link renderPortal} returns. */
export interface RenderedPortal extends RenderResult {
  readonly runtime: PortalRuntime;
  readonly diagnostics: readonly Diagnostic[];
  readonly location: RecordedLocation;
  readonly downloads: Array<{ blob: Blob; fileName: string }>;
}

/**
 * Boots a portal with the given plugins in jsdom, the way the host does (`startPortal`): the
 * scenario's session from the dev API (MSW), plugin activation, and the shell at `route`.
 * Resolves once the session is loaded and the plugins are active; use `findBy…` queries for lazy
 * UI. The portal is disposed after the test.
 */
export async function renderPortal(opts: RenderPortalOptions): Promise<RenderedPortal> {
  const route = sessionRoute(opts.scenario ?? 'owner', opts.route ?? '/markets/');
  const { portal, location, downloads } = await bootForTest({
    plugins: opts.plugins,
    scenario: opts.scenario ?? 'owner',
    route,
    handlers: opts.handlers,
    options: opts.options,
    allowedHosts: opts.allowedHosts,
    router: (children) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>,
  });
  let result!: RenderResult;
  await act(async () => {
    result = render(portal.element);
  });
  const { runtime } = portal;
  return { ...result, runtime, diagnostics: runtime.diagnostics.items, location, downloads };
}
