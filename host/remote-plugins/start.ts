import { logWithHint, scriptPolicyRef, TIME_LIMITS, type PortalRuntime, type UrlPlace } from '@portico/core';
import type { PortalConfig } from '../config/schema';
import { pluginOptions } from '../select-plugins';
import { browserEntryLoader, type EntryLoader } from './entry';
import { reasonOf, RemotePluginFailure } from './failure';
import { loadRemotePlugin, type LoadedRemotePlugin, type RemotePluginSpec } from './load';
import { holdPages } from './pending-page';
import { RemotePluginRecords, stateOf } from './records';
import { remotePluginSpecs } from './specs';

export { RemotePluginRecords } from './records';

/** What {@link startRemotePlugins} needs. */
export interface RemotePluginsSetup {
  readonly runtime: PortalRuntime;
  /** Settles once the listed plugins of the build have started: remote ones are added after them. */
  readonly activated: Promise<unknown>;
  readonly specs: readonly RemotePluginSpec[];
  /** Plugin options by id (`plugins.<id>.options`). */
  readonly options: Readonly<Record<string, unknown>>;
  readonly builtInIds: ReadonlySet<string>;
  readonly records: RemotePluginRecords;
  /** The page's address (site paths resolve against it). */
  readonly base: string;
  /** The URL policy's script place. */
  place(url: string): UrlPlace | null;
  readonly fetch?: typeof fetch;
  readonly entries?: EntryLoader;
  /** How long one load may take (default `TIME_LIMITS.chunkLoadMs`). */
  readonly timeoutMs?: number;
  readonly now?: () => number;
}

/** Loads `load()` within `timeoutMs`, aborting it then with `PORTICO_E_PLUGIN_TIMEOUT`. */
function withLimit<T>(
  key: string,
  spec: RemotePluginSpec,
  timeoutMs: number,
  load: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const failure = new RemotePluginFailure(
        'PORTICO_E_PLUGIN_TIMEOUT',
        key,
        spec.from,
        `it did not arrive within ${timeoutMs / 1000} s`,
      );
      abort.abort(failure);
      reject(failure);
    }, timeoutMs);
  });
  return Promise.race([load(abort.signal), limit]).finally(() => clearTimeout(timer));
}

/**
 * Loads every listed remote plugin at once and adds each to the running portal as it arrives
 * (after the build's own plugins started). Each failure is contained to its plugin: one console
 * error with its code, id, address and reason; its record says refused or failed; its pages
 * (`/markets/ext/<id>`) show the error page, whose 重试 loads it again. Resolves when every plugin
 * has settled (loaded, refused or failed); never rejects.
 */
export function startRemotePlugins(setup: RemotePluginsSetup): Promise<void> {
  const { runtime, records } = setup;
  const now = setup.now ?? (() => performance.now());
  const timeoutMs = setup.timeoutMs ?? TIME_LIMITS.chunkLoadMs;

  /** One attempt: load, then add to the runtime; resolves when it runs, rejects with the failure. */
  const attempt = async (spec: RemotePluginSpec, key: string): Promise<void> => {
    const started = now();
    records.set(key, { from: spec.from, state: 'loading', code: undefined, reason: undefined, loadMs: undefined });
    let loaded: LoadedRemotePlugin;
    try {
      loaded = await withLimit(key, spec, timeoutMs, (signal) =>
        loadRemotePlugin(spec, {
          base: setup.base,
          place: (url) => setup.place(url),
          fetch: setup.fetch ?? ((input, init) => fetch(input, init)),
          entries: setup.entries ?? browserEntryLoader,
          builtInIds: setup.builtInIds,
          signal,
          onManifest: (m) => records.set(key, { state: 'loading', version: m.version, sdk: m.sdk }),
        }),
      );
      await setup.activated;
    } catch (err) {
      const failure =
        err instanceof RemotePluginFailure
          ? err
          : new RemotePluginFailure('PORTICO_E_PLUGIN_ENTRY_FAILED', key, spec.from, reasonOf(err));
      // The one line an admin reads: code, plugin, address, reason, and what to do about it.
      logWithHint(failure.code, console, `[portico] ${failure.message}`);
      records.set(key, {
        state: stateOf(failure.code),
        code: failure.code,
        reason: failure.reason,
        loadMs: now() - started,
      });
      throw failure;
    }
    const { id } = loaded.plugin;
    const ok = await runtime.add(loaded.plugin, setup.options[id]);
    if (!ok) {
      // The runtime reported why (its own code on the console); the record names that code.
      const reported = runtime.diagnostics.byPlugin(id).at(-1);
      records.set(key, {
        state: 'failed',
        code: reported?.code,
        reason: reported?.message,
        loadMs: now() - started,
      });
      throw new Error(reported?.message ?? `remote plugin "${id}" did not start`);
    }
    records.set(key, { id, state: 'loaded', loadMs: now() - started });
  };

  return Promise.all(
    setup.specs.map((spec) => {
      // `?plugin-from=` names no id: its record is keyed by its address, and no page waits for it.
      const key = spec.id ?? spec.from;
      let current = attempt(spec, key);
      let held: (() => void) | null = null;
      const release = () => {
        held?.();
        held = null;
      };
      // The page's 重试 after a failure loads the plugin again; while it loads, it waits for that.
      const wait = () => {
        const state = records.get(key)?.state;
        if (state === 'refused' || state === 'failed') current = attempt(spec, key);
        return current.then(release);
      };
      if (spec.id !== undefined) held = holdPages(runtime.extensions, spec.id, spec.id, wait);
      return current.then(release, () => undefined);
    }),
  ).then(() => undefined);
}

/** What the page's boot hands the loader (host/boot.tsx): the rest is worked out here, off the first screen. */
export interface RemotePluginsBoot {
  readonly runtime: PortalRuntime;
  readonly config: PortalConfig;
  /** A dev or test build's `location.search` (its `?plugin-from=`); null in a release build. */
  readonly devSearch: string | null;
  readonly builtInIds: ReadonlySet<string>;
  /** Settles once the build's own plugins have started. */
  readonly activated: Promise<unknown>;
  /** Receives the page's records at once (the dev inspector lists them). */
  onRecords(records: RemotePluginRecords): void;
}

/**
 * The page's remote plugins, as boot starts them: the listed ones (and a dev build's
 * `?plugin-from=`), checked by the page's URL policy, with their options from the config.
 * Resolves as {@link startRemotePlugins} does.
 */
export function bootRemotePlugins(boot: RemotePluginsBoot): Promise<void> {
  const records = new RemotePluginRecords();
  boot.onRecords(records);
  const policy = boot.runtime.container.resolve(scriptPolicyRef);
  return startRemotePlugins({
    runtime: boot.runtime,
    activated: boot.activated,
    specs: remotePluginSpecs(boot.config, boot.devSearch),
    options: pluginOptions(boot.config),
    builtInIds: boot.builtInIds,
    records,
    base: location.href,
    place: (url) => policy.place(url),
  });
}
