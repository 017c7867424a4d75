import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  firstRoute,
  harnessSnippet,
  injectSnippet,
  isHarness,
  isSourceChange,
  parseHarnessArgs,
  Rebuilder,
  ReloadChannel,
  startUrl,
  withSubset,
  type HarnessEvent,
} from './harness';

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

describe('the dev-only page snippet', () => {
  it('names the scenario and the plugins in a labelled badge, escaped, before </body>', () => {
    const html = injectSnippet('<html><body><div id="root"></div></body></html>', harnessSnippet(['a<b'], 'agency'));
    expect(html.indexOf('portico-dev-badge')).toBeGreaterThan(html.indexOf('id="root"'));
    expect(html.endsWith('</body></html>')).toBe(true);
    document.body.innerHTML = html.slice(html.indexOf('<aside'), html.indexOf('</aside>') + 8);
    const badge = document.querySelector('aside')!;
    expect(badge.getAttribute('aria-label')).toBe('开发工具');
    expect(badge.textContent).toContain('场景：agency');
    expect(badge.textContent).toContain('插件：a<b');
    expect(html).not.toContain('a<b');
  });
});

describe('the snippet in the page', () => {
  it('names the scenario logged in now and keeps ?plugins= in the address before the app boots', () => {
    history.replaceState(null, '', '/markets/manage/agency/home');
    // Not the first cookie (a longer path comes first): the badge finds adstk among others.
    document.cookie = 'theme=light; path=/markets';
    document.cookie = 'adstk=dev-operator-ads; path=/';
    const html = harnessSnippet(['header', 'manage'], 'agency');
    document.body.innerHTML = html.slice(html.indexOf('<aside'), html.indexOf('</aside>') + 8);
    const script = html.slice(html.indexOf('<script>') + 8, html.indexOf('</script>'));
    new Function(script)();
    expect(document.cookie).toBe('theme=light; adstk=dev-operator-ads');
    expect(document.querySelector('[data-harness="scenario"]')?.textContent).toBe('场景：operator-ads');
    expect(location.pathname + location.search).toBe('/markets/manage/agency/home?plugins=header,manage');
    document.cookie = 'adstk=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    document.cookie = 'theme=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/markets';
    new Function(script)();
    expect(document.querySelector('[data-harness="scenario"]')?.textContent).toBe('场景：未登录');
  });
});

describe('rebuild and reload', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ignores editor temp files and tests, not sources', () => {
    expect(isSourceChange('my-todo/Widget.tsx')).toBe(true);
    expect(isSourceChange('my-todo/.Widget.tsx.swp')).toBe(false);
    expect(isSourceChange('my-todo/plugin.test.tsx')).toBe(false);
    expect(isSourceChange('remote-subapp/dist/remoteDemo/__static__/index.html')).toBe(false);
    expect(isSourceChange(null)).toBe(true);
  });

  it('rebuilds once for a burst of saves, then tells the page to reload; a failed build says so', async () => {
    vi.useFakeTimers();
    const events: HarnessEvent['type'][] = [];
    let ok = true;
    const build = vi.fn(async () => ok);
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
    let finish!: (ok: boolean) => void;
    const build = vi.fn(() => new Promise<boolean>((r) => (finish = r)));
    const rebuilder = new Rebuilder(build, { send: () => undefined }, () => undefined, 10);
    rebuilder.changed();
    await vi.advanceTimersByTimeAsync(10);
    expect(build).toHaveBeenCalledTimes(1);
    rebuilder.changed();
    await vi.advanceTimersByTimeAsync(10);
    expect(build).toHaveBeenCalledTimes(1);
    finish(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(build).toHaveBeenCalledTimes(2);
    finish(true);
    await rebuilder.idle();
  });

  it('streams events to every open page and forgets closed ones', () => {
    const channel = new ReloadChannel();
    const page = () => {
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
    const a = page();
    const b = page();
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
});
