import { Container, type Provider, type ServiceRef } from './di';
import { DiagnosticsStore } from './diagnostics';
import { ExtensionRegistry } from './extensions';
import { PluginRuntime } from './registry/runtime';
import { resolvePlugins } from './registry/resolve';
import type { PluginDefinition, Resolution } from './registry/types';
import { DefaultRequestService, readCookie, requestRef } from './request';
import { DefaultEventBus, eventBusRef } from './services/event-bus';
import {
  DefaultNavigationService,
  navigationRef,
  SUPERVISION_PARAM,
  type BrowserLocation,
} from './services/navigation';
import { DefaultNotifierService, notifierRef } from './services/notifier';
import { DefaultPermissionService, permissionRef } from './services/permission';
import { DefaultPromiseRegistry, promisesRef } from './services/promise-registry';
import {
  DefaultRemoteComponentRegistry,
  remoteComponentsRef,
  type RemoteComponentConfig,
  type RemoteComponentGlobals,
} from './services/remote-components';
import { DefaultSettingsService, settingsRef } from './services/settings';
import { DefaultUsageService, usageRef } from './services/usage';
import { createUrlPolicy, requestPlace, scriptPlace } from './services/url-policy';
import { createScriptPolicy, scriptPolicyRef } from './services/script-policy';
import { DefaultLifecycleService, lifecycleRef } from './services/lifecycle';
import {
  REPORT_LEVEL,
  createReporterTransport,
  DefaultReporterService,
  reporterRef,
  type ReporterConfig,
  type ReporterGlobals,
  type ReporterTransport,
} from './reporter';
import { browserStorage, DefaultStorageService, storageRef, type StorageArea, type StorageLike } from './storage';
import { authRef, DefaultAuthService, SessionStore, sessionRef } from './session';
import { DefaultSubAppRegistry, subAppsRef } from './subapps';
import { diagnosticsRef, extensionsRef } from './refs';

/** What the runtime needs from its surroundings (the browser, or a test double). */
export interface PortalEnvironment {
  readonly location: BrowserLocation;
  cookies(): string;
  readonly fetch: typeof fetch;
  now(): number;
  saveFile(blob: Blob, fileName: string): void;
  /** Hosts that external links may open, calls may reach (without the session) and images and scripts load from (config). */
  readonly allowedHosts?: readonly string[];
  /** Config `apiOrigin`: where the API is when not on the page's origin ('' or absent: the page's). */
  readonly apiOrigin?: string;
  /** Error reporter settings (config `reporter`); without them nothing is reported. */
  readonly reporter?: ReporterConfig;
  /** The id of the running build, sent with every error report (see `ReporterContext.buildId`). */
  readonly buildId?: string;
  /**
   * The window: uncaught errors, unhandled rejections and console lines for the reporter; the
   * remote component registry installs `portalComponents` on it.
   */
  readonly globals?: ReporterGlobals & RemoteComponentGlobals;
  /** Remote components (config `remoteComponents`): the composition library and components by name. */
  readonly remoteComponents?: RemoteComponentConfig;
  /** How the reporter sends; default `fetch` and `new Image().src`. */
  readonly reporterTransport?: ReporterTransport;
  /** Local and session storage; default the browser's (in memory where it has none). */
  readonly storage?: Readonly<Record<StorageArea, StorageLike>>;
}

/**
 * A service put in the root container in place of the default one (a test double): plugins and
 * components that resolve `ref` get `value`. The core's own wiring (the session loading through
 * the request service, the reporter watching it) keeps the real services.
 */
export interface ServiceOverride<T = unknown> {
  readonly ref: ServiceRef<T>;
  readonly value: T;
}

