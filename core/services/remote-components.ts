import { serviceRef } from '../di';
import { logWithHint } from '../diagnostics/codes';
import { TIME_LIMITS } from '../time-limits';
import type { UrlPlace } from './url-policy';

/** Spec §9: how often a load checks whether the loaded script has defined its component. */
export const REMOTE_COMPONENT_POLL_MS: number = TIME_LIMITS.remoteComponentPollMs;

/** Spec §9: how long a load may take, from its start (the script's download included), before it fails. */
export const REMOTE_COMPONENT_TIMEOUT_MS: number = TIME_LIMITS.remoteComponentMs;

/**
 * The global through which a loaded component script defines its component:
 * `window.portalComponents.define(name, definition)`.
 */
export const REMOTE_COMPONENT_GLOBAL = 'portalComponents';

/** Spec §8 failure texts of the remote component loader. */
export const REMOTE_COMPONENT_ERRORS = {
  /** The component did not define itself in time, or its script could not be loaded. */
  failed: (name: string) => `fail to load component ${name}`,
  /** Nothing was registered under the name. */
  unregistered: (name: string) => `cannot find the src of ${name}, please use registerComponent first`,
  /** The composition library script could not be loaded or run. */
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

/**
 * A script address with the Subresource Integrity hash (`sha256-…`, `sha384-…`, `sha512-…`) the
 * browser checks it against: a script whose bytes do not match is not run (the load fails).
 */
export interface RemoteScript {
  readonly src: string;
  readonly integrity?: string;
}

/** Config `remoteComponents`: the composition library and components registered at start. */
export interface RemoteComponentConfig {
  /** Address of the composition library script, loaded once before the first component script. */
  readonly library?: string | RemoteScript;
  /** Components registered at start: name → address of its script (with its integrity, if given). */
  readonly components?: Readonly<Record<string, string | RemoteScript>>;
}

/**
 * Remote components (spec §4, §5): scripts from other teams (report chart, date picker, ad
 * schedule, selectors, material tools) registered by name and address, loaded on first use as
 * `<script src>` (a strict Content-Security-Policy runs no script text). Failures are for the
 * caller to log; they are not crashes (spec §8: logged only).
 */
export interface RemoteComponentRegistry {
  /**
   * Registers the script address of `name`. Throws a TypeError unless both are strings; a name
   * registered again logs a warning and the new address replaces the old (a definition loaded
   * from the old one is forgotten, so the next load loads the new script). Returns the undoing:
   * the name goes back to the address it had before (or to none), once; when a later registration
   * replaced this one meanwhile, that one stays.
   */
  register(name: string, src: string): () => void;
  /** Whether an address is registered under `name`. */
  has(name: string): boolean;
  /**
   * The definition of `name`: loads its script (`src` with a `t=<now>` query) after the
   * composition library and checks every {@link REMOTE_COMPONENT_POLL_MS} whether it defined the
   * component. Rejects with `cannot find the src of {name}, …` when nothing is registered,
   * `failed to load vue-composition api` when the library fails, and `fail to load component
   * {name}` when the script cannot be loaded, is on a host scripts may not come from, or has not
   * defined the component after {@link REMOTE_COMPONENT_TIMEOUT_MS}. One load per name at a time; a loaded
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
  /** The timestamp of the `t` query. */
  now(): number;
  /**
   * Loads a classic script by address, checked against `integrity` when given; default a
   * `<script src>` added to `<head>` (see {@link loadScript}).
   */
  readonly loadScript?: (url: string, integrity?: string) => Promise<void>;
  /**
   * Where a script may come from (`scriptPlace` of the portal's URL policy: the page's or the API's
   * origin, or an allowed host over https); null refuses it, unsent.
   */
  readonly place: (url: string) => UrlPlace | null;
  /** Where `portalComponents` is installed (the window); without it only `define` calls register. */
  readonly globals?: RemoteComponentGlobals;
  /** Default `console`. */
  readonly log?: Pick<Console, 'warn' | 'error'>;
}

/**
 * Loads a classic script as the components were written for: a `<script src>` in `<head>`, so it
 * runs in global scope under the page's Content-Security-Policy (`script-src` lists its host; no
 * script text is ever evaluated). With `integrity` the browser checks the bytes (Subresource
 * Integrity; fetched with CORS, which SRI needs) and runs nothing that does not match. Resolves when
 * it has run; rejects when it could not be fetched (a status of 400 or more included) or did not
 * match. The element is removed afterwards; what the script defined stays.
 */
export function loadScript(url: string, integrity?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    if (integrity) {
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
    }
    script.src = url;
    script.async = false;
    script.onload = () => {
      script.remove();
      resolve();
    };
    script.onerror = () => {
      script.remove();
      reject(new Error(`GET ${url} failed`));
    };
    document.head.append(script);
  });
}

