// `npm start`: builds if needed (dist-dev/, or dist-release/ with PORTICO_DEV_TOOLS=0; never dist/),
// serves it with the /markets/* fallback, the dev API and the dev login.
// `npm start -- --plugins a,b --scenario agency` is the dev harness (harness.ts): only those plugins
// and what they require, logged in as that scenario, with a dev badge and rebuild + reload on save.
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildProblem, formatProblem } from './build-problem';
import { buildIsStale, ensureBuild, ensureSubAppBuild, serverOutDir, SOURCE_DIRS } from './build';
import { AssetCache } from './asset-cache';
import { answer, loadDevApi } from './dev-api';
import { DevBuild, type DevBuildResult } from './dev-build';
import { devLogin } from './dev-login';
import { startEditLoop } from './edit-loop';
import {
  firstRoute,
  isHarness,
  openBrowser,
  parseHarnessArgs,
  ReloadChannel,
  startUrl,
  withSubset,
  type HarnessArgs,
} from './harness';
import { lookupStatic } from './static-path';
import { harnessSnippet, HARNESS_EVENTS_PATH, injectSnippet, noBuildPage } from './harness-page';
import { checkConfig, formatConfigError } from './live-config';
import { resolveSubAppStatic, sendSubAppStatic, staticRoots } from './subapp-static';
import type { CatalogEntry } from '../select-plugins';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
// `npm start` serves a dev build (window.__portico, ?plugins=); PORTICO_DEV_TOOLS=0 serves a release build.
const DEV_TOOLS = process.env.PORTICO_DEV_TOOLS !== '0';
// PORTICO_SKIP_BUILD: serve a build made elsewhere (the e2e suite's, the bench's) as it is.
const SKIP_BUILD = !!process.env.PORTICO_SKIP_BUILD;
const OUT = serverOutDir(ROOT, process.env.PORTICO_OUT_DIR, DEV_TOOLS, !SKIP_BUILD);
const PORT = Number(process.env.PORT ?? 8080);
const HOST = process.env.HOST ?? '127.0.0.1';
const API_ORIGIN = process.env.PORTICO_API_ORIGIN?.replace(/\/$/, '') ?? '';
const ARGS = parseHarnessArgs(process.argv.slice(2));
if ('error' in ARGS) {
  console.error(`npm start: ${ARGS.error}`);
  process.exit(1);
}
const HARNESS: HarnessArgs | null = isHarness(ARGS) ? ARGS : null;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

// An admin may keep the config outside dist/ (PORTICO_CONFIG=/etc/portico/portal.config.json). The
// dev server serves the file the author edits, so a change needs no rebuild; a server of a build
// made elsewhere serves the copy beside it, as a deploy does.
const CONFIG_FILE = process.env.PORTICO_CONFIG
  ? resolve(process.env.PORTICO_CONFIG)
  : DEV_TOOLS && !SKIP_BUILD
    ? join(ROOT, 'portal.config.json')
    : join(OUT, 'portal.config.json');
// Separately deployed sub-apps' builds, served as the gateway would (subapp-static.ts).
const STATIC_ROOTS = staticRoots(ROOT);

function sendFile(res: ServerResponse, file: string, cache: string) {
  if (!existsSync(file)) {
    // dist/ is being rebuilt: say so instead of crashing on a vanished file.
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '2' });
    return res.end('Portico is building, retry in a moment. 门户正在构建，请稍后刷新。');
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': cache });
  const stream = createReadStream(file);
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}

/** Hashed, immutable assets: answered from memory after the first request (asset-cache.ts). */
const ASSETS = new AssetCache();
function sendAsset(res: ServerResponse, file: string) {
  const body = ASSETS.read(file);
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': body.length,
    'cache-control': 'public, max-age=31536000, immutable',
  });
  res.end(body);
}

async function readBody(req: IncomingMessage): Promise<Uint8Array | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

async function writeResponse(res: ServerResponse, response: Response) {
  const headers: Record<string, string | string[]> = {};
  // The body is sent as it arrives (a dev export streams its file), so an announced length holds,
  // unless fetch decoded a compressed answer (then the length was the compressed one).
  const decoded = response.headers.has('content-encoding');
  response.headers.forEach((v, k) => {
    if (k !== 'content-encoding' && k !== 'transfer-encoding' && !(decoded && k === 'content-length')) headers[k] = v;
  });
  const setCookie = response.headers.getSetCookie?.();
  if (setCookie?.length) headers['set-cookie'] = setCookie;
  res.writeHead(response.status, headers);
  if (!response.body) return void res.end();
  const reader = response.body.getReader();
  // A visitor who cancels (an aborted download) closes the socket: stop reading the answer.
  res.on('close', () => void reader.cancel().catch(() => undefined));
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (res.destroyed) return;
    res.write(value);
  }
  res.end();
}

