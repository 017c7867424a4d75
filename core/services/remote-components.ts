import { serviceRef } from '../di';
import { TIME_LIMITS } from '../time-limits';

/** Spec §9: how often a load checks whether the fetched script has defined its component. */
export const REMOTE_COMPONENT_POLL_MS: number = TIME_LIMITS.remoteComponentPollMs;

/** Spec §9: how long a load may take, from its start (fetch included), before it fails. */
export const REMOTE_COMPONENT_TIMEOUT_MS: number = TIME_LIMITS.remoteComponentMs;

/**
 * The global through which a fetched component script defines its component:
 * `window.portalComponents.define(name, definition)`.
 */
export const REMOTE_COMPONENT_GLOBAL = 'portalComponents';

/** Spec §8 failure texts of the remote component loader. */
export const REMOTE_COMPONENT_ERRORS = {
  /** The component did not define itself in time, or its script could not be fetched. */
  failed: (name: string) => `fail to load component ${name}`,
  /** Nothing was registered under the name. */
  unregistered: (name: string) => `cannot find the src of ${name}, please use registerComponent first`,
  /** The composition library script could not be fetched or run. */
  library: 'failed to load vue-composition api',
} as const;

/**
 * A component that a remote script defines. Framework-neutral on purpose: the scripts are built
 * by other teams with their own framework (Vue with the composition library, among others), so
 * the portal only hands them an element and props and never shares a React or Vue instance.
 */
export interface RemoteComponentDefinition {
  /** Renders the component into `element` (an empty element the portal owns). */
  mount(element: HTMLElement, props: Readonly<Record<string, unknown>>): void;
  /** Gives the mounted component new props; without it the portal unmounts and mounts again. */
  update?(props: Readonly<Record<string, unknown>>): void;
  /** Removes what `mount` rendered into `element`. */
  unmount?(element: HTMLElement): void;
}

/** What a component script finds as `window.portalComponents`. */
export interface PortalComponentsGlobal {
  /** Defines (or replaces) the component `name`; see {@link RemoteComponentRegistry.define}. */
  define(name: string, definition: RemoteComponentDefinition): void;
}

/** The object the registry installs {@link REMOTE_COMPONENT_GLOBAL} on (the window). */
export interface RemoteComponentGlobals {
  portalComponents?: PortalComponentsGlobal;
}

/** Config `remoteComponents`: the composition library and components registered at start. */
export interface RemoteComponentConfig {
  /** Address of the composition library script, fetched once before the first component script. */
  readonly library?: string;
  /** Components registered at start: name → address of its script. */
  readonly components?: Readonly<Record<string, string>>;
}

/**
 * Remote components (spec §4, §5): scripts from other teams (report chart, date picker, ad
 * schedule, selectors, material tools) registered by name and address, fetched and run on first
 * use. Failures are for the caller to log; they are not crashes (spec §8: logged only).
 */
export interface RemoteComponentRegistry {
  /**
   * Registers the script address of `name`. Throws a TypeError unless both are strings; a name
   * registered again logs a warning and the new address replaces the old (a definition loaded
   * from the old one is forgotten, so the next load fetches the new script).
   */
  register(name: string, src: string): void;
  /** Whether an address is registered under `name`. */
  has(name: string): boolean;
  /**
   * The definition of `name`: fetches its script (`src` with a `t=<now>` query) after the
   * composition library, runs it and checks every {@link REMOTE_COMPONENT_POLL_MS} whether it
   * defined the component. Rejects with `cannot find the src of {name}, …` when nothing is
   * registered, `failed to load vue-composition api` when the library fails, and
   * `fail to load component {name}` when the script cannot be fetched or has not defined the
   * component after {@link REMOTE_COMPONENT_TIMEOUT_MS}. One load per name at a time; a loaded
   * definition is kept; a failed load may be tried again.
   */
  load(name: string): Promise<RemoteComponentDefinition>;
  /**
   * What a component script calls (through `window.portalComponents.define`) to define `name`.
   * Throws a TypeError for a non-string name or a definition without `mount`.
   */
  define(name: string, definition: RemoteComponentDefinition): void;
}

/** Service ref of {@link RemoteComponentRegistry}. */
export const remoteComponentsRef = serviceRef<RemoteComponentRegistry>('core.remoteComponents');

/** What {@link DefaultRemoteComponentRegistry} needs from its surroundings. */
export interface RemoteComponentDeps {
  readonly fetch: typeof fetch;
  /** The timestamp of the `t` query. */
  now(): number;
  /** Runs script text in global scope; default a `<script>` element added to `<head>` and removed. */
  readonly execute?: (code: string) => void;
  /** Where `portalComponents` is installed (the window); without it only `define` calls register. */
  readonly globals?: RemoteComponentGlobals;
  /** Default `console`. */
  readonly log?: Pick<Console, 'warn'>;
}

/**
 * Runs script text as a classic script: global scope, like the `<script src>` the components were
 * written for. The element is removed at once; what the script defined stays.
 */
export function executeScript(code: string): void {
  const script = document.createElement('script');
  script.text = code;
  document.head.append(script);
  script.remove();
}

