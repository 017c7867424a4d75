import fc from 'fast-check';
import { http, HttpResponse, type RequestHandler } from '@portico/dev';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUrlPolicy, requestPlace } from '../services/url-policy';
import { apiPath, DEV_FAULT_API, faultHandlers, handlersFetch, ok } from '@portico/dev';
import { DefaultNavigationService } from '../services/navigation';
import { DefaultNotifierService } from '../services/notifier';
import { DefaultRequestService } from './default-request-service';
import { REQUEST_MESSAGES } from './messages';
import { ApiError, type CallRecord, type RequestOptions } from './request-service';

const ORIGIN = 'http://localhost:3000';

function setup(handlers: RequestHandler[] = [], ctx: { token?: string | null; multi?: string | null } = {}) {
  const wire = handlersFetch([...handlers, ...faultHandlers], ORIGIN);
  const notifier = new DefaultNotifierService();
  const assigned: string[] = [];
  const location = {
    href: `${ORIGIN}/markets/report/?agency=true`,
    origin: ORIGIN,
    assign: (u: string) => void assigned.push(u),
    open: () => undefined,
  };
  const downloads: Array<{ blob: Blob; fileName: string }> = [];
  const request = new DefaultRequestService(
    notifier,
    new DefaultNavigationService(location),
    {
      token: () => ctx.token ?? 'dev-owner',
      multiAccessId: () => ctx.multi ?? null,
      place: (url) => requestPlace(createUrlPolicy(ORIGIN), url),
      saveFile: (blob, fileName) => void downloads.push({ blob, fileName }),
      now: () => 1700000000000,
    },
    wire.fetch,
  );
  const calls: CallRecord[] = [];
  request.observe((r) => calls.push(r));
  const errors = () => notifier.notices.filter((n) => n.intent === 'error').map((n) => n.text);
  return { request, wire, notifier, assigned, downloads, calls, errors };
}

/** The rejection of a call, which must be an ApiError. */
async function failure(p: Promise<unknown>): Promise<ApiError> {
  const outcome = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(outcome).toBeInstanceOf(ApiError);
  return outcome as ApiError;
}

const fault = (query: string) => `${DEV_FAULT_API.fault}?${query}`;

afterEach(() => vi.useRealTimers());

describe('DefaultRequestService: encoding (spec §7)', () => {
  it('posts form-encoded by default with tk and multiAccessId headers', async () => {
    const { request, wire } = setup([http.post(apiPath('/v2/x'), () => ok({ a: 1 }))], { multi: 'ma-1' });
    expect(await request.call('/v2/x', { ids: [1, 2], filter: { a: 1 }, name: '张三', skip: undefined })).toEqual({
      a: 1,
    });
    const sent = wire.requests[0];
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(sent.headers.get('tk')).toBe('dev-owner');
    expect(sent.headers.get('multiAccessId')).toBe('ma-1');
    expect(await sent.text()).toBe('ids=1&ids=2&filter=%7B%22a%22%3A1%7D&name=%E5%BC%A0%E4%B8%89');
  });

  it.each<[RequestOptions['mode'], string, string, string]>([
    ['json', 'POST', '/v2/x', '{"a":1,"b":"乙"}'],
    ['get', 'GET', '/v2/x?a=1&b=%E4%B9%99', ''],
    ['query', 'POST', '/v2/x?a=1&b=%E4%B9%99', ''],
  ])('mode %s', async (mode, method, path, body) => {
    const { request, wire } = setup([http.all(apiPath('/v2/x'), () => ok(null))]);
    await request.call('/v2/x', { a: 1, b: '乙' }, { mode });
    const sent = wire.requests[0];
    expect(sent.method).toBe(method);
    expect(sent.url).toBe(`${ORIGIN}${path}`);
    if (method !== 'GET') expect(await sent.text()).toBe(body);
  });

  it('generic get/delete put _t and scalar params in the query string; post/put send JSON', async () => {
    const { request, wire } = setup([http.all(apiPath('/v2/g'), () => ok(null))]);
    await request.get('/v2/g', { a: 1, b: 'x y', list: [1], obj: { c: 1 } });
    await request.delete('/v2/g?z=1', { a: 2 });
    await request.post('/v2/g', { a: 3 });
    await request.put('/v2/g', { a: 4 });
    expect(wire.requests.map((r) => [r.method, r.url.replace(ORIGIN, '')])).toEqual([
      ['GET', '/v2/g?a=1&b=x+y&_t=1700000000000'],
      ['DELETE', '/v2/g?z=1&a=2&_t=1700000000000'],
      ['POST', '/v2/g'],
      ['PUT', '/v2/g'],
    ]);
    expect(await wire.requests[2].text()).toBe('{"a":3,"_t":1700000000000}');
  });

  it('caches by URL and parameters when asked, and forgets failures', async () => {
    let n = 0;
    const { request, wire } = setup([
      http.post(apiPath('/v2/c'), () => (++n === 1 ? HttpResponse.json({ code: 1, msg: 'x' }) : ok(n))),
    ]);
    await failure(request.call('/v2/c', {}, { cache: true, silent: true }));
    expect(await request.call('/v2/c', {}, { cache: true })).toBe(2);
    expect(await request.call('/v2/c', {}, { cache: true })).toBe(2);
    expect(await request.call('/v2/c', { other: 1 }, { cache: true })).toBe(3);
    expect(wire.requests).toHaveLength(3);
  });
});

