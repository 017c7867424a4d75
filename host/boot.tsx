import { createRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { authRef, createPortalRuntime, eventBusRef, roundZoom, type PortalRuntime } from '@portico/core';
import { PortalShell } from '@portico/sdk';
import { FatalErrorPage } from './app/FatalErrorPage';
import { CATALOG } from './catalog';
import { ConfigError, loadConfig } from './config/load';
import { prefetchSubApps } from './prefetch';
import { pluginOptions, selectPlugins, subsetFromSearch } from './select-plugins';

declare const __PORTICO_DEV_TOOLS__: boolean;

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

  const origin = config.apiOrigin ?? '';
  const runtime = createPortalRuntime({
    location: { get href() { return location.href; }, origin: location.origin, assign: (u) => location.assign(u), open: (u, t) => void window.open(u, t, 'noopener') },
    cookies: () => document.cookie,
    fetch: (input, init) => fetch(typeof input === 'string' && input.startsWith('/') && origin ? origin + input : input, init),
    now: () => Date.now(),
    saveFile,
    allowedHosts: config.allowedHosts,
  });
  const subset = __PORTICO_DEV_TOOLS__ ? subsetFromSearch(location.search) : null;
  const plugins = selectPlugins(CATALOG, config, subset);

  await runtime.container.resolve(authRef).load().catch((err: unknown) => console.warn('[portico] session not loaded', err));
  await runtime.start(plugins, pluginOptions(config));

  const events = runtime.container.resolve(eventBusRef);
  window.addEventListener('resize', () => events.emit('page-zoom', { devicePixelRatio: roundZoom(window.devicePixelRatio) }));

  const onFirstPage = () => {
    if (markReady()) prefetchSubApps(runtime.extensions, whenIdle);
  };
  root.render(<PortalShell portal={runtime} router={(children) => <BrowserRouter>{children}</BrowserRouter>} onFirstPage={onFirstPage} />);
  // Test and dev builds expose the runtime for e2e checks; release builds do not.
  if (__PORTICO_DEV_TOOLS__) (window as unknown as { __portico?: PortalRuntime }).__portico = runtime;
  return runtime;
}
