import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getResponse, type RequestHandler } from 'msw';
import { createCoreHandlers, remoteExampleHandlers } from '@portico/dev';

/** Plugin ids whose dev API runs: first-party plugins unless disabled, examples only when enabled. */
function enabledDevApis(root: string, configPath: string, subset: readonly string[] | null): string[] {
  let config: { plugins?: Record<string, { enabled?: boolean }> } = {};
  try {
    config = JSON.parse(readFileSync(configPath, 'utf8'));
  } catch {
    // The portal itself reports a bad config; the dev API falls back to defaults.
  }
  const files: string[] = [];
  for (const [dir, defaultOn] of [
    ['plugins', true],
    ['examples', false],
  ] as const) {
    const base = join(root, dir);
    if (!existsSync(base)) continue;
    for (const id of readdirSafe(base)) {
      const file = join(base, id, 'dev-api.ts');
      const on = config.plugins?.[id]?.enabled ?? defaultOn;
      if (on && existsSync(file) && (!subset || subset.includes(id))) files.push(file);
    }
  }
  return files;
}

function readdirSafe(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/**
 * Composes the dev API from core's session handlers, the example remote plugin's backend
 * (examples/remote-weather is built apart and may be listed by any config) and each enabled
 * plugin's `dev-api.ts`.
 */
export async function loadDevApi(
  root: string,
  configPath: string,
  subset: readonly string[] | null,
): Promise<RequestHandler[]> {
  const handlers: RequestHandler[] = [...createCoreHandlers(), ...remoteExampleHandlers];
  for (const file of enabledDevApis(root, configPath, subset)) {
    try {
      const mod = (await import(pathToFileURL(file).href)) as {
        default?: RequestHandler[];
        handlers?: RequestHandler[];
      };
      handlers.push(...(mod.default ?? mod.handlers ?? []));
    } catch (err) {
      // A plugin being edited may not compile: the server stays up for the others (and the page shows the build error).
      console.error(`[portico] ${relative(root, file)} could not be loaded, its dev API is off: ${String(err)}`);
    }
  }
  return handlers;
}

/** Answers a request from the dev API, or null when no handler matches. */
export async function answer(handlers: RequestHandler[], request: Request): Promise<Response | null> {
  return (await getResponse(handlers, request)) ?? null;
}