describe('DefaultRequestService: codes (spec §8)', () => {
  it.each([0, 129012])('code %s succeeds', async (code) => {
    const { request, errors } = setup([http.post(apiPath('/v2/ok'), () => HttpResponse.json({ code, data: 'd' }))]);
    expect(await request.call('/v2/ok')).toBe('d');
    expect(errors()).toEqual([]);
  });

  it('405 blocks the page with the server text, or 访问次数达到上限', async () => {
    const a = setup();
    expect((await failure(a.request.call(fault('code=405&msg=今日访问已达上限')))).message).toBe('今日访问已达上限');
    expect(a.notifier.blocked).toBe('今日访问已达上限');
    const b = setup();
    await failure(b.request.call(fault('code=405&msg=')));
    expect(b.notifier.blocked).toBe('访问次数达到上限');
    const c = setup();
    await failure(c.request.call(fault('code=405'), {}, { manual: true }));
    expect(c.notifier.blocked).toBeNull();
  });

  it('401 shows the server text, else 权限错误, unless silent', async () => {
    const a = setup();
    await failure(a.request.call(fault('code=401&msg=')));
    const b = setup();
    await failure(b.request.call(fault('code=401&msg=无权查看该报表')));
    const c = setup();
    await failure(c.request.call(fault('code=401'), {}, { silent: true }));
    expect([a.errors(), b.errors(), c.errors()]).toEqual([['权限错误'], ['无权查看该报表'], []]);
    expect(REQUEST_MESSAGES.forbidden).toBe('权限错误');
  });

  it.each([403, 409])('%s goes to the login page with the current page as redirect', async (code) => {
    const { request, assigned, errors } = setup();
    await failure(request.call(fault(`code=${code}`)));
    expect(assigned).toEqual(['/market/login/index.html?redirect=%2Fmarkets%2Freport%2F%3Fagency%3Dtrue']);
    expect(errors()).toEqual([]);
  });

  it('404 (code or status) shows 网络错误，请稍后再试', async () => {
    const a = setup();
    expect((await failure(a.request.call(fault('code=404&msg=找不到')))).message).toBe(REQUEST_MESSAGES.network);
    const b = setup();
    const err = await failure(b.request.call('/v2/no-such-path'));
    expect(err).toMatchObject({ message: '网络错误，请稍后再试', status: 404 });
    expect(b.errors()).toEqual(['网络错误，请稍后再试']);
  });

  it('other codes show the server text or the network text, unless silenced', async () => {
    const a = setup();
    await failure(a.request.call(fault('code=500100&msg=余额不足')));
    const b = setup();
    await failure(b.request.call(fault('code=500100&msg=')));
    const c = setup();
    await failure(c.request.call(fault('code=500100&msg=x'), {}, { silent: true }));
    expect([a.errors(), b.errors(), c.errors()]).toEqual([['余额不足'], ['网络错误，请稍后再试'], []]);
  });
});

