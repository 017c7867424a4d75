// Shared modules for remote plugins (ARCHITECTURE.md "Shared modules for remote plugins"), the
// build's side, for the release build (rollup.config.mjs) and the dev build (host/server/dev-build.ts).
// host/shared-modules/specifiers.ts lists each shared specifier with a loader, `() => import(spec)`.
// Here each such import goes to a virtual module that re-exports every name of the portal's module
// for it (enumerated at build time), so the registry's namespace is complete whatever the portal
// itself uses; and for each specifier the build writes a small ES module (`assets/shared/*.js`)
// that awaits that namespace from the page's registry and re-exports each name. The page's import
// map names those modules, so a remote plugin's `import { useState } from 'react'` is the portal's.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { buildComplements } from './shared-complements.mjs';

/** The id prefix of the virtual module that re-exports a specifier's whole namespace. */
export const SHARED_PREFIX = '\0portico-shared:';

/** The one list's file, relative to the root. */
export const SPECIFIERS_FILE = 'host/shared-modules/specifiers.ts';

/** The specifiers of the list, in its order, read from the text of specifiers.ts (one `import('…')` each). */
export function readSpecifiers(source) {
  return [...source.matchAll(/^\s+(?:'[^']+'|[\w$]+): \(\) => import\('([^']+)'\),?$/gm)].map((m) => m[1]);
}

/** Words a destructuring cannot bind (a module is strict code): such a name is exported through an alias. */
const RESERVED = new Set(
  (
    'await break case catch class const continue debugger default delete do else enum export extends ' +
    'false finally for function if import in instanceof new null return super switch this throw true ' +
    'try typeof var void while with yield let static implements interface package private protected ' +
    'public arguments eval undefined NaN Infinity'
  ).split(' '),
);
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** How a name is written where an export list names it: bare when an identifier name, else a string. */
const exportName = (name) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));

/**
 * The id of a module's copy: the same file read again as a module of its own, named beside it
 * (`tokens.js` → `tokens.portico-copy.js`), so that the source plugins transform it as they do the
 * file and its relative imports resolve from the same folder (to the portal's own modules).
 */
export const copyId = (id) => id.replace(/(\.[cm]?[jt]sx?)$/, '.portico-copy$1');
const COPY_ID = /\.portico-copy(\.[cm]?[jt]sx?)$/;
/** The file a copy's id names. */
export const copiedFile = (id) => id.replace(COPY_ID, '$1');

/**
 * The virtual module of `specifier`: every name of the portal's module, re-exported. A name in
 * `defined` (name → `{ id, name, copy }`: the module that defines it and its own name there) is
 * re-exported from that module directly, not through the package's index — so sharing a name
 * makes no chunk of the portal that holds the index load the module defining it — and from a copy
 * of that module when `copy`. The rest (CommonJS packages, namespaces) from `specifier`.
 */
export function reexportSource(specifier, names, defined = new Map()) {
  if (names.length === 0) return `export {};`;
  const bySource = new Map();
  for (const n of names) {
    const where = defined.get(n);
    const direct = where && where.name !== '*' && !where.id.startsWith('\0');
    const source = !direct ? specifier : where.copy ? copyId(where.id) : where.id;
    const bound = !direct || where.name === n ? exportName(n) : `${exportName(where.name)} as ${exportName(n)}`;
    if (!bySource.has(source)) bySource.set(source, []);
    bySource.get(source).push(bound);
  }
  return [...bySource]
    .map(([source, bound]) => `export { ${bound.join(', ')} } from ${JSON.stringify(source)};`)
    .join('\n');
}

/** Whether an expression is plain data: literals, and arrays and objects of them. */
function isData(node) {
  if (!node) return false;
  if (node.type === 'Literal') return true;
  if (node.type === 'TemplateLiteral') return node.expressions.length === 0;
  if (node.type === 'ArrayExpression') return node.elements.every(isData);
  if (node.type === 'ObjectExpression')
    return node.properties.every((p) => p.type === 'Property' && !p.computed && p.kind === 'init' && isData(p.value));
  return false;
}

/**
 * Whether `name` of the module `info` (Rollup's module info) is data a copy may stand for: the
 * module imports nothing and declares it `export const name = <literals, arrays and objects of them>`.
 */
