import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUrlPolicy, requestPlace } from '../services/url-policy';
import {
  createReporterHandlers,
  DEV_REPORTER_ENDPOINTS,
  faultHandlers,
  handlersFetch,
  DEV_FAULT_API,
} from '@portico/dev';
import { ApiError, DefaultRequestService, type CallRecord } from '../request';
import { DefaultNavigationService } from '../services/navigation';
import { DefaultNotifierService } from '../services/notifier';
import { IGNORED_MESSAGES, isReportingHost, REPORT_LEVEL, REPORTER_LIMITS, UNUSUAL_TAG } from './constants';
import { DefaultReporterService } from './default-reporter-service';
import type { ReporterConfig } from './reporter-service';
import { createReporterTransport, type BeaconImage } from './transport';

const ORIGIN = 'https://e.example.cn';
const CONFIG: ReporterConfig = {
  appKey: 'portico-web',
  productId: 'markets',
  consoleEndpoint: DEV_REPORTER_ENDPOINTS.console,
  offlineEndpoint: DEV_REPORTER_ENDPOINTS.offline,
  beaconEndpoint: DEV_REPORTER_ENDPOINTS.beacon,
};

interface SetupOptions {
  href?: string;
  config?: ReporterConfig;
  uin?: number | null;
  random?: () => number;
}

/** A reporter whose transport is the dev API (in-process MSW) and a recording image factory. */
function setup({
  href = `${ORIGIN}/markets/manage/IndexManage`,
  config = CONFIG,
  uin = 200001,
  random,
}: SetupOptions = {}) {
  const api = createReporterHandlers();
  const wire = handlersFetch(api.handlers, ORIGIN);
  const beacons: string[] = [];
  const image = (): BeaconImage => ({
    get src() {
      return '';
    },
    set src(url: string) {
      beacons.push(url);
    },
  });
  const reporter = new DefaultReporterService({
    config,
    transport: createReporterTransport(wire.fetch, image),
    href: () => href,
    now: () => Date.now(),
    uin: () => uin,
    random,
  });
  let emit: (r: CallRecord) => void = () => undefined;
  reporter.watch({ observe: (l) => ((emit = l), () => undefined) });
  /** Records of every beacon sent, one object per record (`msg[0]` → `{ msg }`), plus the shared fields. */
  const records = () =>
    beacons.flatMap((url) => {
      const q = new URL(url, ORIGIN).searchParams;
      const count = Number(q.get('count') ?? 0);
      return Array.from({ length: count }, (_, i) => {
        const out: Record<string, string> = {
          id: q.get('id') ?? '',
          appKey: q.get('appKey') ?? '',
          uin: q.get('uin') ?? '',
        };
        for (const [k, v] of q) {
          const m = /^(\w+)\[(\d+)\]$/.exec(k);
          if (m && Number(m[2]) === i) out[m[1]] = v;
        }
        return out;
      });
    });
  const call = (over: Partial<CallRecord>) =>
    emit({
      url: '/v2/communal/x',
      method: 'POST',
      status: 200,
      code: 0,
      durationMs: 100,
      ok: true,
      text: '{"code":0}',
      ...over,
    });
  return { reporter, beacons, records, call, inbox: api.inbox, wire };
}

/** Lets pending promise chains (in-process MSW answers) finish under fake timers. */
async function settle() {
  for (let i = 0; i < 20; i++) await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => vi.useFakeTimers({ now: new Date('2025-06-01T10:00:00+08:00') }));
afterEach(() => vi.useRealTimers());

describe('reporter limits (spec §9)', () => {
  it('has the spec values', () => {
    expect(REPORTER_LIMITS).toMatchObject({
      sampleRate: 1,
      delayMs: 1000,
      repeatLimit: 5,
      maxMessageLength: 400,
      responseTextLength: 200,
      consoleBufferSize: 30,
      consoleDebounceMs: 20_000,
      maxLoadTimeMs: 10_000,
      slowCallMs: 5000,
    });
    expect(REPORT_LEVEL).toEqual({ DEBUG: 1, INFO: 2, ERROR: 4, OFFLINE: 20 });
  });
});

