// Session faults at the service (issue 24, spec §8): a failed session call leaves the user signed in
// but unknown, with the fault the session error page shows; only no session, 403 and 409 go to the
// login page, and never in a loop.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiPath,
  createCoreHandlers,
  handlersFetch,
  http,
  HttpResponse,
  ok,
  scenarioToken,
  type ScenarioName,
} from '@portico/dev';
import { createPortalRuntime } from '../portal';
import { notifierRef } from '../services/notifier';
import { LOGIN_REDIRECT_KEY } from '../services/navigation';
import { MemoryStorage } from '../storage';
import { authRef, SESSION_API } from './index';

const ORIGIN = 'http://localhost:3000';

/** A runtime whose session calls are answered by the dev API, `extra` first; records where it sent the browser. */
function runtime(
  cookie: string,
  extra: Parameters<typeof handlersFetch>[0] = [],
  session = new MemoryStorage(),
  now = () => 1_000_000,
) {
  const assigned: string[] = [];
  const net = handlersFetch([...extra, ...createCoreHandlers()], ORIGIN);
  const rt = createPortalRuntime({
    location: {
      href: `${ORIGIN}/markets/report/`,
      origin: ORIGIN,
      assign: (u) => void assigned.push(u),
      open: () => {},
    },
    cookies: () => cookie,
    fetch: net.fetch,
    now,
    saveFile: () => undefined,
    storage: { local: new MemoryStorage(), session },
  });
  const auth = rt.container.resolve(authRef);
  const notifier = rt.container.resolve(notifierRef);
  return { rt, auth, notifier, assigned, net };
}

const signedIn = (scenario: ScenarioName = 'owner') => `adstk=${scenarioToken(scenario)}`;

/** The six answers a session call can fail with (a reset is a fetch that rejects). */
const FAULTS: ReadonlyArray<readonly [string, () => Response]> = [
  ['connection reset', () => HttpResponse.error()],
  ['status 500', () => new HttpResponse('Internal Server Error', { status: 500 })],
  [
    'an HTML page',
    () => new HttpResponse('<!doctype html><h1>Wi-Fi</h1>', { headers: { 'Content-Type': 'text/html' } }),
  ],
  ['malformed JSON', () => new HttpResponse('{"code":0,"data":{', { headers: { 'Content-Type': 'application/json' } })],
  ['an empty body', () => new HttpResponse('', { status: 200 })],
  ['{"code":0,"data":null}', () => HttpResponse.json({ code: 0, data: null })],
];

afterEach(() => vi.restoreAllMocks());

