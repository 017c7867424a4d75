// `npm run bench:compare -- <rev> [<rev> …]`: cold start of each revision and of the working tree,
// in the same run. The machine is noisy, so a change is judged against its "before" measured
// alongside it, not against a figure from another day: each revision is built (release) in a git
// worktree under the system's temporary folder (outside the repo: its tests and sources would
// otherwise be linted and run with the project's), served by its own server, and the cold starts alternate between
// them, median of BENCH_RUNS (default 15). Prints, per build, the portal marks, and the JS files
// and bytes the page fetched before portal:ready. `--path /markets/report/` measures another page,
// `--as agency` another dev login scenario (the owner's by default), `--entry bench/many/main.tsx`
// another entry module (with `--path '/markets/manage/?n=1000'`: the synthetic plugins).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../tests/chromium';
import { median, portalServer, waitFor } from './support';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const HOME = join(tmpdir(), 'portico-compare');
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const FIRST_PORT = 8195;

const args = process.argv.slice(2);
/** The value after `--name`, and the positions it takes. */
const option = (name: string): { value?: string; at: number[] } => {
  const i = args.indexOf(name);
  return i < 0 ? { at: [] } : { value: args[i + 1], at: [i, i + 1] };
};
const path = option('--path');
const as = option('--as');
const entry = option('--entry');
const PATH = path.value ?? '/markets/manage/';
// A dev login scenario (dev/scenarios.ts): `--as agency` starts as the agency.
const TOKEN = `dev-${as.value ?? 'owner'}`;
const revs = args.filter((a, i) => !a.startsWith('--') && ![...path.at, ...as.at, ...entry.at].includes(i));

function run(cmd: string, argv: string[], cwd: string, env: Record<string, string> = {}) {
  const r = spawnSync(cmd, argv, { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(' ')} failed in ${cwd}`);
}

/** A release build of `rev` in its own worktree (the working tree itself for `null`). */
function buildOf(rev: string | null): { label: string; root: string; out: string } {
  const rollup = (root: string, out: string) =>
    run(process.execPath, [join(ROOT, 'node_modules/rollup/dist/bin/rollup'), '-c', 'rollup.config.mjs'], root, {
      PORTICO_OUT_DIR: out,
      PORTICO_DEV_TOOLS: '0',
      ...(entry.value ? { PORTICO_ENTRY: entry.value } : {}),
    });
  if (rev === null) {
    const out = join(HOME, 'working-tree');
    rollup(ROOT, out);
    return { label: 'working tree', root: ROOT, out };
  }
  const sha = spawnSync('git', ['rev-parse', '--short', rev], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  if (!sha) throw new Error(`unknown revision ${rev}`);
  const root = join(HOME, sha);
  if (!existsSync(root)) {
    run('git', ['worktree', 'add', '--detach', root, sha], ROOT);
    symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'));
  }
  const out = join(root, 'dist-compare');
  rollup(root, out);
  return { label: `${rev} (${sha})`, root, out };
}

/** One cold start (fresh context, the scenario's session): marks and what was fetched before ready. */
async function coldStart(browser: Browser, port: number) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'adstk', value: TOKEN, url: `http://127.0.0.1:${port}` }]);
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}${PATH}`);
  await page.waitForSelector('html[data-portal-ready="true"]', { timeout: 30_000 });
  // Page-side source as text: tsx would wrap named functions in a helper the page does not have.
  const figures = (await page.evaluate(`(() => {
    const mark = (n) => performance.getEntriesByName('portal:' + n, 'mark')[0]?.startTime ?? NaN;
    const ready = mark('ready');
    const js = performance.getEntriesByType('resource').filter((r) => r.startTime < ready && /\\/assets\\/.*\\.js$/.test(r.name));
    return { config: mark('config'), session: mark('session'), activated: mark('activated'), ready,
      files: js.length, kb: js.reduce((n, r) => n + r.encodedBodySize, 0) / 1024 };
  })()`)) as Record<string, number>;
  await context.close();
  return figures;
}

async function main() {
  rmSync(join(HOME, 'working-tree'), { recursive: true, force: true });
  mkdirSync(HOME, { recursive: true });
  const builds = [...revs.map((r) => buildOf(r)), buildOf(null)];
  // Each revision's own server (its dev API and static handling), on its build.
  const servers = builds.map((b, i) => portalServer(b.root, FIRST_PORT + i * 10, b.out));
  const browser = await chromium.launch({ ...CHROMIUM_LAUNCH });
  try {
    await Promise.all(builds.map((_, i) => waitFor(`http://127.0.0.1:${FIRST_PORT + i * 10}/markets-mobile/`)));
    const runs: Array<Array<Record<string, number>>> = builds.map(() => []);
    // One start each to warm the servers and the file cache, not counted; then alternate.
    for (let r = 0; r <= RUNS; r++)
      for (let i = 0; i < builds.length; i++) {
        const figures = await coldStart(browser, FIRST_PORT + i * 10);
        if (r > 0) runs[i].push(figures);
      }
    console.log(`cold start of ${PATH} as ${TOKEN}, median of ${RUNS}, alternating (ms from navigation start)`);
    for (let i = 0; i < builds.length; i++) {
      const m = (k: string) => Math.round(median(runs[i].map((f) => f[k])));
      console.log(
        `${builds[i].label.padEnd(28)} config ${m('config')}  session ${m('session')}  activated ${m('activated')}  ready ${m('ready')}  JS before ready: ${m('files')} files, ${m('kb')} KB`,
      );
    }
  } finally {
    await browser.close();
    servers.forEach((s) => s.kill());
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