describe('capture', () => {
  it('reports an uncaught error after the 1000 ms delay, with its position and the page', async () => {
    const { reporter, records, beacons } = setup();
    const target = new EventTarget();
    reporter.listen(target);
    const error = new TypeError("Cannot read properties of undefined (reading 'ownerId')");
    target.dispatchEvent(
      new ErrorEvent('error', {
        message: error.message,
        error,
        filename: `${ORIGIN}/assets/index-3f2a.js`,
        lineno: 12,
        colno: 3456,
      }),
    );
    await vi.advanceTimersByTimeAsync(REPORTER_LIMITS.delayMs - 1);
    expect(beacons).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(beacons).toHaveLength(1);
    expect(beacons[0].startsWith(`${DEV_REPORTER_ENDPOINTS.beacon}?`)).toBe(true);
    const [r] = records();
    expect(r).toMatchObject({
      id: 'markets',
      appKey: 'portico-web',
      uin: '200001',
      level: '4',
      type: 'badjs',
      target: `${ORIGIN}/assets/index-3f2a.js`,
      row: '12',
      column: '3456',
      from: `${ORIGIN}/markets/manage/IndexManage`,
    });
    expect(r.msg.startsWith("TypeError: Cannot read properties of undefined (reading 'ownerId')")).toBe(true);
    expect(r.errorId).toMatch(/\S+/);
  });

  it('batches what arrives within the delay into one beacon', async () => {
    const { reporter, records, beacons } = setup();
    reporter.error('一');
    await vi.advanceTimersByTimeAsync(500);
    reporter.error('二');
    reporter.report({ msg: '三', level: REPORT_LEVEL.INFO });
    await vi.advanceTimersByTimeAsync(500);
    expect(beacons).toHaveLength(1);
    expect(new URL(beacons[0], ORIGIN).searchParams.get('count')).toBe('3');
    expect(records().map((r) => [r.msg, r.level])).toEqual([
      ['一', '4'],
      ['二', '4'],
      ['三', '2'],
    ]);
    reporter.error('四');
    await vi.advanceTimersByTimeAsync(1000);
    expect(beacons).toHaveLength(2);
  });

  it('splits a batch that would make too long a URL', async () => {
    const { reporter, beacons, records } = setup();
    for (let i = 0; i < 12; i++) reporter.error(`${i}：${'很长的错误信息'.repeat(50)}`);
    await vi.advanceTimersByTimeAsync(1000);
    expect(beacons.length).toBeGreaterThan(1);
    for (const url of beacons) expect(url.length).toBeLessThanOrEqual(REPORTER_LIMITS.maxBeaconUrlLength);
    expect(records()).toHaveLength(12);
  });

  it('reports unhandled rejections, but not failed calls (the call log has them)', async () => {
    const { reporter, records } = setup();
    const target = new EventTarget();
    reporter.listen(target);
    const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });
    target.dispatchEvent(rejection(new Error('菜单加载失败')));
    target.dispatchEvent(rejection({ reason: 'plain object' }));
    target.dispatchEvent(rejection(new ApiError('权限错误', 'business', 401, '/v2/x')));
    target.dispatchEvent(new Event('error')); // a failed <img>: no message
    await vi.advanceTimersByTimeAsync(1000);
    expect(records().map((r) => r.msg.split('\n')[0])).toEqual(['Error: 菜单加载失败', '{"reason":"plain object"}']);
  });

  it('stops listening when disposed, sending what was queued', async () => {
    const { reporter, beacons } = setup();
    const target = new EventTarget();
    reporter.listen(target);
    reporter.error('queued');
    reporter.dispose();
    expect(beacons).toHaveLength(1);
    target.dispatchEvent(new ErrorEvent('error', { message: 'after dispose' }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(beacons).toHaveLength(1);
  });
});

