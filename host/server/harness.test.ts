import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  firstRoute,
  isHarness,
  parseHarnessArgs,
  Rebuilder,
  ReloadChannel,
  startUrl,
  withSubset,
  type BuildOutcome,
} from './harness';
import type { HarnessEvent } from './harness-page';

describe('harness arguments', () => {
  it('is off without --plugins and --scenario: npm start behaves as before', () => {
    const args = parseHarnessArgs([]);
    expect(args).toEqual({ plugins: null, scenario: null, watch: true, open: true });
    expect(isHarness(args as Exclude<typeof args, { error: string }>)).toBe(false);
  });

  it('reads the plugins, the scenario and the switches, in both spellings', () => {
    expect(parseHarnessArgs(['--plugins', 'header, my-todo', '--scenario', 'agency', '--no-watch'])).toEqual({
      plugins: ['header', 'my-todo'],
      scenario: 'agency',
      watch: false,
      open: true,
    });
    expect(parseHarnessArgs(['--plugins=header', '--scenario=owner', '--no-open'])).toMatchObject({
      plugins: ['header'],
      scenario: 'owner',
      open: false,
    });
  });

  it('refuses an unknown scenario and an empty plugin list with one clear line', () => {
    expect(parseHarnessArgs(['--scenario', 'nobody'])).toEqual({
      error: expect.stringMatching(/^--scenario must be one of agency, .* \(got "nobody"\)$/),
    });
    expect(parseHarnessArgs(['--plugins'])).toEqual({ error: expect.stringContaining('--plugins needs a list') });
    expect(parseHarnessArgs(['--plugins', '--scenario', 'owner'])).toHaveProperty('error');
  });
});

describe('harness start URL', () => {
  const catalog = [
    { id: 'header', routes: [] },
    { id: 'report', routes: ['/markets/report/:id', '/markets/report/'] },
  ];

  it("opens the first named plugin's first page without parameters, else the home, keeping the subset", () => {
    expect(firstRoute(['header', 'report'], catalog)).toBe('/markets/report/');
    expect(firstRoute(['header'], catalog)).toBe('/markets/');
    expect(withSubset('/markets/report/', ['header', 'report'])).toBe('/markets/report/?plugins=header,report');
    expect(withSubset('/markets/', null)).toBe('/markets/');
  });

  it('goes through the dev login when a scenario is given', () => {
    expect(startUrl('http://localhost:8080', '/markets/?plugins=header', 'agency')).toBe(
      'http://localhost:8080/market/login/index.html?scenario=agency&redirect=%2Fmarkets%2F%3Fplugins%3Dheader',
    );
    expect(startUrl('http://localhost:8080', '/markets/', null)).toBe('http://localhost:8080/markets/');
  });
});

describe('rebuild and reload', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rebuilds once for a burst of saves, then tells the page to reload; a failed build says so', async () => {
    vi.useFakeTimers();
    const events: HarnessEvent['type'][] = [];
    let ok = true;
    const build = vi.fn(async (): Promise<BuildOutcome> =>
      ok ? { ok } : { ok, problem: { message: 'Unexpected "}"' } },
    );
    const rebuilder = new Rebuilder(build, { send: (e) => events.push(e.type) }, () => undefined, 200);
    rebuilder.changed();
    await vi.advanceTimersByTimeAsync(100);
    rebuilder.changed();
    await vi.advanceTimersByTimeAsync(199);
    expect(build).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await rebuilder.idle();
    expect(build).toHaveBeenCalledTimes(1);
    expect(events).toEqual(['building', 'reload']);

    ok = false;
    rebuilder.changed();
    await vi.advanceTimersByTimeAsync(200);
    await rebuilder.idle();
    expect(events).toEqual(['building', 'reload', 'building', 'failed']);
  });

  it('builds again after a build when a save arrived during it', async () => {
    vi.useFakeTimers();
    let finish!: () => void;
    const build = vi.fn(() => new Promise<BuildOutcome>((r) => (finish = () => r({ ok: true }))));
    const rebuilder = new Rebuilder(build, { send: () => undefined }, () => undefined, 10);
    rebuilder.changed();
    await vi.advanceTimersByTimeAsync(10);
    expect(build).toHaveBeenCalledTimes(1);
    rebuilder.changed();
    await vi.advanceTimersByTimeAsync(10);
    expect(build).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(build).toHaveBeenCalledTimes(2);
    finish();
    await rebuilder.idle();
  });

  it('tells the page and the terminal where a build failed', async () => {
    vi.useFakeTimers();
    const events: HarnessEvent[] = [];
    const lines: string[] = [];
    const problem = { file: 'plugins/header/messages.ts', line: 3, column: 24, message: 'Unterminated string literal' };
    const rebuilder = new Rebuilder(
      async () => ({ ok: false, problem }),
      { send: (e) => events.push(e) },
      (l) => lines.push(l),
      10,
    );
    rebuilder.changed();
    await vi.advanceTimersByTimeAsync(10);
    await rebuilder.idle();
    expect(events).toEqual([{ type: 'building' }, { type: 'failed', problem }]);
    expect(lines.at(-1)).toContain('plugins/header/messages.ts:3:24 Unterminated string literal');
  });

  /** A page's event stream, open on `channel`: what was written to it. */
  const openPage = (channel: ReloadChannel) => {
    const req = new EventEmitter() as IncomingMessage;
    const written: string[] = [];
    const res = {
      writeHead: vi.fn(),
      write: (s: string) => written.push(s),
      end: vi.fn(),
    } as unknown as ServerResponse;
    channel.handle(req, res);
    return { req, res, written };
  };

  it('streams events to every open page and forgets closed ones', () => {
    const channel = new ReloadChannel();
    const a = openPage(channel);
    const b = openPage(channel);
    expect(a.res.writeHead).toHaveBeenCalledWith(
      200,
      expect.objectContaining({ 'content-type': expect.stringContaining('text/event-stream') }),
    );
    b.req.emit('close');
    channel.send({ type: 'reload' });
    expect(a.written.at(-1)).toBe('data: {"type":"reload"}\n\n');
    expect(b.written.some((w) => w.includes('reload'))).toBe(false);
    expect(channel.size).toBe(1);
  });

  it('tells a page that connects while the last build has failed, until a good build', () => {
    const channel = new ReloadChannel();
    const open = () => openPage(channel).written;
    const problem = { file: 'plugins/header/messages.ts', line: 3, message: 'Unterminated string literal' };
    channel.send({ type: 'failed', problem });
    expect(open().at(-1)).toBe(`data: ${JSON.stringify({ type: 'failed', problem })}\n\n`);
    channel.send({ type: 'reload' });
    expect(open()).toEqual([': portico dev harness\n\n']);
  });
});
