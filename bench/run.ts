// `npm run bench`: bundle sizes, cold start vs the floor page, registry resolution time.
// Writes bench/results.json and prints a table. Not part of `npm test` (figures, not pass/fail),
// but each figure is printed beside its target. `--no-build` reuses dist/; `--registry` times
// only the registry step.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  createReadStream,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { resolvePlugins, type PluginDefinition } from '@portico/core';
import { definePlugin, PageBlueprint } from '@portico/sdk';
import { HeaderTabBlueprint } from '@portico/plugin/header';
import { ensureSubAppBuild } from '../host/server/build';
import { buildExample, EXAMPLE_SITE_PATH } from '../scripts/remote-kit/build-example';
import { CHROMIUM_LAUNCH } from '../tests/chromium';
import { SHIFT_WATCH } from '../tests/shift-watch';
import { median, portalServer, waitFor } from './support';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DIST = join(ROOT, 'dist');
const FLOOR = join(ROOT, 'bench/.floor');
// Cold starts per build (and per plugin count). The portal's spread on this 2-core machine is wide
// (330–520 ms within one run, the floor page's 210–230 ms): with 7 the median moved by ~40 ms from
// run to run, so 15.
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
// Ports PORT_BASE … +4 (BENCH_PORT_BASE: another worktree's bench can run beside this one).
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 8190);
// Where the portal build writes its module list (scripts/bundle-stats.mjs).
const STATS = join(ROOT, 'bench/.bundle-stats.json');
const SUB_APPS = ['manage', 'creative', 'report', 'toolbox', 'multiple-creative', 'finance', 'dpa-manage'];

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
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
  // Shared chunks: lazy code that is neither a plugin's own chunk nor part of the first screen (a
  // library such as the report chart's uPlot, the SDK table, Fluent pieces), with the chunks using it.
  const initialNames = new Set(initial.map((f) => f.slice(join(DIST, 'assets').length + 1)));
  const all = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
  const text = new Map(all.map((f) => [f, readFileSync(join(DIST, 'assets', f), 'utf8')]));
  const sharedChunks = all
    .filter((f) => !f.startsWith('plugin-') && !initialNames.has(f))
    .map((f) => ({
      file: f,
      gzip: gz(join(DIST, 'assets', f)),
      usedBy: all.filter((g) => g !== f && text.get(g)!.includes(`./${f}`)).sort(),
    }))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    initialGzip,
    floorGzip,
    initialFiles: initial.map((f) => f.slice(DIST.length + 1)),
    chunks,
    subAppChunks,
    sharedChunks,
  };
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

/** The portal's own marks, in boot order (the floor page sets only `portal:ready`). */
const MARKS = ['config', 'session', 'activated', 'ready'] as const;
type Marks = Record<(typeof MARKS)[number], number>;
/**
 * A cold start: the marks, first contentful paint, and the layout shifts' sum (CLS) up to the
 * frame that paints the first render (`cls`: the skeleton's swap), to SETTLE_MS after ready
 * (`clsSettled`, the whole load) and from ready to SETTLE_MS after it (`clsAfterReady`: what moves
 * under a user who can already click).
 */
type Load = Marks & { fcp: number; cls: number; clsSettled: number; clsAfterReady: number };

/** How long after `portal:ready` shifts still count: the `eventually` widgets render in the first idle time. */
const SETTLE_MS = 1000;

/** Times from navigation start to each portal mark and to first contentful paint, in a fresh context (empty cache). */
async function coldStart(
  browser: Browser,
  url: string,
  cookie?: { name: string; value: string; url: string },
): Promise<Load> {
  const context = await browser.newContext();
  if (cookie) await context.addCookies([cookie]);
  await context.addInitScript({ content: SHIFT_WATCH });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('html[data-portal-ready="true"]', { timeout: 30_000 });
  await page.waitForTimeout(SETTLE_MS);
  const load = await page.evaluate(
    (names) => ({
      ...Object.fromEntries(
        names.map((n) => [n, performance.getEntriesByName(`portal:${n}`, 'mark')[0]?.startTime ?? NaN]),
      ),
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      cls: (window as unknown as { __shiftsAtSwap: number }).__shiftsAtSwap,
      clsSettled: (window as unknown as { __shifts: number }).__shifts,
      clsAfterReady: (window as unknown as { __shiftsAfterReady: number }).__shiftsAfterReady,
    }),
    [...MARKS],
  );
  await context.close();
  return load as Load;
}

/** Per mark, the median over runs. */
const medianMarks = (runs: Marks[]) =>
  Object.fromEntries(MARKS.map((m) => [m, Math.round(median(runs.map((r) => r[m])))])) as Marks;

/** Copies the built portal without index.html's early session script: the "before" of the same build. */
function lateSessionCopy(): string {
  const out = join(ROOT, 'bench/.portal-late');
  rmSync(out, { recursive: true, force: true });
  cpSync(DIST, out, { recursive: true });
  const html = readFileSync(join(out, 'index.html'), 'utf8');
  const stripped = html.replace(/<script id="portico-early">[\s\S]*?<\/script>/, '');
  if (stripped === html) throw new Error('index.html has no early session script to strip');
  writeFileSync(join(out, 'index.html'), stripped);
  return out;
}

