import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIAGNOSTIC_HINTS } from '../diagnostics/hints';
import { DefaultNavigationService } from '../services/navigation';
import { DefaultNotifierService } from '../services/notifier';
import { createUrlPolicy, requestPlace } from '../services/url-policy';
import { DefaultUsageService } from '../services/usage';
import { DefaultRequestService } from './default-request-service';
import { ApiError, type RequestService } from './request-service';

const PAGE = 'https://portal.example.cn';
const REFUSED = 'PORTICO_E_REQUEST_REFUSED';

/** A request service on PAGE with an API origin, an allowed host and a configured collector. */
function setup() {
  const sent: Array<{ url: string; headers: Headers; body: string }> = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), headers: new Headers(init?.headers), body: String(init?.body ?? '') });
    return new Response(JSON.stringify({ code: 0, msg: 'success', data: 'ok' }));
  });
  const notifier = new DefaultNotifierService();
  const location = { href: `${PAGE}/markets/manage/?multiAccessId=ma-1`, origin: PAGE, assign: vi.fn(), open: vi.fn() };
  const policy = createUrlPolicy(PAGE, 'https://api.example.cn', ['cdn.example.cn'], ['https://collector.example/c']);
  const request = new DefaultRequestService(
    notifier,
    new DefaultNavigationService(location),
    {
      token: () => 'dev-owner',
      multiAccessId: () => 'ma-1',
      place: (url) => requestPlace(policy, url),
      saveFile: () => undefined,
      now: () => 1,
    },
    fetchImpl,
  );
  return { request, sent, fetchImpl, notifier };
}

type Wrapper = (r: RequestService, url: string) => Promise<unknown>;
const WRAPPERS: ReadonlyArray<[string, Wrapper]> = [
  ['call (form)', (r, url) => r.call(url, { a: 1 })],
  ['call (json)', (r, url) => r.call(url, { a: 1 }, { mode: 'json' })],
  ['call (get)', (r, url) => r.call(url, { a: 1 }, { mode: 'get' })],
  ['get', (r, url) => r.get(url, { a: 1 })],
  ['post', (r, url) => r.post(url, { a: 1 })],
];

afterEach(() => vi.restoreAllMocks());

describe('token scope: tk and multiAccessId only for the portal and its API (issue 25)', () => {
  describe.each(WRAPPERS)('%s', (_, send) => {
    it.each<[string, 'session' | 'plain']>([
      ['/v2/communal/owner/info', 'session'],
      ['https://portal.example.cn/v2/x', 'session'],
      ['https://api.example.cn/v2/x', 'session'],
      ['//api.example.cn/v2/x', 'session'],
      ['https://cdn.example.cn/data.json', 'plain'],
      ['https://collector.example/c', 'plain'],
    ])('%s is sent with %s headers', async (url, kind) => {
      const { request, sent } = setup();
      await expect(send(request, url)).resolves.toBe('ok');
      expect(sent).toHaveLength(1);
      expect(sent[0].headers.get('tk')).toBe(kind === 'session' ? 'dev-owner' : null);
      expect(sent[0].headers.get('multiAccessId')).toBe(kind === 'session' ? 'ma-1' : null);
    });

    it.each([
      'https://other.example/steal',
      'http://api.example.cn/v2/x',
      'http://portal.example.cn/v2/x',
      'https://api.example.cn:8443/v2/x',
      'http://cdn.example.cn/data.json',
      'https://api.example.cn.evil.com/v2/x',
      '//other.example/steal',
      '/\\other.example/steal',
      'javascript:alert(1)',
    ])('%s is refused unsent, with the code and a Chinese message', async (url) => {
      const { request, fetchImpl, notifier } = setup();
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const error = await send(request, url).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).message).toContain(REFUSED);
      expect((error as ApiError).message).toMatch(/已拒绝/);
      expect(fetchImpl).not.toHaveBeenCalled();
      // Logged once the (lazily loaded) hint table is here, with the hint.
      await vi.waitFor(() => expect(logged).toHaveBeenCalled());
      expect(logged.mock.calls.flat().join(' ')).toContain(REFUSED);
      expect(logged.mock.calls[0][1]).toBe(DIAGNOSTIC_HINTS.PORTICO_E_REQUEST_REFUSED);
      expect(notifier.notices.map((n) => n.text)).toEqual([(error as ApiError).message]);
    });
  });

  it('a refused call shows nothing when silent or manual, but still rejects', async () => {
    const { request, notifier } = setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(request.call('https://other.example/x', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    await expect(request.call('https://other.example/x', {}, { manual: true })).rejects.toBeInstanceOf(ApiError);
    expect(notifier.notices).toEqual([]);
  });

  it('a usage report to a collector on another host carries neither tk nor multiAccessId, nor them in its page', async () => {
    const { request, sent } = setup();
    const usage = new DefaultUsageService(request, {
      endpoint: 'https://collector.example/c',
      page: () => '/markets/toolbox/ssoLogin?sso=1&token=sso-1&multiAccessId=ma-1',
      userAgent: () => 'UA',
    });
    usage.send({ operationType: 'v3-toolbox-click' });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].url).toBe('https://collector.example/c');
    expect(sent[0].headers.get('tk')).toBeNull();
    expect(sent[0].headers.get('multiAccessId')).toBeNull();
    expect(new URLSearchParams(sent[0].body).get('page')).toBe('/markets/toolbox/ssoLogin?sso=1');
  });
});
