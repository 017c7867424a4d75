// The dev harness of `npm start -- --plugins <id>[,<id>…] --scenario <name>`: only those plugins
// (and what they require) with their dev API, logged in as a scenario account, a dev badge naming
// them, and a rebuild + reload when a source file changes (fs.watch → Rollup → server-sent event).
import { spawn, type ChildProcess } from 'node:child_process';
import { watch, type FSWatcher } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { SCENARIO_NAMES, type ScenarioName } from '@portico/dev';

/** What the command line asked for. `null` fields: not asked (plain `npm start`). */
export interface HarnessArgs {
  readonly plugins: readonly string[] | null;
  readonly scenario: ScenarioName | null;
  /** Rebuild and reload on source changes (default on in the harness; `--no-watch` turns it off). */
  readonly watch: boolean;
  /** Open the browser at the start URL (default on when a terminal runs it; `--no-open` turns it off). */
  readonly open: boolean;
}

/** Parses `--plugins a,b`, `--scenario name`, `--no-watch`, `--no-open` (also `--flag=value`). */
export function parseHarnessArgs(argv: readonly string[]): HarnessArgs | { readonly error: string } {
  let plugins: string[] | null = null;
  let scenario: string | null = null;
  let watchOn = true;
  let open = true;
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    if (flag === '--plugins') {
      const raw = value();
      if (!raw || raw.startsWith('--'))
        return { error: '--plugins needs a list of plugin ids: --plugins header,my-plugin' };
      plugins = raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    } else if (flag === '--scenario') {
      scenario = value() ?? '';
      if (!(SCENARIO_NAMES as readonly string[]).includes(scenario))
        return { error: `--scenario must be one of ${SCENARIO_NAMES.join(', ')} (got "${scenario}")` };
    } else if (flag === '--no-watch') watchOn = false;
    else if (flag === '--no-open') open = false;
  }
  return { plugins, scenario: scenario as ScenarioName | null, watch: watchOn, open };
}

/** Whether the command line asked for the harness (else `npm start` behaves as it always did). */
export const isHarness = (args: HarnessArgs): boolean => args.plugins !== null || args.scenario !== null;

/** A plugin as the harness reads it from the catalog: its id and the paths of its pages. */
export interface HarnessPlugin {
  readonly id: string;
  readonly routes: readonly string[];
}

/**
 * The URL the harness opens: the first page of the first named plugin that has one (a path
 * without parameters), else the portal's home; with `?plugins=` so a reload keeps the subset.
 */
export function firstRoute(named: readonly string[], catalog: readonly HarnessPlugin[]): string {
  for (const id of named) {
    const path = catalog.find((p) => p.id === id)?.routes.find((r) => !r.includes(':') && !r.includes('*'));
    if (path) return path;
  }
  return '/markets/';
}

/** The page address with the subset in its query (`?plugins=` is what dev builds boot from). */
export function withSubset(path: string, plugins: readonly string[] | null): string {
  if (!plugins) return path;
  const url = new URL(path, 'http://x');
  url.searchParams.set('plugins', plugins.join(','));
  return url.pathname + url.search.replace(/%2C/gi, ',');
}

/** The start URL: through the dev login when a scenario is asked for (it sets `adstk`, then redirects). */
export function startUrl(origin: string, path: string, scenario: ScenarioName | null): string {
  if (!scenario) return origin + path;
  return `${origin}/market/login/index.html?scenario=${scenario}&redirect=${encodeURIComponent(path)}`;
}

/** Path of the server-sent events the page's harness snippet listens to. */
export const HARNESS_EVENTS_PATH = '/dev-harness/events';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The dev-only snippet the harness server adds to the page (never part of a build): it keeps
 * `?plugins=` in the address before the app boots (dev builds boot that subset), shows the dev
 * badge — the scenario logged in now (from the `adstk` cookie) and the plugins that are on, read
 * from the running portal — and reloads
 * the page when the server says a rebuild is done.
 */
export function harnessSnippet(plugins: readonly string[] | null, scenario: ScenarioName | null): string {
  const state = JSON.stringify({ plugins, scenario, events: HARNESS_EVENTS_PATH }).replace(/</g, '\\u003c');
  const requested = plugins ? plugins.join('、') : '全部';
  return `
<aside id="portico-dev-badge" aria-label="开发工具" style="position:fixed;left:8px;bottom:8px;z-index:2147483000;max-width:min(480px,calc(100vw - 16px));padding:4px 10px;border-radius:4px;font:12px/1.6 system-ui,sans-serif;background:CanvasText;color:Canvas;pointer-events:none">
  <strong>开发模式</strong> · <span data-harness="scenario">场景：${escapeHtml(scenario ?? '未指定')}</span> · <span data-harness="plugins">插件：${escapeHtml(requested)}</span> <span data-harness="status" role="status"></span>
</aside>
<script>
(function () {
  var h = (window.__porticoHarness = ${state});
  if (h.plugins && new URLSearchParams(location.search).get('plugins') !== h.plugins.join(',')) {
    var u = new URL(location.href);
    u.searchParams.set('plugins', h.plugins.join(','));
    history.replaceState(history.state, '', u.pathname + u.search.replace(/%2C/gi, ',') + u.hash);
  }
  var badge = document.getElementById('portico-dev-badge');
  // The scenario logged in now (the dev login's adstk=dev-<name>), which the dev login may have changed.
  var tk = /(?:^|;\\s*)adstk=([^;]*)/.exec(document.cookie);
  var name = tk && /^dev-/.test(decodeURIComponent(tk[1])) ? decodeURIComponent(tk[1]).slice(4) : tk && tk[1] ? '非测试账号' : '未登录';
  badge.querySelector('[data-harness="scenario"]').textContent = '场景：' + name;
  var tries = 0;
  var timer = setInterval(function () {
    var p = window.__portico;
    if (p && document.documentElement.dataset.portalReady === 'true') {
      badge.querySelector('[data-harness="plugins"]').textContent = '插件：' + p.activePlugins().slice().sort().join('、');
      clearInterval(timer);
    } else if (++tries > 240) clearInterval(timer);
  }, 250);
  if (!window.EventSource) return;
  var events = new EventSource(h.events);
  events.onmessage = function (e) {
    var msg = JSON.parse(e.data);
    var status = badge.querySelector('[data-harness="status"]');
    if (msg.type === 'building') status.textContent = '· 正在重新构建…';
    else if (msg.type === 'failed') status.textContent = '· 构建失败，请查看终端输出';
    else if (msg.type === 'reload') location.reload();
  };
})();
</script>
`;
}