describe('DefaultRequestService: broken answers never escape as anything but ApiError', () => {
  it('malformed JSON in a 200 becomes a parse error with the network text', async () => {
    const { request, errors, calls } = setup();
    const err = await failure(request.call(fault('body=malformed')));
    expect(err).toMatchObject({ kind: 'parse', code: null, status: 200, message: REQUEST_MESSAGES.network });
    expect(errors()).toEqual([REQUEST_MESSAGES.network]);
    expect(calls[0]).toMatchObject({ ok: false, status: 200, code: null, text: '{"code":0,"data":{"items":[' });
  });

  it('an HTML error page becomes an http error with its status', async () => {
    const { request, calls } = setup();
    const err = await failure(request.call(fault('body=html&status=502')));
    expect(err).toMatchObject({ kind: 'http', code: 502, status: 502, message: REQUEST_MESSAGES.network });
    expect(calls[0].text).toContain('502 Bad Gateway');
  });

  it('an HTML page with status 200 (a proxy fallback) is a parse error', async () => {
    const { request } = setup();
    expect(await failure(request.call(fault('body=html&status=200')))).toMatchObject({
      kind: 'parse',
      message: REQUEST_MESSAGES.network,
    });
  });

  it('an empty body is a parse error (200) or an http error (500)', async () => {
    const { request } = setup();
    expect(await failure(request.call(fault('body=empty')))).toMatchObject({ kind: 'parse', status: 200 });
    expect(await failure(request.call(fault('body=empty&status=500')))).toMatchObject({
      kind: 'http',
      code: 500,
      message: REQUEST_MESSAGES.network,
    });
  });

  it('JSON that is not an envelope (array, string, null) is not success', async () => {
    for (const body of ['[1,2]', '"text"', 'null', '{"data":1}', '{"code":"abc"}']) {
      const { request } = setup([
        http.post(
          apiPath('/v2/odd'),
          () => new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } }),
        ),
      ]);
      await failure(request.call('/v2/odd', {}, { silent: true }));
    }
  });

  it('a numeric string code counts as the code', async () => {
    const { request } = setup([http.post(apiPath('/v2/s'), () => HttpResponse.json({ code: '0', data: 5 }))]);
    expect(await request.call('/v2/s')).toBe(5);
  });

  it('a timeout becomes 请求超时，请稍后再试, shown once', async () => {
    vi.useFakeTimers();
    const { request, errors, calls } = setup();
    const pending = failure(request.call(`${DEV_FAULT_API.slow}?delay=40000`, {}, { timeoutMs: 30_000 }));
    await vi.advanceTimersByTimeAsync(30_000);
    const err = await pending;
    expect(err).toMatchObject({ kind: 'timeout', message: '请求超时，请稍后再试' });
    expect(REQUEST_MESSAGES.timeout).toBe('请求超时，请稍后再试');
    expect(errors()).toEqual(['请求超时，请稍后再试']);
    expect(calls[0]).toMatchObject({ status: 0, ok: false });
  });

  it('the default timeout is 30 s', async () => {
    vi.useFakeTimers();
    const { request } = setup();
    const settled = vi.fn();
    const pending = request.call(`${DEV_FAULT_API.slow}?delay=60000`, {}, { silent: true });
    pending.catch(settled);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledOnce();
  });

  it('a caller abort rejects quietly', async () => {
    const { request, errors } = setup();
    const controller = new AbortController();
    const pending = failure(request.call(`${DEV_FAULT_API.slow}?delay=1000`, {}, { signal: controller.signal }));
    controller.abort();
    expect((await pending).message).toBe('aborted');
    expect(errors()).toEqual([]);
  });

  it('a network failure shows the network text with the cause', async () => {
    const notifier = new DefaultNotifierService();
    const location = { href: `${ORIGIN}/`, origin: ORIGIN, assign: () => undefined, open: () => undefined };
    const request = new DefaultRequestService(
      notifier,
      new DefaultNavigationService(location),
      {
        token: () => null,
        multiAccessId: () => null,
        place: (url) => requestPlace(createUrlPolicy(ORIGIN), url),
        saveFile: () => undefined,
        now: () => 0,
      },
      () => Promise.reject(new TypeError('Failed to fetch')),
    );
    expect(await failure(request.call('/v2/x'))).toMatchObject({
      kind: 'network',
      message: '网络错误，请稍后再试（Failed to fetch）',
    });
    expect(notifier.notices.map((n) => n.text)).toEqual(['网络错误，请稍后再试（Failed to fetch）']);
  });

  it('a listener that throws does not break the call', async () => {
    const { request } = setup([http.post(apiPath('/v2/l'), () => ok(1))]);
    request.observe(() => {
      throw new Error('listener bug');
    });
    expect(await request.call('/v2/l')).toBe(1);
  });

  it('any status and body: resolves or rejects with ApiError, never anything else', async () => {
    const statuses = fc.constantFrom(200, 201, 301, 400, 401, 403, 404, 405, 409, 418, 500, 502, 503);
    const bodies = fc.oneof(
      fc.string(),
      fc.json(),
      fc
        .record({
          code: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
          msg: fc.oneof(fc.string(), fc.integer()),
          data: fc.jsonValue(),
        })
        .map((o) => JSON.stringify(o)),
    );
    const modes = fc.constantFrom<RequestOptions['mode']>('form', 'json', 'get', 'query', 'download');
    await fc.assert(
      fc.asyncProperty(statuses, bodies, modes, fc.boolean(), async (status, body, mode, silent) => {
        const { request } = setup([http.all(apiPath('/v2/any'), () => new HttpResponse(body, { status }))]);
        const outcome = await request.call('/v2/any', { a: 1 }, { mode, silent }).then(
          () => 'resolved',
          (e: unknown) => (e instanceof ApiError && typeof e.message === 'string' ? 'api-error' : e),
        );
        return outcome === 'resolved' || outcome === 'api-error';
      }),
      { numRuns: 150 },
    );
  });
});

