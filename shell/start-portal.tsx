import type { ReactElement, ReactNode } from 'react';
import {
  authRef,
  createPortalRuntime,
  eventBusRef,
  lifecycleRef,
  promisesRef,
  reporterRef,
  type EventBus,
  type PluginDefinition,
  type PortalEnvironment,
  type PortalRuntime,
  type ReporterService,
  type ServiceOverride,
} from '@portico/core';
import { ExtensionBoundary } from '@portico/sdk';
import { PortalShell } from './PortalShell';
import { watchPageZoom, type PageZoomWindow } from './page-zoom';
import { SessionRecovery } from './session-recovery';
import { registerSessionPromises } from './session-promises';

/** The steps of {@link startPortal} a host times (`performance.mark('portal:<step>')`). */
export type StartStep = 'session' | 'activated';

/** Options of {@link startPortal}. */
export interface StartPortalOptions {
  /** The browser (host) or a test double (renderPortal). */
  readonly env: PortalEnvironment;
  /** Plugins to activate, in catalog order. */
  readonly plugins: ReadonlyArray<PluginDefinition<unknown>>;
  /** Plugin options by id (`portal.config.json` `plugins.<id>.options`). */
  readonly options?: Readonly<Record<string, unknown>>;
  /** A router (`BrowserRouter` in the host, `MemoryRouter` in tests) wrapping the routes. */
  readonly router: (children: ReactNode) => ReactNode;
  /** Called once the first page has rendered its content. */
  readonly onFirstPage?: () => void;
  /**
   * Schedules the `eventually` phase after `ready` (the host: the browser's idle callback).
   * Without it the portal reaches `eventually` together with `ready` (tests see every widget).
   */
  readonly idle?: (task: () => void) => void;
  /**
   * Runs right after the session calls went out and before they are awaited: the host starts
   * the first screen's chunks here, so they download while the session loads.
   */
  readonly whileSessionLoads?: (runtime: PortalRuntime) => void;
  /**
   * A session that could not be read (the fault the session error page shows; the plugins wait for
   * a 重试 that reads it). The auth service logs the failure itself; default nothing more.
   */
  readonly onSessionError?: (error: unknown) => void;
  /** Called as each step is done (the host sets its performance marks here). */
  readonly marks?: (step: StartStep) => void;
  /** The window whose resize events become `page-zoom` (one per animation frame); none without it. */
  readonly window?: PageZoomWindow;
  /** The React root's error hooks, to bind to this runtime's reporter (see {@link rootErrorHooks}). */
  readonly rootErrors?: RootErrorHooks;
  /** Services put in place of the core's (test doubles: the extension tester's `mockService`). */
  readonly services?: readonly ServiceOverride[];
}

/** A started portal: the runtime, the element to render, and how to stop it. */
export interface StartedPortal {
  readonly runtime: PortalRuntime;
  readonly events: EventBus;
  /** The shell to render (`root.render(element)` or Testing Library's `render`). */
  readonly element: ReactElement;
  /**
   * Stops the portal: removes the resize listener, unbinds the root's error hooks and disposes
   * the runtime (plugins unloaded in reverse order, container disposed, reporter stopped).
   * Unmounting the element is the caller's, before this. Safe to call twice.
   */
  dispose(): Promise<void>;
}

/**
 * The boot sequence the host and `renderPortal` share: runtime with the environment → session
 * calls out → `whileSessionLoads` → session loaded → plugins activated → the shell element. A
 * session that cannot be read (spec §8) leaves the plugins waiting: the element shows the session
 * error page, whose 重试 reads the session again and then activates them.
 * What only the host does (config, `?plugins=`, first-screen preload, portal:ready, prefetch,
 * the dev handle) stays in the host.
 */
