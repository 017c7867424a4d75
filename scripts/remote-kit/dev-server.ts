/**
 * `npm run dev` of a remote plugin: rebuilds on save (Rollup's watch) and serves the output folder
 * with `Access-Control-Allow-Origin: *`, so a portal on another origin (`npm start` on :5173 with
 * `?plugin-from=http://localhost:5174/portico-plugin.json`) can load it.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, resolve, sep } from 'node:path';
import { watch } from 'rollup';
import { MANIFEST_FILE } from './manifest';
import { remotePluginConfig, type RemotePluginConfigOptions } from './rollup';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Serves `dir` with CORS and no caching; resolves once listening. */
export function serveDist(dir: string, port: number, host = 'localhost'): Promise<Server> {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-store' };
    if (req.method === 'OPTIONS')
      return void res.writeHead(204, { ...headers, 'access-control-allow-methods': 'GET' }).end();
    let file = '';
    let ok = false;
    try {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      file = resolve(root, `.${path}`);
      ok = file.startsWith(root + sep) && !path.split('/').includes('..') && statSync(file).isFile();
    } catch {
      // A malformed escape or a missing file: not found.
      ok = false;
    }
    if (!ok) return void res.writeHead(404, { ...headers, 'content-type': 'text/plain' }).end('not found');
    res.writeHead(200, { ...headers, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(server));
  });
}

/** Watches and serves (default port 5174, or `PORT`); logs each rebuild. */
export async function watchAndServe(options: RemotePluginConfigOptions & { port?: number } = {}): Promise<void> {
  const config = remotePluginConfig({ minify: false, ...options });
  const out = config.output && !Array.isArray(config.output) ? (config.output.dir ?? 'dist') : 'dist';
  const port = options.port ?? Number(process.env.PORT ?? 5174);
  const watcher = watch({ ...config, watch: { clearScreen: false } });
  watcher.on('event', (event) => {
    if (event.code === 'BUNDLE_END') {
      void event.result.close();
      console.log(`built in ${event.duration} ms`);
    } else if (event.code === 'ERROR') {
      console.error(event.error.message);
      void event.result?.close();
    }
  });
  await serveDist(out, port);
  console.log(`serving ${out} at http://localhost:${port}/${MANIFEST_FILE} (CORS: *)`);
  console.log(`open the portal with ?plugin-from=http://localhost:${port}/${MANIFEST_FILE}`);
}