describe('session faults (spec §8)', () => {
  describe.each([
    ['owner/info', SESSION_API.ownerInfo],
    ['auth/query', SESSION_API.authQuery],
  ])('%s', (_, path) => {
    it.each(FAULTS)('%s: signed in but unknown, 网络错误，请稍后再试, no redirect, no toast', async (__, answer) => {
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { rt, auth, notifier, assigned } = runtime(signedIn(), [http.post(apiPath(path), answer)]);
      await expect(auth.load()).resolves.toBeUndefined();
      expect(rt.session.fault).toMatchObject({ kind: 'network', message: '网络错误，请稍后再试' });
      expect(rt.session.user).toBeNull();
      expect(assigned).toEqual([]);
      expect(notifier.notices).toEqual([]);
      await rt.dispose();
    });
  });

  it('a second load that succeeds clears the fault and knows the user', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let broken = true;
    const { rt, auth } = runtime(signedIn(), [
      http.post(apiPath(SESSION_API.ownerInfo), () => (broken ? new HttpResponse('', { status: 503 }) : undefined)),
    ]);
    await auth.load();
    expect(rt.session.fault?.kind).toBe('network');
    broken = false;
    await auth.load();
    expect(rt.session.fault).toBeNull();
    expect(rt.session.user).toMatchObject({ ownerId: 200001, loginType: 4 });
    await rt.dispose();
  });

  it.each([
    [401, '', 'forbidden', '权限错误'],
    [401, '您没有该操作的权限', 'forbidden', '您没有该操作的权限'],
    [404, '接口不存在', 'network', '网络错误，请稍后再试'],
    [405, '', 'blocked', '访问次数达到上限'],
  ] as const)('code %i (msg %j): %s, %s', async (code, msg, kind, message) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { rt, auth, notifier, assigned } = runtime(signedIn(), [
      http.post(apiPath(SESSION_API.ownerInfo), () => HttpResponse.json({ code, msg, data: null })),
    ]);
    await auth.load();
    expect(rt.session.fault).toMatchObject({ kind, message, call: SESSION_API.ownerInfo });
    expect(assigned).toEqual([]);
    // 405 is the blocking page (spec §8); nothing else says anything but the session error page.
    expect(notifier.blocked).toBe(code === 405 ? message : null);
    expect(notifier.notices).toEqual([]);
    await rt.dispose();
  });

  it.each([403, 409])('code %i goes to the login page with redirect= back, and is no fault', async (code) => {
    const { rt, auth, assigned } = runtime(signedIn(), [
      http.post(apiPath(SESSION_API.authQuery), () => HttpResponse.json({ code, msg: '', data: null })),
    ]);
    await auth.load();
    expect(assigned).toEqual(['/market/login/index.html?redirect=%2Fmarkets%2Freport%2F']);
    expect(rt.session.fault).toBeNull();
    await rt.dispose();
  });

  it('403 right after the login page sent the user back: the error, not a second redirect', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const session = new MemoryStorage();
    session.setItem(LOGIN_REDIRECT_KEY, JSON.stringify({ at: 1_000_000 - 3000, path: '/markets/report/' }));
    const { rt, auth, notifier, assigned } = runtime(
      signedIn(),
      [http.post(apiPath(SESSION_API.ownerInfo), () => HttpResponse.json({ code: 403, msg: '', data: null }))],
      session,
    );
    await auth.load();
    expect(assigned).toEqual([]);
    expect(rt.session.fault).toMatchObject({ kind: 'login' });
    expect(notifier.notices).toEqual([]);
    await rt.dispose();
  });

  it.each([
    ['a loginType that is a string', { ownerId: 200001, ownerType: 3, loginType: '直客' }],
    ['no owner id', { ownerType: 3, loginType: 4 }],
    ['an unknown owner type', { ownerId: 200001, ownerType: 9, loginType: 4 }],
    ['a list', [{ ownerId: 200001 }]],
  ])('owner/info with %s: 网络错误，请稍后再试', async (_, data) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { rt, auth } = runtime(signedIn(), [http.post(apiPath(SESSION_API.ownerInfo), () => ok(data))]);
    await auth.load();
    expect(rt.session.fault).toMatchObject({ kind: 'network', call: SESSION_API.ownerInfo });
    expect(rt.session.user).toBeNull();
    expect(warn).toHaveBeenCalledWith('[portico] session not loaded', expect.stringContaining(SESSION_API.ownerInfo));
    await rt.dispose();
  });

  it('agency/info of the wrong shape fails the session too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { rt, auth } = runtime(signedIn('agency'), [
      http.post(apiPath(SESSION_API.agencyInfo), () => ok({ loginType: 'agency' })),
    ]);
    await auth.load();
    expect(rt.session.fault).toMatchObject({ kind: 'network', call: SESSION_API.agencyInfo });
    await rt.dispose();
  });

  it('a malformed cookie is no session: logged out, nothing asked, no error', async () => {
    const { rt, auth, net } = runtime('adstk=dev-owner%zz');
    await expect(auth.load()).resolves.toBeUndefined();
    expect(rt.session.user).toBeNull();
    expect(rt.session.fault).toBeNull();
    expect(net.requests).toEqual([]);
    await rt.dispose();
  });

  it('a menu tree that is not a tree is logged; the readable ids are kept and the user is known', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { rt, auth } = runtime(signedIn(), [
      http.post(apiPath(SESSION_API.authQuery), () =>
        ok({ menuTree: [129, '130', { id: 577 }, true, null, -1], dataTree: ['SSO_LOGIN', 7] }),
      ),
    ]);
    await auth.load();
    expect(rt.session.fault).toBeNull();
    expect(rt.session.user).toMatchObject({ ownerId: 200001 });
    expect(rt.session.authTree).toEqual({ menuTree: [129, 130], dataTree: ['SSO_LOGIN'] });
    expect(warn).toHaveBeenCalledWith('[portico] menu tree unreadable', [{ id: 577 }, true, null, -1]);
    await rt.dispose();
  });

  it('a menu tree that is no list at all: logged, no menus', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { rt, auth } = runtime(signedIn(), [
      http.post(apiPath(SESSION_API.authQuery), () => ok({ menuTree: { 129: true }, dataTree: [] })),
    ]);
    await auth.load();
    expect(rt.session.authTree.menuTree).toEqual([]);
    expect(rt.session.user).not.toBeNull();
    expect(warn).toHaveBeenCalledWith('[portico] menu tree unreadable', [{ 129: true }]);
    await rt.dispose();
  });
});
