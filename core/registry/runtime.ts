import type { Container } from '../di';
import { diagnostic, type DiagnosticsStore } from '../diagnostics';
import type { ExtensionRegistry } from '../extensions';
import { describeIssue } from './manifest-schema';
import { PORTAL_POINTS, type ExtensionPoint } from '../extensions';
import { checkContribution, contributionId, indexPoints } from './validate';
import type { Dependency, Disposer, PluginContext, PluginDefinition, Resolution } from './types';
import { TIME_LIMITS } from '../time-limits';

/** Default time an `activate()` may take before its plugin is disabled. */
export const DEFAULT_ACTIVATE_TIMEOUT_MS: number = TIME_LIMITS.activateMs;

/** Status of a plugin in a running portal. */
export type PluginStatus = 'active' | 'failed' | 'unloaded';

/**
 * What the runtime did with one plugin it started (read-only, for the dev inspector): its
 * options as validated, and when `activate` ran, in `performance.now()` milliseconds (from the
 * page's navigation start in a browser). Plugins that never got to `activate` (invalid options,
 * a failed dependency) have no record; their diagnostics say why.
 */
export interface PluginRecord {
  readonly id: string;
  readonly status: PluginStatus;
  /** The options `activate` received (after the plugin's `options` schema). */
  readonly options: unknown;
  /** When activation started (after the plugin's dependencies were done). */
  readonly startedAt: number;
  /** When activation succeeded or failed; undefined while `activate` runs. */
  readonly endedAt?: number;
}

/** Read-only view of the plugins a runtime started (see {@link PluginRuntime.records}). */
export interface PluginInspection {
  /** One record per plugin whose `activate` ran, in start order. */
  records(): readonly PluginRecord[];
}

/** Milliseconds from the time origin (navigation start in a browser). */
const now = () => globalThis.performance?.now() ?? Date.now();

/** A disposer as unload runs it: a service's may be async (its `dispose()`), and unload awaits it. */
type Teardown = () => void | Promise<void>;

interface Loaded {
  readonly plugin: PluginDefinition<unknown>;
  /** The plugin's child container, made when first asked for (most plugins never need one). */
  container: Container | null;
  readonly disposers: Teardown[];
  /** Made when `ctx.signal` is first read (most plugins never do). */
  abort: AbortController | null;
  status: PluginStatus;
  readonly options: unknown;
  readonly startedAt: number;
  endedAt?: number;
}

class TimeoutError extends Error {}

/** What {@link PluginRuntime} gets for options its plugin's schema refused. */
const INVALID: unique symbol = Symbol('invalid options');

/** `activate` as the runtime calls it: the context, then the resolved dependencies. */
type ActivateFn = (
  this: unknown,
  ctx: PluginContext<unknown>,
  ...deps: unknown[]
) => void | Disposer | Promise<void | Disposer>;

/**
 * Starts resolved plugins: validates options, gives each a child container, runs `activate`
 * with a timeout and registers contributions once activation succeeded. Plugins start in
 * parallel, each after the plugins it depends on. A failing plugin and its dependants are
 * disabled and reported; the others run.
 */
export class PluginRuntime implements PluginInspection {
  private readonly loaded = new Map<string, Loaded>();
  /** Points known to this portal (the runtime's and those the started plugins declare), for `ctx.contribute`. */
  private points: ReadonlyMap<string, ExtensionPoint> = indexPoints(PORTAL_POINTS, []);

  constructor(
    private readonly root: Container,
    private readonly extensions: ExtensionRegistry,
    private readonly diagnostics: DiagnosticsStore,
  ) {}

  status(id: string): PluginStatus | undefined {
    return this.loaded.get(id)?.status;
  }

  records(): readonly PluginRecord[] {
    return [...this.loaded.values()].map((l) => ({
      id: l.plugin.id,
      status: l.status,
      options: l.options,
      startedAt: l.startedAt,
      endedAt: l.endedAt,
    }));
  }

  get activeIds(): string[] {
    return [...this.loaded.values()].filter((l) => l.status === 'active').map((l) => l.plugin.id);
  }