export async function startPortal(opts: StartPortalOptions): Promise<StartedPortal> {
  const runtime = createPortalRuntime(opts.env, opts.services);
  const events = runtime.container.resolve(eventBusRef);
  opts.rootErrors?.bind(runtime.container.resolve(reporterRef));
  let stopZoom: (() => void) | null = null;
  let disposed: Promise<void> | null = null;
  const dispose = () =>
    (disposed ??= (async () => {
      stopZoom?.();
      opts.rootErrors?.bind(null);
      await runtime.dispose();
    })());
  let recovery: SessionRecovery;
  try {
    // The session calls go out first: they are the critical path, and the browser opens only six
    // connections per host.
    const auth = runtime.container.resolve(authRef);
    const promises = runtime.container.resolve(promisesRef);
    // The auth service has logged what failed; a host may do more.
    const onSessionError = opts.onSessionError ?? (() => undefined);
    const loadSession = () => {
      // A fault rejects the load's promise with it; the load keeps the user signed in either way.
      const loading = auth.load().then(() => {
        if (runtime.session.fault) throw runtime.session.fault;
      });
      // What sub-apps and plugins wait for by name (spec §3): the session facts of this load (重试
      // registers those of the next one).
      registerSessionPromises(promises, loading, runtime.session);
      return loading.catch(onSessionError);
    };
    const session = loadSession();
    opts.whileSessionLoads?.(runtime);
    // Manifests and dependencies need no session: checked while it loads (~13 ms for the catalog).
    const resolution = runtime.resolve(opts.plugins);
    let activated: Promise<void> | null = null;
    // The plugins start once the user is known: after a session fault, when 重试 has read it.
    const activate = () =>
      (activated ??= runtime.activate(resolution, opts.options).then(() => opts.marks?.('activated')));
    recovery = new SessionRecovery(runtime.session, async () => {
      await loadSession();
      if (!runtime.session.fault && disposed === null) await activate();
    });
    await session;
    opts.marks?.('session');
    if (!runtime.session.fault) await activate();
    if (opts.window) stopZoom = watchPageZoom(opts.window, events);
  } catch (err) {
    await dispose().catch(() => undefined);
    throw err;
  }
  const element = (
    <PortalShell
      portal={runtime}
      router={opts.router}
      onFirstPage={firstPage(runtime, opts, () => disposed !== null)}
      recovery={recovery}
    />
  );
  return { runtime, events, element, dispose };
}

/**
 * At most this long after activation the portal moves on to `eventually` even if no page has
 * reported its content (a page that never finishes must not keep the bell and banners away).
 */
export const EVENTUALLY_AT_LATEST_MS = 5000;

/**
 * The first page's content moves the portal to `ready` (the user can navigate), then — when
 * the browser is idle — to `eventually`, when widgets that are not navigation render.
 */
function firstPage(runtime: PortalRuntime, opts: StartPortalOptions, stopped: () => boolean): () => void {
  const lifecycle = runtime.container.resolve(lifecycleRef);
  const eventually = () => {
    if (!stopped()) lifecycle.advance('eventually');
  };
  if (opts.idle) setTimeout(eventually, EVENTUALLY_AT_LATEST_MS);
  return () => {
    const first = !lifecycle.reached('ready');
    lifecycle.advance('ready');
    opts.onFirstPage?.();
    if (!first) return;
    if (opts.idle) opts.idle(eventually);
    else eventually();
  };
}

/** What React passes to a root's error hooks. */
export interface RootErrorInfo {
  readonly componentStack?: string;
  readonly errorBoundary?: unknown;
}

/** `createRoot` options that send render errors to a reporter bound later. */
export interface RootErrorHooks {
  /** An error an error boundary caught. */
  onCaughtError(error: unknown, info: RootErrorInfo): void;
  /** An error no boundary caught (React has unmounted the root). */
  onUncaughtError(error: unknown, info: RootErrorInfo): void;
  /**
   * The reporter errors go to from now on (`null` to stop). Errors that came before the first
   * reporter was bound are reported to it then.
   */
  bind(reporter: Pick<ReporterService, 'error'> | null): void;
}

/** How many errors {@link rootErrorHooks} holds until a reporter is bound. */
const HELD_ERRORS = 20;

/**
 * Error hooks for `createRoot`, made before the runtime (and its reporter) exists:
 * `createRoot(el, hooks)` first, `startPortal({ rootErrors: hooks, … })` binds them. Uncaught
 * errors are reported and logged (React no longer logs them once a hook is set). Errors an
 * `ExtensionBoundary` caught are skipped: the boundary reports and logs them itself; other
 * boundaries' errors are reported.
 */
export function rootErrorHooks(log: Pick<Console, 'error'> = console): RootErrorHooks {
  let reporter: Pick<ReporterService, 'error'> | null = null;
  let held: unknown[] | null = [];
  const report = (error: unknown) => {
    if (reporter) reporter.error(error);
    else if (held && held.length < HELD_ERRORS) held.push(error);
  };
  return {
    onCaughtError(error, info) {
      if (info.errorBoundary instanceof ExtensionBoundary) return;
      log.error('[portico] render error caught by a boundary', error, info.componentStack ?? '');
      report(error);
    },
    onUncaughtError(error, info) {
      log.error('[portico] uncaught render error', error, info.componentStack ?? '');
      report(error);
    },
    bind(next) {
      reporter = next;
      if (next && held) for (const error of held.splice(0)) next.error(error);
      // Held errors go to the first reporter only; after that, nothing is held.
      if (next) held = null;
    },
  };
}
