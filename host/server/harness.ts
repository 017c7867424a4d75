// The dev harness of `npm start -- --plugins <id>[,<id>…] --scenario <name>`: only those plugins
// (and what they require) with their dev API, logged in as a scenario account, a dev badge naming
// them, and a rebuild + reload when a source file changes (folder watches → the incremental dev
// build → server-sent event; harness-page.ts is what the page runs).
import { spawn } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SCENARIO_NAMES, type ScenarioName } from '@portico/dev';
import { formatProblem, type BuildProblem } from './build-problem';
import type { HarnessEvent } from './harness-page';

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

/**
 * The open event streams of the pages; `send` tells all of them. A page that connects while the
 * last build has failed (a reload, a new tab) is told at once, so it shows the error too.
 */
export class ReloadChannel {
  private readonly clients = new Set<ServerResponse>();
  private failure: HarnessEvent | null = null;

  /** Answers `GET /dev-harness/events` with an event stream that stays open. */
  handle(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    res.write(': portico dev harness\n\n');
    if (this.failure) res.write(`data: ${JSON.stringify(this.failure)}\n\n`);
    this.clients.add(res);
    req.on('close', () => this.clients.delete(res));
  }

  send(event: HarnessEvent): void {
    if (event.type === 'failed') this.failure = event;
    else if (event.type === 'reload') this.failure = null;
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

/** What a build tells the rebuilder: done (in `ms`), or the problem that stopped it. */
export type BuildOutcome =
  { readonly ok: true; readonly ms?: number } | { readonly ok: false; readonly problem: BuildProblem };

/**
 * Rebuilds after changes, one build at a time: changes that arrive during a build start one more
 * build after it. Events go to the pages: building, then reload or failed (with the problem,
 * which the terminal shows too).
 */
export class Rebuilder {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly build: () => Promise<BuildOutcome>,
    private readonly channel: Pick<ReloadChannel, 'send'>,
    private readonly log: (line: string) => void = console.log,
    private readonly debounceMs = 100,
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
        const outcome = await this.build().catch((err: unknown): BuildOutcome => ({
          ok: false,
          problem: { message: String(err) },
        }));
        if (outcome.ok) {
          const took = outcome.ms === undefined ? '' : ` in ${(outcome.ms / 1000).toFixed(1)} s`;
          this.log(`[portico] rebuilt${took}: reloading the page`);
          this.channel.send({ type: 'reload' });
        } else {
          this.log(
            `[portico] the build failed (the page shows it too); fix it and save:\n${formatProblem(outcome.problem)}`,
          );
          this.channel.send({ type: 'failed', problem: outcome.problem });
        }
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
