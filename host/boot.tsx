import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { observable, runInAction, when } from 'mobx';
import {
  permissionRef,
  reporterRef,
  requestRef,
  scriptPolicyRef,
  type EventBus,
  type PluginDefinition,
  type PortalRuntime,
  type RequestService,
} from '@portico/core';
import { rootErrorHooks, startPortal, type StartedPortal } from '@portico/shell';
import type { FatalErrorProps } from './app/FatalErrorPage';
import { HOST_MESSAGES } from './messages';
import { CATALOG } from './catalog';
import { ConfigError, loadConfig } from './config/load';
import type { PortalConfig } from './config/schema';
import { adoptEarlyCalls, earlyStart } from './early';
import { reportLoadTime } from './load-time';
import { preloadFirstScreen, prefetchSubApps } from './prefetch';
import { applySubApps } from './subapps';
import { pluginOptions, selectPlugins, subsetFromSearch, type CatalogEntry } from './select-plugins';
import type { RemotePluginRecords } from './remote-plugins/records';

declare const __PORTICO_DEV_TOOLS__: boolean;
/** The build's id (scripts/rollup-parts.mjs): error reports carry it, its source maps are filed under it. */
declare const __PORTICO_BUILD_ID__: string;

/** What dev and test builds expose as `window.__portico` (e2e checks, debugging in the console). */
export interface DevHandle {
  readonly runtime: PortalRuntime;
  readonly events: EventBus;
  /** The request service, to trigger calls from the console or an e2e test. */
  readonly request: RequestService;
  activePlugins(): string[];
}

/** How long the first render waits for first-screen chunks still downloading. */
const FIRST_SCREEN_WAIT_MS = 250;
/** How long the first render waits for listed remote plugins (from the start of their load); later ones appear when they arrive. */
const REMOTE_PLUGINS_WAIT_MS = 1000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Marks the first interactive screen (spec: performance mark + `data-portal-ready`). */
/**
 * Field Web Vitals (host/field-vitals.ts) from the first page on: the library and the code that
 * sends them are a chunk of their own, loaded after ready, so the first screen does not grow.
 */
function startVitals(endpoint: string): void {
  const path = location.pathname;
  Promise.all([import('./field-vitals'), import('web-vitals')])
    .then(([{ startFieldVitals }, lib]) =>
      startFieldVitals(
        {
          endpoint,
          buildId: __PORTICO_BUILD_ID__,
          path,
          send: (url, body) => navigator.sendBeacon(url, body),
          document,
        },
        lib,
      ),
    )
    // Measuring must never bother the user: without its chunk the page just goes unmeasured.
    .catch(() => undefined);
}

function markReady(): boolean {
  if (document.documentElement.dataset.portalReady === 'true') return false;
  performance.mark('portal:ready');
  document.documentElement.dataset.portalReady = 'true';
  return true;
}