describe('DefaultRequestService: download', () => {
  it('saves a file with the name from Content-Disposition', async () => {
    const { request, downloads } = setup([
      http.post(
        apiPath('/v2/export'),
        () =>
          new HttpResponse('a,b\n1,2', {
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': "attachment; filename*=UTF-8''%E6%8A%A5%E8%A1%A8.csv",
            },
          }),
      ),
    ]);
    await request.call('/v2/export', {}, { mode: 'download' });
    expect(downloads.map((d) => d.fileName)).toEqual(['报表.csv']);
  });

  it.each([
    [`attachment; filename*=UTF-8''%zz.csv; filename="report.csv"`, 'report.csv'],
    [`attachment; filename*=UTF-8''%E6%8A`, 'export'],
  ])('a malformed filename* (%s) still saves the file, as %s', async (disposition, name) => {
    const { request, downloads, errors } = setup([
      http.post(
        apiPath('/v2/export'),
        () =>
          new HttpResponse('a,b\n1,2', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': disposition } }),
      ),
    ]);
    await request.call('/v2/export', {}, { mode: 'download' });
    expect(downloads.map((d) => d.fileName)).toEqual([name]);
    expect(await downloads[0].blob.text()).toBe('a,b\n1,2');
    expect(errors()).toEqual([]);
  });

  it('shows 文件导出失败 when the export answers an error envelope', async () => {
    const { request, errors } = setup([
      http.post(apiPath('/v2/export'), () => HttpResponse.json({ code: 500, msg: '' })),
    ]);
    expect((await failure(request.call('/v2/export', {}, { mode: 'download' }))).message).toBe(
      REQUEST_MESSAGES.exportFailed,
    );
    expect(errors()).toEqual(['文件导出失败']);
  });
});
