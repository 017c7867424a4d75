import type { ServiceRef, ServiceResolver, Provider } from '../di';
import type { Contribution, ExtensionPoint } from '../extensions';
import type { Diagnostic } from '../diagnostics';

/** Undo function returned by every registration. */
export type Disposer = () => void;

/** A dependency: a service ref (provided by core or a plugin) or another plugin's id. */
export type Dependency = ServiceRef<unknown> | string;

/** Validates plugin options from portal.config.json (a zod schema fits). */
export interface OptionsSchema<O> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: O }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** What a plugin's `activate` receives first. */
export interface PluginContext<O = Record<string, unknown>> {
  readonly pluginId: string;
  /** Options from portal.config.json, validated by the plugin's `options` schema. */
  readonly options: O;
  /** Resolves services: the plugin's own, then core's and other plugins' provided ones. */
  readonly services: ServiceResolver;
  /** Provides a service declared in `provides` to every other plugin; it leaves with the plugin. */
  provide<T>(ref: ServiceRef<T>, provider: Provider<T>): void;
  /** Adds a contribution at run time (removed when the plugin is unloaded). */
  contribute(contribution: Contribution): Disposer;
  /** Runs `fn` when the plugin is unloaded. */
  onDispose(fn: Disposer): void;
  /** Aborted when the plugin is unloaded or its activation timed out. */
  readonly signal: AbortSignal;
}

/** What a dependency gives `activate`: a service ref its service, a plugin id nothing. */
export type Resolved<D> = D extends ServiceRef<infer T> ? T : undefined;
/** `activate`'s arguments after the context: each required dependency, then each optional one (or undefined). */
export type ActivateArgs<R extends readonly Dependency[], P extends readonly Dependency[]> = [
  ...{ -readonly [K in keyof R]: Resolved<R[K]> },
  ...{ -readonly [K in keyof P]: Resolved<P[K]> | undefined },
];

/**
 * The manifest and code of a plugin, as written with `definePlugin`. As in Lumino, what the
 * plugin `requires` reaches `activate` resolved and typed, in order, then its `optional`
 * dependencies (undefined when absent): `activate(ctx, request, session)`.
 */
export interface PluginDefinition<
  O = Record<string, unknown>,
  R extends readonly Dependency[] = readonly Dependency[],
  P extends readonly Dependency[] = readonly Dependency[],
> {
  /** Lower-case id, `[a-z][a-z0-9-]*`. */
  readonly id: string;
  readonly title?: string;
  readonly description?: string;
  readonly requires?: R;
  readonly optional?: P;
  readonly provides?: ReadonlyArray<ServiceRef<unknown>>;
  /** The extension points this plugin reads (it renders what others contribute to them). */
  readonly extensionPoints?: readonly ExtensionPoint[];
  readonly contributes?: readonly Contribution[];
  readonly options?: OptionsSchema<O>;
  /** Default 5000 ms. */
  readonly activateTimeoutMs?: number;
  activate?(ctx: PluginContext<O>, ...deps: ActivateArgs<R, P>): void | Disposer | Promise<void | Disposer>;
}

/** The plugins a plugin depends on, by id (core services and missing dependencies are not listed). */
export interface PluginDependencies {
  /** Through `requires` (a plugin id, or the plugin providing a required service). */
  readonly required: readonly string[];
  /** Through `optional`, those not already required. */
  readonly optional: readonly string[];
}

/** The dependency graph of a plugin set, built once by `resolvePlugins`. */
export interface PluginGraph {
  /** What plugin `id` depends on; nothing for an id the graph does not know. */
  dependenciesOf(id: string): PluginDependencies;
  /** `ids` and every plugin they require, transitively (optional dependencies are not followed); unknown ids are left out. */
  closure(ids: Iterable<string>): ReadonlySet<string>;
}

/** Result of resolving a plugin set. */
export interface Resolution {
  /** Plugins that can start, dependencies first. */
  readonly order: PluginDefinition<unknown>[];
  readonly dropped: ReadonlyMap<string, Diagnostic>;
  readonly diagnostics: Diagnostic[];
  /** Dependencies of every plugin with a valid manifest and a unique id, dropped ones included. */
  readonly graph: PluginGraph;
}
