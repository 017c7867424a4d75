// Production build: ESM, code splitting (one chunk per sub-app and per lazy widget), hashed names.
import { createHash } from 'node:crypto';
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
import { basename, dirname, join, resolve } from 'node:path';
import terser from '@rollup/plugin-terser';
import { rollup } from 'rollup';
import { CSP_HASHES_FILE, cspHashesConf } from './scripts/csp-hashes.mjs';
import { bundleStats } from './scripts/bundle-stats.mjs';
import { chunkLoaderBanner } from './scripts/chunk-loader.mjs';
import { chunkLoaderCalls } from './scripts/chunk-loader-plugin.mjs';
import { griffelAot } from './scripts/griffel-aot.mjs';
import { SHARED_PREFIX, sharedModules } from './scripts/shared-modules.mjs';
import { TERSER_OPTIONS } from './scripts/minify.mjs';
import { chunkName, indexHtml, newBuildId, onwarn, sourcePlugins, TREESHAKE } from './scripts/rollup-parts.mjs';

// A release build unless dev tools (?plugins= subset, window.__portico) are asked for explicitly:
// the e2e test build sets PORTICO_DEV_TOOLS=1 (`npm start` builds with host/server/dev-build.ts).
const devTools = process.env.PORTICO_DEV_TOOLS === '1';
// dist/ is what the production recipe serves: only release builds go there.
const outDir = process.env.PORTICO_OUT_DIR ?? (devTools ? 'dist-dev' : 'dist');
if (devTools && resolve(outDir) === resolve('dist'))
  throw new Error('PORTICO_DEV_TOOLS=1 builds never go to dist/ (the folder a deploy serves): use dist-dev/');
const input = process.env.PORTICO_ENTRY ?? 'host/main.tsx';
/**
 * The build's id, in every error report. Its source maps are hidden (no `sourceMappingURL` in the
 * shipped files) and kept outside the served folder, beside it: `<outDir>-maps/<build id>/`, where
 * `npm run symbolicate` finds them by the id a report carries.
 */
const buildId = process.env.PORTICO_BUILD_ID ?? newBuildId();
const mapsDir = join(dirname(outDir), `${basename(outDir)}-maps`, buildId);
const html = process.env.PORTICO_HTML ?? 'host/index.html';

/**
 * Defines `__preloadChunk` at the top of the entry chunk: the chunk loader (scripts/chunk-loader.mjs)
 * every `import()` goes through (scripts/chunk-loader-plugin.mjs), which preloads a lazy chunk's
 * static imports with it and asks again under a new address after a failure.
 */
const PRELOAD_HELPER = chunkLoaderBanner();

/**
 * Lazy chunks share many small pieces of Fluent UI (Button, Portal, positioning, motion …). Left to
 * Rollup, each set of sharers gets its own chunk, and the owner home fetched some thirty of them
 * before it could render (each request costs the page ~1 ms of main thread and a place in the six
 * connections of HTTP/1.1). Fluent and the libraries under it go into two chunks instead: `vendor`
 * (what the first screen reaches, see FIRST_SCREEN) and `vendor-lazy` (the rest), except what the
 * entry chunk already holds: those modules are named `main`, the entry's chunk.
 *
 * `initial` is what a first build without this put into the entry chunk (`entryModules`): after
 * tree-shaking, not every module the entry reaches through a barrel. `onlyExplicitManualChunks`
 * keeps Rollup from pulling a named module's imports in with it. So the entry imports nothing from
 * `vendor` (it stays one file, as before) and `vendor` only imports from the entry: no cycle. The
 * second build does not reuse the first's cache: with it, Rollup kept a module the first build had
 * dropped (Tabster's shadow-DOM observer, whose side effects the entry then imported from `vendor`).
 */
const VENDOR =
  /[\\/]node_modules[\\/](@fluentui|@griffel|@floating-ui|tabster|keyborg|@swc|tslib|rtl-css-js|stylis|use-sync-external-store)[\\/]/;

/**
 * The lazy modules the owner and the agency home load before `portal:ready` (their page chunk, each
 * home's own chunk, and the header's first-screen widgets; `npm run bench -- --size` lists the chunks a home requests).
 * Only the Fluent their chunks reach goes into `vendor`; the rest of it waits in `vendor-lazy`,
 * which the first screen never requests.
 */
