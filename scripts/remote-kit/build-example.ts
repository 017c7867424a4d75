/**
 * `npm run build:remote-example [-- <out>…]`: builds examples/remote-weather (the remote plugin the
 * kit made) with the kit's own build, into `<out>/plugins/acme-weather/` of each build folder given
 * (default dist-e2e and dist-release), where the portal's server serves it at
 * `/plugins/acme-weather/portico-plugin.json`. Part of `npm run build:e2e`.
 */
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup, type OutputOptions } from 'rollup';
import { remotePluginConfig } from './rollup';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The example and where its build lands inside a portal build folder. */
export const EXAMPLE_DIR = join(ROOT, 'examples/remote-weather');
export const EXAMPLE_SITE_PATH = 'plugins/acme-weather';

/** Builds the example into `outDir` (removed first); returns the folder. */
export async function buildExample(outDir: string): Promise<string> {
  rmSync(outDir, { recursive: true, force: true });
  const config = remotePluginConfig({ cwd: EXAMPLE_DIR, outDir });
  const build = await rollup(config);
  await build.write(config.output as OutputOptions);
  await build.close();
  return outDir;
}

async function main(args: readonly string[]): Promise<void> {
  const roots = (args.length ? args : ['dist-e2e', 'dist-release']).map((r) => resolve(ROOT, r));
  const started = Date.now();
  const first = await buildExample(join(roots[0], EXAMPLE_SITE_PATH));
  for (const root of roots.slice(1)) {
    if (!existsSync(root)) mkdirSync(root, { recursive: true });
    const to = join(root, EXAMPLE_SITE_PATH);
    rmSync(to, { recursive: true, force: true });
    cpSync(first, to, { recursive: true });
  }
  console.log(
    `built examples/remote-weather into ${roots.map((r) => relative(ROOT, join(r, EXAMPLE_SITE_PATH))).join(', ')} in ${Date.now() - started} ms`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error('build:remote-example:', err);
    process.exitCode = 1;
  });