export function isDataExport(info, name) {
  if (info.importedIds.length || info.dynamicallyImportedIds.length) return false;
  return (info.ast?.body ?? []).some(
    (node) =>
      node.type === 'ExportNamedDeclaration' &&
      node.declaration?.type === 'VariableDeclaration' &&
      node.declaration.kind === 'const' &&
      node.declaration.declarations.some((d) => d.id.type === 'Identifier' && d.id.name === name && isData(d.init)),
  );
}

/**
 * The module the import map names for `specifier`: it awaits the portal's namespace from the page's
 * registry (host/shared-modules/registry.ts) and re-exports each of `names` (and `default`), and the
 * names the build left out of the portal's module from its complement (`{ from, names }`: the
 * module's address relative to the shim; scripts/shared-complements.mjs).
 */
export function shimSource(specifier, names, complement = null) {
  const plain = names.filter((n) => n !== 'default' && IDENTIFIER.test(n) && !RESERVED.has(n));
  const aliased = names.filter((n) => n !== 'default' && !plain.includes(n));
  const lines = [
    `// ${specifier}: the portal's own module, for remote plugins (host/shared-modules).`,
    'const r=globalThis[Symbol.for("portico.shared")];',
    `if(!r)throw new Error(${JSON.stringify(`PORTICO_E_SHARED_NO_PORTAL: "${specifier}" is shared only on the portal's page`)});`,
    `const m=await r.load(${JSON.stringify(specifier)});`,
  ];
  if (plain.length) lines.push(`export const{${plain.join(',')}}=m;`);
  aliased.forEach((n, i) => lines.push(`const $${i}=m[${JSON.stringify(n)}];export{$${i} as ${exportName(n)}};`));
  if (names.includes('default')) lines.push('export default m.default;');
  const more = complement?.names.filter((n) => !names.includes(n)) ?? [];
  if (more.length) lines.push(`export{${more.map(exportName).join(',')}}from${JSON.stringify(complement.from)};`);
  return lines.join('\n') + '\n';
}

/** `assets/shared/<specifier as a name>-<hash>.js` for a shim's text. */
export function shimFileName(specifier, source) {
  const name = specifier.replace(/^@/, '').replace(/[^A-Za-z0-9]+/g, '-');
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return `assets/shared/${name}-${hash}.js`;
}

/** The inline import map of the page: each shared specifier to its module's address. */
export function importMapScript(imports) {
  return `<script type="importmap">${JSON.stringify({ imports })}</script>`;
}

/** Whether Rollup's module is a CommonJS one (the commonjs plugin gives it synthetic named exports). */
const isCommonJs = (info) => !!info.meta?.commonjs?.isCommonJS || !!info.syntheticNamedExports;

/**
 * The names of a CommonJS module as the page gets them: the keys of its `module.exports` with
 * `process.env.NODE_ENV` "production" (the build replaces it so), read in a Node process of its own.
 */
