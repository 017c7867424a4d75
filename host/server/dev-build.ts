// The build `npm start` and the harness serve: Rollup with its cache, so a save re-transforms only
// the files that changed, and without what only a release needs (minifier, build-time Griffel
// styles, the vendor split, chunk preloads): the page runs the same code, compiled styles and all
// (Griffel computes them at first render, as in Vitest). Packages are imported by address from
// their own bundle (dev-deps.ts), so a rebuild links our ~360 modules instead of ~2,900. Its lazy
// chunks load through the release build's chunk loader, so a failed chunk is asked again (重试).
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname, join, relative } from 'node:path';
import { rollup, type OutputAsset, type OutputChunk, type RollupBuild, type RollupCache } from 'rollup';
import { chunkLoaderBanner } from '../../scripts/chunk-loader.mjs';
import { chunkLoaderCalls } from '../../scripts/chunk-loader-plugin.mjs';
import { chunkName, indexHtml, onwarn, sourcePlugins } from '../../scripts/rollup-parts.mjs';
import {
  readSpecifiers,
  sharedModules,
  sharedPackageNames,
  SPECIFIERS_FILE,
  type SharedModulesPlugin,
} from '../../scripts/shared-modules.mjs';
import { buildProblem, type BuildProblem } from './build-problem';
import { ALL_EXPORTS, DevDeps, isPackageImport, type PackageImports } from './dev-deps';

/** The outcome of one build; `ms` is its duration. */
export type DevBuildResult =
  | { readonly ok: true; readonly ms: number }
  | { readonly ok: false; readonly ms: number; readonly problem: BuildProblem };

export interface DevBuildOptions {
  readonly root: string;
  readonly outDir: string;
  /** The entry module and the page template, relative to `root`. */
  readonly entry?: string;
  readonly html?: string;
}

type Output = (OutputChunk | OutputAsset)[];

export class DevBuild {
  private cache: RollupCache | undefined;
  /** Files the last good build read: a save elsewhere changes nothing in the page. */
  private graph = new Set<string>();
  private failed = false;
  /** Files under assets/ that the previous build wrote (a page loaded from it may still ask for them). */
  private previous: Set<string>;
  private readonly deps: DevDeps;
  private readonly entry: string;
  private readonly html: string;
  /** The shared modules of remote plugins (scripts/shared-modules.mjs): the last build's plugin. */
  private shared: SharedModulesPlugin | undefined;
  /** The export names of the shared packages (bundled apart, so not in this build's graph). */
  private packageNames: Promise<Map<string, string[]>> | undefined;

  constructor(private readonly options: DevBuildOptions) {
    this.entry = join(options.root, options.entry ?? 'host/main.tsx');
    this.html = join(options.root, options.html ?? 'host/index.html');
    this.deps = new DevDeps(options.root, options.outDir);
    this.previous = new Set(listFiles(join(options.outDir, 'assets')).map((f) => `assets/${f}`));
  }

  /** Whether a change to `file` (absolute) may change the build: it is one of its modules, or the last build failed. */
  reads(file: string): boolean {
    return this.failed || this.graph.size === 0 || this.graph.has(file);
  }

  /** Builds into the output folder; a failure leaves the last good build there. */
  async build(): Promise<DevBuildResult> {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    let bundle: RollupBuild | undefined;
    try {
      this.shared = sharedModules({
        root: this.options.root,
        externalNames: async (spec) => (await this.sharedPackageNames()).get(spec),
      });
      bundle = await rollup({
        input: this.entry,
        cache: this.cache,
        plugins: [this.shared, ...sourcePlugins({ devTools: true })],
        external: (source, importer, isResolved) => !!importer && !isResolved && isPackageImport(source),
        preserveEntrySignatures: false,
        // Tree-shaking only makes files smaller, and took a third of a rebuild (1.5–4 s of 4–8 s under
        // a load of 15; 3–5 s without it). The packages are still tree-shaken, in their own bundle.
        treeshake: false,
        onwarn,
      });
      this.cache = bundle.cache;
      let output = await this.generate(bundle);
      const imports = packageImports(output, this.addresses(bundle));
      if (!this.deps.covers(imports)) {
        await this.deps.build(imports);
        output = await this.generate(bundle);
      }
      this.write(output);
      this.graph = new Set(bundle.watchFiles);
      this.failed = false;
      return { ok: true, ms: ms() };
    } catch (err) {
      this.failed = true;
      return { ok: false, ms: ms(), problem: buildProblem(err, this.options.root) };
    } finally {
      await bundle?.close();
    }
  }