const FIRST_SCREEN = [
  'plugins/manage/pages/index.tsx',
  'plugins/manage/pages/homes/OwnerHome.tsx',
  'plugins/manage/pages/homes/AgencyHome.tsx',
  'plugins/header/widgets.tsx',
];

/**
 * The home each account type lands on: what only one of them reaches goes into a chunk of that home
 * (`vendor-owner`, `vendor-agency`) instead of `vendor`, so that an owner never fetches the agency
 * home's table (Fluent's Table and the UI kit's DataTable: ~9 KB gzip) nor the agency an owner's
 * pieces.
 */
const HOMES = {
  owner: 'plugins/manage/pages/homes/OwnerHome.tsx',
  agency: 'plugins/manage/pages/homes/AgencyHome.tsx',
};

/** The bench's floor page (bench/floor): the reference app, not the portal. */
const FLOOR_ENTRY = 'bench/floor/main.tsx';

/**
 * The CommonJS plugin's wrapper of a module (`\0<id>?commonjs-es-import`, how Fluent imports React)
 * that the entry chunk holds goes with it: left to Rollup, it joins whichever lazy chunk comes first
 * (a chunk of its own on the first screen, or a cycle with `vendor-lazy`).
 */
const wrapsInitial = (initial, id) =>
  id.startsWith('\0') && initial.has(id.slice(1).replace(/\?commonjs-[a-z-]+$/, ''));

/**
 * Fluent that only the shared modules of remote plugins reach (the whole of
 * `@fluentui/react-components`, scripts/shared-modules.mjs) goes into `vendor-shared`, which only a
 * remote plugin's import of it loads: `vendor-lazy` keeps what the portal's own lazy chunks use.
 */
function vendorChunks({ initial, firstScreen, firstShared, homeOnly, portal }) {
  /** `vendor`, or the chunk of the one home that reaches `id`. */
  const firstChunk = (id) => {
    for (const [home, only] of Object.entries(homeOnly ?? {})) if (only.has(id)) return `vendor-${home}`;
    return 'vendor';
  };
  return (id) =>
    initial.has(id) || wrapsInitial(initial, id)
      ? 'main'
      : VENDOR.test(id)
        ? !firstScreen || firstScreen.has(id)
          ? firstChunk(id)
          : portal && !portal.has(id)
            ? 'vendor-shared'
            : 'vendor-lazy'
        : firstShared?.has(id)
          ? firstChunk(id)
          : undefined;
}

/**
 * One quick build of the portal as it is without shared modules (no minifier, no files; the shared
 * modules' loaders load empty modules), read twice: how to split the chunks (`splitOf`) and which
 * names the shared modules leave out or copy (`sharedRules`). The split comes from the portal alone:
 * what only a remote plugin's import of a shared module needs never joins `main` or `vendor`.
 */
async function analyse(options) {
  const chunksOf = async (shared) => {
    const bundle = await rollup({ ...options, plugins: plugins({ write: false, shared }) });
    const { output } = await bundle.generate({ format: 'es' });
    await bundle.close();
    return output.filter((c) => c.type === 'chunk');
  };
  const alone = await chunksOf({ off: true });
  const rules = input === FLOOR_ENTRY ? {} : sharedRules(alone, splitOf(alone).firstScreenChunks);
  const split = splitOf(input === FLOOR_ENTRY ? alone : await chunksOf(rules));
  return { split, rules };
}

const norm = (id) => (id ?? '').replace(/\\/g, '/');
const modulesOf = (list) => new Set(list.flatMap((c) => Object.keys(c.modules)));

/**
 * What Rollup splits on its own: the modules of the entry chunk, and those of the chunks the
 * FIRST_SCREEN modules' chunks load (their static imports, after tree-shaking). `firstShared`: our
 * modules in those loaded chunks and in the FIRST_SCREEN chunks themselves (the manage page index,
 * the header's first widgets, the homes, the UI kit's pieces, the homes' parsers, a plugin's public
 * face …), which Rollup would cut into a file per set of sharers — eight small files before ready,
 * each a request and a gzip stream of its own — and which join `vendor` instead (they import only
 * from `main` and `vendor`). `homeOnly`: per home (HOMES), the modules only its first screen reaches —
 * they go to `vendor-<home>`: a home's first screen is three files (main, vendor, its own), and the
 * owner's no longer carries the agency home's table (owner 208.5 → 198.5 KB gzip, agency 207.8 →
 * 207.4 KB, `npm run bench -- --size`). `portal`: every module the portal itself uses (the rest of
 * Fluent is what only the shared modules reach: `vendor-shared`).
 */
