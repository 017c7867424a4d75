import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Folders the portal's build reads (the harness watches them). */
export const SOURCE_DIRS = ['core', 'sdk', 'shell', 'dev', 'plugins', 'host', 'examples'];
const SOURCE_FILES = [
  'package.json',
  'rollup.config.mjs',
  'scripts/rollup-parts.mjs',
  // The chunk loader both builds put in the page.
  'scripts/chunk-loader.mjs',
  'scripts/chunk-loader-plugin.mjs',
  'portal.config.json',
  'aliases.mjs',
];

/** Where `npm start` builds: a dev build (dev tools on) and a release build each have their own folder. */
export const DEV_OUT = 'dist-dev';
export const RELEASE_OUT = 'dist-release';

/**
 * The folder the server serves: `requested` (PORTICO_OUT_DIR) or the default for the kind of build.
 * The server never builds into dist/, the folder `npm run build` writes and a deploy serves, so a
 * build with dev tools (window.__portico, ?plugins=) cannot be deployed by mistake; it may serve
 * a dist/ built elsewhere (`building` false).
 */
export function serverOutDir(
  root: string,
  requested: string | undefined,
  devTools: boolean,
  building: boolean,
): string {
  const out = resolve(root, requested ?? (devTools ? DEV_OUT : RELEASE_OUT));
  if (building && out === resolve(root, 'dist'))
    throw new Error(
      `npm start does not build into dist/ (only \`npm run build\` writes it, for deploys): leave PORTICO_OUT_DIR unset (${devTools ? DEV_OUT : RELEASE_OUT}/) or serve a finished build with PORTICO_SKIP_BUILD=1`,
    );
  return out;
}

/**
 * The example remote sub-app has a build of its own (`npm run build:subapp`) that the portal's build
 * never reads: its files leave the portal fresh, and its dist/ (rewritten by its build) must not make
 * the portal look stale.
 */
export const SUBAPP_EXAMPLE = join('examples', 'remote-subapp');
const SUBAPP_SOURCES = ['src', 'package.json', 'rollup.config.mjs', 'tsconfig.json'];
/** What the example's build writes (its dist/ is laid out as the URL paths under /markets/). */
export const SUBAPP_OUTPUTS = [
  'remoteDemo/__static__/index.html',
  'remoteDemo/__static__/esm.html',
  'remoteDemo/__static__/remote-demo.umd.js',
  'remoteDemo/__static__/remote-demo.esm.js',
  'remoteDemo/__static__/remote-demo.css',
  'microfrontends/static/js/common.js',
];

function newestMtime(dir: string, skip: readonly string[] = []): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const p = join(dir, entry.name);
    if (skip.includes(p)) continue;
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p, skip) : statSync(p).mtimeMs);
  }
  return newest;
}

/** Whether the build in `outDir` has dev tools (`.build-stamp` written by rollup.config.mjs); null when unknown. */
export function builtWithDevTools(outDir: string): boolean | null {
  try {
    const { devTools } = JSON.parse(readFileSync(join(outDir, '.build-stamp'), 'utf8')) as { devTools?: unknown };
    return typeof devTools === 'boolean' ? devTools : null;
  } catch {
    return null;
  }
}

/** True when the build is missing, older than any source file, or built with the other dev-tools setting. */
export function buildIsStale(root: string, outDir: string, devTools = true): boolean {
  const stamp = join(outDir, '.build-stamp');
  if (!existsSync(stamp) || !existsSync(join(outDir, 'index.html'))) return true;
  if (builtWithDevTools(outDir) !== devTools) return true;
  const built = statSync(stamp).mtimeMs;
  const sources = Math.max(
    ...SOURCE_DIRS.filter((d) => existsSync(join(root, d))).map((d) =>
      newestMtime(join(root, d), [join(root, SUBAPP_EXAMPLE)]),
    ),
    ...SOURCE_FILES.filter((f) => existsSync(join(root, f))).map((f) => statSync(join(root, f)).mtimeMs),
  );
  return sources > built;
}

/**
 * Runs the release config's Rollup build when needed: a release build (`npm start` with
 * PORTICO_DEV_TOOLS=0), or one with dev tools that is otherwise the release build (the e2e suite's).
 */
export function ensureBuild(root: string, outDir: string, devTools = true): void {
  if (!buildIsStale(root, outDir, devTools)) return;
  console.log(`[portico] building the portal (rollup, ${devTools ? 'dev tools on' : 'release'}) into ${outDir}…`);
  const env = { ...process.env, PORTICO_OUT_DIR: outDir, PORTICO_DEV_TOOLS: devTools ? '1' : '0' };
  const r = spawnSync(
    process.execPath,
    [join(root, 'node_modules/rollup/dist/bin/rollup'), '-c', 'rollup.config.mjs'],
    { cwd: root, stdio: 'inherit', env },
  );
  if (r.status !== 0) throw new Error('build failed');
}

/** True when the example sub-app's dist/ lacks a file or is older than its sources. */
export function subAppBuildIsStale(root: string): boolean {
  const home = join(root, SUBAPP_EXAMPLE);
  const outputs = SUBAPP_OUTPUTS.map((f) => join(home, 'dist', f));
  if (!outputs.every((f) => existsSync(f))) return true;
  const built = Math.min(...outputs.map((f) => statSync(f).mtimeMs));
  const sources = SUBAPP_SOURCES.map((f) => join(home, f))
    .filter((p) => existsSync(p))
    .map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs));
  return Math.max(0, ...sources) > built;
}

/**
 * Builds the example sub-app (`npm run build:subapp`) when the server is to serve its dist/ (one of
 * the sub-app static roots) and it is missing or stale, so `npm start` shows it out of the box.
 */
export function ensureSubAppBuild(root: string, staticRoots: readonly string[]): void {
  const home = join(root, SUBAPP_EXAMPLE);
  if (!staticRoots.some((r) => resolve(r) === join(home, 'dist'))) return;
  if (!existsSync(join(home, 'package.json')) || !subAppBuildIsStale(root)) return;
  console.log(`[portico] building the example sub-app (rollup) into ${join(home, 'dist')}…`);
  const r = spawnSync(
    process.execPath,
    [join(root, 'node_modules/rollup/dist/bin/rollup'), '-c', 'rollup.config.mjs'],
    {
      cwd: home,
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) throw new Error('example sub-app build failed');
}
