import type { PluginDefinition, UrlPlace } from '@portico/core';
import { SDK_VERSION } from '@portico/sdk/internal';
import type { EntryLoader } from './entry';
import { reasonOf, RemotePluginFailure } from './failure';
import { fetchManifest, type RemoteManifest } from './manifest';
import { satisfies } from './semver';

/** One remote plugin as the config (or `?plugin-from=`) lists it. */
export interface RemotePluginSpec {
  /** Its key in portal.config.json; absent for `?plugin-from=`, where the manifest names it. */
  readonly id?: string;
  /** The manifest's address as written (a site path or an https address). */
  readonly from: string;
  /** The manifest's SRI hash. */
  readonly integrity?: string;
  /** Dev builds' `?plugin-from=`: http on localhost is allowed too (a plugin's own dev server). */
  readonly localDev?: boolean;
}

/** What the loader needs from its surroundings (the browser's, or a test's). */
export interface LoaderEnvironment {
  /** The page's address, which site paths resolve against. */
  readonly base: string;
  /** The URL policy's script place: `own`, `allowed`, or null (refused). */
  place(url: string): UrlPlace | null;
  readonly fetch: typeof fetch;
  readonly entries: EntryLoader;
  /** Ids of the portal's own plugins, which a remote plugin may not take. */
  readonly builtInIds: ReadonlySet<string>;
  readonly signal: AbortSignal;
  /** Told the manifest once it passed its checks (the inspector shows its version and SDK range). */
  onManifest?(manifest: RemoteManifest): void;
}

/** A remote plugin that loaded: its manifest, its definition and where its entry was. */
export interface LoadedRemotePlugin {
  readonly manifest: RemoteManifest;
  readonly manifestUrl: string;
  readonly entryUrl: string;
  readonly plugin: PluginDefinition<unknown>;
}

const LOCAL_DEV_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether `url` is an address the loader may fetch (the one URL policy; or a local dev server). */
function allowed(env: LoaderEnvironment, spec: RemotePluginSpec, url: URL): boolean {
  if (spec.localDev && url.protocol === 'http:' && LOCAL_DEV_HOSTS.has(url.hostname)) return true;
  return env.place(url.href) !== null;
}

/** The absolute address of `text` against `base`, or null when it is no address. */
function absolute(text: string, base: string): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}

/** Whether `value` looks like what `definePlugin` returns: an object with a string id. */
const isPluginDefinition = (value: unknown): value is PluginDefinition<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  ((value as { contributes?: unknown }).contributes === undefined ||
    Array.isArray((value as { contributes?: unknown }).contributes));

/**
 * Loads one remote plugin, checking before each step what the next would trust: the manifest's
 * address (the URL policy), the manifest (its integrity, size, schema, id), the SDK range against
 * {@link SDK_VERSION} — before the entry is fetched —, the entry's address (relative to the
 * manifest, the same policy), the entry (its integrity, then its evaluation), and its default
 * export (a plugin definition with the listed id). Every failure is a {@link RemotePluginFailure}.
 */
export async function loadRemotePlugin(spec: RemotePluginSpec, env: LoaderEnvironment): Promise<LoadedRemotePlugin> {
  let id = spec.id ?? '(from its manifest)';
  const fail = (code: RemotePluginFailure['code'], address: string, reason: string) =>
    new RemotePluginFailure(code, id, address, reason);
  const taken = (address: string) =>
    fail('PORTICO_E_PLUGIN_ID_TAKEN', address, `"${id}" is the id of a plugin built into the portal`);
  if (env.builtInIds.has(id)) throw taken(spec.from);
  const manifestUrl = absolute(spec.from, env.base);
  if (!manifestUrl || !allowed(env, spec, manifestUrl))
    throw fail(
      'PORTICO_E_PLUGIN_ADDRESS_REFUSED',
      spec.from,
      "the manifest is neither on the portal's origin nor https on a host of allowedHosts",
    );
  const manifest = await fetchManifest(
    { pluginId: id, url: manifestUrl.href, integrity: spec.integrity, signal: env.signal },
    env.fetch,
  );
  if (spec.id === undefined) {
    id = manifest.id;
    if (env.builtInIds.has(id)) throw taken(manifestUrl.href);
  }
  if (manifest.id !== id)
    throw fail(
      'PORTICO_E_PLUGIN_ID_MISMATCH',
      manifestUrl.href,
      `the manifest's id is "${manifest.id}", the config lists it as "${id}"`,
    );
  env.onManifest?.(manifest);
  if (!satisfies(SDK_VERSION, manifest.sdk))
    throw fail(
      'PORTICO_E_PLUGIN_SDK_MISMATCH',
      manifestUrl.href,
      `the plugin asks for SDK ${manifest.sdk}; this portal's SDK is ${SDK_VERSION}`,
    );
  const entryUrl = absolute(manifest.entry, manifestUrl.href);
  if (!entryUrl || !allowed(env, spec, entryUrl))
    throw fail(
      'PORTICO_E_PLUGIN_ADDRESS_REFUSED',
      entryUrl?.href ?? manifest.entry,
      "the entry is neither on the portal's origin nor https on a host of allowedHosts",
    );
  if (manifest.integrity) {
    try {
      await env.entries.preload(entryUrl.href, manifest.integrity);
    } catch (err) {
      throw fail('PORTICO_E_PLUGIN_INTEGRITY', entryUrl.href, `${reasonOf(err)} (${manifest.integrity})`);
    }
  }
  let module: unknown;
  try {
    module = await env.entries.importModule(entryUrl.href);
  } catch (err) {
    throw fail(
      'PORTICO_E_PLUGIN_ENTRY_FAILED',
      entryUrl.href,
      `the entry failed to load or evaluate: ${reasonOf(err)}`,
    );
  }
  const plugin = (module as { default?: unknown } | null)?.default;
  if (!isPluginDefinition(plugin))
    throw fail(
      'PORTICO_E_PLUGIN_ENTRY_FAILED',
      entryUrl.href,
      'the entry has no default export made with definePlugin({ id, … })',
    );
  if (plugin.id !== id)
    throw fail(
      'PORTICO_E_PLUGIN_ID_MISMATCH',
      entryUrl.href,
      `the entry's plugin id is "${plugin.id}", the config lists it as "${id}"`,
    );
  return { manifest, manifestUrl: manifestUrl.href, entryUrl: entryUrl.href, plugin };
}