export function commonJsNames(file) {
  const code = `process.env.NODE_ENV='production';process.stdout.write(JSON.stringify(Object.keys(require(${JSON.stringify(file)}))))`;
  const r = spawnSync(process.execPath, ['-e', code], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error(`shared modules: cannot read the exports of ${file}\n${r.stderr}`);
  return [...JSON.parse(r.stdout).filter((n) => n !== '__esModule'), 'default'];
}

/**
 * Every export name of the module `id` in Rollup's graph (`ctx`: a plugin context), each with where
 * it is defined (`{ id, name }`: the module and its own export name, `*` for a namespace of it): its
 * own exports and re-exported ones, following `export { a as b } from`, an import exported again and
 * `export *` (which passes on no `default`). A CommonJS
 * module's names are its runtime keys and `default`, all defined by it.
 */
async function moduleNames(ctx, id, memo, stack = new Set()) {
  if (memo.has(id)) return memo.get(id);
  const names = new Map();
  if (stack.has(id)) return names;
  stack.add(id);
  const info = await ctx.load({ id });
  if (isCommonJs(info)) {
    // The commonjs plugin's wrapper of a file (`\0<file>?commonjs-es-import`): the file is the module.
    for (const n of commonJsNames(id.replace(/^\0/, '').replace(/\?.*$/, ''))) names.set(n, { id, name: n });
    memo.set(id, names);
    return names;
  }
  const follow = async (source) => {
    const target = await ctx.resolve(source, id);
    if (!target || target.external) throw new Error(`shared modules: cannot follow "${source}" from ${id}`);
    return target.id;
  };
  const body = info.ast?.body ?? [];
  for (const node of body) {
    if (node.type === 'ExportNamedDeclaration' && node.source) {
      const from = await follow(node.source.value);
      const theirs = await moduleNames(ctx, from, memo, stack);
      for (const spec of node.specifiers) {
        const local = spec.local.name ?? spec.local.value;
        const exported = spec.exported.name ?? spec.exported.value;
        names.set(exported, theirs.get(local) ?? { id: from, name: local });
      }
    }
  }
  // `import { a } from './x'; export { a as b }`: defined by ./x (a namespace import: `name` '*').
  const imported = new Map();
  for (const node of body)
    if (node.type === 'ImportDeclaration')
      for (const spec of node.specifiers)
        imported.set(spec.local.name, {
          source: node.source.value,
          name:
            spec.type === 'ImportNamespaceSpecifier'
              ? '*'
              : spec.type === 'ImportDefaultSpecifier'
                ? 'default'
                : (spec.imported.name ?? spec.imported.value),
        });
  for (const node of body) {
    if (node.type !== 'ExportNamedDeclaration' || node.source) continue;
    for (const spec of node.specifiers) {
      const from = imported.get(spec.local.name);
      if (!from) continue;
      const target = await follow(from.source);
      const where =
        from.name === '*'
          ? { id: target, name: '*' }
          : ((await moduleNames(ctx, target, memo, stack)).get(from.name) ?? { id: target, name: from.name });
      names.set(spec.exported.name ?? spec.exported.value, where);
    }
  }
  for (const node of body)
    if (node.type === 'ExportAllDeclaration' && node.exported)
      names.set(node.exported.name ?? node.exported.value, { id: await follow(node.source.value), name: '*' });
  for (const bound of Object.values(info.exportedBindings ?? {}))
    for (const n of bound) if (n !== '*' && !names.has(n)) names.set(n, { id, name: n });
  for (const node of body) {
    if (node.type !== 'ExportAllDeclaration' || node.exported) continue;
    for (const [n, where] of await moduleNames(ctx, await follow(node.source.value), memo, stack))
      if (n !== 'default' && !names.has(n)) names.set(n, where);
  }
  stack.delete(id);
  memo.set(id, names);
  return names;
}

/**
 * The Rollup plugin: sends specifiers.ts's dynamic imports to the re-exporting virtual modules and
 * writes one shim per specifier. `externalNames(specifier)`: the names of a specifier the build
 * leaves external (the dev build's packages, bundled apart), as `sharedPackageNames` finds them.
 * `leaveOut(specifier, { id, name }, exported)`: a name the build does not share (the release
 * build's rule for the first screen, rollup.config.mjs). `copy(specifier, { id, name })`: whether
 * to share a name from a copy of the module that defines it (read again as a module of its own):
 * `'data'` when that name is data (`isDataExport`), so the portal's chunks keep only the properties
 * the portal reads (a data object has no identity worth sharing: Fluent's `tokens`, CSS variable
 * names); `'module'` for a module of pure code the first screen does not hold (our `@portico/ads`:
 * enumerations and formatters, no state). `off`: the loaders load empty modules (the portal as it
 * is without shared modules, which the release build measures first). `complementPlugins()`: the
 * plugins (fresh instances) of the pass that builds the left-out names apart, one complement module
 * per package (scripts/shared-complements.mjs), which the package's shim re-exports; without it a
 * left-out name is missing. After `generateBundle`, `importMap()` gives the specifier → address
 * table (null when the build has no shared modules).
 */
export function sharedModules({
  root,
  externalNames = async () => undefined,
  leaveOut = () => false,
  copy = () => false,
  complementPlugins = null,
  off = false,
}) {
  const specifiersFile = join(root, SPECIFIERS_FILE);
  const found = new Map();
  const memo = new Map();
  // Specifier → `{ leftOut: names, shared: name → where }` of each package with names left out.
  const complements = new Map();
  let imports = null;
  return {
    name: 'portico-shared-modules',
    resolveDynamicImport(specifier, importer) {
      if (importer !== specifiersFile || typeof specifier !== 'string') return null;
      return SHARED_PREFIX + specifier;
    },
    resolveId(id) {
      return id.startsWith(SHARED_PREFIX) || COPY_ID.test(id) ? id : null;
    },
    async load(id) {
      if (COPY_ID.test(id)) return readFileSync(copiedFile(id), 'utf8');
      if (!id.startsWith(SHARED_PREFIX)) return null;
      const specifier = id.slice(SHARED_PREFIX.length);
      if (off) return 'export {};';
      const target = await this.resolve(specifier, specifiersFile);
      if (!target) throw new Error(`shared modules: "${specifier}" (${SPECIFIERS_FILE}) does not resolve`);
      const defined = new Map();
      const all = target.external ? undefined : [...(await moduleNames(this, target.id, memo))];
      const shared = all?.filter(([name, where]) => !leaveOut(specifier, where, name));
      if (all && shared.length < all.length)
        complements.set(specifier, {
          leftOut: all
            .filter((entry) => !shared.includes(entry))
            .map(([name]) => name)
            .sort(),
          shared: new Map(shared),
        });
      for (const [name, where] of shared ?? []) {
        const rule = where.name !== '*' && copy(specifier, where);
        const copied =
          rule === 'module' || (rule === 'data' && isDataExport(await this.load({ id: where.id }), where.name));
        defined.set(name, { ...where, copy: copied });
      }
      const names = shared ? shared.map(([name]) => name).sort() : await externalNames(specifier);
      if (!names) throw new Error(`shared modules: no export names for the external "${specifier}"`);
      found.set(specifier, names);
      return reexportSource(specifier, names, defined);
    },
    buildStart() {
      found.clear();
      memo.clear();
      complements.clear();
      imports = null;
    },
    async generateBundle() {
      if (found.size === 0) return;
      const order = readSpecifiers(readFileSync(specifiersFile, 'utf8'));
      const { files, entries } = complementPlugins
        ? await buildComplements({ complements, specifiers: order, plugins: complementPlugins() })
        : { files: [], entries: new Map() };
      for (const { fileName, code } of files) this.emitFile({ type: 'asset', fileName, source: code });
      imports = {};
      for (const specifier of order) {
        const names = found.get(specifier);
        if (!names) continue;
        const complement = entries.has(specifier)
          ? {
              from: `./${posix.relative(posix.dirname(shimFileName(specifier, '')), entries.get(specifier))}`,
              names: complements.get(specifier).leftOut,
            }
          : null;
        const source = shimSource(specifier, names, complement);
        const fileName = shimFileName(specifier, source);
        this.emitFile({ type: 'asset', fileName, source });
        imports[specifier] = `/${fileName}`;
      }
    },
    /** Specifier → shim address, once the bundle is generated. */
    importMap: () => imports,
    /** Specifier → export names, once the modules are loaded. */
    names: () => new Map(found),
    /** Specifier → the names the build left out of the portal's module, once the modules are loaded. */
    leftOut: () => new Map([...complements].map(([specifier, { leftOut: names }]) => [specifier, names])),
  };
}

/**
 * The export names of `specifiers` (packages), found by a Rollup graph of their own with `plugins`
 * (the source plugins: the same resolution as the page's build), without generating anything.
 */
export async function sharedPackageNames(root, specifiers, plugins) {
  const { rollup } = await import('rollup');
  const probe = '\0portico-shared-probe';
  const shared = sharedModules({ root });
  const bundle = await rollup({
    input: probe,
    plugins: [
      {
        name: 'portico-shared-probe',
        resolveId: (id) => (id === probe ? id : null),
        load: (id) =>
          id === probe ? specifiers.map((s) => `import(${JSON.stringify(SHARED_PREFIX + s)});`).join('\n') : null,
      },
      shared,
      ...plugins,
    ],
    onwarn: () => {},
  });
  await bundle.close();
  return shared.names();
}