/** Adds the snippet to the page, before `</body>`. */
export function injectSnippet(html: string, snippet: string): string {
  const at = html.lastIndexOf('</body>');
  return at < 0 ? html + snippet : html.slice(0, at) + snippet + html.slice(at);
}

/** A server-sent event the page listens to. */
export type HarnessEvent = { readonly type: 'building' } | { readonly type: 'reload' } | { readonly type: 'failed' };

/** The open event streams of the pages; `send` tells all of them. */
export class ReloadChannel {
  private readonly clients = new Set<ServerResponse>();

  /** Answers `GET /dev-harness/events` with an event stream that stays open. */
  handle(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    res.write(': portico dev harness\n\n');
    this.clients.add(res);
    req.on('close', () => this.clients.delete(res));
  }

  send(event: HarnessEvent): void {
    for (const res of this.clients) res.write(`data: ${JSON.stringify(event)}\n\n`);
  }

  get size(): number {
    return this.clients.size;
  }

  close(): void {
    for (const res of this.clients) res.end();
    this.clients.clear();
  }
}

/** Folders and files whose change rebuilds the portal (those the build reads). */
export const WATCHED = ['core', 'sdk', 'shell', 'dev', 'plugins', 'host', 'examples', 'portal.config.json'];

/** Whether a changed path (relative to its watched folder) is a source, not an editor's temp file or a test. */
export function isSourceChange(file: string | null): boolean {
  if (!file) return true;
  const name = file.split(/[\\/]/).pop() ?? '';
  if (name.startsWith('.') || name.endsWith('~') || /\.(swp|tmp)$/.test(name)) return false;
  if (/\.test\.tsx?$/.test(name) || file.includes('node_modules')) return false;
  // Build output under a watched folder (the example sub-app's dist/) is not a source of the portal.
  if (file.split(/[\\/]/).includes('dist')) return false;
  return true;
}

/**
 * Rebuilds after changes, one build at a time: changes that arrive during a build start one more
 * build after it. `build` resolves true on success. Events go to the pages: building, then reload
 * or failed.
 */
export class Rebuilder {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly build: () => Promise<boolean>,
    private readonly channel: Pick<ReloadChannel, 'send'>,
    private readonly log: (line: string) => void = console.log,
    private readonly debounceMs = 200,
  ) {}

  /** A source changed: build once the changes have settled for `debounceMs`. */
  changed(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, this.debounceMs);
  }

  /** Resolves when no build is running or due. */
  async idle(): Promise<void> {
    while (this.running || this.timer) {
      if (this.running) await this.running;
      else await new Promise((r) => setTimeout(r, this.debounceMs));
    }
  }

  private run(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        this.channel.send({ type: 'building' });
        this.log('[portico] a source changed: rebuilding…');
        const ok = await this.build().catch(() => false);
        this.log(
          ok ? '[portico] rebuilt: reloading the page' : '[portico] the build failed (see above); fix it and save',
        );
        this.channel.send({ type: ok ? 'reload' : 'failed' });
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}

/** Watches the source folders (recursively) and calls `changed` for source changes. */
export function watchSources(root: string, changed: () => void): () => void {
  const watchers: FSWatcher[] = [];
  for (const entry of WATCHED) {
    try {
      watchers.push(
        watch(join(root, entry), { recursive: true }, (_event, file) => {
          if (isSourceChange(file ? String(file) : null)) changed();
        }),
      );
    } catch {
      // A folder that does not exist in this checkout: nothing to watch there.
    }
  }
  return () => watchers.forEach((w) => w.close());
}

/** The Rollup build of a dev-tools `dist/`, as a child process (the server keeps answering meanwhile). */
export function rollupBuild(root: string, outDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child: ChildProcess = spawn(
      process.execPath,
      [join(root, 'node_modules/rollup/dist/bin/rollup'), '-c', 'rollup.config.mjs'],
      { cwd: root, stdio: 'inherit', env: { ...process.env, PORTICO_OUT_DIR: outDir, PORTICO_DEV_TOOLS: '1' } },
    );
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  });
}

/** Opens the URL in the desktop's browser when there is one (errors ignored: the URL is printed anyway). */
export function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  if (command === 'xdg-open' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) return;
  try {
    spawn(command, [url], { stdio: 'ignore', detached: true })
      .on('error', () => undefined)
      .unref();
  } catch {
    // No browser opener: the printed URL is enough.
  }
}
