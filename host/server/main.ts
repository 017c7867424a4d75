// `npm start`: builds if needed, serves dist/ with the /markets/* fallback, the dev API and the dev login.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from './build';
import { answer, loadDevApi } from './dev-api';
import { devLogin } from './dev-login';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const OUT = resolve(ROOT, process.env.PORTICO_OUT_DIR ?? 'dist');
const PORT = Number(process.env.PORT ?? 8080);
const HOST = process.env.HOST ?? '127.0.0.1';
const API_ORIGIN = process.env.PORTICO_API_ORIGIN?.replace(/\/$/, '') ?? '';
const flag = process.argv.indexOf('--plugins');
const SUBSET = flag > 0 ? process.argv[flag + 1].split(',').map((s) => s.trim()) : null;

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

function staticFile(pathname: string): string | null {
  const file = normalize(join(OUT, decodeURIComponent(pathname), pathname.endsWith('/') ? 'index.html' : ''));
  if (!file.startsWith(OUT) || !existsSync(file) || !statSync(file).isFile()) return null;
  return file;
}

async function readBody(req: IncomingMessage): Promise<Uint8Array | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

async function writeResponse(res: ServerResponse, response: Response) {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((v, k) => {
    if (k !== 'content-encoding' && k !== 'content-length' && k !== 'transfer-encoding') headers[k] = v;
  });
  const setCookie = response.headers.getSetCookie?.();
  if (setCookie?.length) headers['set-cookie'] = setCookie;
  res.writeHead(response.status, headers);
  res.end(Buffer.from(await response.arrayBuffer()));
}

async function main() {
  // `npm start` serves a dev build (window.__portico, ?plugins=); PORTICO_DEV_TOOLS=0 serves a release build.
  if (!process.env.PORTICO_SKIP_BUILD) ensureBuild(ROOT, OUT, process.env.PORTICO_DEV_TOOLS !== '0');
  const handlers = API_ORIGIN ? [] : await loadDevApi(ROOT, CONFIG_FILE, SUBSET);

  const server = createServer(async (req, res) => {
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
      if (path.startsWith('/markets/')) {
        // The SPA owns every path under /markets/.
        return sendFile(res, join(OUT, 'index.html'), 'no-cache');
      }
      if (path === '/portal.config.json') return sendFile(res, CONFIG_FILE, 'no-cache');
      const file = staticFile(path);
      if (file)
        return sendFile(res, file, path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');

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
  });
  server.listen(PORT, HOST, () => {
    console.log(`Portico is running: http://localhost:${PORT}/markets/`);
    console.log(`Dev login (pick a scenario account): http://localhost:${PORT}/market/login/index.html`);
    if (API_ORIGIN) console.log(`API calls are proxied to ${API_ORIGIN}`);
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