  /**
   * The export names of every shared specifier that is a package, read once (a graph of their own,
   * ~10 s with Fluent) and kept in the output folder until the lock file changes.
   */
  private sharedPackageNames(): Promise<Map<string, string[]>> {
    this.packageNames ??= (async () => {
      const { root, outDir } = this.options;
      const lock = join(root, 'package-lock.json');
      const key = createHash('sha1')
        .update(existsSync(lock) ? readFileSync(lock) : '')
        .digest('hex');
      const file = join(outDir, '.shared-names.json');
      try {
        const kept = JSON.parse(readFileSync(file, 'utf8')) as { key: string; names: Record<string, string[]> };
        if (kept.key === key) return new Map(Object.entries(kept.names));
      } catch {
        // none kept yet
      }
      const packages = readSpecifiers(readFileSync(join(root, SPECIFIERS_FILE), 'utf8')).filter(isPackageImport);
      const names = await sharedPackageNames(root, packages, sourcePlugins({ devTools: true }));
      mkdirSync(outDir, { recursive: true });
      writeFileSync(file, JSON.stringify({ key, names: Object.fromEntries(names) }) + '\n');
      return names;
    })();
    return this.packageNames;
  }

  private async generate(bundle: RollupBuild): Promise<Output> {
    const { output } = await bundle.generate({
      dir: this.options.outDir,
      format: 'es',
      entryFileNames: 'assets/[name]-[hash].js',
      chunkFileNames: chunkName,
      compact: true,
      // DevTools shows the TypeScript sources: each file names its map, which carries the sources.
      sourcemap: true,
      paths: (id) => this.deps.url(id) ?? id,
      // The chunk loader, as in the release build: without it a chunk whose address stays failed (a
      // browser that keeps a failed import, a cache holding a 503) stays failed until a reload, and
      // nothing makes the callers of a retried chunk share one instance. No preloads: those only
      // make a release's first screen faster.
      banner: (chunk) => (chunk.isEntry ? chunkLoaderBanner() : ''),
      plugins: [chunkLoaderCalls({ preload: false })],
    });
    return output;
  }

  /**
   * The packages the modules import, by the address the output names them with. Read from the
   * cache: Rollup does not resolve a cached module's imports again.
   */
  private addresses(bundle: RollupBuild): Map<string, string> {
    const specs = new Map<string, string>();
    for (const m of bundle.cache?.modules ?? [])
      for (const r of Object.values(m.resolvedIds)) if (r.external) specs.set(this.deps.url(r.id) ?? r.id, r.id);
    return specs;
  }

  /**
   * Writes the new files (a hashed name that exists holds the same content), then the page, then
   * removes what neither this build nor the one before wrote.
   */
  private write(output: Output): void {
    const { outDir, root } = this.options;
    const written = new Set<string>(this.deps.files());
    for (const item of output) {
      written.add(item.fileName);
      const file = join(outDir, item.fileName);
      if (existsSync(file)) continue;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, item.type === 'chunk' ? item.code : item.source);
    }
    const entry = output.find((c): c is OutputChunk => c.type === 'chunk' && c.isEntry)!;
    const preload = entry.imports.map((f) => (f.startsWith('/') ? f : `/${f}`));
    writeAtomically(
      join(outDir, 'index.html'),
      indexHtml(readFileSync(this.html, 'utf8'), `/${entry.fileName}`, preload, this.shared?.importMap()),
    );
    // Static pages beside the SPA (the /markets-mobile/ tip page), and the config for a server of
    // this folder alone (PORTICO_SKIP_BUILD); the dev server itself serves the checkout's file.
    if (existsSync(join(root, 'host/public'))) cpSync(join(root, 'host/public'), outDir, { recursive: true });
    if (existsSync(join(root, 'portal.config.json')))
      copyFileSync(join(root, 'portal.config.json'), join(outDir, 'portal.config.json'));
    for (const f of listFiles(join(outDir, 'assets')).map((f) => `assets/${f}`))
      if (!written.has(f) && !this.previous.has(f)) rmSync(join(outDir, f), { force: true });
    this.previous = written;
    writeFileSync(
      join(outDir, '.build-stamp'),
      JSON.stringify({ stamp: Date.now().toString(16), devTools: true }) + '\n',
    );
  }
}

/** What the chunks import from packages (`specs`: address in the output → package). */
function packageImports(output: Output, specs: ReadonlyMap<string, string>): PackageImports {
  const imports: PackageImports = new Map();
  const add = (address: string, names: readonly string[]) => {
    const spec = specs.get(address);
    if (!spec) return;
    const set = imports.get(spec) ?? new Set<string>();
    names.forEach((n) => set.add(n));
    imports.set(spec, set);
  };
  for (const chunk of output) {
    if (chunk.type !== 'chunk') continue;
    for (const [address, names] of Object.entries(chunk.importedBindings)) add(address, names);
    for (const address of chunk.dynamicImports) add(address, [ALL_EXPORTS]);
  }
  return imports;
}

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)));
}

/** A page asked for mid-write gets the old file or the new one, never half of one. */
function writeAtomically(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}