/**
 * The plugins on in the harness under the config: the named ones and what they require, as the
 * host's `?plugins=` computes it (a bad config counts as empty: the portal reports it itself).
 */
async function harnessActive(entries: readonly CatalogEntry[], named: readonly string[]): Promise<string[]> {
  // Imported when needed: plain `npm start` does not load the catalog and the core.
  const { selectPlugins } = await import('../select-plugins');
  let config = {};
  try {
    config = JSON.parse(readFileSync(existsSync(CONFIG_FILE) ? CONFIG_FILE : join(ROOT, 'portal.config.json'), 'utf8'));
  } catch {
    // The portal reports a bad config itself.
  }
  return selectPlugins(entries, config, named).map((p) => p.id);
}

/**
 * The harness's plan from the catalogs: the plugins that will be on and the page to open. Unknown
 * ids stop the start.
 */
async function harnessPlan(
  h: HarnessArgs,
): Promise<{ active: readonly string[] | null; route: string; catalog: readonly CatalogEntry[] | null }> {
  let entries: CatalogEntry[];
  try {
    const [{ CATALOG }, { EXAMPLES }] = await Promise.all([import('../catalog'), import('../dev-catalog')]);
    entries = [...CATALOG, ...EXAMPLES];
  } catch (err) {
    // A manifest that does not compile: the server stays up, and the build shows the error on the page.
    console.error(`[portico] the plugin catalog could not be read:\n${formatProblem(buildProblem(err, ROOT))}`);
    return { active: h.plugins, route: withSubset('/markets/', h.plugins), catalog: null };
  }
  if (!h.plugins) return { active: null, route: '/markets/', catalog: entries };
  const unknown = h.plugins.filter((id) => !entries.some((e) => e.plugin.id === id));
  if (unknown.length) {
    console.error(
      `npm start: unknown plugin id(s) ${unknown.join(', ')}; the catalog has ${entries.map((e) => e.plugin.id).join(', ')}`,
    );
    process.exit(1);
  }
  const active = await harnessActive(entries, h.plugins);
  const off = h.plugins.filter((id) => !active.includes(id));
  if (off.length)
    console.warn(
      `[portico] ${off.join(', ')} switched off in portal.config.json: the harness shows it only when enabled`,
    );
  const routes = entries.map((e) => ({
    id: e.plugin.id,
    routes: (e.plugin.contributes ?? []).flatMap((c) => (c.kind === 'route' && 'path' in c ? [String(c.path)] : [])),
  }));
  return { active, route: withSubset(firstRoute(h.plugins, routes), h.plugins), catalog: entries };
}

/** One line for the terminal after a dev build. */
function reportBuild(r: DevBuildResult): void {
  if (r.ok) console.log(`[portico] built in ${(r.ms / 1000).toFixed(1)} s`);
  else console.error(`[portico] the build failed:\n${formatProblem(r.problem)}`);
}

/**
 * The build the server serves. A dev build (dev-build.ts) when it is stale — or, in watch mode,
 * always: the warm Rollup cache is what makes the next save fast (a fresh build is served at once
 * meanwhile). A release build with the release config otherwise. `first` is the dev build's
 * outcome (null when none ran).
 */
async function prepareBuild(
  watching: boolean,
): Promise<{ dev: DevBuild | null; first: Promise<DevBuildResult | null> }> {
  const none = Promise.resolve(null);
  if (SKIP_BUILD) return { dev: null, first: none };
  ensureSubAppBuild(ROOT, STATIC_ROOTS);
  if (!DEV_TOOLS) {
    ensureBuild(ROOT, OUT, false);
    return { dev: null, first: none };
  }
  const dev = new DevBuild({ root: ROOT, outDir: OUT });
  if (!buildIsStale(ROOT, OUT, true)) {
    console.log(
      `[portico] ${relative(ROOT, OUT)}/ is up to date${watching ? ' (building once more to warm the cache)' : ''}`,
    );
    return { dev, first: watching ? dev.build() : none };
  }
  console.log(`[portico] building the portal (dev build, Rollup) into ${relative(ROOT, OUT)}/…`);
  const r = await dev.build();
  // Without a watch nothing would ever fix it; with one, the page says what failed until a save does.
  if (!r.ok && !watching) {
    reportBuild(r);
    process.exit(1);
  }
  return { dev, first: Promise.resolve(r) };
}