function splitOf(chunks) {
  const entry = chunks.find((c) => c.isEntry);
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  /** The chunks `starts` load before they run (themselves and their static imports, not the entry). */
  const reachedFrom = (starts) => {
    const reached = new Set();
    const visit = (c) => {
      if (!c || c.isEntry || reached.has(c)) return;
      reached.add(c);
      for (const f of c.imports) visit(byFile.get(f));
    };
    for (const c of starts) visit(c);
    return reached;
  };
  const startsAt = (c, m) => norm(c.facadeModuleId).endsWith(`/${m}`);
  const isFirst = (c) => FIRST_SCREEN.some((m) => startsAt(c, m));
  const reached = reachedFrom(chunks.filter(isFirst));
  // The bench's floor page (another app) keeps one `vendor`; the portal with synthetic plugins
  // (bench/many) is split as the portal is, so that its figures are the product's.
  if (input === FLOOR_ENTRY) return { initial: new Set(Object.keys(entry.modules)), firstScreen: null };
  if (reached.size === 0)
    throw new Error(`no chunk starts at ${FIRST_SCREEN.join(', ')}: FIRST_SCREEN in rollup.config.mjs is out of date`);
  // The portal's own chunks: every chunk the entry reaches without passing through the shared
  // modules' re-exports (what only a remote plugin's import loads).
  const portal = new Set();
  const walk = (c) => {
    if (!c || portal.has(c) || norm(c.facadeModuleId).startsWith(SHARED_PREFIX)) return;
    portal.add(c);
    for (const f of [...c.imports, ...c.dynamicImports]) walk(byFile.get(f));
  };
  walk(entry);
  // Per home: the first screen without the other homes' own chunks.
  const homes = Object.values(HOMES);
  const byHome = Object.fromEntries(
    Object.entries(HOMES).map(([home, page]) => [
      home,
      modulesOf([...reachedFrom(chunks.filter((c) => isFirst(c) && !homes.some((h) => h !== page && startsAt(c, h))))]),
    ]),
  );
  const homeOnly = Object.fromEntries(
    Object.entries(byHome).map(([home, mine]) => [
      home,
      new Set(
        [...mine].filter((id) => Object.entries(byHome).every(([other, theirs]) => other === home || !theirs.has(id))),
      ),
    ]),
  );
  return {
    initial: new Set(Object.keys(entry.modules)),
    firstScreen: modulesOf([...reached]),
    firstShared: modulesOf([...reached]),
    homeOnly,
    portal: modulesOf([...portal]),
    firstScreenChunks: new Set([entry, ...reached]),
  };
}

/**
 * Which names of a shared package (react-router-dom, zod/mini, mobx, Fluent …) the build leaves out
 * of its shared module: those defined in a first-screen module (`main`, `vendor`) whose code the
 * portal itself does not use. Sharing them would put their code into the first screen, for every
 * user: react-router's data routers and server APIs, zod's locales and JSON Schema, Fluent's other
 * themes (+480 KB before minifying, +66 KB gzip when measured). Everything else of a package is
 * shared: what the first screen already holds, and what lives in lazy chunks or nowhere in the
 * portal (loaded when a remote plugin asks). CommonJS packages (React, React DOM) are whole anyway;
 * our own entries (@portico/sdk, @portico/ui, @portico/ads, the plugins' public faces) are shared
 * whole, as their API reports say. And which names are shared from a copy: a package's data.
 */
function sharedRules(chunks, first) {
  const rendered = new Map();
  const onFirstScreen = new Set();
  for (const c of chunks)
    for (const [id, m] of Object.entries(c.modules)) {
      rendered.set(id, new Set(m.renderedExports));
      if (first.has(c)) onFirstScreen.add(id);
    }
  const isPackage = (spec) => !spec.startsWith('@portico/');
  // Shared: a name the portal renders, or one of a module in a lazy chunk. Left out: a namespace
  // of a package's module (zod's `z`, `core`, `locales`: all of it), a name of a first-screen module
  // the portal does not use, and a name of a module the portal does not use at all (where the
  // build would put it is not known: a first-screen module importing it pulls it into `main`).
  const leaveOut = (specifier, where) =>
    isPackage(specifier) &&
    !/\?commonjs-/.test(where.id) &&
    (where.name === '*' ||
      !rendered.has(where.id) ||
      (onFirstScreen.has(where.id) && !rendered.get(where.id).has(where.name)));
  // Copied: a package's data (Fluent's `tokens`, of which the portal's chunks keep the properties
  // they read; sharing the object itself kept all of it, and in `main`).
  // and the modules of `@portico/ads` the first screen does not hold (pure enumerations and
  // formatters: shared from the portal's own graph they joined `main`, +2 KB gzip).
  const copy = (specifier, where) =>
    isPackage(specifier) ? 'data' : specifier === '@portico/ads' && !onFirstScreen.has(where.id) ? 'module' : false;
  return { leaveOut, copy };
}

