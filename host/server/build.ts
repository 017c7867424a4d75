import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCE_DIRS = ['core', 'sdk', 'plugins', 'host', 'examples'];
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

/** True when dist/ is missing or older than any source file. */
export function buildIsStale(root: string, outDir: string): boolean {
  const stamp = join(outDir, '.build-stamp');
  if (!existsSync(stamp) || !existsSync(join(outDir, 'index.html'))) return true;
  const built = statSync(stamp).mtimeMs;
  const sources = Math.max(
    ...SOURCE_DIRS.filter((d) => existsSync(join(root, d))).map((d) => newestMtime(join(root, d))),
    ...SOURCE_FILES.filter((f) => existsSync(join(root, f))).map((f) => statSync(join(root, f)).mtimeMs),
  );
  return sources > built;
}

/** Runs the Rollup build when needed (`npm start` builds if needed). */
export function ensureBuild(root: string, outDir: string): void {
  if (!buildIsStale(root, outDir)) return;
  console.log('[portico] building the portal (rollup)…');
  const r = spawnSync(process.execPath, [join(root, 'node_modules/rollup/dist/bin/rollup'), '-c', 'rollup.config.mjs'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('build failed');
}
