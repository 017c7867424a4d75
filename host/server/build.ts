import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE_DIRS = ['core', 'sdk', 'shell', 'dev', 'plugins', 'host', 'examples'];
const SOURCE_FILES = ['package.json', 'rollup.config.mjs', 'portal.config.json', 'aliases.mjs'];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const p = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs);
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

/** True when dist/ is missing, older than any source file, or built with the other dev-tools setting. */
export function buildIsStale(root: string, outDir: string, devTools = true): boolean {
  const stamp = join(outDir, '.build-stamp');
  if (!existsSync(stamp) || !existsSync(join(outDir, 'index.html'))) return true;
  if (builtWithDevTools(outDir) !== devTools) return true;
  const built = statSync(stamp).mtimeMs;
  const sources = Math.max(
    ...SOURCE_DIRS.filter((d) => existsSync(join(root, d))).map((d) => newestMtime(join(root, d))),
    ...SOURCE_FILES.filter((f) => existsSync(join(root, f))).map((f) => statSync(join(root, f)).mtimeMs),
  );
  return sources > built;
}

/**
 * Runs the Rollup build when needed (`npm start` builds if needed). `npm start` serves a dev build
 * (window.__portico, ?plugins=); `devTools: false` asks for a release build.
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
