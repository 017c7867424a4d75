// The names a release build leaves out of a shared package's module (scripts/shared-modules.mjs,
// `leaveOut`: code the first screen would otherwise carry, unused by the portal) are still the
// contract's: a remote plugin may import them. They are built here, in a Rollup pass of their own
// after the portal's graph is known, so they never join a chunk of the portal: one "complement"
// module per package with left-out names, `export { <left-out names> } from '<package>'`, which the
// package's shim re-exports beside the portal's names. Nothing of it loads until a plugin imports
// the specifier.
//
// A complement holds a copy of the package's code the left-out names need, with two rules that keep
// the portal's instances one:
// - every other shared specifier (react, react-dom, react/jsx-runtime, mobx for mobx-react-lite …)
//   stays a bare import, which the page's import map sends to the portal's shim;
// - in the copy, every name the portal shares is the portal's own: its declaration in the module
//   defining it gives way to an import from the portal's namespace (`portalBindings`), so a copied
//   hook reads the portal's contexts (react-router's `UNSAFE_*Context`), a copied MobX function the
//   portal's `$mobx` symbol and classes.
import { shimSource } from './shared-modules.mjs';

/** The id prefix of a complement's input: `export { <left-out names> } from '<specifier>'`. */
export const COMPLEMENT_PREFIX = '\0portico-complement:';
/** The id prefix of the portal's namespace of a specifier inside a complement (the registry's). */
export const PORTAL_PREFIX = '\0portico-portal:';

/** Packages of which a page must hold one instance: a complement never copies them. */
const ONE_INSTANCE = /[\\/]node_modules[\\/](react|react-dom)[\\/]/;

/** A complement's file name part for its specifier (`zod/mini` → `zod-mini`). */
export const complementName = (specifier) => specifier.replace(/^@/, '').replace(/[^A-Za-z0-9]+/g, '-');

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const exportName = (name) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));

/** The input of a complement: its left-out names, re-exported from the package. */
export const complementSource = (specifier, names) =>
  `export { ${names.map(exportName).join(', ')} } from ${JSON.stringify(specifier)};`;

/** The declared names of a top-level statement (function, class, `var`/`let`/`const` of identifiers). */
function declared(node) {
  const decl = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
  if (!decl) return [];
  if ((decl.type === 'FunctionDeclaration' || decl.type === 'ClassDeclaration') && decl.id) return [decl.id];
  if (decl.type === 'VariableDeclaration')
    return decl.declarations.filter((d) => d.id.type === 'Identifier').map((d) => d.id);
  return [];
}

/** The names `program` assigns to anywhere (`x = …`, `x += …`, `x++`; a shadowing one counts too: cautious). */
export function assignedNames(program) {
  const names = new Set();
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'AssignmentExpression' && node.left.type === 'Identifier') names.add(node.left.name);
    if (node.type === 'UpdateExpression' && node.argument.type === 'Identifier') names.add(node.argument.name);
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(program);
  return names;
}

/**
 * `code` of a module with each of `bind` (its own export name → the portal's binding: the shared
 * specifier and the name there) bound to the portal's instead of its own declaration: the declaration
 * is renamed (and tree-shaken when nothing else uses it), an import of the portal's binding takes the
 * local name, and the module's exports stay as they were. A name the module may assign to is left as
 * it is (an import cannot be assigned). `parse`: Rollup's parser. Returns null when nothing changes.
 */
export function bindToPortal(code, bind, parse, MagicString) {
  const program = parse(code);
  const assigned = assignedNames(program);
  const locals = new Map();
  for (const node of program.body) {
    if (node.type !== 'ExportNamedDeclaration' || node.source) continue;
    for (const id of declared(node)) locals.set(id.name, id.name);
    for (const spec of node.specifiers ?? []) locals.set(spec.exported.name ?? spec.exported.value, spec.local.name);
  }
  const out = new MagicString(code);
  const imports = [];
  const unexported = new Set();
  for (const [own, portal] of bind) {
    const local = locals.get(own);
    if (!local || imports.some((i) => i.local === local) || assigned.has(local)) continue;
    const node = program.body.find((n) => declared(n).some((id) => id.name === local));
    if (!node) continue;
    const id = declared(node).find((i) => i.name === local);
    out.overwrite(id.start, id.end, `$portico_own_${local}`);
    // `export function f` → `function $portico_own_f` and `export { f }`: the export is the portal's.
    if (node.type === 'ExportNamedDeclaration' && !unexported.has(node)) {
      unexported.add(node);
      out.remove(node.start, node.declaration.start);
    }
    imports.push({ local, ...portal });
  }
  if (imports.length === 0) return null;
  out.prepend(
    imports
      .map(
        ({ local, specifier, name }) =>
          `import { ${exportName(name)} as ${local} } from ${JSON.stringify(PORTAL_PREFIX + specifier)};\n`,
      )
      .join(''),
  );
  const reexports = [...unexported].flatMap((node) => declared(node).map((id) => id.name));
  if (reexports.length) out.append(`\nexport { ${reexports.join(', ')} };\n`);
  return out;
}

