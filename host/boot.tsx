import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { authRef, createPortalRuntime, eventBusRef, requestRef, roundZoom, type EventBus, type PortalRuntime, type RequestService } from '@portico/core';
import { PortalShell } from '@portico/shell';
import { FatalErrorPage } from './app/FatalErrorPage';
import { CATALOG } from './catalog';
import { ConfigError, loadConfig } from './config/load';
import { preloadFirstScreen, prefetchSubApps } from './prefetch';
import { pluginOptions, selectPlugins, subsetFromSearch } from './select-plugins';

declare const __PORTICO_DEV_TOOLS__: boolean;

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

/** Marks the first interactive screen (spec: performance mark + `data-portal-ready`). */
function markReady(): boolean {
  if (document.documentElement.dataset.portalReady === 'true') return false;
  performance.mark('portal:ready');
  document.documentElement.dataset.portalReady = 'true';
  return true;
}

const whenIdle = (task: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(() => task()) : setTimeout(task, 200));

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Boot sequence (DESIGN.md): config → container → catalog → config and `?plugins=` subset →
 * session → activate plugins → render → portal:ready.
 */
export async function boot(element: HTMLElement, configUrl: string): Promise<PortalRuntime | null> {
  const root: Root = createRoot(element);
  const known = new Set(CATALOG.map((e) => e.plugin.id));
  let config;
  try {
    config = await loadConfig(configUrl, known);
  } catch (err) {
    const e = err instanceof ConfigError ? err : new ConfigError(String(err), 'PORTICO_E_INVALID_CONFIG', '(file)');
    console.error(`[portico] ${e.code} key=${e.key}${e.pluginId ? ` plugin=${e.pluginId}` : ''}: ${e.message}`);
    root.render(<FatalErrorPage code={e.code} message={e.message} keyPath={e.key} pluginId={e.pluginId} />);
    markReady();
    return null;
  }

  performance.mark('portal:config');
  const subset = __PORTICO_DEV_TOOLS__ ? subsetFromSearch(location.search) : null;
  const plugins = selectPlugins(CATALOG, config, subset);

  const origin = config.apiOrigin ?? '';
  const runtime = createPortalRuntime({
    location: { get href() { return location.href; }, origin: location.origin, assign: (u) => location.assign(u), open: (u, t) => void window.open(u, t, 'noopener') },
    cookies: () => document.cookie,
    fetch: (input, init) => fetch(typeof input === 'string' && input.startsWith('/') && origin ? origin + input : input, init),
    now: () => Date.now(),
    saveFile,
    allowedHosts: config.allowedHosts,
    reporter: config.reporter,
    globals: window,
  });
  // The session calls go out first: they are the critical path, and the browser opens only six
  // connections per host. The first screen's chunks download while the session loads.
  const session = runtime.container.resolve(authRef).load().catch((err: unknown) => console.warn('[portico] session not loaded', err));
  const preload = preloadFirstScreen(plugins, location.pathname);
  await session;
  performance.mark('portal:session');
  await runtime.start(plugins, pluginOptions(config));
  performance.mark('portal:activated');

  const events = runtime.container.resolve(eventBusRef);
  window.addEventListener('resize', () => events.emit('page-zoom', { devicePixelRatio: roundZoom(window.devicePixelRatio) }));

  const onFirstPage = () => {
    if (markReady()) prefetchSubApps(runtime.extensions, whenIdle);
  };
  // Rendering before a first-screen chunk has arrived would show its fallback and let React hold
  // the reveal (~300 ms); waiting a little for chunks already on their way is cheaper.
  await Promise.race([preload.settled, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);
  root.render(<PortalShell portal={runtime} router={(children) => <BrowserRouter>{children}</BrowserRouter>} onFirstPage={onFirstPage} />);
  // Test and dev builds expose the runtime for e2e checks; release builds do not.
  if (__PORTICO_DEV_TOOLS__) (window as unknown as { __portico?: DevHandle }).__portico = { runtime, events, request: runtime.container.resolve(requestRef), activePlugins: () => [...runtime.plugins.activeIds] };
  return runtime;
}
