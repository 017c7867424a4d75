// The harness's watch: a save of a module of the page rebuilds it (dev-build.ts) and reloads the
// pages; a save of portal.config.json rebuilds nothing — it is checked with the portal's rules and
// the pages reload (into the portal's error page when it is invalid, which the terminal explains).
import { relative } from 'node:path';
import type { CatalogEntry } from '../select-plugins';
import type { DevBuildResult } from './dev-build';
import { Rebuilder, type ReloadChannel } from './harness';
import { checkConfig, formatConfigError } from './live-config';
import { watchFolders } from './watch-folders';

/** How long a config save settles before it is read (an editor may write it in parts). */
const CONFIG_SETTLE_MS = 50;

export interface EditLoopOptions {
  readonly root: string;
  /** The folders of the sources, absolute. */
  readonly folders: readonly string[];
  /** The config file the server serves, absolute. */
  readonly configFile: string;
  /** The catalog the config is checked against (the dev build's: examples included); null: not checked. */
  readonly catalog: readonly CatalogEntry[] | null;
  readonly build: {
    reads(file: string): boolean;
    build(): Promise<DevBuildResult>;
  };
  readonly channel: Pick<ReloadChannel, 'send'>;
  /** After a valid config save, before the pages reload (the dev API follows the plugins switched). */
  readonly configApplied?: () => Promise<void> | void;
  readonly log?: (line: string) => void;
  /** Rebuild debounce (ms). */
  readonly debounceMs?: number;
}

/** Starts watching; returns the function that stops it. */
export function startEditLoop(o: EditLoopOptions): () => void {
  const log = o.log ?? console.log;
  const rebuilder = new Rebuilder(() => o.build.build(), o.channel, log, o.debounceMs);
  const name = relative(o.root, o.configFile);
  let configTimer: ReturnType<typeof setTimeout> | undefined;
  const configChanged = () => {
    clearTimeout(configTimer);
    // configSaved reports its own failures: the timer has nothing to await.
    configTimer = setTimeout(() => void configSaved(), CONFIG_SETTLE_MS);
  };
  const configSaved = async () => {
    const check = o.catalog ? checkConfig(o.configFile, o.catalog) : ({ ok: true } as const);
    if (check.ok) {
      log(`[portico] ${name} changed: reloading the page`);
      // A dev API that fails to load is told here (the server keeps running with the handlers it
      // had), and the page still reloads into the new config.
      try {
        await o.configApplied?.();
      } catch (err) {
        log(`[portico] the dev API for ${name} failed to load: ${err instanceof Error ? err.message : String(err)}`);
      }
    } else
      log(
        `[portico] ${name} is invalid — the page shows the portal's error page until it is fixed:\n  ${formatConfigError(check.error)}`,
      );
    o.channel.send({ type: 'reload' });
  };
  const told = new Set<string>();
  const stop = watchFolders(o.folders, [o.configFile], (file) => {
    if (file === o.configFile) return configChanged();
    if (o.build.reads(file)) return rebuilder.changed();
    // Code of the server itself (the dev API, the dev login) is read once, at start.
    const rel = relative(o.root, file);
    if (/^(host[\\/]server|dev)[\\/]|dev-api\.ts$/.test(rel) && !told.has(rel)) {
      told.add(rel);
      log(`[portico] ${rel} changed: the server reads it at start — restart npm start to use it`);
    }
  });
  return () => {
    stop();
    clearTimeout(configTimer);
    rebuilder.dispose();
  };
}
