// `npm run bench`: bundle sizes, cold start vs the floor page, registry resolution time.
// Writes bench/results.json and prints a table. Not part of `npm test` (figures, not pass/fail),
// but each figure is printed beside its target. `--no-build` reuses dist/; `--registry` times
// only the registry step.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { resolvePlugins, type PluginDefinition } from '@portico/core';
import { definePlugin, PageBlueprint } from '@portico/sdk';
import { HeaderTabBlueprint } from '@portico/plugin/header';
import { CHROMIUM_LAUNCH } from '../tests/chromium';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DIST = join(ROOT, 'dist');
const FLOOR = join(ROOT, 'bench/.floor');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const SUB_APPS = ['manage', 'creative', 'report', 'toolbox', 'multiple-creative', 'finance', 'dpa-manage'];

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function build(env: Record<string, string>) {
  const r = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/rollup/dist/bin/rollup'), '-c', 'rollup.config.mjs'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  if (r.status !== 0) throw new Error('build failed');
}

/** Entry script plus modulepreloads of a built index.html: what the first screen downloads before any lazy chunk. */
function initialFiles(outDir: string): string[] {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => join(outDir, m[1]));
  return [...new Set(files)];
}

function sizes() {
  const initial = initialFiles(DIST);
  const floorInitial = initialFiles(FLOOR);
  const initialGzip = initial.reduce((n, f) => n + gz(f), 0);
  const floorGzip = floorInitial.reduce((n, f) => n + gz(f), 0);
  const chunks = readdirSync(join(DIST, 'assets'))
    .filter((f) => f.startsWith('plugin-') && f.endsWith('.js'))
    .map((f) => ({ file: f, gzip: gz(join(DIST, 'assets', f)) }))
    .sort((a, b) => a.file.localeCompare(b.file));
  const subAppChunks = SUB_APPS.map((id) => {
    const own = chunks.filter(
      (c) =>
        new RegExp(`^plugin-${id}-(?:pages-)?[A-Za-z0-9_-]{8}\\.js$`).test(c.file) ||
        new RegExp(`^plugin-${id}-pages-`).test(c.file),
    );
    return { id, files: own.map((c) => c.file), gzip: own.reduce((n, c) => n + c.gzip, 0) };
  });
  return { initialGzip, floorGzip, initialFiles: initial.map((f) => f.slice(DIST.length + 1)), chunks, subAppChunks };
}

function staticServer(dir: string, port: number): Promise<Server> {
  const types: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8' };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) file = join(dir, 'index.html');
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) => server.listen(port, '127.0.0.1', () => ok(server)));
}

async function waitFor(url: string, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** Time from navigation start to the portal:ready mark, in a fresh context (empty cache). */
async function coldStart(
  browser: Browser,
  url: string,
  cookie?: { name: string; value: string; url: string },
): Promise<number> {
  const context = await browser.newContext();
  if (cookie) await context.addCookies([cookie]);
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('html[data-portal-ready="true"]', { timeout: 30_000 });
  const t = await page.evaluate(() => performance.getEntriesByName('portal:ready', 'mark')[0]?.startTime ?? NaN);
  await context.close();
  return t;
}

async function startTimes() {
  const portalPort = 8190;
  const floorPort = 8191;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'host/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(portalPort), PORTICO_SKIP_BUILD: '1' },
    stdio: 'ignore',
  });
  const floor = await staticServer(FLOOR, floorPort);
  const browser = await chromium.launch({
    ...CHROMIUM_LAUNCH,
  });
  try {
    await waitFor(`http://127.0.0.1:${portalPort}/markets-mobile/`);
    const portalUrl = `http://127.0.0.1:${portalPort}/markets/manage/`;
    const floorUrl = `http://127.0.0.1:${floorPort}/floor/`;
    const cookie = { name: 'adstk', value: 'dev-owner', url: `http://127.0.0.1:${portalPort}` };
    // Warm the servers and the OS file cache once each; not counted.
    await coldStart(browser, portalUrl, cookie);
    await coldStart(browser, floorUrl);
    const portal: number[] = [];
    const floorRuns: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      portal.push(await coldStart(browser, portalUrl, cookie));
      floorRuns.push(await coldStart(browser, floorUrl));
    }
    return {
      runs: RUNS,
      portalMs: portal,
      floorMs: floorRuns,
      portalMedian: median(portal),
      floorMedian: median(floorRuns),
    };
  } finally {
    await browser.close();
    floor.close();
    server.kill();
  }
}

/** n synthetic plugins: a tree of `requires` (each needs its parent), one route and one tab each. */
function synthetic(n: number): PluginDefinition<unknown>[] {
  const Page = () => null;
  return Array.from(
    { length: n },
    (_, i) =>
      definePlugin({
        id: `p${i}`,
        requires: i === 0 ? [] : [`p${(i - 1) >> 1}`],
        contributes: [
          PageBlueprint.make({ path: `/markets/p${i}/`, title: `页面 ${i}`, loader: async () => ({ default: Page }) }),
          HeaderTabBlueprint.make({ name: 'tab', label: `标签 ${i}`, to: `/markets/p${i}/`, order: i }),
        ],
      }) as PluginDefinition<unknown>,
  );
}