/** A booted runtime: the container with every core service, the registries and the plugins. */
export interface PortalRuntime {
  readonly container: Container;
  readonly extensions: ExtensionRegistry;
  readonly diagnostics: DiagnosticsStore;
  readonly session: SessionStore;
  readonly plugins: PluginRuntime;
  /**
   * Checks manifests and orders plugins by their dependencies, without starting any; problems
   * become diagnostics. Needs no session: the host runs it while the session loads.
   */
  resolve(plugins: ReadonlyArray<PluginDefinition<unknown>>): Resolution;
  /** Activates what {@link PortalRuntime.resolve} gave, dependencies first; problems become diagnostics. */
  activate(resolution: Resolution, options?: Readonly<Record<string, unknown>>): Promise<void>;
  /**
   * Adds one plugin to the running portal (a remote plugin that arrived after the start): its
   * manifest is checked against the running plugins (ids, routes, extension ids, dependencies),
   * then it starts as the others did; its contributions appear at once. Problems become
   * diagnostics of that plugin alone. Resolves true when it is active.
   */
  add(plugin: PluginDefinition<unknown>, options?: unknown): Promise<boolean>;
  /** Resolves and activates plugins; problems become diagnostics. */
  start(plugins: ReadonlyArray<PluginDefinition<unknown>>, options?: Readonly<Record<string, unknown>>): Promise<void>;
  dispose(): Promise<void>;
}

