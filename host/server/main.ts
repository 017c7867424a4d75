// `npm start`: builds if needed, serves dist/ with the /markets/* fallback, the dev API and the dev login.
// `npm start -- --plugins a,b --scenario agency` is the dev harness (harness.ts): only those plugins
// and what they require, logged in as that scenario, with a dev badge and rebuild + reload on save.
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild, ensureSubAppBuild } from './build';
import { AssetCache } from './asset-cache';
import { answer, loadDevApi } from './dev-api';
import { devLogin } from './dev-login';
import {
  firstRoute,
  harnessSnippet,
  HARNESS_EVENTS_PATH,
  injectSnippet,
  isHarness,
  openBrowser,
  parseHarnessArgs,
  Rebuilder,
  ReloadChannel,
  rollupBuild,
  startUrl,
  watchSources,
  withSubset,
  type HarnessArgs,
} from './harness';
import { lookupStatic } from './static-path';
import { resolveSubAppStatic, sendSubAppStatic, staticRoots } from './subapp-static';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const OUT = resolve(ROOT, process.env.PORTICO_OUT_DIR ?? 'dist');
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

// An admin may keep the config outside dist/ (PORTICO_CONFIG=/etc/portico/portal.config.json).
const CONFIG_FILE = process.env.PORTICO_CONFIG ? resolve(process.env.PORTICO_CONFIG) : join(OUT, 'portal.config.json');
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
 * The harness's plan from the catalogs: the plugins that will be on (the named ones and what they
 * require, as the host's `?plugins=` computes it) and the page to open. Unknown ids stop the start.
 */
async function harnessPlan(h: HarnessArgs): Promise<{ active: string[] | null; route: string }> {
  if (!h.plugins) return { active: null, route: '/markets/' };
  const [{ CATALOG }, { EXAMPLES }, { selectPlugins }] = await Promise.all([
    import('../catalog'),
    import('../dev-catalog'),
    import('../select-plugins'),
  ]);
  const entries = [...CATALOG, ...EXAMPLES];
  const unknown = h.plugins.filter((id) => !entries.some((e) => e.plugin.id === id));
  if (unknown.length) {
    console.error(
      `npm start: unknown plugin id(s) ${unknown.join(', ')}; the catalog has ${entries.map((e) => e.plugin.id).join(', ')}`,
    );
    process.exit(1);
  }
  let config = {};
  try {
    config = JSON.parse(readFileSync(existsSync(CONFIG_FILE) ? CONFIG_FILE : join(ROOT, 'portal.config.json'), 'utf8'));
  } catch {
    // The portal reports a bad config itself.
  }
  const active = selectPlugins(entries, config, h.plugins).map((p) => p.id);
  const off = h.plugins.filter((id) => !active.includes(id));
  if (off.length)
    console.warn(
      `[portico] ${off.join(', ')} switched off in portal.config.json: the harness shows it only when enabled`,
    );
  const routes = entries.map((e) => ({
    id: e.plugin.id,
    routes: (e.plugin.contributes ?? []).flatMap((c) => (c.kind === 'route' && 'path' in c ? [String(c.path)] : [])),
  }));
  return { active, route: withSubset(firstRoute(h.plugins, routes), h.plugins) };
}

async function main() {
  const devTools = process.env.PORTICO_DEV_TOOLS !== '0';
  if (HARNESS && !devTools) {
    console.error('npm start: --plugins and --scenario need a dev build (leave PORTICO_DEV_TOOLS unset)');
    process.exit(1);
  }
  const plan = HARNESS ? await harnessPlan(HARNESS) : null;
  // `npm start` serves a dev build (window.__portico, ?plugins=); PORTICO_DEV_TOOLS=0 serves a release build.
  if (!process.env.PORTICO_SKIP_BUILD) {
    ensureBuild(ROOT, OUT, devTools);
    ensureSubAppBuild(ROOT, STATIC_ROOTS);
  }
  const handlers = API_ORIGIN ? [] : await loadDevApi(ROOT, CONFIG_FILE, plan?.active ?? null);
  const channel = HARNESS ? new ReloadChannel() : null;
  const snippet = HARNESS ? harnessSnippet(HARNESS.plugins, HARNESS.scenario) : '';

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
        if (!existsSync(page)) return sendFile(res, page, 'no-cache');
        res.writeHead(200, { 'content-type': TYPES['.html'], 'cache-control': 'no-store' });
        return res.end(injectSnippet(readFileSync(page, 'utf8'), snippet));
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
  if (HARNESS?.watch && channel) {
    const rebuilder = new Rebuilder(async () => {
      const ok = await rollupBuild(ROOT, OUT);
      ASSETS.clear();
      return ok;
    }, channel);
    watchSources(ROOT, () => rebuilder.changed());
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