/** `src` with `t=<timestamp>` added to its query (before any fragment), so no cache answers. */
export function withTimestamp(src: string, timestamp: number): string {
  const hashAt = src.indexOf('#');
  const base = hashAt < 0 ? src : src.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : src.slice(hashAt);
  const joiner = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${joiner}t=${timestamp}${hash}`;
}

/** One registration of a name; `previous` is what the name had before it. */
interface Registration extends RemoteScript {
  readonly previous: Registration | undefined;
  undone: boolean;
}

const asScript = (entry: string | RemoteScript): RemoteScript => (typeof entry === 'string' ? { src: entry } : entry);

/** Default implementation: scripts loaded as `<script src>` from the hosts the URL policy allows. */
export class DefaultRemoteComponentRegistry implements RemoteComponentRegistry {
  private readonly sources = new Map<string, Registration>();
  private readonly definitions = new Map<string, RemoteComponentDefinition>();
  private readonly loading = new Map<string, Promise<RemoteComponentDefinition>>();
  /** Stops the timers of the loads in flight (on dispose). */
  private readonly cancels = new Set<() => void>();
  private library: Promise<void> | null = null;
  private readonly log: Pick<Console, 'warn' | 'error'>;
  // Frozen: a component script cannot replace `define` to catch the definitions of the others.
  private readonly global: PortalComponentsGlobal = Object.freeze({
    define: (name: string, definition: RemoteComponentDefinition) => this.define(name, definition),
  });

  constructor(
    private readonly deps: RemoteComponentDeps,
    private readonly config: RemoteComponentConfig = {},
  ) {
    this.log = deps.log ?? console;
    for (const [name, entry] of Object.entries(config.components ?? {})) this.add(name, asScript(entry));
    if (deps.globals) deps.globals.portalComponents = this.global;
  }

  register(name: string, src: string): () => void {
    // Scripts of other teams call this too, so the types are checked at run time.
    if (typeof name !== 'string') throw new TypeError('remote component name must be a string');
    if (typeof src !== 'string') throw new TypeError(`the src of remote component ${name} must be a string`);
    return this.add(name, { src });
  }

  private add(name: string, script: RemoteScript): () => void {
    const previous = this.sources.get(name);
    if (previous) {
      this.log.warn(`[portico] remote component ${name} is registered again: ${script.src} replaces ${previous.src}`);
      this.forget(name);
    }
    const registration: Registration = { ...script, previous, undone: false };
    this.sources.set(name, registration);
    return () => {
      if (registration.undone) return;
      registration.undone = true;
      if (this.sources.get(name) !== registration) return;
      // Back to the newest registration before it that is still in force.
      let back = registration.previous;
      while (back?.undone) back = back.previous;
      this.forget(name);
      if (back) this.sources.set(name, back);
      else this.sources.delete(name);
    };
  }

  /** Forgets what the name's current script defined, so the next load loads the script in force. */
  private forget(name: string) {
    this.definitions.delete(name);
    this.loading.delete(name);
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
    const script = this.sources.get(name);
    if (script === undefined) return Promise.reject(new Error(REMOTE_COMPONENT_ERRORS.unregistered(name)));
    const loading = this.loadAndWait(name, script).finally(() => {
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

  private loadAndWait(name: string, script: RemoteScript): Promise<RemoteComponentDefinition> {
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
      // The deadline counts from the start of the load: a script that never arrives fails in time too.
      const deadline = setTimeout(() => fail(), REMOTE_COMPONENT_TIMEOUT_MS);
      this.cancels.add(cancel);

      this.loadLibrary()
        .then(
          () => this.loadOne(withTimestamp(script.src, this.deps.now()), script.integrity).then(() => true),
          (libraryError: unknown) => {
            finish(() => reject(libraryError));
            return false;
          },
        )
        .then((loaded) => {
          if (settled || !loaded) return;
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

  /** The composition library, loaded and run once; a failure is forgotten so a later load retries. */
  private loadLibrary(): Promise<void> {
    const library = this.config.library === undefined ? undefined : asScript(this.config.library);
    if (!library?.src) return Promise.resolve();
    this.library ??= this.loadOne(library.src, library.integrity).catch((cause: unknown) => {
      this.library = null;
      throw new Error(REMOTE_COMPONENT_ERRORS.library, { cause });
    });
    return this.library;
  }

  /**
   * One script, if its host is one scripts may come from (else refused unsent, with the code for
   * admins); a script that does not load — status, network, or bytes that fail its integrity —
   * is logged with its code too (the browser cannot tell us which).
   */
  private loadOne(url: string, integrity?: string): Promise<void> {
    if (!this.deps.place(url)) {
      logWithHint('PORTICO_E_SCRIPT_REFUSED', this.log, `[portico] PORTICO_E_SCRIPT_REFUSED: ${url}`);
      return Promise.reject(new Error(`PORTICO_E_SCRIPT_REFUSED: ${url}`));
    }
    return (this.deps.loadScript ?? loadScript)(url, integrity).catch((cause: unknown) => {
      const checked = integrity ? ` (or its bytes do not match integrity ${integrity})` : '';
      logWithHint(
        'PORTICO_E_SCRIPT_FAILED',
        this.log,
        `[portico] PORTICO_E_SCRIPT_FAILED: ${url} did not load${checked}`,
      );
      throw cause;
    });
  }
}