  /**
   * Activates `order` (dependencies first), each plugin once the plugins it depends on (per
   * `graph`) are active or failed. Resolves when every plugin is active or failed.
   *
   * A plugin without `activate` whose dependencies are settled is started synchronously, all of
   * them in one batch of the extension registry: most plugins only contribute, and giving each a
   * promise chain and a registry update of its own cost ~30 µs a plugin (a third of the start
   * with 1,000 plugins). The others start asynchronously, in parallel, as before.
   */
  async start(
    { order, graph }: Pick<Resolution, 'order' | 'graph'>,
    options: Readonly<Record<string, unknown>> = {},
  ): Promise<void> {
    // The points of the plugins already running too: a plugin started later (a remote plugin,
    // `PortalRuntime.add`) contributes to them.
    this.points = indexPoints(PORTAL_POINTS, [...this.definitions(), ...order]);
    const inOrder = new Set(order.map((p) => p.id));
    /** Outcomes known synchronously (true: active). */
    const settled = new Map<string, boolean>();
    const done = new Map<string, Promise<boolean>>();
    /** Settles when the plugins `ids` (those in `order`) have; gives the id of one that failed. */
    const failedOf = (ids: readonly string[]) =>
      Promise.all(ids.filter((id) => done.has(id)).map((id) => done.get(id)!.then((ok) => (ok ? undefined : id)))).then(
        (r) => r.find((id) => id !== undefined),
      );
    const dependencyFailed = (plugin: PluginDefinition<unknown>, failed: string) => {
      const message = `plugin "${plugin.id}" requires "${failed}", which failed to activate`;
      this.diagnostics.add(diagnostic('PORTICO_E_DEPENDENCY_FAILED', message, { pluginId: plugin.id }));
      return false;
    };
    this.extensions.batch(() => {
      for (const plugin of order) {
        const { required, optional } = graph.dependenciesOf(plugin.id);
        const waitsFor = [...required, ...optional].filter((id) => inOrder.has(id));
        if (!plugin.activate && waitsFor.every((id) => settled.has(id))) {
          const failed = required.find((id) => settled.get(id) === false);
          const ok =
            failed !== undefined
              ? dependencyFailed(plugin, failed)
              : this.startContributing(plugin, options[plugin.id]);
          settled.set(plugin.id, ok);
          done.set(plugin.id, Promise.resolve(ok));
          continue;
        }
        done.set(
          plugin.id,
          Promise.all([failedOf(required), failedOf(optional)]).then(([failed]) =>
            failed ? dependencyFailed(plugin, failed) : this.activate(plugin, options[plugin.id]),
          ),
        );
      }
    });
    await Promise.all(done.values());
  }

  /** The definitions of the active plugins, in start order. */
  definitions(): PluginDefinition<unknown>[] {
    return [...this.loaded.values()].filter((l) => l.status === 'active').map((l) => l.plugin);
  }

  /** The plugin's options after its `options` schema, or `INVALID` (reported). */
  private validOptions(plugin: PluginDefinition<unknown>, rawOptions: unknown): unknown {
    if (!plugin.options) return rawOptions ?? {};
    const parsed = plugin.options.safeParse(rawOptions ?? {});
    if (parsed.success) return parsed.data;
    const { key, message } = describeIssue(parsed.error.issues);
    this.diagnostics.add(
      diagnostic('PORTICO_E_INVALID_OPTIONS', `options of plugin "${plugin.id}" are invalid at ${message}`, {
        pluginId: plugin.id,
        key: `plugins.${plugin.id}.options${key ? `.${key}` : ''}`,
      }),
    );
    return INVALID;
  }

  /** Records a plugin as active from now. */
  private enter(plugin: PluginDefinition<unknown>, options: unknown): Loaded {
    const entry: Loaded = {
      plugin,
      container: null,
      disposers: [],
      abort: null,
      status: 'active',
      options,
      startedAt: now(),
    };
    this.loaded.set(plugin.id, entry);
    return entry;
  }

  /** Registers the manifest's contributions of an active plugin. */
  private contribute(entry: Loaded): void {
    const { plugin } = entry;
    for (const c of plugin.contributes ?? [])
      entry.disposers.push(this.extensions.register(plugin.id, { ...c, id: contributionId(plugin.id, c) }));
    entry.endedAt = now();
  }

  /** Starts a plugin without `activate`: its options, then its contributions. */
  private startContributing(plugin: PluginDefinition<unknown>, rawOptions: unknown): boolean {
    const options = this.validOptions(plugin, rawOptions);
    if (options === INVALID) return false;
    this.contribute(this.enter(plugin, options));
    return true;
  }