describe('filters', () => {
  it.each([
    'ResizeObserver loop limit exceeded',
    'ResizeObserver loop completed with undelivered notifications.',
    'NetworkError when attempting to fetch resource.',
    'Network Error',
    'NavigationDuplicated: Avoided redundant navigation to current location: "/markets/report/".',
    'Script error.',
    'AbortError: The user aborted a request.',
    'signal is aborted without reason',
  ])('ignores %j', async (message) => {
    const { reporter, beacons } = setup();
    expect(IGNORED_MESSAGES.some((p) => p.test(message))).toBe(true);
    expect(reporter.error(message)).toBe(false);
    expect(reporter.error(new Error(message))).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(beacons).toEqual([]);
  });

  it('matches the ignore list on the message, not on stack frames', () => {
    const { reporter } = setup();
    const error = new Error('读取配置失败');
    error.stack = 'Error: 读取配置失败\n    at abortController (https://e.example.cn/assets/abort-signal.js:1:1)';
    expect(reporter.error(error)).toBe(true);
  });

  it('reports the same message at most 5 times', async () => {
    const { reporter, records } = setup();
    const accepted = Array.from({ length: 7 }, () => reporter.error('同一个错误'));
    expect(accepted).toEqual([true, true, true, true, true, false, false]);
    expect(reporter.error('另一个错误')).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(records().filter((r) => r.msg === '同一个错误')).toHaveLength(REPORTER_LIMITS.repeatLimit);
    expect(reporter.error('同一个错误')).toBe(false);
  });

  it('cuts messages to 400 characters; messages equal up to there count as one', async () => {
    const { reporter, records } = setup();
    const long = '错'.repeat(399);
    for (let i = 0; i < 6; i++) reporter.error(`${long}X${i}`);
    await vi.advanceTimersByTimeAsync(1000);
    const sent = records();
    expect(sent).toHaveLength(5);
    expect(sent[0].msg).toHaveLength(REPORTER_LIMITS.maxMessageLength);
    expect(sent[0].msg).toBe(`${long}X`);
  });

  it('samples at rate 1: every report goes out, whatever the random draw', async () => {
    const { reporter, records } = setup({ random: () => 0.999999 });
    reporter.error('a');
    expect(reporter.loadTime('page', 10)).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(records()).toHaveLength(1);
  });
});

