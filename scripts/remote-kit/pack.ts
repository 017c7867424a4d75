/**
 * `npm run pack:sdk`: the npm tarball a plugin built outside this repository depends on
 * (`.packs/portico-sdk-1.0.0.tgz`, package `@portico/sdk` 1.0.0):
 *
 * - `types/`: declarations of `@portico/sdk`, `@portico/ui`, `@portico/ads`, the public faces
 *   `@portico/plugin/<id>`, `@portico/sdk/testing` and `@portico/sdk/build` (tsc's declaration
 *   output, the layers' names rewritten to relative paths inside the package);
 * - `dist/`: the same entries as JavaScript, one Rollup build with shared chunks so the testing
 *   helpers and the contract are one instance in a plugin's Vitest run (a remote plugin's bundle
 *   never contains them: the portal's import map answers those names);
 * - `build/`: `@portico/sdk/build`, the remote plugin build (manifest writer, shared specifiers,
 *   dev server, test aliases).
 *
 * Exports: `.`, `./ui`, `./ads`, `./plugin/*`, `./testing`, `./testing/setup`, `./build`. The
 * contract's bare names `@portico/ui`, `@portico/ads`, `@portico/plugin/<id>` are mapped to those
 * subpaths by the plugin project's tsconfig `paths` and Vitest aliases (docs/remote-plugins.md).
 * Nothing else of the repository goes in: no host, no plugin beyond its public face.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import alias from '@rollup/plugin-alias';
import replace from '@rollup/plugin-replace';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { rollup, type OutputChunk } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { aliases } from '../../aliases.mjs';
import { PLUGIN_REPORTS } from '../api-report';
import { SHARED_SPECIFIERS } from './specifiers';
import { SDK_VERSION } from '../../sdk/version';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The SDK's version: the contract as published (semver; the API reports are the contract): the portal's `SDK_VERSION`. */
export const SDK_PACKAGE_VERSION = SDK_VERSION;
/** Where the tarball goes. */
export const PACKS_DIR = join(ROOT, '.packs');
/** The tarball's path. */
export const SDK_TARBALL = join(PACKS_DIR, `portico-sdk-${SDK_PACKAGE_VERSION}.tgz`);

/** The public faces packed: plugins with a public.ts (the api-report's list). */
const FACES = PLUGIN_REPORTS.map((r) => r.entry.split('/')[1]);

/** Runtime entries: output name (under dist/) → source. */
const ENTRIES: Record<string, string> = {
  index: 'sdk/index.ts',
  ui: 'ui/index.ts',
  ads: 'ads/index.ts',
  testing: 'testing/index.ts',
  'testing-setup': 'testing/setup-vitest.ts',
  ...Object.fromEntries(FACES.map((id) => [`plugin/${id}`, `plugins/${id}/public.ts`])),
};

/** The layers' names in declarations, mapped to their entry inside types/ (without .d.ts). */
const TYPE_NAMES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^@portico\/sdk\/testing$/, () => 'testing/index'],
  [/^@portico\/sdk\/internal$/, () => 'sdk/internal'],
  [/^@portico\/sdk$/, () => 'sdk/index'],
  [/^@portico\/(core|ui|ads|shell|dev)$/, (m) => `${m[1]}/index`],
  [/^@portico\/plugin\/([a-z0-9-]+)$/, (m) => `plugins/${m[1]}/public`],
];

const isBare = (id: string) =>
  !id.startsWith('.') && !id.startsWith('/') && !id.startsWith('\0') && !/^[A-Za-z]:/.test(id);
const packageOf = (id: string) => (id.startsWith('@') ? id.split('/').slice(0, 2).join('/') : id.split('/')[0]);

