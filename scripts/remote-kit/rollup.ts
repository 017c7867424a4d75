/**
 * A remote plugin's build (the template's rollup.config.mjs is `export default remotePluginConfig()`):
 * the project's `plugin.ts` in `src/` → `dist/plugin.js` (ES module) + `dist/chunks/*` + `dist/portico-plugin.json`,
 * the shared specifiers kept external (specifiers.ts), everything else bundled.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import replace from '@rollup/plugin-replace';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import type { Plugin, RollupOptions } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { MANIFEST_FILE, remoteManifest, refuseManifest } from './manifest';
import { isShared, PLUGIN_FACE } from './specifiers';

/** The SDK range a new plugin asks for when its package.json names none. */
export const DEFAULT_SDK_RANGE = '^1.0.0';

/** Where a remote plugin's build reads its settings: its package.json. */
export interface RemotePluginPackage {
  readonly id: string;
  readonly version: string;
  readonly sdk: string;
  readonly title?: string;
  readonly description?: string;
}

/** Reads `version` and `portico: { id, sdk?, title? }` from the package.json in `dir`. */
export function readPluginPackage(dir: string): RemotePluginPackage {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    version?: string;
    description?: string;
    portico?: { id?: string; sdk?: string; title?: string };
  };
  const id = pkg.portico?.id;
  if (!id) throw new Error(`${join(dir, 'package.json')}: "portico": { "id": "<plugin id>" } is missing`);
  return {
    id,
    version: pkg.version ?? '0.0.0',
    sdk: pkg.portico?.sdk ?? DEFAULT_SDK_RANGE,
    title: pkg.portico?.title,
    description: pkg.description,
  };
}

/** The manifest writer: after the files are on disk, hashes the entry's bytes and writes portico-plugin.json. */
export function porticoManifest(pkg: RemotePluginPackage, entryFile = 'plugin.js'): Plugin {
  return {
    name: 'portico-manifest',
    buildStart() {
      const why = refuseManifest({ ...pkg, entryFile });
      if (why) this.error(`PORTICO_E_PLUGIN_MANIFEST_INVALID: ${why}`);
    },
    writeBundle(options) {
      const dir = options.dir ?? '.';
      const manifest = remoteManifest({ ...pkg, entryFile, entryBytes: readFileSync(join(dir, entryFile)) });
      writeFileSync(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}

/** Options of {@link remotePluginConfig}; every one has a default. */
export interface RemotePluginConfigOptions {
  /** The plugin's project folder (default: the working directory). */
  readonly cwd?: string;
  /** Entry source, relative to `cwd` (default: `plugin.ts` in `src/`). */
  readonly input?: string;
  /** Output folder (default `<cwd>/dist`). */
  readonly outDir?: string;
  /** Minify (default true). */
  readonly minify?: boolean;
}

/** The Rollup options of a remote plugin's build. */
export function remotePluginConfig(options: RemotePluginConfigOptions = {}): RollupOptions {
  const cwd = resolve(options.cwd ?? process.cwd());
  const pkg = readPluginPackage(cwd);
  return {
    input: resolve(cwd, options.input ?? 'src/plugin.ts'),
    external: (id) => isShared(id),
    // The entry may export what its lazy chunks share with it: one file to fetch first, not a
    // facade plus a chunk (the manifest's integrity covers that file).
    preserveEntrySignatures: 'allow-extension',
    plugins: [
      {
        // A `@portico/*` name that is not shared would bundle a second copy of the contract.
        name: 'portico-shared-only',
        resolveId(id) {
          if (id.startsWith('@portico/') && !isShared(id) && !PLUGIN_FACE.test(id))
            this.error(`${id} is not available to remote plugins (tests may import @portico/sdk/testing)`);
          return null;
        },
      },
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
      esbuild({ target: 'es2022', jsx: 'automatic', minify: options.minify ?? true }),
      porticoManifest(pkg),
    ],
    output: {
      dir: options.outDir ?? join(cwd, 'dist'),
      format: 'es',
      entryFileNames: 'plugin.js',
      chunkFileNames: 'chunks/[name]-[hash].js',
    },
  };
}

/**
 * Vitest aliases of a plugin's tests: the contract's names resolve to the packed SDK's files
 * (`@portico/ui` → `@portico/sdk/ui`, `@portico/plugin/<id>` → `@portico/sdk/plugin/<id>`).
 */
export function sdkTestAliases(): { find: string | RegExp; replacement: string }[] {
  return [
    { find: /^@portico\/ui$/, replacement: '@portico/sdk/ui' },
    { find: /^@portico\/ads$/, replacement: '@portico/sdk/ads' },
    { find: /^@portico\/plugin\/([a-z0-9-]+)$/, replacement: '@portico/sdk/plugin/$1' },
  ];
}