const whenIdle = (task: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(() => task()) : setTimeout(task, 200);

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The fatal error page's facts without its chunk: plain elements, the boot screen's styles. */
function PlainFatalError({ code, message, onRetry }: FatalErrorProps) {
  return (
    <main className="portico-fatal" role="alert">
      <h1>{HOST_MESSAGES.fatalTitle}</h1>
      <p>{code === 'PORTICO_E_CONFIG_TIMEOUT' ? HOST_MESSAGES.fatalTimeoutBody : HOST_MESSAGES.fatalBody}</p>
      <p>
        <code>{code}</code> {message}
      </p>
      <button type="button" onClick={onRetry}>
        {HOST_MESSAGES.retry}
      </button>
    </main>
  );
}

/**
 * A config that cannot be used: the fatal error page with the code, the key and the plugin.
 * Resolves when the user presses 重试 (the page stays until then).
 */
function configFailed(root: Root, err: unknown, attempt: number): Promise<void> {
  const e = err instanceof ConfigError ? err : new ConfigError(String(err), 'PORTICO_E_INVALID_CONFIG', '(file)');
  console.error(`[portico] ${e.code} key=${e.key}${e.pluginId ? ` plugin=${e.pluginId}` : ''}: ${e.message}`);
  return new Promise((retry) => {
    const props: FatalErrorProps = {
      code: e.code,
      message: e.message,
      keyPath: e.key,
      pluginId: e.pluginId,
      onRetry: () => {
        // The page that boots next is the first screen (and starts the prefetch).
        delete document.documentElement.dataset.portalReady;
        retry();
      },
    };
    // The page is a chunk of its own (most loads never show it); if even that cannot load — the
    // network that kept the config away — the same facts show as plain text, with 重试.
    // A new page per attempt (key): its 重试 is pressable again after the next failure.
    void import('./app/FatalErrorPage')
      .then(
        ({ FatalErrorPage }) => root.render(<FatalErrorPage key={attempt} {...props} />),
        () => root.render(<PlainFatalError key={attempt} {...props} />),
      )
      .then(markReady);
  });
}

/**
 * The dev-only module (the examples and the inspector) in dev and test builds. The import sits
 * behind the compile-time constant, so a release build drops it with everything it imports.
 */
async function devCatalog(): Promise<typeof import('./dev-catalog') | null> {
  return __PORTICO_DEV_TOOLS__ ? await import('./dev-catalog') : null;
}

/**
 * Boot sequence (ARCHITECTURE.md, Boot): config → catalog and `?plugins=` subset → `startPortal` (runtime,
 * session, activation; the first screen's chunks load meanwhile) → render → portal:ready.
 */
export async function boot(
  element: HTMLElement,
  configUrl: string,
  /** Plugins after the catalog's (the bench boots synthetic ones; the host passes none). */
  extra: readonly CatalogEntry[] = [],
): Promise<StartedPortal | null> {
  // Render errors go to the runtime's reporter, which does not exist yet: startPortal binds it.
  const rootErrors = rootErrorHooks();
  const root: Root = createRoot(element, {
    onCaughtError: rootErrors.onCaughtError,
    onUncaughtError: rootErrors.onUncaughtError,
  });
  const dev = await devCatalog();
  const entries = [...CATALOG, ...(dev?.EXAMPLES ?? []), ...extra];
  const known = new Set(entries.map((e) => e.plugin.id));
  // index.html started the config and session calls before this bundle arrived.
  let early = earlyStart(window);
  const subset = __PORTICO_DEV_TOOLS__ ? subsetFromSearch(location.search) : null;
  let config: PortalConfig;
  let selected: PluginDefinition<unknown>[];
  // The fatal page's 重试 fetches the config again (and the session itself: the page's early calls
  // wait on the first config answer, which may never come).
  for (let attempt = 0; ; attempt++) {
    try {
      // A release build lacks the examples: a config naming them still boots (the entry is ignored).
      config = await loadConfig(configUrl, known, __PORTICO_DEV_TOOLS__ ? 'error' : 'skip', early?.config);
      // `subApps` of the config: local sub-apps switched to a remote entry, and new remote ones.
      selected = applySubApps(selectPlugins(entries, config, subset), config.subApps);
      break;
    } catch (err) {
      await configFailed(root, err, attempt);
      early = undefined;
    }
  }
  performance.mark('portal:config');
  // Remote plugins (ARCHITECTURE.md, Remote plugins): their loader is a chunk of its own, fetched
  // only when the config (or a dev build's `?plugin-from=`) lists one; `main` holds this test alone.
  const devSearch = __PORTICO_DEV_TOOLS__ ? location.search : null;
  const listsRemote =
    Object.values(config.plugins ?? {}).some((p) => p.from && p.enabled !== false) ||
    !!devSearch?.includes('plugin-from=');
  // The inspector's list (dev and test builds only: a release build drops the box).
  const remote = __PORTICO_DEV_TOOLS__ ? observable.box<RemotePluginRecords | null>(null, { deep: false }) : null;
  let remoteWait: Promise<unknown> = Promise.resolve();
  let activated = () => {};
  const pluginsActivated = new Promise<void>((resolve) => (activated = resolve));
  // Dev and test builds: the inspector (/markets/__portico), beside the config and ?plugins=.
  const plugins = dev
    ? [
        ...selected,
        dev.inspectorPlugin({
          catalog: entries,
          config,
          subset,
          selected: selected.map((p) => p.id),
          remotePlugins: () => remote?.get()?.list() ?? [],
        }),
      ]
    : selected;

  const origin = config.apiOrigin ?? '';
  let firstScreen: Promise<void> = Promise.resolve();
  // A site path (not `//host`, which names a host of its own) goes to the API origin.
  const toApi = (address: string) => (origin && /^\/(?![/\\])/.test(address) ? origin + address : address);
  // Runs after the first render, when `portal` is set; once per page load (a later page of the
  // session is not a load).
  const onFirstPage = () => {
    if (!markReady()) return;
    const reporter = portal.runtime.container.resolve(reporterRef);
    reportLoadTime(reporter, performance);
    const collect = config.reporter?.collectEndpoint;
    if (reporter.enabled && collect) startVitals(toApi(collect));
    prefetchSubApps(portal.runtime.extensions, whenIdle, portal.runtime.container.resolve(scriptPolicyRef));
  };
  const portal = await startPortal({
    env: {
      location: {
        get href() {
          return location.href;
        },
        origin: location.origin,
        assign: (u) => location.assign(u),
        open: (u, t) => void window.open(u, t, 'noopener'),
      },
      cookies: () => document.cookie,
      fetch: adoptEarlyCalls(early, (input, init) => fetch(typeof input === 'string' ? toApi(input) : input, init)),
      now: () => Date.now(),
      saveFile,
      allowedHosts: config.allowedHosts,
      apiOrigin: origin,
      reporter: config.reporter,
      buildId: __PORTICO_BUILD_ID__,
      remoteComponents: config.remoteComponents,
      globals: window,
    },
    plugins,
    options: pluginOptions(config),
    router: (children) => <BrowserRouter>{children}</BrowserRouter>,
    onFirstPage,
    // Widgets that are not navigation (phase `eventually`) render when the browser is idle after ready.
    idle: whenIdle,
    // The first screen's chunks download while the session loads.
    whileSessionLoads: (runtime) => {
      if (listsRemote) {
        const settled = import('./remote-plugins/start').then((m) =>
          m.bootRemotePlugins({
            runtime,
            config,
            devSearch,
            builtInIds: known,
            activated: pluginsActivated,
            onRecords: (records) => remote && runInAction(() => remote.set(records)),
          }),
        );
        remoteWait = Promise.race([settled.catch(() => undefined), sleep(REMOTE_PLUGINS_WAIT_MS)]);
      }
      const permission = runtime.container.resolve(permissionRef);
      firstScreen = preloadFirstScreen(plugins, location.pathname, {
        // Known, or known not to be (a fault: the gated widgets wait for the user).
        known: when(() => runtime.session.userFetched || runtime.session.fault !== null),
        allows: (clause) => permission.allows(clause),
      }).settled;
    },
    marks: (step) => {
      performance.mark(`portal:${step}`);
      // Remote plugins join once the build's own have started (later, after a session fault).
      if (step === 'activated') activated();
    },
    window,
    rootErrors,
  });
  const { runtime, events } = portal;

  // Rendering before a first-screen chunk has arrived would show its fallback and let React hold
  // the reveal (~300 ms); waiting a little for chunks already on their way is cheaper. Listed
  // remote plugins get up to 1 s from the start of their load.
  await Promise.all([Promise.race([firstScreen, sleep(FIRST_SCREEN_WAIT_MS)]), remoteWait]);
  root.render(portal.element);
  // Test and dev builds expose the runtime for e2e checks; release builds do not.
  if (__PORTICO_DEV_TOOLS__)
    (window as unknown as { __portico?: DevHandle }).__portico = {
      runtime,
      events,
      request: runtime.container.resolve(requestRef),
      // The catalog's plugins only: dev tools (the inspector) are always on.
      activePlugins: () => runtime.plugins.activeIds.filter((id) => selected.some((p) => p.id === id)),
    };
  return portal;
}