async function bundle(
  input: Record<string, string>,
  dir: string,
  defines: Record<string, string>,
  platformNode: boolean,
): Promise<Set<string>> {
  const external = (id: string) => isBare(id) && !id.startsWith('@portico/');
  const build = await rollup({
    input: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, join(ROOT, v)])),
    external,
    plugins: [
      alias({ entries: aliases }),
      replace({ preventAssignment: true, values: defines }),
      nodeResolve({ extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'], preferBuiltins: platformNode }),
      esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: join(ROOT, 'tsconfig.json') }),
    ],
    onwarn(warning, warn) {
      if (warning.code === 'CIRCULAR_DEPENDENCY' || warning.code === 'THIS_IS_UNDEFINED') return;
      warn(warning);
    },
  });
  const { output } = await build.write({
    dir,
    format: 'es',
    chunkFileNames: 'chunks/[name]-[hash].js',
    // core/di's Reflect shim must run before tsyringe loads (core/di/container.ts imports it first):
    // inside a chunk, the external `import 'tsyringe'` would be hoisted above it; a chunk of its
    // own is imported in order, before tsyringe.
    manualChunks: (id) => (/[\\/]core[\\/]di[\\/]reflect-shim\.ts$/.test(id) ? 'reflect-shim' : undefined),
  });
  await build.close();
  const imported = new Set<string>();
  const chunks = output.filter((o): o is OutputChunk => o.type === 'chunk');
  const own = new Set(chunks.map((c) => c.fileName));
  for (const chunk of chunks)
    for (const id of [...chunk.imports, ...chunk.dynamicImports])
      if (!own.has(id) && isBare(id) && !id.startsWith('node:')) imported.add(packageOf(id));
  return imported;
}