describe('API calls (spec §8)', () => {
  it.each<[string, Partial<CallRecord>, string | null]>([
    [
      'status 500',
      { status: 500, code: null, ok: false, text: '<html>Internal Server Error</html>' },
      'POST /v2/communal/x status 500: <html>Internal Server Error</html>',
    ],
    ['status 502', { status: 502, code: null, ok: false, text: '' }, 'POST /v2/communal/x status 502'],
    [
      'status 0 (no answer)',
      { status: 0, code: null, ok: false, text: 'TypeError: Failed to fetch' },
      'POST /v2/communal/x status 0: TypeError: Failed to fetch',
    ],
    [
      'status 400',
      { status: 400, code: null, ok: false, text: 'Bad Request' },
      'POST /v2/communal/x status 400: Bad Request',
    ],
    [
      'status 404',
      { status: 404, code: 404, ok: false, text: 'not found' },
      'POST /v2/communal/x status 404: not found',
    ],
    [
      'code 500100',
      { code: 500100, ok: false, text: '{"code":500100,"msg":"系统繁忙"}' },
      'POST /v2/communal/x code 500100: {"code":500100,"msg":"系统繁忙"}',
    ],
    ['code 401 in a 200', { code: 401, ok: false, text: '{"code":401}' }, 'POST /v2/communal/x code 401: {"code":401}'],
    ['code 0', { code: 0 }, null],
    ['code 129012 (success)', { code: 129012 }, null],
    ['status 304', { status: 304, code: null, text: '' }, null],
    ['a non-zero code of the upload endpoint', { url: '/v2/communal/file/upload', code: 1, ok: false }, null],
    ['a non-zero code of an upload with a query', { url: '/v3/material/upload?type=image', code: 1, ok: false }, null],
    [
      'a non-zero code of a path that only contains "upload"',
      { url: '/v2/report/uploadHistory', code: 1, ok: false, text: '{"code":1}' },
      'POST /v2/report/uploadHistory code 1: {"code":1}',
    ],
  ])('%s', async (_, over, msg) => {
    const { records, call } = setup();
    call(over);
    await vi.advanceTimersByTimeAsync(1000);
    expect(records().map((r) => r.msg)).toEqual(msg === null ? [] : [msg]);
  });

  it('quotes at most 200 characters of the response, and drops the query from the message', async () => {
    const { records, call } = setup();
    call({
      url: '/v2/communal/msg/query?_t=1&page=2',
      method: 'GET',
      status: 503,
      code: null,
      ok: false,
      text: `  ${'页'.repeat(500)}`,
    });
    await vi.advanceTimersByTimeAsync(1000);
    const [r] = records();
    expect(r.msg).toBe(`GET /v2/communal/msg/query status 503: ${'页'.repeat(REPORTER_LIMITS.responseTextLength)}`);
    expect(r).toMatchObject({ type: 'apiError', level: '4', target: '/v2/communal/msg/query?_t=1&page=2' });
  });

  it('still reports an upload that fails with an HTTP status', async () => {
    const { records, call } = setup();
    call({ url: '/v2/communal/file/upload', status: 500, code: null, ok: false, text: '' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(records()).toHaveLength(1);
  });

  it('tags calls slower than 5000 ms as unusual', async () => {
    const { records, call } = setup();
    call({ durationMs: REPORTER_LIMITS.slowCallMs });
    call({ url: '/v2/slow-ok', durationMs: 5001 });
    call({ url: '/v2/slow-failed', durationMs: 8000, status: 500, code: null, ok: false, text: 'x' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(records().map((r) => [r.msg, r.level, r.tag, r.value])).toEqual([
      ['POST /v2/slow-ok slow', '2', UNUSUAL_TAG, '5001'],
      ['POST /v2/slow-failed status 500: x', '4', UNUSUAL_TAG, '8000'],
    ]);
  });

  it('follows a real request service against the dev API', async () => {
    const api = handlersFetch(faultHandlers, ORIGIN);
    const { reporter, records } = setup();
    const location = { href: `${ORIGIN}/markets/`, origin: ORIGIN, assign: () => undefined, open: () => undefined };
    const request = new DefaultRequestService(
      new DefaultNotifierService(),
      new DefaultNavigationService(location),
      {
        token: () => 'dev-owner',
        multiAccessId: () => null,
        place: (url) => requestPlace(createUrlPolicy(ORIGIN), url),
        saveFile: () => undefined,
        now: () => Date.now(),
      },
      api.fetch,
    );
    reporter.watch(request);
    await expect(request.call(`${DEV_FAULT_API.fault}?code=500&status=500`)).rejects.toBeInstanceOf(ApiError);
    const slow = request.call(`${DEV_FAULT_API.slow}?delay=6000`);
    await vi.advanceTimersByTimeAsync(6000);
    await expect(slow).resolves.toEqual({ slow: true });
    await vi.advanceTimersByTimeAsync(1000);
    const sent = records();
    expect(sent.map((r) => r.msg)).toEqual([
      'POST /dev-api/fault status 500: {"code":500,"msg":"服务器开小差了","data":null}',
      'POST /dev-api/slow slow',
    ]);
    expect(sent[1].tag).toBe(UNUSUAL_TAG);
  });
});

describe('load times (spec §9)', () => {
  it.each<[number, boolean]>([
    [1, true],
    [2345.6, true],
    [10_000, true],
    [10_001, false],
    [0, false],
    [-5, false],
    [NaN, false],
    [Infinity, false],
  ])('%s ms sent: %s', (ms, sent) => {
    const { reporter, beacons } = setup();
    expect(reporter.loadTime('first-screen', ms)).toBe(sent);
    expect(beacons).toHaveLength(sent ? 1 : 0);
  });

  it('sends an image beacon at once with product id, appKey, event id and the value', () => {
    const { reporter, beacons } = setup();
    reporter.loadTime('first-screen', 2345.6);
    const q = new URL(beacons[0], ORIGIN).searchParams;
    expect(Object.fromEntries(q)).toEqual({
      id: 'markets',
      appKey: 'portico-web',
      uin: '200001',
      type: 'stats',
      eventId: 'first-screen',
      value: '2346',
      from: `${ORIGIN}/markets/manage/IndexManage`,
    });
  });
});

describe('hosts (spec §8, §9)', () => {
  it.each<[string, boolean]>([
    ['e.example.cn', true],
    ['localhost', false],
    ['127.0.0.1', false],
    ['dev.e.example.cn', false],
    ['e-test.example.cn', false],
    ['portal.devops.cn', false],
    ['E.TEST.CN', false],
  ])('%s reports: %s', (host, on) => {
    expect(isReportingHost(host)).toBe(on);
    expect(setup({ href: `https://${host}/markets/` }).reporter.enabled).toBe(on);
  });

  it('is off on a test host: nothing captured, nothing sent', async () => {
    const { reporter, beacons, wire } = setup({ href: 'http://localhost:3000/markets/' });
    const target = new EventTarget();
    const add = vi.spyOn(target, 'addEventListener');
    reporter.listen(target);
    expect(add).not.toHaveBeenCalled();
    expect(reporter.error('x')).toBe(false);
    expect(reporter.loadTime('x', 100)).toBe(false);
    reporter.log('x');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(beacons).toEqual([]);
    expect(wire.requests).toEqual([]);
  });

  it('reports on a test host when forced by config', () => {
    expect(setup({ href: 'http://localhost:3000/markets/', config: { ...CONFIG, force: true } }).reporter.enabled).toBe(
      true,
    );
  });

  it('is off without config', () => {
    expect(
      new DefaultReporterService({
        transport: createReporterTransport(fetch),
        href: () => `${ORIGIN}/`,
        now: () => 0,
        uin: () => null,
      }).enabled,
    ).toBe(false);
  });
});

describe('console log (spec §7, §9)', () => {
  it('uploads the last 30 console lines 20 s after an error, once /offlineAuto allows it', async () => {
    const { reporter, inbox, wire, records } = setup();
    for (let i = 0; i < 35; i++) reporter.log(`第${i}行`, { i });
    reporter.error('页面出错');
    await vi.advanceTimersByTimeAsync(REPORTER_LIMITS.consoleDebounceMs - 1);
    await settle();
    expect(inbox.console).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    const offline = wire.requests.find((r) => r.url.includes(DEV_REPORTER_ENDPOINTS.offline))!;
    expect(Object.fromEntries(new URL(offline.url).searchParams)).toEqual({ id: 'markets', uin: '200001' });
    expect(inbox.console).toHaveLength(1);
    const post = inbox.console[0];
    expect(post).toMatchObject({
      id: 'markets',
      appKey: 'portico-web',
      type: 'console',
      errorId: records()[0].errorId,
    });
    const lines = JSON.parse(post.log) as Array<{ level: string; msg: string; time: number }>;
    expect(lines).toHaveLength(REPORTER_LIMITS.consoleBufferSize);
    expect(lines[0].msg).toBe('第5行 {"i":5}');
    expect(lines[29].msg).toBe('第34行 {"i":34}');
    const sent = wire.requests.find((r) => r.url.endsWith(DEV_REPORTER_ENDPOINTS.console))!;
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
  });

  it('debounces: a burst of errors gives one upload 20 s after the last', async () => {
    const { reporter, inbox, records } = setup();
    reporter.log('line');
    reporter.error('第一个');
    await vi.advanceTimersByTimeAsync(10_000);
    reporter.error('第二个');
    await vi.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(inbox.console).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    await settle();
    expect(inbox.console).toHaveLength(1);
    expect(inbox.console[0].errorId).toBe(records()[1].errorId);
  });

  it('sends nothing when /offlineAuto says no', async () => {
    const { reporter, inbox, wire } = setup({ uin: 999 });
    reporter.log('line');
    reporter.error('err');
    await vi.advanceTimersByTimeAsync(20_000);
    await settle();
    expect(wire.requests.some((r) => r.url.includes(DEV_REPORTER_ENDPOINTS.offline))).toBe(true);
    expect(inbox.console).toEqual([]);
  });

  it('cuts console lines to 400 characters', async () => {
    const { reporter, inbox } = setup();
    reporter.log('长'.repeat(1000));
    reporter.error('err');
    await vi.advanceTimersByTimeAsync(20_000);
    await settle();
    expect((JSON.parse(inbox.console[0].log) as Array<{ msg: string }>)[0].msg).toHaveLength(400);
  });

  it('records the console while listening and restores it afterwards', async () => {
    const { reporter, inbox } = setup();
    const calls: unknown[][] = [];
    const fakeConsole = {
      log: (...a: unknown[]) => calls.push(a),
      info: (...a: unknown[]) => calls.push(a),
      warn: (...a: unknown[]) => calls.push(a),
      error: (...a: unknown[]) => calls.push(a),
    };
    const original = fakeConsole.warn;
    const target = Object.assign(new EventTarget(), { console: fakeConsole });
    const stop = reporter.listen(target);
    fakeConsole.warn('接口较慢', 5200);
    expect(calls).toEqual([['接口较慢', 5200]]);
    reporter.error('err');
    await vi.advanceTimersByTimeAsync(20_000);
    await settle();
    expect(JSON.parse(inbox.console[0].log)).toEqual([
      { level: 'warn', time: Date.now() - 20_000, msg: '接口较慢 5200' },
    ]);
    stop();
    expect(fakeConsole.warn).toBe(original);
  });
});

describe('offline log expiry (spec §9)', () => {
  const DAY = 86_400_000;
  /** An error, then the 20 s wait for its console upload. */
  const errorAndWait = async (reporter: DefaultReporterService, msg: string) => {
    reporter.error(msg);
    await vi.advanceTimersByTimeAsync(REPORTER_LIMITS.consoleDebounceMs);
    await settle();
  };

  it('defaults to 5 days', () => {
    expect(REPORTER_LIMITS.offlineLogExpiryDays).toBe(5);
  });

  it('keeps offline logging on until the expiry after /offlineAuto allowed it, then stops it', async () => {
    const { reporter, inbox, wire } = setup();
    reporter.log('第一天');
    await errorAndWait(reporter, '第一次');
    expect(inbox.console).toHaveLength(1);

    // Still within the 5 days: the next error uploads what was logged since, without asking again.
    await vi.advanceTimersByTimeAsync(4 * DAY);
    reporter.log('第五天');
    await errorAndWait(reporter, '第二次');
    expect(inbox.console).toHaveLength(2);
    expect(JSON.parse(inbox.console[1].log)).toEqual([expect.objectContaining({ msg: '第五天' })]);

    // The expiry passes: lines are no longer kept, nothing is uploaded, the switch is not asked again.
    await vi.advanceTimersByTimeAsync(DAY);
    const asked = wire.requests.filter((r) => r.url.includes(DEV_REPORTER_ENDPOINTS.offline)).length;
    expect(asked).toBe(1);
    reporter.log('第六天');
    await errorAndWait(reporter, '第三次');
    expect(inbox.console).toHaveLength(2);
    expect(wire.requests.filter((r) => r.url.includes(DEV_REPORTER_ENDPOINTS.offline))).toHaveLength(asked);
    // Error beacons still go out: only the offline log (level 20) stops.
    expect(reporter.report({ msg: '其他错误' })).toBe(true);
  });

  it('drops the lines logged before the expiry instead of uploading them after it', async () => {
    const { reporter, inbox } = setup({ config: { ...CONFIG, offlineLogExpiryDays: 1 } });
    reporter.log('允许时');
    await errorAndWait(reporter, '第一次');
    expect(inbox.console).toHaveLength(1);
    reporter.log('还在期限内记录的');
    await vi.advanceTimersByTimeAsync(DAY);
    await errorAndWait(reporter, '过期后');
    expect(inbox.console).toHaveLength(1);
  });

  it('follows the configured expiry in days', async () => {
    const { reporter, inbox } = setup({ config: { ...CONFIG, offlineLogExpiryDays: 2 } });
    reporter.log('a');
    await errorAndWait(reporter, '第一次');
    await vi.advanceTimersByTimeAsync(DAY + DAY / 2);
    reporter.log('b');
    await errorAndWait(reporter, '第二次');
    expect(inbox.console).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(DAY);
    reporter.log('c');
    await errorAndWait(reporter, '第三次');
    expect(inbox.console).toHaveLength(2);
  });
});

describe('addresses in reports (issue 25)', () => {
  const SECRET_PARAMS = ['token', 'tk', 'ticket', 'multiAccessId'];
  const PAGE = `${ORIGIN}/markets/toolbox/ssoLogin?sso=1&token=sso-secret&multiAccessId=ma-1&tk=dev-owner&ticket=st-9&TOKEN=x#top`;

  it('strips token, tk, ticket and multiAccessId from every address a report carries', async () => {
    const { reporter, records, beacons, call } = setup({ href: PAGE });
    const target = new EventTarget();
    reporter.listen(target);
    target.dispatchEvent(
      new ErrorEvent('error', {
        message: 'boom',
        error: new Error('boom'),
        filename: `${ORIGIN}/assets/index.js?ticket=st-9&v=2`,
      }),
    );
    call({ url: '/v2/communal/x?tk=dev-owner&id=7', status: 500, code: null, ok: false, text: 'x' });
    reporter.loadTime('first-screen', 1200);
    await vi.advanceTimersByTimeAsync(REPORTER_LIMITS.delayMs);
    const sent = records();
    expect(sent.map((r) => r.from)).toEqual([
      `${ORIGIN}/markets/toolbox/ssoLogin?sso=1#top`,
      `${ORIGIN}/markets/toolbox/ssoLogin?sso=1#top`,
    ]);
    expect(sent[0].target).toBe(`${ORIGIN}/assets/index.js?v=2`);
    expect(sent[1].target).toBe('/v2/communal/x?id=7');
    // Nothing of the secrets anywhere in what went out.
    for (const url of beacons) {
      for (const secret of ['sso-secret', 'dev-owner', 'st-9', 'ma-1']) expect(url).not.toContain(secret);
      const from = new URL(url, ORIGIN).searchParams.get('from');
      if (from) for (const p of SECRET_PARAMS) expect(new URL(from).searchParams.has(p)).toBe(false);
    }
  });

  it('sends the console upload and /offlineAuto without the session token', async () => {
    const { reporter, wire } = setup({ href: PAGE });
    reporter.log('line');
    reporter.error('页面出错');
    await vi.advanceTimersByTimeAsync(REPORTER_LIMITS.consoleDebounceMs);
    await settle();
    const sent = wire.requests.filter(
      (r) => r.url.includes(DEV_REPORTER_ENDPOINTS.offline) || r.url.endsWith(DEV_REPORTER_ENDPOINTS.console),
    );
    expect(sent).toHaveLength(2);
    for (const r of sent) {
      expect(r.headers.get('tk')).toBeNull();
      expect(r.headers.get('multiAccessId')).toBeNull();
    }
  });
});

describe('reports keep an allow-list of query keys, everywhere they leave the page (issue 35)', () => {
  const SECRETS = ['at-1', 'adstk-2', 'arr-3', 'case-4', 'sig-5', 'nested-6', 'hash-7', 'msg-8', 'stack-9', 'log-10'];
  const PAGE = `${ORIGIN}/markets/report/?agency=true&access_token=at-1&adstk=adstk-2&token[]=arr-3&Token=case-4&sig=sig-5&redirect=%2Fx%3Ftoken%3Dnested-6#/p?access_token=hash-7&type=create`;

  it('the page (`from`) keeps only known keys, in its query and its hash route', async () => {
    const { reporter, records } = setup({ href: PAGE });
    reporter.error(new Error('boom'));
    await vi.advanceTimersByTimeAsync(REPORTER_LIMITS.delayMs);
    expect(records()[0].from).toBe(`${ORIGIN}/markets/report/?agency=true#/p?type=create`);
  });

  it('messages, stacks, targets, API answers and the console upload lose every other key', async () => {
    const { reporter, beacons, call, inbox } = setup({ href: PAGE });
    const quiet = (..._args: unknown[]) => undefined;
    const target = Object.assign(new EventTarget(), {
      console: { log: quiet, info: quiet, warn: quiet, error: quiet },
    });
    reporter.listen(target);
    target.console.warn(`redirected to https://sso.example.cn/cb?code=x&adstk=log-10 done?`);
    const error = new Error(`fetch https://api.example.cn/v2/x?access_token=msg-8&id=7 failed`);
    error.stack = `Error: fetch failed\n    at load (${ORIGIN}/assets/index.js?sig=stack-9&v=2:10:5)`;
    reporter.error(error);
    call({ url: '/v2/x?access_token=at-1&id=1', status: 500, code: null, ok: false, text: 'see /cb?adstk=adstk-2' });
    await vi.advanceTimersByTimeAsync(REPORTER_LIMITS.consoleDebounceMs);
    await settle();
    const values = beacons.flatMap((b) => [...new URL(b, ORIGIN).searchParams.values()]);
    const sent = [...values, ...inbox.console.map((c) => c.log)].join('\n');
    for (const secret of SECRETS) expect(sent).not.toContain(secret);
    // What is not secret stays readable.
    expect(sent).toContain('https://api.example.cn/v2/x?id=7 failed');
    expect(sent).toContain(`${ORIGIN}/assets/index.js?v=2:10:5`);
    expect(sent).toContain('https://sso.example.cn/cb done?');
    expect(sent).toContain('/v2/x?id=1');
  });
});