/**
 * Cold starts, alternating the portal, the same build without the early session script (the
 * "before" of that change, same run) and the floor page; then warm navigation and heap.
 */
async function startTimes(coldOnly: boolean) {
  const [portalPort, latePort, floorPort] = [PORT_BASE, PORT_BASE + 2, PORT_BASE + 1];
  const server = portalServer(ROOT, portalPort, DIST);
  // BENCH_BEFORE: another build (an earlier revision's dist/) as the "before" instead.
  const late = portalServer(ROOT, latePort, process.env.BENCH_BEFORE ?? lateSessionCopy());
  const floor = await staticServer(FLOOR, floorPort);
  const browser = await chromium.launch({ ...CHROMIUM_LAUNCH });
  try {
    await waitFor(`http://127.0.0.1:${portalPort}/markets-mobile/`);
    await waitFor(`http://127.0.0.1:${latePort}/markets-mobile/`);
    const portalUrl = (port: number) => `http://127.0.0.1:${port}/markets/manage/`;
    const floorUrl = `http://127.0.0.1:${floorPort}/floor/`;
    const cookie = (port: number) => ({ name: 'adstk', value: 'dev-owner', url: `http://127.0.0.1:${port}` });
    // Warm the servers and the OS file cache once each; not counted.
    await coldStart(browser, portalUrl(portalPort), cookie(portalPort));
    await coldStart(browser, portalUrl(latePort), cookie(latePort));
    await coldStart(browser, floorUrl);
    const portal: Load[] = [];
    const before: Load[] = [];
    const floorLoads: Load[] = [];
    for (let i = 0; i < RUNS; i++) {
      portal.push(await coldStart(browser, portalUrl(portalPort), cookie(portalPort)));
      before.push(await coldStart(browser, portalUrl(latePort), cookie(latePort)));
      floorLoads.push(await coldStart(browser, floorUrl));
    }
    const floorRuns = floorLoads.map((l) => l.ready);
    const fcp = { portalMs: median(portal.map((l) => l.fcp)), floorMs: median(floorLoads.map((l) => l.fcp)) };
    const cold = {
      runs: RUNS,
      portalMs: portal.map((m) => m.ready),
      floorMs: floorRuns,
      portalMedian: median(portal.map((m) => m.ready)),
      floorMedian: median(floorRuns),
      portalMarks: medianMarks(portal),
      fcp: { ...fcp, ratio: Math.round((fcp.portalMs / fcp.floorMs) * 1000) / 1000 },
      cls: Math.max(...portal.map((l) => l.cls)),
      clsSettled: Math.max(...portal.map((l) => l.clsSettled)),
      clsAfterReady: Math.max(...portal.map((l) => l.clsAfterReady)),
      withoutEarlySessionMarks: medianMarks(before),
      before: {
        readyMs: median(before.map((l) => l.ready)),
        fcpMs: median(before.map((l) => l.fcp)),
        cls: Math.max(...before.map((l) => l.cls)),
        clsAfterReady: Math.max(...before.map((l) => l.clsAfterReady)),
      },
    };
    const remotePlugin = await remotePluginStarts(browser, portalUrl(portalPort), floorUrl);
    if (coldOnly) return { ...cold, remotePlugin, navigation: null, remote: null, heap: null, plugins: null };
    const navigation = await warmNavigation(browser, portalPort);
    const remote = await remoteSubApps(browser, portalPort);
    const heap = await heapGrowth(browser, portalPort);
    const plugins = await pluginCountScaling(browser);
    return { ...cold, remotePlugin, navigation, remote, heap, plugins };
  } finally {
    await browser.close();
    floor.close();
    server.kill();
    late.kill();
  }
}

/**
 * Cold start with 10, 100 and 1,000 synthetic lazy plugins beside the catalog, each with a
 * `when`-gated header widget (bench/many/), median of the runs, interleaved.
 */
async function pluginCountScaling(browser: Browser) {
  const port = PORT_BASE + 3;
  const server = portalServer(ROOT, port, join(ROOT, 'bench/.many'));
  try {
    await waitFor(`http://127.0.0.1:${port}/markets-mobile/`);
    const cookie = { name: 'adstk', value: 'dev-owner', url: `http://127.0.0.1:${port}` };
    const counts = [10, 100, 1000];
    const url = (n: number) => `http://127.0.0.1:${port}/markets/manage/?n=${n}`;
    await coldStart(browser, url(10), cookie);
    const runs: Record<number, number[]> = { 10: [], 100: [], 1000: [] };
    for (let i = 0; i < RUNS; i++)
      for (const n of counts) runs[n].push((await coldStart(browser, url(n), cookie)).ready);
    const readyMs = Object.fromEntries(counts.map((n) => [n, Math.round(median(runs[n]))]));
    return { readyMs, growth: Math.round((readyMs[1000] / readyMs[10] - 1) * 1000) / 10 };
  } finally {
    server.kill();
  }
}

/** Sub-app pages the navigation figures move between (an owner's). */
const SUB_APP_PAGES = [
  '/markets/manage/PlanManage',
  '/markets/report/',
  '/markets/finance/',
  '/markets/toolbox/Home',
  '/markets/creative/create?type=create&level=creative',
  '/markets/multipleCreative/',
  '/markets/dpaManage',
];

/**
 * Goes to a path with the router (a client-side navigation) and resolves, with the time taken,
 * when its page has rendered. Page-side source as text: tsx would wrap named functions in a
 * helper the page does not have.
 */
