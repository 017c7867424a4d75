import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIAGNOSTIC_HINTS } from '../diagnostics/hints';
import { createUrlPolicy, requestPlace } from '../services/url-policy';
import { DefaultNavigationService } from '../services/navigation';
import { DefaultNotifierService } from '../services/notifier';
import { DefaultRequestService } from './default-request-service';
import { ApiError, type CallRecord, type RequestOptions } from './request-service';

const ORIGIN = 'http://localhost:3000';
const API = 'https://api.example.com';

/** What a browser gives `redirect: 'manual'`: an opaque answer, status 0, no headers. */
function opaqueRedirect(): Response {
  const response = new Response(null, { status: 200 });
  Object.defineProperties(response, { type: { value: 'opaqueredirect' }, status: { value: 0 }, ok: { value: false } });
  return response;
}

function setup(answer: (url: string, init: RequestInit) => Response) {
  const notifier = new DefaultNotifierService();
  const sent: Array<{ url: string; init: RequestInit }> = [];
  const assigned: string[] = [];
  const location = {
    href: `${ORIGIN}/markets/`,
    origin: ORIGIN,
    assign: (u: string) => void assigned.push(u),
    open: () => {},
  };
  const fetchImpl: typeof fetch = async (input, init = {}) => {
    sent.push({ url: String(input), init });
    return answer(String(input), init);
  };
  const request = new DefaultRequestService(
    notifier,
    new DefaultNavigationService(location),
    {
      token: () => 'dev-owner',
      multiAccessId: () => 'ma-1',
      place: (url) => requestPlace(createUrlPolicy(ORIGIN, API, ['help.example.com']), url),
      saveFile: () => {},
      now: () => 0,
    },
    fetchImpl,
  );
  const calls: CallRecord[] = [];
  request.observe((r) => calls.push(r));
  const errors = () => notifier.notices.filter((n) => n.intent === 'error').map((n) => n.text);
  return { request, sent, calls, errors, assigned };
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  const outcome = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(outcome).toBeInstanceOf(ApiError);
  return outcome as ApiError;
}

afterEach(() => vi.restoreAllMocks());

describe('DefaultRequestService: a call carrying the session follows no redirect', () => {
  it.each([`${ORIGIN}/v2/x`, `${API}/v2/x`, '/v2/x'])(
    'a call to %s asks fetch not to follow (redirect: manual)',
    async (url) => {
      const { request, sent } = setup(() => Response.json({ code: 0, data: 1 }));
      await request.call(url);
      expect(sent[0].init.redirect).toBe('manual');
      expect(new Headers(sent[0].init.headers).get('tk')).toBe('dev-owner');
    },
  );

  it('a call to an allowed host (no session headers) may follow', async () => {
    const { request, sent } = setup(() => Response.json({ code: 0, data: 1 }));
    await request.call('https://help.example.com/v2/x');
    expect(sent[0].init.redirect).toBe('follow');
    expect(new Headers(sent[0].init.headers).get('tk')).toBeNull();
  });

  it.each<[string, () => Response]>([
    ['a browser’s opaque redirect', opaqueRedirect],
    [
      'a 302 to another origin',
      () => new Response(null, { status: 302, headers: { Location: 'https://evil.example/' } }),
    ],
    [
      'a same-origin 302 to the login page',
      () => new Response(null, { status: 302, headers: { Location: '/market/login/index.html' } }),
    ],
    ['a 307', () => new Response(null, { status: 307, headers: { Location: `${ORIGIN}/v2/y` } })],
  ])(
    '%s is 网络错误，请稍后再试, kind redirect, with the code on the console and the call reported',
    async (_, answer) => {
      const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
      const { request, sent, calls, errors, assigned } = setup(answer);
      const err = await failure(request.call('/v2/x'));
      expect(err).toMatchObject({ message: '网络错误，请稍后再试', kind: 'redirect', code: null, url: '/v2/x' });
      expect(errors()).toEqual(['网络错误，请稍后再试']);
      expect(sent).toHaveLength(1);
      expect(assigned).toEqual([]);
      expect(calls).toMatchObject([{ url: '/v2/x', ok: false, code: null }]);
      expect(calls[0].text).toContain('PORTICO_E_REQUEST_REDIRECTED');
      // Logged once the (lazily loaded) hint table is here, with the hint.
      await vi.waitFor(() => expect(console).toHaveBeenCalled());
      expect(String(console.mock.calls[0][0])).toContain('PORTICO_E_REQUEST_REDIRECTED');
      expect(String(console.mock.calls[0][0])).toContain('/v2/x');
      expect(console.mock.calls[0][1]).toBe(DIAGNOSTIC_HINTS.PORTICO_E_REQUEST_REDIRECTED);
    },
  );

  it.each<[string, RequestOptions, string[]]>([
    ['silent', { silent: true }, []],
    ['manual', { manual: true }, []],
    ['download', { mode: 'download' }, ['文件导出失败']],
  ])('%s: the redirect is said as the call asks', async (_, options, shown) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { request, errors } = setup(opaqueRedirect);
    await failure(request.call('/v2/x', {}, options));
    expect(errors()).toEqual(shown);
  });

  it('the generic wrapper follows the same rule', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { request, sent } = setup(opaqueRedirect);
    expect((await failure(request.get('/v2/x'))).kind).toBe('redirect');
    expect(sent[0].init.redirect).toBe('manual');
  });

  it('304 is no redirect', async () => {
    const { request } = setup(() => new Response(null, { status: 304 }));
    expect((await failure(request.call('/v2/x', {}, { silent: true }))).kind).not.toBe('redirect');
  });
});