/** `src` with `t=<timestamp>` added to its query (before any fragment), so no cache answers. */
export function withTimestamp(src: string, timestamp: number): string {
  const hashAt = src.indexOf('#');
  const base = hashAt < 0 ? src : src.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : src.slice(hashAt);
  const joiner = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${joiner}t=${timestamp}${hash}`;
}

/** Default implementation: scripts fetched with the portal's fetch and run as classic scripts. */
export class DefaultRemoteComponentRegistry implements RemoteComponentRegistry {
  private readonly sources = new Map<string, string>();
  private readonly definitions = new Map<string, RemoteComponentDefinition>();
  private readonly loading = new Map<string, Promise<RemoteComponentDefinition>>();
  /** Stops the timers of the loads in flight (on dispose). */
  private readonly cancels = new Set<() => void>();
  private library: Promise<void> | null = null;
  private readonly execute: (code: string) => void;
  private readonly log: Pick<Console, 'warn'>;
  private readonly global: PortalComponentsGlobal = {
    define: (name, definition) => this.define(name, definition),
  };

  constructor(
    private readonly deps: RemoteComponentDeps,
    private readonly config: RemoteComponentConfig = {},
  ) {
    this.execute = deps.execute ?? executeScript;
    this.log = deps.log ?? console;
    for (const [name, src] of Object.entries(config.components ?? {})) this.register(name, src);
    if (deps.globals) deps.globals.portalComponents = this.global;
  }

  register(name: string, src: string): void {
    // Scripts of other teams call this too, so the types are checked at run time.
    if (typeof name !== 'string') throw new TypeError('remote component name must be a string');
    if (typeof src !== 'string') throw new TypeError(`the src of remote component ${name} must be a string`);
    if (this.sources.has(name)) {
      this.log.warn(
        `[portico] remote component ${name} is registered again: ${src} replaces ${this.sources.get(name)}`,
      );
      this.definitions.delete(name);
    }
    this.sources.set(name, src);
  }

  has(name: string): boolean {
    return this.sources.has(name);
  }

  define(name: string, definition: RemoteComponentDefinition): void {
    if (typeof name !== 'string') throw new TypeError('remote component name must be a string');
    if (typeof definition?.mount !== 'function')
      throw new TypeError(`remote component ${name} must be defined with a mount function`);
    this.definitions.set(name, definition);
  }

  load(name: string): Promise<RemoteComponentDefinition> {
    const defined = this.definitions.get(name);
    if (defined) return Promise.resolve(defined);
    const inFlight = this.loading.get(name);
    if (inFlight) return inFlight;
    const src = this.sources.get(name);
    if (src === undefined) return Promise.reject(new Error(REMOTE_COMPONENT_ERRORS.unregistered(name)));
    const loading = this.fetchAndWait(name, src).finally(() => {
      if (this.loading.get(name) === loading) this.loading.delete(name);
    });
    this.loading.set(name, loading);
    return loading;
  }

  /** Removes the global if it is still this registry's and stops the loads in flight. */
  dispose(): void {
    if (this.deps.globals?.portalComponents === this.global) delete this.deps.globals.portalComponents;
    for (const cancel of [...this.cancels]) cancel();
  }

  private fetchAndWait(name: string, src: string): Promise<RemoteComponentDefinition> {
    return new Promise<RemoteComponentDefinition>((resolve, reject) => {
      let poll: ReturnType<typeof setInterval> | undefined;
      let settled = false;
      const finish = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        clearInterval(poll);
        this.cancels.delete(cancel);
        outcome();
      };
      const fail = (cause?: unknown) =>
        finish(() =>
          reject(new Error(REMOTE_COMPONENT_ERRORS.failed(name), cause === undefined ? undefined : { cause })),
        );
      const cancel = () => fail(new Error('the portal was disposed'));
      // The deadline counts from the start of the load: a hanging fetch fails in time too.
      const deadline = setTimeout(() => fail(), REMOTE_COMPONENT_TIMEOUT_MS);
      this.cancels.add(cancel);

      this.loadLibrary()
        .then(
          () => this.fetchText(withTimestamp(src, this.deps.now())),
          (libraryError: unknown) => {
            finish(() => reject(libraryError));
            return null;
          },
        )
        .then((code) => {
          if (settled || code === null) return;
          this.execute(code);
          // Spec §9: the component is looked for every 200 ms, not on `define`, so a script that
          // defines later (after its own imports) is found at the next check.
          poll = setInterval(() => {
            const definition = this.definitions.get(name);
            if (definition) finish(() => resolve(definition));
          }, REMOTE_COMPONENT_POLL_MS);
        })
        .catch((error: unknown) => fail(error));
    });
  }

  /** The composition library, fetched and run once; a failure is forgotten so a later load retries. */
  private loadLibrary(): Promise<void> {
    const url = this.config.library;
    if (!url) return Promise.resolve();
    this.library ??= this.fetchText(url)
      .then((code) => this.execute(code))
      .catch((cause: unknown) => {
        this.library = null;
        throw new Error(REMOTE_COMPONENT_ERRORS.library, { cause });
      });
    return this.library;
  }

  private async fetchText(url: string): Promise<string> {
    const response = await this.deps.fetch(url, { method: 'GET' });
    if (response.status >= 400) throw new Error(`GET ${url} answered ${response.status}`);
    return response.text();
  }
}