/**
 * Writes index.html with the hashed entry, the CSP hashes of its inline scripts for the nginx
 * recipe (`csp-hashes.conf`), and copies portal.config.json beside the assets.
 */
function htmlPage(shared) {
  return {
    name: 'portico-html',
    buildStart() {
      rmSync(outDir, { recursive: true, force: true });
    },
    generateBundle(_, bundle) {
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      const page = indexHtml(
        readFileSync(html, 'utf8'),
        `/${entry.fileName}`,
        entry.imports.map((f) => `/${f}`),
        shared.importMap(),
      );
      this.emitFile({ type: 'asset', fileName: 'index.html', source: page });
      this.emitFile({ type: 'asset', fileName: CSP_HASHES_FILE, source: cspHashesConf(page) });
    },
    writeBundle() {
      mkdirSync(outDir, { recursive: true });
      // Static pages beside the SPA (the /markets-mobile/ tip page).
      if (existsSync('host/public') && !process.env.PORTICO_NO_CONFIG)
        cpSync('host/public', outDir, { recursive: true });
      if (existsSync('portal.config.json') && !process.env.PORTICO_NO_CONFIG)
        copyFileSync('portal.config.json', join(outDir, 'portal.config.json'));
      moveMaps(outDir, mapsDir);
      const stamp = createHash('sha1').update(String(Date.now())).digest('hex').slice(0, 8);
      // The server reads `devTools` to rebuild a folder made with the other setting.
      writeFileSync(join(outDir, '.build-stamp'), JSON.stringify({ stamp, devTools }) + '\n');
    },
  };
}

/** Moves the build's `*.map` files out of the served folder into `to`, keeping their paths. */
function moveMaps(from, to) {
  const assets = join(from, 'assets');
  if (!existsSync(assets)) return;
  mkdirSync(join(to, 'assets'), { recursive: true });
  for (const f of readdirSync(assets)) if (f.endsWith('.map')) renameSync(join(assets, f), join(to, 'assets', f));
}

const options = {
  input,
  output: {
    dir: outDir,
    format: 'es',
    entryFileNames: 'assets/[name]-[hash].js',
    chunkFileNames: chunkName,
    compact: true,
    sourcemap: 'hidden',
    banner: (chunk) => (chunk.isEntry ? PRELOAD_HELPER : ''),
  },
  preserveEntrySignatures: false,
  treeshake: TREESHAKE,
  onwarn,
};

/** Fresh plugin instances for each build; `write: false` for the first, analysing build. */
function plugins({ write, shared: sharedOptions = {} }) {
  // The names the first screen leaves out of a shared package are built apart, after the portal's
  // graph, into complement modules only a remote plugin's import loads (scripts/shared-complements.mjs).
  const complementPlugins = write
    ? () => [...sourcePlugins({ devTools, buildId }), griffelAot(), terser(TERSER_OPTIONS)]
    : null;
  const shared = sharedModules({ root: process.cwd(), complementPlugins, ...sharedOptions });
  return [
    shared,
    ...sourcePlugins({ devTools, buildId }),
    griffelAot(),
    ...(write
      ? [
          terser(TERSER_OPTIONS),
          chunkLoaderCalls({ preload: true }),
          htmlPage(shared),
          ...(process.env.PORTICO_BUNDLE_STATS ? [bundleStats(process.env.PORTICO_BUNDLE_STATS)] : []),
        ]
      : []),
  ];
}

export default async function config() {
  const { split, rules } = await analyse(options);
  return {
    ...options,
    output: {
      ...options.output,
      manualChunks: vendorChunks(split),
      onlyExplicitManualChunks: true,
    },
    plugins: plugins({ write: true, shared: rules }),
  };
}
