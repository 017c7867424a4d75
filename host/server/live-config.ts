// portal.config.json in the dev server: checked by the portal's own rules when it changes, so the
// terminal says what the page will say (the portal's fatal error page) before the page reloads.
import { existsSync, readFileSync } from 'node:fs';
import { ConfigError, parseConfig } from '../config/load';
import { selectPlugins, type CatalogEntry } from '../select-plugins';
import { applySubApps } from '../subapps';

/** The config as a dev or test build's boot takes it: valid, or the error its fatal page shows. */
export type ConfigCheck = { readonly ok: true } | { readonly ok: false; readonly error: ConfigError };

/**
 * Checks the config file as `host/boot.tsx` does in a dev build: `parseConfig` with unknown plugin
 * ids as errors, then the plugin selection and the sub-apps it registers. A missing file is the
 * defaults, as the portal takes a 404.
 */
export function checkConfig(file: string, catalog: readonly CatalogEntry[]): ConfigCheck {
  try {
    if (!existsSync(file)) return { ok: true };
    const config = parseConfig(readFileSync(file, 'utf8'), new Set(catalog.map((e) => e.plugin.id)), 'error');
    applySubApps(selectPlugins(catalog, config, null), config.subApps);
    return { ok: true };
  } catch (err) {
    const error = err instanceof ConfigError ? err : new ConfigError(String(err), 'PORTICO_E_INVALID_CONFIG', '(file)');
    return { ok: false, error };
  }
}

/** The error as the portal logs it: code, key, plugin and message. */
export function formatConfigError(e: ConfigError): string {
  return `${e.code} key=${e.key}${e.pluginId ? ` plugin=${e.pluginId}` : ''}: ${e.message}`;
}