/**
 * A fixed CPU workload (10^8 integer additions), so figures from different machines can be
 * compared: the registry and start figures scale with it on a throttled or shared machine.
 */
function cpuReference(): number {
  const times: number[] = [];
  for (let r = 0; r < 5; r++) {
    const t0 = performance.now();
    let sum = 0;
    for (let i = 0; i < 1e8; i++) sum += i;
    times.push(performance.now() - t0);
    if (sum < 0) throw new Error('unreachable');
  }
  return Math.round(median(times));
}

function resolution() {
  const core = new Set<string>(); // the synthetic plugins require only each other
  return [100, 1_000, 10_000].map((n) => {
    const plugins = synthetic(n);
    const check = resolvePlugins(plugins, { coreServices: core });
    if (check.order.length !== n)
      throw new Error(`synthetic set of ${n} did not resolve: ${check.diagnostics[0]?.message}`);
    for (let i = 0; i < 3; i++) resolvePlugins(plugins, { coreServices: core });
    const timed = (skipValidation: boolean) => {
      const times: number[] = [];
      for (let i = 0; i < 7; i++) {
        const t0 = performance.now();
        resolvePlugins(plugins, { coreServices: core, skipValidation });
        times.push(performance.now() - t0);
      }
      return median(times);
    };
    const ms = timed(false);
    const graphMs = timed(true);
    const round = (x: number) => Math.round(x * 100) / 100;
    return { plugins: n, ms: round(ms), usPerPlugin: round((ms * 1000) / n), graphMs: round(graphMs) };
  });
}

/** `--registry`: the CPU reference and the registry figures only (no build, no browser, nothing written). */
function registryOnly() {
  const row = (a: string, b: string, c: string) => console.log(`${a.padEnd(44)}${b.padStart(14)}  ${c}`);
  row(
    'CPU reference (10^8 additions, median of 5)',
    `${cpuReference()} ms`,
    'machine speed; time figures scale with it',
  );
  for (const r of resolution())
    row(
      `resolvePlugins, ${r.plugins} plugins`,
      `${r.ms} ms`,
      `${r.usPerPlugin} µs/plugin, graph alone ${r.graphMs} ms${r.plugins === 10_000 ? '; ≤ 50 ms' : ''}`,
    );
}

async function main() {
  if (process.argv.includes('--registry')) return registryOnly();
  if (!process.argv.includes('--no-build')) {
    console.log('building the portal and the floor page with the same Rollup config…');
    build({});
    build({
      PORTICO_ENTRY: 'bench/floor/main.tsx',
      PORTICO_HTML: 'bench/floor/index.html',
      PORTICO_OUT_DIR: 'bench/.floor',
      PORTICO_NO_CONFIG: '1',
    });
  }
  const size = sizes();
  const cpuReferenceMs = cpuReference();
  const resolve = resolution();
  const start = await startTimes();
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cpuReferenceMs,
    size: { ...size, ratio: Math.round((size.initialGzip / size.floorGzip) * 1000) / 1000 },
    start: { ...start, ratio: Math.round((start.portalMedian / start.floorMedian) * 1000) / 1000 },
    resolve,
  };
  writeFileSync(join(ROOT, 'bench/results.json'), JSON.stringify(results, null, 2) + '\n');

  const row = (a: string, b: string, c: string) => console.log(`${a.padEnd(44)}${b.padStart(14)}  ${c}`);
  console.log('');
  row('figure', 'value', 'target');
  row(
    'CPU reference (10^8 additions, median of 5)',
    `${cpuReferenceMs} ms`,
    'machine speed; time figures scale with it',
  );
  row('initial JS, portal (gzip -9)', `${kb(size.initialGzip)} KB`, '');
  row('initial JS, floor page (gzip -9)', `${kb(size.floorGzip)} KB`, '');
  row('initial JS ratio portal / floor', `${results.size.ratio}`, '≤ 1.15');
  for (const s of size.subAppChunks) row(`sub-app chunk ${s.id}`, `${kb(s.gzip)} KB`, '≤ 30 KB');
  for (const c of size.chunks.filter((c) => !size.subAppChunks.some((s) => s.files.includes(c.file))))
    row(`  chunk ${c.file}`, `${kb(c.gzip)} KB`, '');
  row(`cold start to portal:ready, portal (median of ${start.runs})`, `${Math.round(start.portalMedian)} ms`, '');
  row(`cold start to portal:ready, floor (median of ${start.runs})`, `${Math.round(start.floorMedian)} ms`, '');
  row('start ratio portal / floor', `${results.start.ratio}`, '≤ 1.3');
  for (const r of resolve)
    row(
      `resolvePlugins, ${r.plugins} plugins`,
      `${r.ms} ms`,
      `${r.usPerPlugin} µs/plugin, graph alone ${r.graphMs} ms${r.plugins === 10_000 ? '; ≤ 50 ms' : ''}`,
    );
  console.log('\nwritten: bench/results.json');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
