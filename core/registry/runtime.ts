import type { Container } from '../di';
import { diagnostic, type DiagnosticsStore } from '../diagnostics';
import type { ExtensionRegistry } from '../extensions';
import { describeIssue } from './manifest-schema';
import type { Disposer, PluginContext, PluginDefinition } from './types';

/** Default time an `activate()` may take before its plugin is disabled. */
export const DEFAULT_ACTIVATE_TIMEOUT_MS = 5000;

/** Status of a plugin in a running portal. */
export type PluginStatus = 'active' | 'failed' | 'unloaded';

interface Loaded {
  readonly plugin: PluginDefinition<unknown>;
  readonly container: Container;
  readonly disposers: Disposer[];
  readonly abort: AbortController;
  status: PluginStatus;
}

class TimeoutError extends Error {}

/**
 * Starts resolved plugins: validates options, gives each a child container, runs `activate`
 * with a timeout and registers contributions once activation succeeded. Plugins start in
 * parallel, each after the plugins it depends on. A failing plugin and its dependants are
 * disabled and reported; the others run.
 */
export class PluginRuntime {
  private readonly loaded = new Map<string, Loaded>();

  constructor(
    private readonly root: Container,
    private readonly extensions: ExtensionRegistry,
    private readonly diagnostics: DiagnosticsStore,
  ) {}

  status(id: string): PluginStatus | undefined {
    return this.loaded.get(id)?.status;
  }

  get activeIds(): string[] {
    return [...this.loaded.values()].filter((l) => l.status === 'active').map((l) => l.plugin.id);
  }

  /** Activates `order` (dependencies first). Resolves when every plugin is active or failed. */
  async start(order: ReadonlyArray<PluginDefinition<unknown>>, options: Readonly<Record<string, unknown>> = {}): Promise<void> {
    const done = new Map<string, Promise<boolean>>();
    const depsOf = (p: PluginDefinition<unknown>) =>
      [...(p.requires ?? []), ...(p.optional ?? [])]
        .map((d) => (typeof d === 'string' ? d : this.providerOf(order, d.id)))
        .filter((id): id is string => !!id && id !== p.id && done.has(id));
    for (const plugin of order) {
      const deps = depsOf(plugin).map((id) => done.get(id)!);
      const required = new Set((plugin.requires ?? []).map((d) => (typeof d === 'string' ? d : this.providerOf(order, d.id))));
      const depIds = depsOf(plugin);
      done.set(
        plugin.id,
        Promise.all(deps).then(async (results) => {
          const failed = depIds.find((id, i) => !results[i] && required.has(id));
          if (failed) {
            this.diagnostics.add(diagnostic('PORTICO_E_DEPENDENCY_FAILED', `plugin "${plugin.id}" requires "${failed}", which failed to activate`, { pluginId: plugin.id }));
            return false;
          }
          return this.activate(plugin, options[plugin.id]);
        }),
      );
    }
    await Promise.all(done.values());
  }

  private providerOf(order: ReadonlyArray<PluginDefinition<unknown>>, serviceId: string): string | undefined {
    return order.find((p) => p.provides?.some((r) => r.id === serviceId))?.id;
  }

  private async activate(plugin: PluginDefinition<unknown>, rawOptions: unknown): Promise<boolean> {
    let options: unknown = rawOptions ?? {};
    if (plugin.options) {
      const parsed = plugin.options.safeParse(rawOptions ?? {});
      if (!parsed.success) {
        const { key, message } = describeIssue(parsed.error.issues);
        this.diagnostics.add(diagnostic('PORTICO_E_INVALID_OPTIONS', `options of plugin "${plugin.id}" are invalid at ${message}`, { pluginId: plugin.id, key: `plugins.${plugin.id}.options${key ? `.${key}` : ''}` }));
        return false;
      }
      options = parsed.data;
    }
    const entry: Loaded = { plugin, container: this.root.createChild(`plugin:${plugin.id}`), disposers: [], abort: new AbortController(), status: 'active' };
    this.loaded.set(plugin.id, entry);
    const ctx: PluginContext<unknown> = {
      pluginId: plugin.id,
      options,
      services: entry.container,
      signal: entry.abort.signal,
      provide: (ref, provider) => {
        if (!plugin.provides?.some((r) => r.id === ref.id)) {
          throw new Error(`PORTICO_E_INVALID_MANIFEST: plugin "${plugin.id}" provides "${ref.id}" without declaring it in provides`);
        }
        entry.disposers.push(this.root.register(ref, provider));
      },
      contribute: (c) => {
        const dispose = this.extensions.register(plugin.id, c);
        entry.disposers.push(dispose);
        return dispose;
      },
      onDispose: (fn) => {
        entry.disposers.push(fn);
      },
    };
    try {
      if (plugin.activate) {
        const timeoutMs = plugin.activateTimeoutMs ?? DEFAULT_ACTIVATE_TIMEOUT_MS;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const result = await Promise.race([
          Promise.resolve().then(() => plugin.activate!(ctx)),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new TimeoutError(`activate() took longer than ${timeoutMs} ms`)), timeoutMs);
          }),
        ]).finally(() => clearTimeout(timer));
        if (typeof result === 'function') entry.disposers.push(result);
      }
      for (const c of plugin.contributes ?? []) entry.disposers.push(this.extensions.register(plugin.id, c));
      return true;
    } catch (err) {
      const code = err instanceof TimeoutError ? 'PORTICO_E_ACTIVATE_TIMEOUT' : 'PORTICO_E_ACTIVATE_FAILED';
      const message = err instanceof Error ? err.message : String(err);
      this.diagnostics.add(diagnostic(code, `plugin "${plugin.id}" could not start: ${message}`, { pluginId: plugin.id }));
      await this.unload(plugin.id, 'failed');
      return false;
    }
  }

  /** Removes a plugin's contributions, listeners and services. */
  async unload(id: string, status: PluginStatus = 'unloaded'): Promise<void> {
    const entry = this.loaded.get(id);
    if (!entry || entry.status !== 'active') return;
    entry.status = status;
    entry.abort.abort();
    for (const dispose of entry.disposers.splice(0).reverse()) {
      try {
        dispose();
      } catch (err) {
        console.error(`[portico] disposer of plugin "${id}" failed`, err);
      }
    }
    await entry.container.dispose();
  }
}