async function main() {
  if (HARNESS && !DEV_TOOLS) {
    console.error('npm start: --plugins and --scenario need a dev build (leave PORTICO_DEV_TOOLS unset)');
    process.exit(1);
  }
  const plan = HARNESS ? await harnessPlan(HARNESS) : null;
  const config = plan?.catalog && checkConfig(CONFIG_FILE, plan.catalog);
  if (config && !config.ok)
    console.error(`[portico] ${relative(ROOT, CONFIG_FILE)} is invalid: ${formatConfigError(config.error)}`);
  const watching = !!HARNESS?.watch && !SKIP_BUILD;
  const build = await prepareBuild(watching);
  let handlers = API_ORIGIN ? [] : await loadDevApi(ROOT, CONFIG_FILE, plan?.active ?? null);
  const channel = HARNESS ? new ReloadChannel() : null;
  const snippet = HARNESS ? harnessSnippet(HARNESS.plugins, HARNESS.scenario) : '';
  void build.first.then((r) => {
    if (!r) return;
    reportBuild(r);
    if (!r.ok) channel?.send({ type: 'failed', problem: r.problem });
  });

  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    try {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
      const path = url.pathname;
      if (path === '/' || path === '/markets' || path === '/markets-mobile') {
        res.writeHead(302, { location: `${path === '/' ? '/markets' : path}/` });
        return res.end();
      }
      if (path === '/market/login/index.html') {
        const r = devLogin(url);
        res.writeHead(r.status, r.headers);
        return res.end(r.body);
      }
      if (channel && path === HARNESS_EVENTS_PATH) return channel.handle(req, res);
      const subAppFile = req.method === 'GET' || req.method === 'HEAD' ? resolveSubAppStatic(path, STATIC_ROOTS) : null;
      if (subAppFile) return sendSubAppStatic(res, subAppFile);
      if (path.startsWith('/markets/')) {
        // The SPA owns every path under /markets/; the harness adds its dev-only snippet to the page.
        if (!HARNESS) return sendFile(res, join(OUT, 'index.html'), 'no-cache');
        const page = join(OUT, 'index.html');
        const html = existsSync(page)
          ? injectSnippet(readFileSync(page, 'utf8'), snippet)
          : watching && noBuildPage(snippet);
        if (!html) return sendFile(res, page, 'no-cache');
        res.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-store' });
        return res.end(html);
      }
      if (path === '/portal.config.json') return sendFile(res, CONFIG_FILE, 'no-cache');
      if (path.startsWith('/assets/') && ASSETS.has(join(OUT, path))) return sendAsset(res, join(OUT, path));
      const found = lookupStatic(OUT, path);
      if (found && 'refused' in found) {
        res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        return res.end('Bad path');
      }
      if (found)
        return path.startsWith('/assets/') ? sendAsset(res, found.file) : sendFile(res, found.file, 'no-cache');

      const body = (await readBody(req)) as BodyInit | undefined;
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
      if (API_ORIGIN) {
        headers.delete('host');
        const upstream = await fetch(API_ORIGIN + path + url.search, {
          method: req.method,
          headers,
          body,
          redirect: 'manual',
        });
        return writeResponse(res, upstream);
      }
      const response = await answer(handlers, new Request(url, { method: req.method, headers, body }));
      if (response) return writeResponse(res, response);
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ code: 404, msg: 'not found', data: null }));
    } catch (err) {
      console.error('[portico] request failed', err);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ code: 500, msg: 'server error', data: null }));
    }
  };
  // serve answers its own failures (the 500 above), so node:http is handed nothing to await.
  const server = createServer((req, res) => void serve(req, res));
  server.listen(PORT, HOST, () => {
    console.log(`Portico is running: http://localhost:${PORT}/markets/`);
    console.log(`Dev login (pick a scenario account): http://localhost:${PORT}/market/login/index.html`);
    if (API_ORIGIN) console.log(`API calls are proxied to ${API_ORIGIN}`);
    if (HARNESS && plan) {
      const url = startUrl(`http://localhost:${PORT}`, plan.route, HARNESS.scenario);
      const extra = plan.active?.filter((id) => !HARNESS.plugins?.includes(id)) ?? [];
      console.log(
        `Harness: ${HARNESS.plugins ? `plugins ${HARNESS.plugins.join(', ')}${extra.length ? ` (+ required: ${extra.join(', ')})` : ''}` : 'all plugins'}, scenario ${HARNESS.scenario ?? '(log in yourself)'}${HARNESS.watch ? ', rebuilds and reloads on save' : ''}`,
      );
      console.log(`Open: ${url}`);
      if (HARNESS.open && process.stdout.isTTY) openBrowser(url);
    }
  });
  if (watching && channel && plan && build.dev) {
    const dev = build.dev;
    startEditLoop({
      root: ROOT,
      folders: SOURCE_DIRS.map((d) => join(ROOT, d)),
      configFile: CONFIG_FILE,
      catalog: plan.catalog,
      build: {
        reads: (file) => dev.reads(file),
        build: async () => {
          await build.first;
          const r = await dev.build();
          ASSETS.clear();
          return r;
        },
      },
      channel,
      // A plugin switched on or off in the config brings or takes its dev API.
      configApplied: async () => {
        const named = HARNESS?.plugins;
        if (!API_ORIGIN)
          handlers = await loadDevApi(
            ROOT,
            CONFIG_FILE,
            named && plan.catalog ? await harnessActive(plan.catalog, named) : named,
          );
      },
    });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
