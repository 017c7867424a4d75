// Sub-app static files for the dev server: what the gateway serves in production under
// /markets/<namespace>/__static__/ (a separately deployed sub-app's entry page, scripts and styles)
// and /markets/microfrontends/static/ (the sub-apps' shared common script, spec §2.1), read here
// from build folders on disk (`PORTICO_STATIC_ROOTS`).
import { createReadStream, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, isAbsolute, resolve } from 'node:path';
import { lookupStatic } from './static-path';

/** The example sub-app's build output, served when `PORTICO_STATIC_ROOTS` is not set. */
export const DEFAULT_STATIC_ROOTS = 'examples/remote-subapp/dist';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** Folders of sub-app builds, absolute: `PORTICO_STATIC_ROOTS` (`:`-separated, relative to the repo root). */
export function staticRoots(repoRoot: string, value: string | undefined = process.env.PORTICO_STATIC_ROOTS): string[] {
  return (value ?? DEFAULT_STATIC_ROOTS)
    .split(':')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => (isAbsolute(p) ? p : resolve(repoRoot, p)));
}

/** What to answer: a file to stream, a plain-text refusal, or null (not a sub-app static path: the shell's page). */
export type StaticAnswer =
  | { readonly status: 200; readonly file: string; readonly headers: Record<string, string> }
  | { readonly status: 400 | 404; readonly body: string; readonly headers: Record<string, string> };

const HEADERS = { 'cache-control': 'no-cache', 'access-control-allow-origin': '*' };
const refuse = (status: 400 | 404, body: string): StaticAnswer => ({
  status,
  body,
  headers: { ...HEADERS, 'content-type': 'text/plain; charset=utf-8' },
});

const PATH = /^\/markets\/([^/]+)\/(.+)$/;

/**
 * Maps `/markets/<seg>/__static__/…` (and `/markets/microfrontends/static/…`) to the first root with a
 * `<seg>` folder. A missing file there is a 404, never the shell's page: a shell page in place of an
 * entry would make the loader report `loaded twice`, which is kept for a namespace no root holds
 * (null here, so the server falls through to the page, as a gateway without that sub-app does).
 */
export function resolveSubAppStatic(pathname: string, roots: readonly string[]): StaticAnswer | null {
  const match = PATH.exec(pathname);
  if (!match) return null;
  const [, seg, rest] = match;
  const isStatic = rest.startsWith('__static__/') || (seg === 'microfrontends' && rest.startsWith('static/'));
  if (!isStatic || !/^[A-Za-z0-9_-]+$/.test(seg)) return null;
  const base = roots.map((root) => resolve(root, seg)).find((dir) => isDirectory(dir));
  if (!base) return null;

  // A gateway serves files, not folders: no index file for a path ending in `/`.
  const found = lookupStatic(base, `/${rest}`, null);
  if (!found) return refuse(404, `Not found: ${pathname}`);
  if ('refused' in found) return refuse(400, 'Bad path');
  const file = found.file;
  return {
    status: 200,
    file,
    headers: { ...HEADERS, 'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream' },
  };
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Sends an answer of {@link resolveSubAppStatic} (headers only for HEAD: Node drops the body). */
export function sendSubAppStatic(res: ServerResponse, answer: StaticAnswer): void {
  res.writeHead(answer.status, answer.headers);
  if (!('file' in answer)) return void res.end(answer.body);
  const stream = createReadStream(answer.file);
  // A file removed by a rebuild of the sub-app between the check and the read: drop the connection.
  stream.on('error', () => res.destroy());
  stream.pipe(res);
}