/** Builds the root container and registers the core services. */
export function createPortalRuntime(env: PortalEnvironment, overrides: readonly ServiceOverride[] = []): PortalRuntime {
  const container = Container.createRoot();
  const replaced = new Map(overrides.map((o) => [o.ref.id, o] as const));
  /** Registers a core service, or the override given for its ref. */
  const register = <T>(ref: ServiceRef<T>, provider: Provider<T>) =>
    container.register(ref, replaced.has(ref.id) ? { useValue: replaced.get(ref.id)!.value as T } : provider);
  const extensions = new ExtensionRegistry();
  const diagnostics = new DiagnosticsStore();
  const session = new SessionStore();
  const notifier = new DefaultNotifierService();
  const storage = env.storage ?? { local: browserStorage('local'), session: browserStorage('session') };
  const multiAccessId = () => new URL(env.location.href).searchParams.get(SUPERVISION_PARAM);
  // The session keeps the id it was loaded with; the address is read only before that.
  const supervision = () => session.multiAccessId ?? multiAccessId();
  const navigation = new DefaultNavigationService(env.location, env.allowedHosts, {
    apiOrigin: env.apiOrigin,
    supervision,
    marker: storage.session,
    now: env.now,
  });
  // Token scope: the session goes to the page and the API only; the reporter's endpoints on other
  // hosts are reachable (the config names them) without it.
  const reporterEndpoints = [
    env.reporter?.collectEndpoint,
    env.reporter?.consoleEndpoint,
    env.reporter?.offlineEndpoint,
  ];
  const urlPolicy = createUrlPolicy(env.location.origin, env.apiOrigin, env.allowedHosts, reporterEndpoints);
  const request = new DefaultRequestService(
    notifier,
    navigation,
    {
      token: () => readCookie(env.cookies(), 'adstk'),
      multiAccessId: supervision,
      place: (url) => requestPlace(urlPolicy, url),
      saveFile: env.saveFile,
      now: env.now,
      pageOverflow: (path, received, pageSize) => {
        const msg = `PORTICO_E_PAGE_OVERFLOW contract breach: ${path} answered ${received} items for a page of ${pageSize}; only the first ${pageSize} are shown`;
        console.warn(`[portico] ${msg}`);
        reporter.report({
          type: 'apiError',
          level: REPORT_LEVEL.ERROR,
          key: 'PORTICO_E_PAGE_OVERFLOW',
          target: path,
          msg,
        });
      },
    },
    env.fetch,
  );
  const auth = new DefaultAuthService(session, request, {
    hasToken: () => !!readCookie(env.cookies(), 'adstk'),
    multiAccessId,
    log: (message, detail) => console.warn(`[portico] ${message}`, detail),
    redirectToLogin: () => navigation.redirectToLogin(),
  });
  const reporter = new DefaultReporterService({
    config: env.reporter,
    transport: env.reporterTransport ?? createReporterTransport(env.fetch),
    href: () => env.location.href,
    now: env.now,
    uin: () => session.user?.ownerId ?? null,
    buildId: env.buildId,
  });
  reporter.watch(request);
  if (env.globals) reporter.listen(env.globals);

  register(extensionsRef, { useValue: extensions });
  register(diagnosticsRef, { useValue: diagnostics });
  register(sessionRef, { useValue: session });
  register(notifierRef, { useValue: notifier });
  register(navigationRef, { useValue: navigation });
  register(requestRef, { useValue: request });
  register(authRef, { useValue: auth });
  register(permissionRef, { useFactory: () => new DefaultPermissionService(session) });
  register(eventBusRef, { useValue: new DefaultEventBus() });
  register(subAppsRef, { useFactory: () => new DefaultSubAppRegistry(extensions) });
  register(reporterRef, { useValue: reporter });
  register(promisesRef, { useValue: new DefaultPromiseRegistry() });
  // A factory: built (and `portalComponents` installed) on first use, disposed with the container.
  register(remoteComponentsRef, {
    useFactory: () =>
      new DefaultRemoteComponentRegistry(
        { now: env.now, globals: env.globals, place: (url) => scriptPlace(urlPolicy, url) },
        env.remoteComponents,
      ),
  });
  // The host's sub-app loader judges every address it fetches or imports by the same policy.
  register(scriptPolicyRef, { useValue: createScriptPolicy(urlPolicy) });
  register(settingsRef, { useFactory: () => new DefaultSettingsService(request) });
  register(lifecycleRef, { useValue: new DefaultLifecycleService() });
  register(usageRef, {
    useFactory: () =>
      new DefaultUsageService(request, {
        endpoint: env.reporter?.collectEndpoint,
        page: () => {
          const here = new URL(env.location.href);
          return here.pathname + here.search;
        },
        userAgent: () => globalThis.navigator?.userAgent ?? '',
      }),
  });
  register(storageRef, {
    useFactory: () => new DefaultStorageService(storage, () => session.user?.ownerId ?? null),
  });

  // Overrides of services the core does not provide (a plugin's API in a plugin's test).
  for (const o of overrides) if (!container.isRegistered(o.ref)) container.register(o.ref, { useValue: o.value });

  const plugins = new PluginRuntime(container, extensions, diagnostics);
  const resolve = (list: ReadonlyArray<PluginDefinition<unknown>>): Resolution => {
    // What the root container holds is what every plugin may require without a provider plugin.
    const resolution = resolvePlugins(list, { coreServices: new Set(container.registeredIds()) });
    diagnostics.add(...resolution.diagnostics);
    return resolution;
  };
  return {
    container,
    extensions,
    diagnostics,
    session,
    plugins,
    resolve,
    activate: (resolution, options = {}) => plugins.start(resolution, options),
    add: async (plugin, options) => {
      const resolution = resolvePlugins([...plugins.definitions(), plugin], {
        coreServices: new Set(container.registeredIds()),
      });
      // The running plugins were checked when they started; only the newcomer's problems are news.
      diagnostics.add(...resolution.diagnostics.filter((d) => d.pluginId === plugin.id));
      // Its dependencies are running plugins (a missing one dropped it above): it starts alone.
      // (A plugin of a running one's id is not this one: the first is kept, and the newcomer refused.)
      if (resolution.dropped.has(plugin.id) || !resolution.order.includes(plugin)) return false;
      await plugins.start({ order: [plugin], graph: resolution.graph }, { [plugin.id]: options });
      return plugins.status(plugin.id) === 'active';
    },
    start: (list, options = {}) => plugins.start(resolve(list), options),
    async dispose() {
      for (const id of plugins.activeIds.reverse()) await plugins.unload(id);
      await container.dispose();
      reporter.dispose();
    },
  };
}
