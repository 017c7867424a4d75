// Serves a build behind nginx with exactly deploy/nginx.conf: the placeholders are replaced, the
// server block is included from a minimal main config in a temp prefix, and nginx runs in the
// foreground (`nginx -c <conf> -p <prefix> -e <log> -g 'daemon off;'`) until stop().
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const RECIPE = join(ROOT, 'deploy/nginx.conf');

export interface NginxOptions {
  /** Port nginx listens on (127.0.0.1). */
  readonly port: number;
  /** The build to serve (absolute, or relative to the project root). */
  readonly dist: string;
  /** The API server, scheme://host:port. */
  readonly api: string;
}

export interface Nginx {
  readonly origin: string;
  /** nginx's error log so far (for failure messages). */
  errorLog(): string;
  stop(): Promise<void>;
}

/** The nginx binary: PORTICO_NGINX when set, else `nginx` on the PATH, else /usr/sbin/nginx; null when absent. */
export function findNginx(): string | null {
  const candidates = process.env.PORTICO_NGINX ? [process.env.PORTICO_NGINX] : ['nginx', '/usr/sbin/nginx'];
  for (const bin of candidates) {
    if (spawnSync(bin, ['-v'], { stdio: 'ignore' }).status === 0) return bin;
  }
  return null;
}

/** deploy/nginx.conf with its placeholders replaced. */
export function renderRecipe({ port, dist, api }: NginxOptions): string {
  const text = readFileSync(RECIPE, 'utf8')
    .replaceAll('__PORTICO_LISTEN__', `127.0.0.1:${port}`)
    .replaceAll('__PORTICO_DIST__', resolve(ROOT, dist))
    .replaceAll('__PORTICO_API__', api);
  const left = /__PORTICO_[A-Z_]+__/.exec(text.replace(/^\s*#.*$/gm, ''));
  if (left) throw new Error(`deploy/nginx.conf has a placeholder the test does not fill: ${left[0]}`);
  return text;
}

/** The main config around the recipe: what a distribution's /etc/nginx/nginx.conf provides. */
function mainConfig(prefix: string): string {
  const mime = existsSync('/etc/nginx/mime.types')
    ? 'include /etc/nginx/mime.types;'
    : 'types { text/html html; application/javascript js mjs; application/json json; text/css css; image/svg+xml svg; image/png png; }';
  return `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
    ${mime}
    default_type application/octet-stream;
    access_log ${prefix}/access.log;
    sendfile on;
    client_body_temp_path ${prefix}/tmp/body;
    proxy_temp_path ${prefix}/tmp/proxy;
    fastcgi_temp_path ${prefix}/tmp/fastcgi;
    uwsgi_temp_path ${prefix}/tmp/uwsgi;
    scgi_temp_path ${prefix}/tmp/scgi;
    include ${prefix}/portico.conf;
}
`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Stops an nginx left running by an earlier, interrupted run in the same prefix. */
function stopLeftover(prefix: string) {
  const pidFile = join(prefix, 'nginx.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').trim());
  const cmdline = (() => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    } catch {
      return '';
    }
  })();
  if (pid > 0 && cmdline.includes('nginx') && cmdline.includes(prefix)) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** Starts nginx with deploy/nginx.conf and waits until it answers. Throws one clear message when it cannot. */
export async function startNginx(options: NginxOptions): Promise<Nginx> {
  const bin = findNginx();
  if (!bin) {
    const which = process.env.PORTICO_NGINX
      ? `PORTICO_NGINX=${process.env.PORTICO_NGINX} does not run`
      : 'nginx is not installed';
    throw new Error(
      `${which}: the production recipe deploy/nginx.conf cannot be tested. Install nginx with \`sudo apt-get install -y nginx\` (.ci/run does), or set PORTICO_NGINX=/path/to/nginx.`,
    );
  }
  const dist = resolve(ROOT, options.dist);
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(
      `${options.dist}/ has no build: run \`PORTICO_OUT_DIR=${options.dist} npm run build\` (npm test's build step makes it).`,
    );
  }
  const prefix = join(tmpdir(), `portico-nginx-${options.port}`);
  stopLeftover(prefix);
  await sleep(200);
  rmSync(prefix, { recursive: true, force: true });
  mkdirSync(join(prefix, 'tmp'), { recursive: true });
  writeFileSync(join(prefix, 'portico.conf'), renderRecipe(options));
  writeFileSync(join(prefix, 'nginx.conf'), mainConfig(prefix));
  const errorLog = () => (existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '');

  const child: ChildProcess = spawn(
    bin,
    ['-c', join(prefix, 'nginx.conf'), '-p', prefix, '-e', join(prefix, 'error.log'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += String(d)));
  let exited = false;
  const exit = new Promise<void>((r) => child.on('exit', () => ((exited = true), r())));
  const kill = () => {
    if (!exited) child.kill('SIGTERM');
  };
  process.once('exit', kill);

  const origin = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (exited)
      throw new Error(
        `nginx did not start with deploy/nginx.conf: ${(stderr + errorLog()).trim().split('\n').slice(-3).join(' | ')}`,
      );
    try {
      const r = await fetch(`${origin}/markets-mobile/`);
      if (r.status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      kill();
      throw new Error(
        `nginx did not answer on ${origin} within 20 s: ${errorLog().trim().split('\n').slice(-3).join(' | ')}`,
      );
    }
    await sleep(200);
  }

  return {
    origin,
    errorLog,
    async stop() {
      process.removeListener('exit', kill);
      kill();
      await Promise.race([exit, sleep(5_000)]);
    },
  };
}
