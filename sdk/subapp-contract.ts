// What the shell hands a separately deployed sub-app (mode `qiankun` or `singleSPA`) in the props
// of its `mount` / `unmount` / `update` lifecycle functions. A team that ships a sub-app imports
// these types only (`import type`), so its build carries none of the portal's code.
import type {
  AuthTree,
  CurrentUser,
  LoginUser,
  Notice,
  RemoteComponentRegistry,
  RequestService,
  ServiceNode,
  SessionPromises,
} from '@portico/core';

/**
 * The global state the shell mirrors to mounted sub-apps (spec §4 "when running as root, every
 * global state change is mirrored to sub-applications").
 */
export interface SharedState {
  /** The account the portal acts for, or null before login. */
  readonly user: CurrentUser | null;
  /** The account that logged in (an agency or operator acting for a client), or null. */
  readonly loginUser: LoginUser | null;
  /** Menu and data permissions (spec §3). */
  readonly authTree: AuthTree;
  /** Operator role ids. */
  readonly operatorRoles: readonly number[];
  /** Page zoom: devicePixelRatio rounded to two decimals (spec §2.1 page-zoom). */
  readonly pageZoom: number;
  /** The current service-tree node (spec §3): the page shown, children dropped. */
  readonly currentNode: ServiceNode | null;
}

/**
 * The typed bridge a sub-app reads the shell's global state through. One listener set per mounted
 * sub-app; the shell removes them all when it unmounts the sub-app.
 */
export interface StateBridge {
  /** The state now. */
  getState(): SharedState;
  /** Called after every change with the new and the previous state; returns an unsubscriber. */
  onChange(listener: (state: SharedState, previous: SharedState) => void): () => void;
}

/** Notices a sub-app may show; the shell closes the ones still open when the sub-app unmounts. */
export interface SubAppNotices {
  /** Shows a toast (default 3000 ms; 0 keeps it until closed) and returns its id. */
  notify(intent: Notice['intent'], text: string, durationMs?: number): number;
  /** Closes a toast. */
  dismiss(id: number): void;
}

/** Navigation a sub-app may use. */
export interface SubAppNavigation {
  /** Moves the shell to a path under `/markets/` (a history entry, no reload). */
  navigate(to: string): void;
  /** Sends the user to the login page with the way back. */
  toLogin(): void;
  /** Opens a safe address (same origin or an allowed host); returns false when refused. */
  open(url: string, target?: '_self' | '_blank'): boolean;
}

/**
 * The remote components a sub-app may use (spec §5 registration; the report chart, date picker …):
 * loaded by the shell as `<script src>` from the hosts its URL policy allows, once for the page.
 * What a sub-app registers is undone when it is unmounted (a name it took over goes back to the
 * portal's script).
 */
export type SubAppRemoteComponents = Pick<RemoteComponentRegistry, 'register' | 'has' | 'load'>;

/**
 * The shell's named promises (spec §3 global state) as a sub-app reaches them. The shell registers
 * the session facts of {@link SessionPromises} (`userInfo`, `authTree`, `operatorRoles`); a sub-app
 * waits for them instead of asking the server again.
 */
export interface SubAppPromises {
  /**
   * Settles like the promise registered as `name`: rejects with `Error('no promise')` when none is
   * (spec §8) and with `Error('timeout')` when it has not settled after `timeoutMs` (default 5000 ms, spec §9).
   */
  wait<K extends keyof SessionPromises>(name: K, timeoutMs?: number): Promise<SessionPromises[K]>;
  wait<T = unknown>(name: string, timeoutMs?: number): Promise<T>;
  /** Whether a promise is registered as `name`. */
  has(name: string): boolean;
}

/**
 * The spec §7 request wrappers a sub-app calls, bound to the shell's request service: a frozen
 * object of functions, so a sub-app reaches neither the service's token scope nor its transport,
 * and cannot watch the portal's other calls (there is no `observe`). After the sub-app is
 * unmounted they reject with an `ApiError` `aborted` and send nothing.
 */
export type SubAppRequests = Pick<RequestService, 'call' | 'get' | 'delete' | 'post' | 'put'>;

/**
 * The shell services a sub-app receives: frozen objects of bound functions, one set per mount.
 * On unmount the shell closes the toasts it opened, undoes the remote components it registered and
 * removes its bridge listeners; every function then does nothing (a call rejects as aborted).
 */
export interface SubAppServices {
  /**
   * Spec §7 request wrappers with §8 handling. The shell's headers (`tk`, `multiAccessId`) go only
   * to the portal's origin and its API; a call to another host goes without them when that host
   * is allowed, and is refused unsent otherwise.
   */
  readonly request: SubAppRequests;
  readonly navigation: SubAppNavigation;
  readonly notices: SubAppNotices;
  readonly promises: SubAppPromises;
  readonly remoteComponents: SubAppRemoteComponents;
}

/** Props of a remote sub-app's `mount`, `unmount` and `update`. */
export interface SubAppProps {
  /** The sub-app's library name (the `name` of its registry entry). */
  readonly name: string;
  /** Where its pages live: `/markets/<namespace>`. */
  readonly basename: string;
  /** The element the shell mounted its entry page into; render inside it, never outside. */
  readonly container: HTMLElement;
  readonly bridge: StateBridge;
  readonly services: SubAppServices;
}

/**
 * The lifecycle functions a remote sub-app exports (an ES module's exports, or a UMD/IIFE build's
 * global named after the sub-app, as qiankun's documentation describes). An entry without
 * `bootstrap`, `mount` and `unmount` is an error.
 */
export interface SubAppLifecycles {
  bootstrap(): Promise<void>;
  mount(props: SubAppProps): Promise<void>;
  unmount(props: SubAppProps): Promise<void>;
  update?(props: SubAppProps): Promise<void>;
}