/** Runs tsc for the declarations, then rewrites the layers' names to relative paths. */
function declarations(stage: string): void {
  const out = join(stage, 'types');
  const config = join(PACKS_DIR, 'tsconfig.types.json');
  writeFileSync(
    config,
    JSON.stringify({
      extends: '../tsconfig.json',
      compilerOptions: {
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        outDir: out,
        rootDir: '..',
        types: ['node'],
      },
      include: [],
      files: [...Object.values(ENTRIES), 'scripts/remote-kit/index.ts'].map((f) => `../${f}`),
    }),
  );
  execFileSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', config], { stdio: 'inherit' });
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
  for (const file of walk(out).filter((f) => f.endsWith('.d.ts'))) {
    const text = readFileSync(file, 'utf8');
    const rewritten = text.replace(
      /((?:from |import\()\s*)(['"])(@portico\/[^'"]+)\2/g,
      (whole, lead: string, q: string, name: string) => {
        for (const [pattern, to] of TYPE_NAMES) {
          const m = pattern.exec(name);
          if (!m) continue;
          let rel = relative(dirname(file), join(out, to(m)))
            .split('\\')
            .join('/');
          if (!rel.startsWith('.')) rel = `./${rel}`;
          return `${lead}${q}${rel}${q}`;
        }
        return whole;
      },
    );
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
}

function version(name: string): string {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const v = pkg.dependencies[name] ?? pkg.devDependencies[name];
  if (v) return v;
  const installed = JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
    version: string;
  };
  return `^${installed.version}`;
}

/** The folders whose sources go into the tarball (the public faces are plugins' public.ts files). */
const SOURCE_DIRS = ['core', 'sdk', 'ui', 'ads', 'shell', 'dev', 'testing', 'scripts/remote-kit'];

/** Whether the tarball is missing or older than a source it is made from (then pack again). */
export function sdkTarballIsStale(tarball = SDK_TARBALL): boolean {
  let built: number;
  try {
    built = statSync(tarball).mtimeMs;
  } catch {
    return true;
  }
  const newer = (path: string): boolean => {
    const st = statSync(path);
    if (!st.isDirectory()) return st.mtimeMs > built;
    return readdirSync(path).some((n) => n !== 'node_modules' && newer(join(path, n)));
  };
  return (
    SOURCE_DIRS.some((d) => newer(join(ROOT, d))) ||
    PLUGIN_REPORTS.some((r) => newer(join(ROOT, r.entry))) ||
    newer(join(ROOT, 'package.json'))
  );
}

/** The packages a plugin's build needs besides the SDK (peers of `@portico/sdk/build`). */
export const BUILD_PACKAGES = [
  'rollup',
  'rollup-plugin-esbuild',
  'esbuild',
  '@rollup/plugin-node-resolve',
  '@rollup/plugin-replace',
];

/** Builds the package in .packs/stage and packs it; returns the tarball's path. */
export async function packSdk(log = console.log): Promise<string> {
  const started = Date.now();
  const stage = join(PACKS_DIR, 'stage');
  rmSync(stage, { recursive: true, force: true });
  mkdirSync(stage, { recursive: true });
  const runtime = await bundle(
    ENTRIES,
    join(stage, 'dist'),
    { __PORTICO_DEV_TOOLS__: 'true', __PORTICO_BUILD_ID__: '"test"' },
    false,
  );
  const buildDeps = await bundle({ index: 'scripts/remote-kit/index.ts' }, join(stage, 'build'), {}, true);
  log(`bundled ${Object.keys(ENTRIES).length} entries in ${Date.now() - started} ms`);
  declarations(stage);
  log(`declarations written in ${Date.now() - started} ms`);

  const shared = new Set(SHARED_SPECIFIERS.filter((s) => !s.startsWith('@portico/')).map(packageOf));
  // Vitest's jsdom environment and the setup file's matchers run in the plugin's tests.
  for (const extra of ['@testing-library/jest-dom', 'jsdom', '@types/react', '@types/react-dom']) runtime.add(extra);
  const sorted = (names: Iterable<string>) => [...names].sort();
  const pkg = {
    name: '@portico/sdk',
    version: SDK_PACKAGE_VERSION,
    description:
      'Portico plugin SDK: the contract, its UI kit, domain library and public faces (types), the testing helpers and the remote plugin build.',
    type: 'module',
    license: 'UNLICENSED',
    sideEffects: true,
    exports: {
      '.': { types: './types/sdk/index.d.ts', default: './dist/index.js' },
      './ui': { types: './types/ui/index.d.ts', default: './dist/ui.js' },
      './ads': { types: './types/ads/index.d.ts', default: './dist/ads.js' },
      './plugin/*': { types: './types/plugins/*/public.d.ts', default: './dist/plugin/*.js' },
      './testing': { types: './types/testing/index.d.ts', default: './dist/testing.js' },
      './testing/setup': { types: './types/testing/setup-vitest.d.ts', default: './dist/testing-setup.js' },
      './build': { types: './types/scripts/remote-kit/index.d.ts', default: './build/index.js' },
      './package.json': './package.json',
    },
    files: ['dist', 'build', 'types', 'README.md'],
    peerDependencies: Object.fromEntries(sorted([...shared, 'vitest', ...BUILD_PACKAGES]).map((n) => [n, version(n)])),
    dependencies: Object.fromEntries(
      sorted(
        [...runtime, ...buildDeps].filter((n) => !shared.has(n) && n !== 'vitest' && !BUILD_PACKAGES.includes(n)),
      ).map((n) => [n, version(n)]),
    ),
  };
  writeFileSync(join(stage, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  cpSync(join(ROOT, 'scripts/remote-kit/PACKAGE-README.md'), join(stage, 'README.md'));
  const name = execFileSync('npm', ['pack', '--pack-destination', PACKS_DIR, '--silent'], {
    cwd: stage,
    encoding: 'utf8',
  }).trim();
  const tarball = join(PACKS_DIR, name.split('\n').pop()!);
  log(
    `packed ${relative(ROOT, tarball)} (${Math.round(statSync(tarball).size / 1024)} KB) in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return tarball;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  packSdk().catch((err: unknown) => {
    console.error('pack:sdk:', err);
    process.exitCode = 1;
  });
