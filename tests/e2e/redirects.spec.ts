// The token never follows a redirect (issue 35, item 1). `fetch` follows a 3xx by default and keeps
// custom headers across origins, so one redirect on the API origin handed `tk` and `multiAccessId`
// to whichever host answered the preflight. A `page.route` redirect is followed outside
// interception, so both ends are real loopback servers here: a proxy in front of the e2e portal
// server that answers chosen API paths with a redirect, and a host on another port that records
// every request it gets (preflights included) and would happily answer.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { close, listen, startPortalProxy } from './loopback';
import { loginUrl, pageTitle, portalReady } from './support';

interface Seen {
  readonly method: string;
  readonly path: string;
  readonly tk: string | undefined;
  readonly multiAccessId: string | undefined;
  /** A preflight's `Access-Control-Request-Headers`: the headers the browser was about to send. */
  readonly announced: string | undefined;
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const v = headers[name];
  return Array.isArray(v) ? v.join(',') : v;
};

/** Another origin that takes whatever arrives (CORS allowed), answering a success envelope. */
function startCollector(): { server: Server; seen: Seen[] } {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    seen.push({
      method: req.method ?? '',
      path: req.url ?? '',
      tk: header(req.headers, 'tk'),
      multiAccessId: header(req.headers, 'multiaccessid'),
      announced: header(req.headers, 'access-control-request-headers'),
    });
    const cors = {
      'Access-Control-Allow-Origin': header(req.headers, 'origin') ?? '*',
      'Access-Control-Allow-Headers': header(req.headers, 'access-control-request-headers') ?? '*',
      'Access-Control-Allow-Methods': 'GET, POST',
    };
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify({ code: 0, data: {} }));
  });
  return { server, seen };
}

/** The e2e portal behind a proxy that answers `redirected` paths with `status` to `target`. */
const startProxy = (redirected: ReadonlySet<string>, status: number, target: () => string): Server =>
  startPortalProxy((_, res, path) => {
    if (!redirected.has(path)) return false;
    res.writeHead(status, { Location: `${target()}/collect${path}` }).end();
    return true;
  });

const SUPERVISED_HOME = '/markets/manage/';

for (const status of [302, 307]) {
  test.describe(`an API answering ${status} to another origin`, () => {
    let collector: ReturnType<typeof startCollector>;
    let collectorOrigin = '';
    const servers: Server[] = [];

    test.beforeEach(async () => {
      collector = startCollector();
      collectorOrigin = await listen(collector.server);
      servers.push(collector.server);
    });
    test.afterEach(async () => {
      await Promise.all(servers.splice(0).map(close));
    });

    test(`owner/info started by index.html: the session error page says 网络错误，请稍后再试; the other host gets nothing`, async ({
      page,
    }) => {
      const proxy = startProxy(new Set(['/v2/communal/owner/info']), status, () => collectorOrigin);
      servers.push(proxy);
      const base = await listen(proxy);
      const consoleErrors: string[] = [];
      page.on('console', (m) => void (m.type() === 'error' && consoleErrors.push(m.text())));
      await page.goto(`${base}${loginUrl('supervised', SUPERVISED_HOME)}`);
      const error = page.locator('.portico-session-error');
      await expect(error).toBeVisible({ timeout: 60_000 });
      await expect(error.getByRole('heading', { level: 1 })).toHaveText('网络错误，请稍后再试');
      await expect(error.getByRole('button', { name: '重试' })).toBeVisible();
      expect(page.url()).toContain('multiAccessId=');
      expect(collector.seen).toEqual([]);
      // Logged with its hint once the lazily loaded hint table is here.
      await expect
        .poll(() => consoleErrors.some((t) => t.includes('PORTICO_E_REQUEST_REDIRECTED') && t.includes('never follow')))
        .toBe(true);
    });

    test(`a call of the request service (计划列表's list): the page says 网络错误，请稍后再试; the other host gets nothing`, async ({
      page,
    }) => {
      const proxy = startProxy(new Set(['/v3/manage/plan/list']), status, () => collectorOrigin);
      servers.push(proxy);
      const base = await listen(proxy);
      await page.goto(`${base}${loginUrl('supervised', '/markets/manage/PlanManage')}`);
      await portalReady(page);
      await expect(pageTitle(page)).toHaveText('计划管理');
      await expect(page.getByText('网络错误，请稍后再试').first()).toBeVisible();
      // The header and the rest of the portal still work: still signed in and supervised.
      await expect(page.getByRole('banner')).toBeVisible();
      expect(page.url()).toContain('multiAccessId=');
      expect(collector.seen).toEqual([]);
    });
  });
}