  private async activate(plugin: PluginDefinition<unknown>, rawOptions: unknown): Promise<boolean> {
    const options = this.validOptions(plugin, rawOptions);
    if (options === INVALID) return false;
    const entry = this.enter(plugin, options);
    const services = () => (entry.container ??= this.root.createChild(`plugin:${plugin.id}`));
    /** Keeps a disposer for unload; once the plugin is unloaded (a late activate), runs it at once. */
    const track = (dispose: Teardown) => {
      if (entry.status === 'active') entry.disposers.push(dispose);
      else void this.runDisposer(plugin.id, dispose);
    };
    const ctx: PluginContext<unknown> = {
      pluginId: plugin.id,
      options,
      get services() {
        return services();
      },
      get signal() {
        if (!entry.abort) {
          entry.abort = new AbortController();
          // Read after the plugin was unloaded (a late activate): already aborted.
          if (entry.status !== 'active') entry.abort.abort();
        }
        return entry.abort.signal;
      },
      provide: (ref, provider) => {
        if (!plugin.provides?.some((r) => r.id === ref.id)) {
          throw new Error(
            `PORTICO_E_INVALID_MANIFEST: plugin "${plugin.id}" provides "${ref.id}" without declaring it in provides`,
          );
        }
        track(this.root.register(ref, provider, { owner: `plugin "${plugin.id}"` }));
      },
      contribute: (c) => {
        // A run-time contribution meets the same schema as a manifest's: refused with the same code.
        const problem = checkContribution(plugin.id, c, '', this.points);
        if (problem) throw new Error(`${problem.code}: ${problem.message}`);
        const dispose = this.extensions.register(plugin.id, { ...c, id: contributionId(plugin.id, c) });
        track(dispose);
        return dispose;
      },
      onDispose: track,
    };
    try {
      // Until PluginDefinition types `activate(ctx, ...deps)`, it is called through this view.
      const activate = plugin.activate as ActivateFn | undefined;
      if (activate) {
        const deps = this.dependencyArgs(plugin, services());
        const timeoutMs = plugin.activateTimeoutMs ?? DEFAULT_ACTIVATE_TIMEOUT_MS;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const running = Promise.resolve().then(() => activate.call(plugin, ctx, ...deps));
        const result = await Promise.race([
          running,
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => {
              // The plugin is being unloaded; a disposer its activate returns later runs on arrival.
              running.then(
                (late) => {
                  if (typeof late === 'function') track(late);
                },
                () => undefined,
              );
              reject(new TimeoutError(`activate() took longer than ${timeoutMs} ms`));
            }, timeoutMs);
          }),
        ]).finally(() => clearTimeout(timer));
        if (typeof result === 'function') track(result);
      }
      // Unloaded while activate ran (the portal was disposed): nothing more to register.
      if (entry.status !== 'active') return false;
      this.contribute(entry);
      return true;
    } catch (err) {
      entry.endedAt = now();
      const code = err instanceof TimeoutError ? 'PORTICO_E_ACTIVATE_TIMEOUT' : 'PORTICO_E_ACTIVATE_FAILED';
      const message = err instanceof Error ? err.message : String(err);
      this.diagnostics.add(
        diagnostic(code, `plugin "${plugin.id}" could not start: ${message}`, { pluginId: plugin.id }),
      );
      await this.unload(plugin.id, 'failed');
      return false;
    }
  }

  /**
   * `activate`'s arguments after the context: each of `requires` resolved through the plugin's
   * container (a plugin id gives undefined), then each of `optional` (undefined when absent).
   * A required service that does not resolve fails the activation, naming the service.
   */
  private dependencyArgs(plugin: PluginDefinition<unknown>, services: Container): unknown[] {
    const resolve = (d: Dependency, kind: 'required' | 'optional') => {
      if (typeof d === 'string') return undefined;
      if (kind === 'optional' && !services.isRegistered(d)) return undefined;
      try {
        return services.resolve(d);
      } catch (err) {
        throw new Error(
          `${kind} service "${d.id}" could not be resolved: ${err instanceof Error ? err.message : String(err)}`,
        );
      }
    };
    return [
      ...(plugin.requires ?? []).map((d) => resolve(d, 'required')),
      ...(plugin.optional ?? []).map((d) => resolve(d, 'optional')),
    ];
  }

  /** Runs one disposer of plugin `id`; a throw or rejection is logged, not passed on. */
  private runDisposer(id: string, dispose: Teardown): Promise<void> {
    const failed = (err: unknown) => console.error(`[portico] disposer of plugin "${id}" failed`, err);
    try {
      const done: unknown = dispose();
      if (done instanceof Promise) return done.then(() => undefined, failed);
    } catch (err) {
      failed(err);
    }
    return Promise.resolve();
  }

  /** Removes a plugin's contributions, listeners and services (disposing what they created). */
  async unload(id: string, status: PluginStatus = 'unloaded'): Promise<void> {
    const entry = this.loaded.get(id);
    if (!entry || entry.status !== 'active') return;
    entry.status = status;
    entry.abort?.abort();
    await Promise.all(
      entry.disposers
        .splice(0)
        .reverse()
        .map((dispose) => this.runDisposer(id, dispose)),
    );
    await entry.container?.dispose();
  }
}