/**
 * The Rollup plugin of a complement pass. `complements`: specifier → `{ leftOut, shared }`, the
 * left-out names and the shared ones with where each is defined (`{ id, name }`, as the shared modules
 * found them). `specifiers`: every shared specifier (bare imports of them stay external).
 */
export function complementPlugin({ complements, specifiers, MagicString }) {
  const shared = new Set(specifiers);
  // Module id → (its own export name → the portal's binding).
  const byModule = new Map();
  for (const [specifier, { shared: names }] of complements)
    for (const [name, where] of names) {
      if (where.name === '*' || where.id.startsWith('\0')) continue;
      if (!byModule.has(where.id)) byModule.set(where.id, new Map());
      const bind = byModule.get(where.id);
      if (!bind.has(where.name)) bind.set(where.name, { specifier, name });
    }
  return {
    name: 'portico-shared-complements',
    async resolveId(source, importer, options) {
      if (source.startsWith(COMPLEMENT_PREFIX) || source.startsWith(PORTAL_PREFIX)) return source;
      const own = importer?.startsWith(COMPLEMENT_PREFIX) && importer.slice(COMPLEMENT_PREFIX.length) === source;
      if (shared.has(source) && !own) return { id: source, external: true };
      const target = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (target && !target.external && ONE_INSTANCE.test(target.id))
        throw new Error(
          `shared modules: the complement of a shared package would copy ${target.id} (imported as "${source}" by ${importer}); a page holds one React`,
        );
      return target;
    },
    load(id) {
      if (id.startsWith(COMPLEMENT_PREFIX)) {
        const specifier = id.slice(COMPLEMENT_PREFIX.length);
        return complementSource(specifier, complements.get(specifier).leftOut);
      }
      if (id.startsWith(PORTAL_PREFIX)) {
        const specifier = id.slice(PORTAL_PREFIX.length);
        return shimSource(specifier, [...complements.get(specifier).shared.keys()]);
      }
      return null;
    },
    transform(code, id) {
      const bind = byModule.get(id);
      if (!bind) return null;
      const out = bindToPortal(code, bind, (c) => this.parse(c), MagicString);
      return out && { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}

/**
 * Builds the complements (a Rollup pass of its own) and returns their files: `[{ fileName, code }]`
 * (under `assets/shared/complement/`) and, for each specifier, its complement's file name.
 * `plugins`: the source plugins and the minifier, fresh instances.
 */
export async function buildComplements({ complements, specifiers, plugins }) {
  if (complements.size === 0) return { files: [], entries: new Map() };
  const { rollup } = await import('rollup');
  const { default: MagicString } = await import('magic-string');
  const input = Object.fromEntries([...complements.keys()].map((s) => [complementName(s), COMPLEMENT_PREFIX + s]));
  const bundle = await rollup({
    input,
    preserveEntrySignatures: 'strict',
    plugins: [complementPlugin({ complements, specifiers, MagicString }), ...plugins],
    onwarn: (warning, warn) => {
      if (
        ['CIRCULAR_DEPENDENCY', 'THIS_IS_UNDEFINED', 'MODULE_LEVEL_DIRECTIVE', 'INVALID_ANNOTATION'].includes(
          warning.code,
        )
      )
        return;
      warn(warning);
    },
  });
  try {
    const { output } = await bundle.generate({
      format: 'es',
      compact: true,
      entryFileNames: 'assets/shared/complement/[name]-[hash].js',
      chunkFileNames: 'assets/shared/complement/[name]-[hash].js',
    });
    const entries = new Map();
    const files = [];
    for (const chunk of output) {
      if (chunk.type !== 'chunk') continue;
      files.push({ fileName: chunk.fileName, code: chunk.code });
      const specifier = chunk.facadeModuleId?.startsWith(COMPLEMENT_PREFIX)
        ? chunk.facadeModuleId.slice(COMPLEMENT_PREFIX.length)
        : null;
      if (specifier) entries.set(specifier, chunk.fileName);
    }
    return { files, entries };
  } finally {
    await bundle.close();
  }
}