const NAVIGATE_SRC = `async (path) => {
  const before = document.querySelector('main h1');
  const t0 = performance.now();
  history.pushState(null, '', path);
  dispatchEvent(new PopStateEvent('popstate'));
  await new Promise((resolve, reject) => {
    const give = setTimeout(() => reject(new Error('no page for ' + path)), 10000);
    const check = () => {
      const h1 = document.querySelector('main h1');
      if (h1 && h1 !== before) {
        clearTimeout(give);
        resolve();
      } else requestAnimationFrame(check);
    };
    check();
  });
  return performance.now() - t0;
}`;

const navigate = (page: import('@playwright/test').Page, path: string): Promise<number> =>
  page.evaluate(`(${NAVIGATE_SRC})(${JSON.stringify(path)})`) as Promise<number>;

async function ownerPage(browser: Browser, port: number) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'adstk', value: 'dev-owner', url: `http://127.0.0.1:${port}` }]);
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}/markets/manage/`);
  await page.waitForSelector('html[data-portal-ready="true"]', { timeout: 30_000 });
  return { context, page };
}

/**
 * Warm navigation between two sub-apps (their chunks loaded once): click-equivalent router
 * navigation to the new page's content, median of 20.
 */
async function warmNavigation(browser: Browser, port: number) {
  const { context, page } = await ownerPage(browser, port);
  const [a, b] = [SUB_APP_PAGES[0], SUB_APP_PAGES[1]];
  await navigate(page, b);
  await navigate(page, a);
  const times: number[] = [];
  for (let i = 0; i < 20; i++) times.push(await navigate(page, i % 2 ? a : b));
  await context.close();
  return { between: [a, b], medianMs: Math.round(median(times) * 10) / 10 };
}

/** JS heap after garbage collection, through the DevTools protocol. */
async function heapUsed(page: import('@playwright/test').Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize;
}

/**
 * The JS heap after garbage collection split by what holds it, from a heap snapshot: V8's
 * compiled code (machine code, bytecode and their metadata: snapshot node type `code`) and
 * everything else (the page's objects, strings, arrays, closures — where a leak would show).
 */
async function heapSplit(page: import('@playwright/test').Page): Promise<{ codeBytes: number; otherBytes: number }> {
  const cdp = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', (e: { chunk: string }) => void chunks.push(e.chunk));
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const types = snapshot.snapshot.meta.node_types[0];
  const [typeAt, sizeAt] = [fields.indexOf('type'), fields.indexOf('self_size')];
  let codeBytes = 0;
  let otherBytes = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    const type = types[snapshot.nodes[i + typeAt]];
    const size = snapshot.nodes[i + sizeAt];
    // Blink's objects (`native`) are not in the JS heap figure; `synthetic` nodes are roots.
    if (type === 'native' || type === 'synthetic') continue;
    if (type === 'code') codeBytes += size;
    else otherBytes += size;
  }
  return { codeBytes, otherBytes };
}

/**
 * Heap after 100 navigations across the seven sub-apps vs after the first round. Both readings are
 * taken on the same page (15 rounds of 7 = 105 navigations): comparing the report page's chart
 * and table with the product library's empty page measured the pages, not growth. A third reading
 * after 105 more navigations tells growth that levels off (code compiled as functions got hot)
 * from a leak, which grows by as much again. Then, on a page of its own, the same walk between two
 * heap snapshots splits the growth into V8's compiled code (bounded by the app's code) and the
 * rest, where a leak would show. Not on the first page: a snapshot's garbage collection also drops
 * compiled code, which would lower the reading after it.
 */
async function heapGrowth(browser: Browser, port: number) {
  /** On a fresh page: one round of the seven pages and a reading, then a reading after each further 15 rounds. */
  const readings = async <T>(
    read: (page: import('@playwright/test').Page) => Promise<T>,
    more: number,
  ): Promise<T[]> => {
    const { context, page } = await ownerPage(browser, port);
    const walk = async (rounds: number) => {
      for (let i = 0; i < rounds * SUB_APP_PAGES.length; i++)
        await navigate(page, SUB_APP_PAGES[i % SUB_APP_PAGES.length]);
    };
    await walk(1);
    const out = [await read(page)];
    for (let k = 0; k < more; k++) {
      await walk(15);
      out.push(await read(page));
    }
    await context.close();
    return out;
  };
  const [first, after, again] = await readings(heapUsed, 2);
  const [a, b] = await readings(heapSplit, 1);
  return {
    afterFirstRoundBytes: first,
    after105Bytes: after,
    growthBytes: after - first,
    /** From 105 to 210 navigations. */
    nextGrowthBytes: again - after,
    codeGrowthBytes: b.codeBytes - a.codeBytes,
    otherGrowthBytes: b.otherBytes - a.otherBytes,
  };
}

/**
 * The remote server: the e2e config with remote sub-apps (the example in three modes, a plain-HTML
 * sub-app, the fault fixtures) and their static roots. Not PORT_BASE + 3: the plugin-count server there may
 * still hold the port while it exits.
 */
const REMOTE_PORT = PORT_BASE + 4;
const REMOTE_ENV = {
  PORTICO_CONFIG: 'tests/fixtures/remote-subapps.config.json',
  PORTICO_STATIC_ROOTS: 'examples/remote-subapp/dist:tests/e2e/fixtures/static',
};

/** What marks a remote sub-app's content as shown: an element of it with its text, and no loading spinner. */
const REMOTE_CONTENT: Record<string, { selector: string; text: string }> = {
  remoteDemo: { selector: '.portico-subapp[data-subapp="remoteDemo"] h1', text: '示例子应用' },
  remoteDemoSpa: { selector: '.portico-subapp[data-subapp="remoteDemoSpa"] h1', text: '示例子应用' },
  remoteDemoEsm: { selector: '.portico-subapp[data-subapp="remoteDemoEsm"] h1', text: '示例子应用' },
  purehtml: { selector: '.portico-subapp[data-subapp="purehtml"] #purehtml-container', text: '纯 HTML' },
};

/**
 * Page-side, as text (see NAVIGATE_SRC): true once the content is in the page and the page's
 * loading spinner (shown until the sub-app is mounted) is gone.
 */
const CONTENT_SHOWN_SRC = `(c) => {
  const el = document.querySelector(c.selector);
  return !!el && (el.textContent || '').includes(c.text) && !document.querySelector('main [role="progressbar"]');
}`;

/**
 * Goes to a remote sub-app's path with the router and resolves, with the time taken, when its
 * content is shown (checked on every DOM change, not per frame, so the figure is not rounded up
 * to a frame).
 */
const SWITCH_SRC = `async (path, content) => {
  const shown = ${CONTENT_SHOWN_SRC};
  const t0 = performance.now();
  history.pushState(null, '', path);
  dispatchEvent(new PopStateEvent('popstate'));
  return new Promise((resolve, reject) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(give);
      resolve(performance.now() - t0);
    };
    const observer = new MutationObserver(() => shown(content) && done());
    const give = setTimeout(() => {
      observer.disconnect();
      reject(new Error('no content for ' + path));
    }, 15000);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    if (shown(content)) done();
  });
}`;

const switchTo = (page: import('@playwright/test').Page, name: string): Promise<number> =>
  page.evaluate(
    `(${SWITCH_SRC})(${JSON.stringify(`/markets/${name}/`)}, ${JSON.stringify(REMOTE_CONTENT[name])})`,
  ) as Promise<number>;

/**
 * Records, from the document's start, when the content first shows (performance time since
 * navigation start) in `window.__contentShownAt`.
 */
const contentWatchScript = (name: string) => `(() => {
  const shown = ${CONTENT_SHOWN_SRC};
  const content = ${JSON.stringify(REMOTE_CONTENT[name])};
  const start = () => {
    const observer = new MutationObserver(() => {
      if (shown(content)) {
        window.__contentShownAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true, attributes: true });
  };
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
})();`;

/** Cold first mount: a fresh context (empty cache) opens the sub-app's page; navigation start to content. */
async function coldMount(browser: Browser, name: string) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'adstk', value: 'dev-owner', url: `http://127.0.0.1:${REMOTE_PORT}` }]);
  await context.addInitScript({ content: contentWatchScript(name) });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${REMOTE_PORT}/markets/${name}/`);
  await page.waitForFunction(() => '__contentShownAt' in window, undefined, { timeout: 30_000 });
  const { content, ready } = await page.evaluate(() => ({
    content: (window as unknown as { __contentShownAt: number }).__contentShownAt,
    ready: performance.getEntriesByName('portal:ready', 'mark')[0]?.startTime ?? NaN,
  }));
  await context.close();
  return { content, ready };
}

/** The `/assets/*.js` files a page load fetched before `portal:ready` (resource timing), by name. */
async function chunksBeforeReady(browser: Browser, port: number): Promise<string[]> {
  return scriptsBeforeReady(browser, `http://127.0.0.1:${port}/markets/manage/`, 'dev-owner');
}

/**
 * The `<under>*.js` files (default `/assets/`, named relative to it) a cold load of `url` (as the dev
 * login `token`, if any) requested before `portal:ready`.
 */
async function scriptsBeforeReady(
  browser: Browser,
  url: string,
  token?: string,
  under = '/assets/',
): Promise<string[]> {
  const context = await browser.newContext();
  if (token) await context.addCookies([{ name: 'adstk', value: token, url: new URL(url).origin }]);
  // Room for every resource of the load (the default buffer keeps 250 entries).
  await context.addInitScript(() => performance.setResourceTimingBufferSize(5000));
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForSelector('html[data-portal-ready="true"]', { timeout: 30_000 });
  const files = await page.evaluate((prefix) => {
    const ready = performance.getEntriesByName('portal:ready', 'mark')[0].startTime;
    return performance
      .getEntriesByType('resource')
      .map((e) => ({ start: e.startTime, path: new URL(e.name).pathname }))
      .filter((e) => e.start < ready && e.path.startsWith(prefix) && e.path.endsWith('.js'))
      .map((e) => e.path.slice(prefix.length));
  }, under);
  await context.close();
  return [...new Set(files)].sort();
}

/** What a first screen downloads: the scripts, their sum gzip -9 and raw, from the built folder. */
type FirstScreen = { files: string[]; gzip: number; raw: number };
/** Loads per home: a lazy chunk that arrives just before or after the mark may differ run to run. */
const FIRST_SCREEN_LOADS = 3;

/**
 * Every script a cold load requests before `portal:ready` (resource timings against the mark), sized
 * from the files in `dir`: the load with the median gzip sum of FIRST_SCREEN_LOADS.
 */
async function firstScreen(
  browser: Browser,
  dir: string,
  url: string,
  token?: string,
  under = '/assets/',
): Promise<FirstScreen> {
  const loads: FirstScreen[] = [];
  for (let i = 0; i < FIRST_SCREEN_LOADS; i++) {
    const files = await scriptsBeforeReady(browser, url, token, under);
    const paths = files.map((f) => join(dir, under, f));
    loads.push({
      files,
      gzip: paths.reduce((n, f) => n + gz(f), 0),
      raw: paths.reduce((n, f) => n + statSync(f).size, 0),
    });
  }
  return loads.sort((a, b) => a.gzip - b.gzip)[(loads.length - 1) >> 1];
}

/** The homes the first-screen figure covers: the dev logins (dev/scenarios.ts) and where they land. */
const HOMES = { owner: 'dev-owner', agency: 'dev-agency' } as const;

/** The first screen of each home and of the floor page, each home's ratio against the floor. */
async function firstScreens(browser: Browser) {
  const [portalPort, floorPort] = [PORT_BASE, PORT_BASE + 1];
  const server = portalServer(ROOT, portalPort, DIST);
  const floor = await staticServer(FLOOR, floorPort);
  try {
    await waitFor(`http://127.0.0.1:${portalPort}/markets-mobile/`);
    const floorScreen = await firstScreen(browser, FLOOR, `http://127.0.0.1:${floorPort}/floor/`);
    const homes = {} as Record<keyof typeof HOMES, FirstScreen & { ratio: number }>;
    for (const [home, token] of Object.entries(HOMES) as Array<[keyof typeof HOMES, string]>) {
      const screen = await firstScreen(browser, DIST, `http://127.0.0.1:${portalPort}/markets/manage/`, token);
      homes[home] = { ...screen, ratio: Math.round((screen.gzip / floorScreen.gzip) * 1000) / 1000 };
    }
    return { ...homes, floor: floorScreen, withRemotePlugin: await remotePluginScreen(browser, floorScreen) };
  } finally {
    floor.close();
    server.kill();
  }
}

/** Where the bench serves examples/remote-weather from: the portal's origin, as the recipe's /plugins/. */
const REMOTE_PLUGIN_DIR = join(DIST, EXAMPLE_SITE_PATH);
const REMOTE_PLUGIN_PORT = PORT_BASE + 5;

/**
 * A server of the same build whose config lists one remote plugin (examples/remote-weather as the
 * kit builds it, `from` a site path): the portal's chunks and the plugin's files fetched before
 * `portal:ready`, the owner home.
 */
async function withRemotePluginServer() {
  await buildExample(REMOTE_PLUGIN_DIR);
  const config = JSON.parse(readFileSync(join(DIST, 'portal.config.json'), 'utf8')) as { plugins?: object };
  const file = join(ROOT, 'bench/.remote-plugin.config.json');
  const from = `/${EXAMPLE_SITE_PATH}/portico-plugin.json`;
  writeFileSync(file, JSON.stringify({ ...config, plugins: { ...config.plugins, 'acme-weather': { from } } }));
  const server = portalServer(ROOT, REMOTE_PLUGIN_PORT, DIST, { PORTICO_CONFIG: file });
  await waitFor(`http://127.0.0.1:${REMOTE_PLUGIN_PORT}/markets-mobile/`);
  return server;
}

/** The owner home's first screen with one remote plugin listed: the portal's part, the plugin's, the sum. */
async function remotePluginScreen(browser: Browser, floor: FirstScreen) {
  const server = await withRemotePluginServer();
  try {
    const url = `http://127.0.0.1:${REMOTE_PLUGIN_PORT}/markets/manage/`;
    const portal = await firstScreen(browser, DIST, url, HOMES.owner);
    const plugin = await firstScreen(browser, DIST, url, HOMES.owner, `/${EXAMPLE_SITE_PATH}/`);
    const gzip = portal.gzip + plugin.gzip;
    return { portal, plugin, gzip, ratio: Math.round((gzip / floor.gzip) * 1000) / 1000 };
  } finally {
    server.kill();
  }
}

/**
 * Cold starts with one remote plugin listed beside the same build without, interleaved with the
 * floor page: each start ratio, the plugin's cost in ms (medians of RUNS).
 */
async function remotePluginStarts(browser: Browser, plainUrl: string, floorUrl: string) {
  const server = await withRemotePluginServer();
  try {
    const url = `http://127.0.0.1:${REMOTE_PLUGIN_PORT}/markets/manage/`;
    const cookie = (u: string) => ({ name: 'adstk', value: HOMES.owner, url: new URL(u).origin });
    await coldStart(browser, url, cookie(url));
    const runs = { without: [] as number[], with: [] as number[], floor: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      runs.without.push((await coldStart(browser, plainUrl, cookie(plainUrl))).ready);
      runs.with.push((await coldStart(browser, url, cookie(url))).ready);
      runs.floor.push((await coldStart(browser, floorUrl)).ready);
    }
    const [without, withPlugin, floor] = [median(runs.without), median(runs.with), median(runs.floor)];
    const ratio = (ms: number) => Math.round((ms / floor) * 1000) / 1000;
    return {
      runs: RUNS,
      withoutMs: Math.round(without),
      withMs: Math.round(withPlugin),
      floorMs: Math.round(floor),
      ratioWithout: ratio(without),
      ratioWith: ratio(withPlugin),
    };
  } finally {
    server.kill();
  }
}

/** Per chunk of the first screen, the packages (or our layers and plugins) it holds, largest first. */
function moduleTable(files: string[]) {
  if (!existsSync(STATS)) return [];
  const stats = JSON.parse(readFileSync(STATS, 'utf8')) as Record<
    string,
    { groups: Record<string, { bytes: number; modules: number }> }
  >;
  return files
    .filter((f) => stats[`assets/${f}`])
    .map((f) => {
      const groups = Object.entries(stats[`assets/${f}`].groups)
        .map(([name, g]) => ({ name, ...g }))
        .sort((a, b) => b.bytes - a.bytes);
      const total = groups.reduce((n, g) => n + g.bytes, 0);
      return { file: f, gzip: gz(join(DIST, 'assets', f)), renderedBytes: total, groups };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

/**
 * Remote sub-apps (issue 11): warm switch between two qiankun sub-apps, cold first mount of the
 * example per mode, and the first screen with remote sub-apps configured (the config is runtime
 * data: the same chunks load before `portal:ready`, and never the loader chunk).
 */
async function remoteSubApps(browser: Browser, plainPort: number) {
  const server = portalServer(ROOT, REMOTE_PORT, DIST, REMOTE_ENV);
  try {
    await waitFor(`http://127.0.0.1:${REMOTE_PORT}/markets-mobile/`);
    await waitFor(`http://127.0.0.1:${REMOTE_PORT}/markets/remoteDemo/__static__/index.html`);

    // Warm switch: both visited once (entries, scripts and the loader chunk loaded), then 20 switches.
    const { context, page } = await ownerPage(browser, REMOTE_PORT);
    const pair = ['remoteDemo', 'purehtml'] as const;
    for (const name of [...pair, ...pair]) await switchTo(page, name);
    const switches: number[] = [];
    // The warm-up ends on purehtml: the first measured switch goes to remoteDemo.
    for (let i = 0; i < 20; i++) switches.push(await switchTo(page, pair[i % 2]));
    await context.close();

    // Cold first mount per mode, interleaved; one unmeasured round warms the server and file cache.
    const modes = { qiankun: 'remoteDemo', 'singleSPA UMD': 'remoteDemoSpa', 'singleSPA ESM': 'remoteDemoEsm' };
    for (const name of Object.values(modes)) await coldMount(browser, name);
    const cold: Record<string, Array<{ content: number; ready: number }>> = {};
    for (let i = 0; i < 5; i++)
      for (const [mode, name] of Object.entries(modes)) (cold[mode] ??= []).push(await coldMount(browser, name));
    const coldMedians = Object.fromEntries(
      Object.entries(cold).map(([mode, runs]) => [
        mode,
        {
          contentMs: Math.round(median(runs.map((r) => r.content))),
          readyMs: Math.round(median(runs.map((r) => r.ready))),
        },
      ]),
    );

    // First screen with and without remote sub-apps in the config.
    const withRemote = await chunksBeforeReady(browser, REMOTE_PORT);
    const without = await chunksBeforeReady(browser, plainPort);
    const loader = readdirSync(join(DIST, 'assets')).find((f) => /^RemoteSubAppPage-[\w-]{8}\.js$/.test(f));
    if (!loader) throw new Error('no RemoteSubAppPage chunk in dist/assets');
    return {
      switch: { between: [...pair], runs: switches.length, medianMs: Math.round(median(switches) * 10) / 10 },
      coldMount: coldMedians,
      firstScreen: {
        chunksWithRemote: withRemote,
        chunksWithout: without,
        // Lazy chunks that happen to arrive just before or after the mark may differ run to run.
        extra: withRemote.filter((f) => !without.includes(f)),
        missing: without.filter((f) => !withRemote.includes(f)),
        loaderBeforeReady: withRemote.some((f) => f.startsWith('RemoteSubAppPage-')),
      },
      loaderChunk: { file: loader, gzip: gz(join(DIST, 'assets', loader)) },
    };
  } finally {
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

/** The first-screen rows of the printed table, and the module table of its largest chunks. */
function printFirstScreen(
  row: (a: string, b: string, c: string) => void,
  screens: Awaited<ReturnType<typeof firstScreens>>,
  modules: ReturnType<typeof moduleTable>,
) {
  const fmt = (f: FirstScreen) => `${kb(f.gzip)} KB`;
  row('first screen JS, floor page (gzip -9)', fmt(screens.floor), `raw ${kb(screens.floor.raw)} KB`);
  for (const home of Object.keys(HOMES) as Array<keyof typeof HOMES>) {
    const s = screens[home];
    row(`first screen JS, ${home} home (gzip -9)`, fmt(s), `raw ${kb(s.raw)} KB, ${s.files.length} files`);
    row(`  ratio ${home} home / floor`, `${s.ratio}`, `≤ 1.25${s.ratio > 1.25 ? '  (over)' : ''}`);
    row('', '', s.files.join(' '));
  }
  // The import map of the shared modules (remote plugins) is inline in index.html: bytes of the page.
  const map =
    /<script type="importmap">[\s\S]*?<\/script>/.exec(readFileSync(join(DIST, 'index.html'), 'utf8'))?.[0] ?? '';
  const mapGzip = map ? gzipSync(map, { level: 9 }).length : 0;
  row('import map in index.html (gzip -9)', `${kb(mapGzip)} KB`, `raw ${kb(map.length)} KB, beside the scripts above`);
  const remote = screens.withRemotePlugin;
  row(
    'first screen JS, owner, one remote plugin listed',
    `${kb(remote.gzip)} KB`,
    `ratio ${remote.ratio}: the portal's ${kb(remote.portal.gzip)} KB (${remote.portal.files.length} files) + the plugin's ${kb(remote.plugin.gzip)} KB (${remote.plugin.files.join(' ') || 'none before ready'})`,
  );
  row('', '', remote.portal.files.join(' '));
  for (const m of modules.filter((c) => c.gzip > 10 * 1024)) {
    const top = m.groups
      .slice(0, 12)
      .map((g) => `${g.name} ${kb(g.bytes)}`)
      .join(', ');
    row(`  ${m.file} (KB before minifying)`, `${kb(m.gzip)} KB`, top);
  }
}

async function main() {
  if (process.argv.includes('--registry')) return registryOnly();
  // `--size`: the sizes and the first screens only (no start times).
  const sizeOnly = process.argv.includes('--size');
  if (!process.argv.includes('--no-build')) {
    console.log('building the portal and the floor page with the same Rollup config…');
    build({ PORTICO_BUNDLE_STATS: STATS });
    if (!sizeOnly) build({ PORTICO_ENTRY: 'bench/many/main.tsx', PORTICO_OUT_DIR: 'bench/.many' });
    build({
      PORTICO_ENTRY: 'bench/floor/main.tsx',
      PORTICO_HTML: 'bench/floor/index.html',
      PORTICO_OUT_DIR: 'bench/.floor',
      PORTICO_NO_CONFIG: '1',
    });
  }
  // The example remote sub-app the remote figures mount (its own small build, when missing or stale).
  ensureSubAppBuild(ROOT, [join(ROOT, 'examples/remote-subapp/dist')]);
  const size = sizes();
  const cpuReferenceMs = cpuReference();
  const browser = await chromium.launch({ ...CHROMIUM_LAUNCH });
  const screens = await firstScreens(browser).finally(() => browser.close());
  const modules = moduleTable([...new Set([...screens.owner.files, ...screens.agency.files])]);
  const row = (a: string, b: string, c: string) => console.log(`${a.padEnd(44)}${b.padStart(14)}  ${c}`);
  if (sizeOnly) {
    row('initial JS (main.js), portal / floor', `${kb(size.initialGzip)} / ${kb(size.floorGzip)} KB`, '');
    printFirstScreen(row, screens, modules);
    return;
  }
  const resolve = resolution();
  // `--start`: the cold starts only (portal, before, floor), beside the sizes.
  const start = await startTimes(process.argv.includes('--start'));
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cpuReferenceMs,
    size: {
      ...size,
      ratio: Math.round((size.initialGzip / size.floorGzip) * 1000) / 1000,
      firstScreen: screens,
      modules,
    },
    start: { ...start, ratio: Math.round((start.portalMedian / start.floorMedian) * 1000) / 1000 },
    resolve,
  };
  writeFileSync(join(ROOT, 'bench/results.json'), JSON.stringify(results, null, 2) + '\n');

  console.log('');
  row('figure', 'value', 'target');
  row(
    'CPU reference (10^8 additions, median of 5)',
    `${cpuReferenceMs} ms`,
    'machine speed; time figures scale with it',
  );
  row('initial JS (main.js), portal (gzip -9)', `${kb(size.initialGzip)} KB`, 'beside the first screen below');
  row('initial JS (main.js), floor page (gzip -9)', `${kb(size.floorGzip)} KB`, '');
  row('initial JS ratio portal / floor', `${results.size.ratio}`, 'main.js alone; the gate is the first screen');
  printFirstScreen(row, screens, modules);
  for (const s of size.subAppChunks) row(`sub-app chunk ${s.id}`, `${kb(s.gzip)} KB`, '≤ 30 KB');
  for (const c of size.chunks.filter((c) => !size.subAppChunks.some((s) => s.files.includes(c.file))))
    row(`  chunk ${c.file}`, `${kb(c.gzip)} KB`, '');
  for (const c of size.sharedChunks) {
    const users = c.usedBy.map((f) => f.replace(/-[A-Za-z0-9_-]{8}\.js$/, ''));
    row(`  shared chunk ${c.file}`, `${kb(c.gzip)} KB`, users.length ? `used by ${users.join(', ')}` : '');
  }
  row(`cold start to portal:ready, portal (median of ${start.runs})`, `${Math.round(start.portalMedian)} ms`, '');
  row(`cold start to portal:ready, floor (median of ${start.runs})`, `${Math.round(start.floorMedian)} ms`, '');
  row('start ratio portal / floor', `${results.start.ratio}`, `≤ 1.4${results.start.ratio > 1.4 ? '  (over)' : ''}`);
  const rp = start.remotePlugin;
  row(
    `cold start, without / with one remote plugin (median of ${rp.runs})`,
    `${rp.withoutMs} / ${rp.withMs} ms`,
    `start ratio ${rp.ratioWithout} / ${rp.ratioWith} (floor ${rp.floorMs} ms, same run, interleaved)`,
  );
  row(
    `first contentful paint, portal / floor (median)`,
    `${Math.round(start.fcp.portalMs)} / ${Math.round(start.fcp.floorMs)} ms`,
    `ratio ${start.fcp.ratio}; ≤ 1.0${start.fcp.ratio > 1 ? '  (over)' : ''}`,
  );
  row(
    `CLS of the swap (first render), worst of ${start.runs}`,
    `${Math.round(start.cls * 1000) / 1000}`,
    `≤ 0.02${start.cls > 0.02 ? '  (over)' : ''}; to ${SETTLE_MS} ms after ready ${Math.round(start.clsSettled * 1000) / 1000}`,
  );
  row(
    `CLS after ready (to ${SETTLE_MS} ms after it), worst of ${start.runs}`,
    `${Math.round(start.clsAfterReady * 1000) / 1000}`,
    `≤ 0.02${start.clsAfterReady > 0.02 ? '  (over)' : ''}; ${beforeLabelOf()}: ${Math.round(start.before.clsAfterReady * 1000) / 1000}`,
  );
  const marks = (m: Record<string, number>) => MARKS.map((k) => `${k} ${m[k]}`).join(', ');
  row('  portal marks (ms, medians)', '', marks(start.portalMarks));
  const beforeLabel = beforeLabelOf();
  row(`  ${beforeLabel}`, '', marks(start.withoutEarlySessionMarks));
  row(
    `  ${beforeLabel}: ready / fcp / CLS`,
    `${Math.round(start.before.readyMs)} / ${Math.round(start.before.fcpMs)} ms`,
    `CLS ${Math.round(start.before.cls * 1000) / 1000}; same run, alternating`,
  );
  if (start.navigation && start.remote && start.heap && start.plugins)
    printKept(row, { navigation: start.navigation, remote: start.remote, heap: start.heap, plugins: start.plugins });
  for (const r of resolve)
    row(
      `resolvePlugins, ${r.plugins} plugins`,
      `${r.ms} ms`,
      `${r.usPerPlugin} µs/plugin, graph alone ${r.graphMs} ms${r.plugins === 10_000 ? '; ≤ 50 ms' : ''}`,
    );
  console.log('\nwritten: bench/results.json');
}

/** What the "before" of the start run is: another build, or this one without the early session script. */
const beforeLabelOf = () =>
  process.env.BENCH_BEFORE ? `before: ${process.env.BENCH_BEFORE}` : 'same build, no early session';

/** The figures kept from earlier issues: navigation, remote sub-apps, plugin count, heap. */
function printKept(
  row: (a: string, b: string, c: string) => void,
  start: {
    navigation: Awaited<ReturnType<typeof warmNavigation>>;
    remote: Awaited<ReturnType<typeof remoteSubApps>>;
    heap: Awaited<ReturnType<typeof heapGrowth>>;
    plugins: Awaited<ReturnType<typeof pluginCountScaling>>;
  },
) {
  row('warm navigation between two sub-apps (median of 20)', `${start.navigation.medianMs} ms`, '≤ 100 ms');
  const remote = start.remote;
  row(
    `warm switch ${remote.switch.between.join(' ↔ ')} (qiankun, median of ${remote.switch.runs})`,
    `${remote.switch.medianMs} ms`,
    '≤ 100 ms; navigation to content shown',
  );
  for (const [mode, m] of Object.entries(remote.coldMount))
    row(
      `cold first mount, example, ${mode} (median of 5)`,
      `${m.contentMs} ms`,
      `navigation start to content; portal:ready at ${m.readyMs} ms`,
    );
  const first = remote.firstScreen;
  row(
    'JS before portal:ready, with / without subApps',
    `${first.chunksWithRemote.length} / ${first.chunksWithout.length} files`,
    `extra: ${first.extra.join(', ') || 'none'}; missing: ${first.missing.join(', ') || 'none'}; loader chunk before ready: ${first.loaderBeforeReady ? 'YES' : 'no'}`,
  );
  row(
    `  loader chunk ${remote.loaderChunk.file}`,
    `${kb(remote.loaderChunk.gzip)} KB`,
    'qiankun + single-spa + adapter, lazy',
  );
  row(
    'ready with 10 / 100 / 1,000 synthetic plugins',
    `${start.plugins.readyMs[10]} / ${start.plugins.readyMs[100]} / ${start.plugins.readyMs[1000]} ms`,
    `+${start.plugins.growth}% from 10 to 1,000; < 10%`,
  );
  row(
    'heap growth, 105 navigations across 7 sub-apps (same page)',
    `${kb(start.heap.growthBytes)} KB`,
    `< 1024 KB (after first round ${kb(start.heap.afterFirstRoundBytes)} KB)`,
  );
  row('  the next 105 navigations', `${kb(start.heap.nextGrowthBytes)} KB`, 'a leak grows by as much again');
  row('  snapshots, another page: V8 compiled code', `${kb(start.heap.codeGrowthBytes)} KB`, 'hot functions compiled');
  row('  snapshots, another page: objects and the rest', `${kb(start.heap.otherGrowthBytes)} KB`, 'where a leak shows');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
