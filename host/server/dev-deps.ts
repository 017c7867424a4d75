// The packages the portal imports from node_modules, bundled once for the dev build (as Vite's
// dependency pre-bundling does). Fluent UI alone is ~2,500 modules that Rollup would otherwise read,
// link and tree-shake again on every save; with them apart a rebuild handles only our ~360 modules.
// One entry per imported package, exporting exactly the names our code imports, all in one Rollup
// build so that shared code (React) is one module instance. The result is kept in the output folder
// with a manifest and reused until the lock file changes or the code imports a name it lacks.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rollup, type Plugin } from 'rollup';
import { aliases } from '../../aliases.mjs';
import { onwarn, sourcePlugins, TREESHAKE } from '../../scripts/rollup-parts.mjs';

/** A namespace import (`import * as z`) or a dynamic `import()`: every export of the package. */
export const ALL_EXPORTS = '*';

/** What the code imports from packages: specifier → names (`default`, `*` for all). */
export type PackageImports = Map<string, Set<string>>;

interface Manifest {
  readonly key: string;
  /** Per package: its entry file and the names it exports. */
  readonly entries: Record<string, { readonly file: string; readonly names: readonly string[] }>;
  /** Chunks the entries share (React under Fluent …). */
  readonly shared: readonly string[];
}

const MANIFEST = '.dev-deps.json';
// Bumped when the shape of the bundle changes, so an older one in the folder is not reused.
const FORMAT = 2;
const PREFIX = '\0portico-dep:';

/**
 * Our modules a package needs evaluated before its own code. tsyringe throws at import unless
 * `Reflect.getMetadata` exists; the release build evaluates `core/di/reflect-shim.ts` first (it
 * is imported before tsyringe), but here the packages are modules apart, evaluated before any of
 * our chunk's code. The shim leaves a `Reflect` that already has the functions alone, so our
 * chunk's own copy of it changes nothing.
 */
export const PRELUDES: Readonly<Record<string, string>> = { tsyringe: 'core/di/reflect-shim.ts' };

/** A bare import of a package (`react`, `@fluentui/react-components`), not a path or one of our aliases. */
export function isPackageImport(source: string): boolean {
  if (/^[./\0]/.test(source) || /^[A-Za-z]:[\\/]/.test(source)) return false;
  return !(aliases as ReadonlyArray<{ find: string | RegExp }>).some(({ find }) =>
    typeof find === 'string' ? source === find || source.startsWith(`${find}/`) : find.test(source),
  );
}

/** The module that re-exports what the code takes from one package. */
function entrySource(spec: string, names: ReadonlySet<string>, hasDefault: boolean): string {
  const from = JSON.stringify(spec);
  const named = [...names].filter((n) => n !== ALL_EXPORTS && !(n === 'default' && names.has(ALL_EXPORTS)));
  const lines: string[] = [];
  if (names.has(ALL_EXPORTS)) {
    lines.push(`export * from ${from};`);
    if (hasDefault) named.push('default');
  }
  if (named.length) lines.push(`export { ${named.join(', ')} } from ${from};`);
  if (!lines.length) lines.push(`import ${from};`);
  return lines.join('\n');
}

export class DevDeps {
  private manifest: Manifest;

  constructor(
    private readonly root: string,
    private readonly outDir: string,
  ) {
    this.manifest = this.read() ?? { key: this.key(), entries: {}, shared: [] };
  }

  /** The address the page imports a package from, once it is bundled. */
  url(spec: string): string | undefined {
    const entry = this.manifest.entries[spec];
    return entry && `/${entry.file}`;
  }

  /** Every file of the bundle, entries and shared chunks, relative to the output folder. */
  files(): string[] {
    return [...Object.values(this.manifest.entries).map((e) => e.file), ...this.manifest.shared];
  }

  /** Whether the bundle exports every name the code imports. */
  covers(imports: PackageImports): boolean {
    if (this.manifest.key !== this.key()) return false;
    for (const [spec, names] of imports) {
      const have = this.manifest.entries[spec]?.names;
      if (!have || [...names].some((n) => !have.includes(n))) return false;
    }
    return true;
  }

  /**
   * Bundles the packages again for `imports`, keeping the names already there (an import removed
   * and added back does not rebuild twice). Chunks shared between packages are written too.
   */
  async build(imports: PackageImports): Promise<void> {
    const want: PackageImports = new Map();
    if (this.manifest.key === this.key())
      for (const [spec, e] of Object.entries(this.manifest.entries)) want.set(spec, new Set(e.names));
    for (const [spec, names] of imports) want.set(spec, new Set([...(want.get(spec) ?? []), ...names]));
    const root = this.root;
    const virtualEntries: Plugin = {
      name: 'portico-dev-deps',
      resolveId: (id) => (id.startsWith(PREFIX) ? id : null),
      async load(id) {
        if (!id.startsWith(PREFIX)) return null;
        const spec = id.slice(PREFIX.length);
        const names = want.get(spec) ?? new Set<string>();
        let hasDefault = false;
        if (names.has(ALL_EXPORTS)) {
          const resolved = await this.resolve(spec, undefined, { skipSelf: true });
          if (resolved) hasDefault = (await this.load(resolved)).exports?.includes('default') ?? false;
        }
        const prelude = PRELUDES[spec];
        return (
          (prelude ? `import ${JSON.stringify(join(root, prelude))};\n` : '') + entrySource(spec, names, hasDefault)
        );
      },
    };
    const bundle = await rollup({
      input: Object.fromEntries([...want.keys()].map((spec) => [entryName(spec), PREFIX + spec])),
      plugins: [virtualEntries, ...sourcePlugins({ devTools: true })],
      preserveEntrySignatures: 'strict',
      treeshake: TREESHAKE,
      onwarn,
    });
    try {
      const { output } = await bundle.write({
        dir: this.outDir,
        format: 'es',
        compact: true,
        entryFileNames: 'assets/deps/[name]-[hash].js',
        chunkFileNames: 'assets/deps/shared-[hash].js',
      });
      const entries: Record<string, { file: string; names: string[] }> = {};
      const shared: string[] = [];
      for (const chunk of output) {
        const spec =
          chunk.type === 'chunk' &&
          chunk.facadeModuleId?.startsWith(PREFIX) &&
          chunk.facadeModuleId.slice(PREFIX.length);
        if (spec) entries[spec] = { file: chunk.fileName, names: [...(want.get(spec) ?? [])].sort() };
        else shared.push(chunk.fileName);
      }
      this.manifest = { key: this.key(), entries, shared };
      mkdirSync(this.outDir, { recursive: true });
      writeFileSync(join(this.outDir, MANIFEST), JSON.stringify(this.manifest) + '\n');
    } finally {
      await bundle.close();
    }
  }

  private key(): string {
    const lock = join(this.root, 'package-lock.json');
    return createHash('sha1')
      .update(`${FORMAT}\n`)
      .update(existsSync(lock) ? readFileSync(lock) : '')
      .digest('hex');
  }

  /** The manifest left in the folder by an earlier run, when it is for this lock file and complete. */
  private read(): Manifest | null {
    try {
      const m = JSON.parse(readFileSync(join(this.outDir, MANIFEST), 'utf8')) as Manifest;
      const files = [...Object.values(m.entries).map((e) => e.file), ...m.shared];
      return m.key === this.key() && files.every((f) => existsSync(join(this.outDir, f))) ? m : null;
    } catch {
      return null;
    }
  }
}

const entryName = (spec: string) => spec.replace(/^@/, '').replace(/[^A-Za-z0-9]+/g, '-');
