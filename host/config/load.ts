import { describeIssue, TIME_LIMITS } from '@portico/core';
import { portalConfigSchema, type PortalConfig } from './schema';

/** A config problem: the key, the plugin it concerns (if any) and a Chinese + English message. */
export class ConfigError extends Error {
  constructor(
    message: string,
    readonly code: 'PORTICO_E_INVALID_CONFIG' | 'PORTICO_E_UNKNOWN_PLUGIN' | 'PORTICO_E_CONFIG_TIMEOUT',
    readonly key: string,
    readonly pluginId?: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * What a plugin id outside the catalog does: `error` fails the config (dev and test builds know
 * every plugin, so it is a typo); `skip` drops the entry with a warning (a release build lacks the
 * examples, and a config written for a dev build may name them).
 */
export type UnknownPluginPolicy = 'error' | 'skip';

/** Validates config text; throws ConfigError naming the key and plugin. */
export function parseConfig(
  text: string,
  knownPlugins: ReadonlySet<string>,
  unknownPlugins: UnknownPluginPolicy = 'error',
): PortalConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new ConfigError(
      `portal.config.json is not valid JSON: ${(err as Error).message}`,
      'PORTICO_E_INVALID_CONFIG',
      '(file)',
    );
  }
  const parsed = portalConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const { key, message } = describeIssue(parsed.error.issues);
    const m = /^plugins\.([^.]+)/.exec(key);
    throw new ConfigError(
      `portal.config.json is invalid at ${message}`,
      'PORTICO_E_INVALID_CONFIG',
      key || '(root)',
      m?.[1],
    );
  }
  // A remote plugin (`from`) is known by its manifest, not by the catalog.
  const unknown = Object.entries(parsed.data.plugins ?? {})
    .filter(([id, entry]) => !entry.from && !knownPlugins.has(id))
    .map(([id]) => id);
  if (!unknown.length) return parsed.data;
  if (unknownPlugins === 'error') {
    const id = unknown[0];
    throw new ConfigError(
      `portal.config.json names plugin "${id}", which is not in the catalog`,
      'PORTICO_E_UNKNOWN_PLUGIN',
      `plugins.${id}`,
      id,
    );
  }
  for (const id of unknown)
    console.warn(
      `[portico] PORTICO_E_UNKNOWN_PLUGIN key=plugins.${id} plugin=${id}: not in this build's catalog; the entry is ignored`,
    );
  return {
    ...parsed.data,
    plugins: Object.fromEntries(
      Object.entries(parsed.data.plugins ?? {}).filter(([id, entry]) => entry.from || knownPlugins.has(id)),
    ),
  };
}

/**
 * Fetches and validates the config file (or reads the answer of a fetch the page already
 * started, `early`). A missing file means defaults. The answer, body included, must arrive within
 * `timeoutMs` (`TIME_LIMITS.configLoadMs`, 15 s), else `PORTICO_E_CONFIG_TIMEOUT` (our own fetch is
 * aborted; the page's early one cannot be, and is left).
 */
export async function loadConfig(
  url: string,
  knownPlugins: ReadonlySet<string>,
  unknownPlugins: UnknownPluginPolicy = 'error',
  early?: Promise<Response>,
  timeoutMs: number = TIME_LIMITS.configLoadMs,
): Promise<PortalConfig> {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(
        new ConfigError(
          `portal.config.json did not answer within ${timeoutMs / 1000} s`,
          'PORTICO_E_CONFIG_TIMEOUT',
          '(file)',
        ),
      );
    }, timeoutMs);
  });
  try {
    let response: Response;
    try {
      response = await Promise.race([early ?? fetch(url, { cache: 'no-store', signal: abort.signal }), limit]);
    } catch (err) {
      if (err instanceof ConfigError) throw err;
      throw new ConfigError(
        `portal.config.json could not be fetched: ${(err as Error).message}`,
        'PORTICO_E_INVALID_CONFIG',
        '(file)',
      );
    }
    if (response.status === 404) return {};
    if (!response.ok)
      throw new ConfigError(
        `portal.config.json answered HTTP ${response.status}`,
        'PORTICO_E_INVALID_CONFIG',
        '(file)',
      );
    return parseConfig(await Promise.race([response.text(), limit]), knownPlugins, unknownPlugins);
  } finally {
    clearTimeout(timer);
  }
}
