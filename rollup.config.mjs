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

function vendorChunks({ initial, firstScreen, firstShared, homeOnly }) {
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
          : 'vendor-lazy'
        : firstShared?.has(id)
          ? firstChunk(id)
          : undefined;
}

/**
 * What Rollup splits on its own (a quick build: no minifier, no files): the modules of the entry
 * chunk, and those of the chunks the FIRST_SCREEN modules' chunks load (their static imports,
 * after tree-shaking). `firstShared`: our modules in those loaded chunks and in the FIRST_SCREEN
 * chunks themselves (the manage page index, the header's first widgets, the homes, the UI kit's
 * pieces, the homes' parsers, a plugin's public face …), which Rollup would cut into a file per set
 * of sharers — eight small files before ready, each a request and a gzip stream of its own — and
 * which join `vendor` instead (they import only from `main` and `vendor`). `homeOnly`: per home
 * (HOMES), the modules only its first screen reaches — they go to `vendor-<home>`: a home's first
 * screen is three files (main, vendor, its own), and the owner's no longer carries the agency
 * home's table (owner 208.5 → 198.5 KB gzip, agency 207.8 → 207.4 KB, `npm run bench -- --size`).
 */
async function splitModules(options) {
  const bundle = await rollup({ ...options, plugins: plugins({ write: false }) });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  const chunks = output.filter((c) => c.type === 'chunk');
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
  const norm = (id) => (id ?? '').replace(/\\/g, '/');
  const startsAt = (c, m) => norm(c.facadeModuleId).endsWith(`/${m}`);
  const isFirst = (c) => FIRST_SCREEN.some((m) => startsAt(c, m));
  const reached = reachedFrom(chunks.filter(isFirst));
  // The bench's floor page (another app) keeps one `vendor`; the portal with synthetic plugins
  // (bench/many) is split as the portal is, so that its figures are the product's.
  if (input === FLOOR_ENTRY) return { initial: new Set(Object.keys(entry.modules)), firstScreen: null };
  if (reached.size === 0)
    throw new Error(`no chunk starts at ${FIRST_SCREEN.join(', ')}: FIRST_SCREEN in rollup.config.mjs is out of date`);
  const modules = (list) => new Set(list.flatMap((c) => Object.keys(c.modules)));
  // Per home: the first screen without the other homes' own chunks.
  const homes = Object.values(HOMES);
  const byHome = Object.fromEntries(
    Object.entries(HOMES).map(([home, page]) => [
      home,
      modules([...reachedFrom(chunks.filter((c) => isFirst(c) && !homes.some((h) => h !== page && startsAt(c, h))))]),
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
    firstScreen: modules([...reached]),
    firstShared: modules([...reached]),
    homeOnly,
  };
}

/**
 * Writes index.html with the hashed entry, the CSP hashes of its inline scripts for the nginx
 * recipe (`csp-hashes.conf`), and copies portal.config.json beside the assets.
 */
function htmlPage() {
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
function plugins({ write }) {
  return [
    ...sourcePlugins({ devTools, buildId }),
    griffelAot(),
    ...(write
      ? [
          terser(TERSER_OPTIONS),
          chunkLoaderCalls({ preload: true }),
          htmlPage(),
          ...(process.env.PORTICO_BUNDLE_STATS ? [bundleStats(process.env.PORTICO_BUNDLE_STATS)] : []),
        ]
      : []),
  ];
}

export default async function config() {
  return {
    ...options,
    output: {
      ...options.output,
      manualChunks: vendorChunks(await splitModules(options)),
      onlyExplicitManualChunks: true,
    },
    plugins: plugins({ write: true }),
  };
}
