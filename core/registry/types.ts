import type { ServiceRef, ServiceResolver, Provider } from '../di';
import type { Contribution } from '../extensions';
import type { Diagnostic } from '../diagnostics';

/** Undo function returned by every registration. */
export type Disposer = () => void;

/** A dependency: a service ref (provided by core or a plugin) or another plugin's id. */
export type Dependency = ServiceRef<unknown> | string;

/** Validates plugin options from portal.config.json (a zod schema fits). */
export interface OptionsSchema<O> {
  safeParse(input: unknown): { success: true; data: O } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

/** What a plugin's `activate` receives. */
export interface PluginContext<O = Record<string, unknown>> {
  readonly pluginId: string;
  /** Options from portal.config.json, validated by the plugin's `options` schema. */
  readonly options: O;
  /** Resolves services: the plugin's own, then core's and other plugins' provided ones. */
  readonly services: ServiceResolver;
  /** Provides a service declared in `provides` to every other plugin. */
  provide<T>(ref: ServiceRef<T>, provider: Provider<T>): void;
  /** Adds a contribution at run time (removed when the plugin is unloaded). */
  contribute(contribution: Contribution): Disposer;
  /** Runs `fn` when the plugin is unloaded. */
  onDispose(fn: Disposer): void;
  /** Aborted when the plugin is unloaded or its activation timed out. */
  readonly signal: AbortSignal;
}

/** The manifest and code of a plugin, as written with `definePlugin`. */
export interface PluginDefinition<O = Record<string, unknown>> {
  /** Lower-case id, `[a-z][a-z0-9-]*`. */
  readonly id: string;
  readonly title?: string;
  readonly description?: string;
  readonly requires?: readonly Dependency[];
  readonly optional?: readonly Dependency[];
  readonly provides?: ReadonlyArray<ServiceRef<unknown>>;
  readonly contributes?: readonly Contribution[];
  readonly options?: OptionsSchema<O>;
  /** Default 5000 ms. */
  readonly activateTimeoutMs?: number;
  activate?(ctx: PluginContext<O>): void | Disposer | Promise<void | Disposer>;
}

/** Result of resolving a plugin set. */
export interface Resolution {
  /** Plugins that can start, dependencies first. */
  readonly order: PluginDefinition<unknown>[];
  readonly dropped: ReadonlyMap<string, Diagnostic>;
  readonly diagnostics: Diagnostic[];
}
