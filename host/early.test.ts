import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authRef, createPortalRuntime, requestRef, SESSION_API, SIZE_LIMITS } from '@portico/core';
import { apiPath, createCoreHandlers, fail, handlersFetch, http, HttpResponse } from '@portico/dev';
import { createBannerHandlers } from '../plugins/top-banner/dev-api';
import { PAGE_IDS } from '../plugins/top-banner/api';
import { BANNER_API } from '../plugins/top-banner/constants';
import { API_ORIGIN_PATTERN } from './config/schema';
import { adoptEarlyCalls, earlyStart, type EarlyStart } from './early';

const ORIGIN = 'http://localhost:3000';
const INLINE = /<script id="portico-early">([\s\S]*?)<\/script>/.exec(
  readFileSync(join(process.cwd(), 'host/index.html'), 'utf8'),
)![1];

/** Runs index.html's inline script in this window with `fetch` answered by the dev API. */
function runInlineScript(
  scenario: string | null,
  extra: Parameters<typeof handlersFetch>[0] = [],
  /** The config's answer, when a test holds it back. */
  config?: Promise<Response>,
) {
  const wire = handlersFetch([...extra, ...createCoreHandlers()], ORIGIN);
  const network = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    config && String(input) === '/portal.config.json' ? config : wire.fetch(input, init),
  );
  vi.stubGlobal('fetch', network);
  document.cookie = scenario
    ? `adstk=dev-${scenario}; path=/`
    : 'adstk=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  delete (window as { __earlySession?: unknown }).__earlySession;
  new Function(INLINE)();
  return { network, early: earlyStart(window)! };
}

/** Waits until the inline script has started `n` calls. */
const started = async (early: EarlyStart, n: number) =>
  vi.waitFor(() => expect(Object.keys(early.calls)).toHaveLength(n));

/** A runtime whose request service sends through `send`, adopting the early calls. */
function runtimeWith(early: EarlyStart, send: typeof fetch, assigned: string[] = []) {
  return createPortalRuntime({
    location: { href: `${ORIGIN}/markets/`, origin: ORIGIN, assign: (u) => void assigned.push(u), open: () => {} },
    cookies: () => document.cookie,
    fetch: adoptEarlyCalls(early, send),
    now: () => Date.now(),
    saveFile: () => {},
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'adstk=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('the session before the bundle (index.html + host/early.ts)', () => {
  it('starts the config and owner/info, then auth/query with the login type and the qualification status', async () => {
    const { network, early } = runInlineScript('owner');
    await early.settled; // resolves only once the follow-up calls are started
    expect(Object.keys(early.calls)).toEqual([
      `POST ${SESSION_API.ownerInfo} `,
      `POST ${SESSION_API.authQuery} loginType=4`,
      `POST ${SESSION_API.qualificationStatus} `,
    ]);
    expect(network.mock.calls[0][0]).toBe('/portal.config.json');
  });

  it('hands every early call to the request service, which sends none of them again and reads the answers as it reads any', async () => {
    const { early } = runInlineScript('operator-admin');
    await started(early, 4);
    const later = vi.fn(handlersFetch(createCoreHandlers(), ORIGIN).fetch);
    const runtime = runtimeWith(early, later);
    await runtime.container.resolve(authRef).load();
    expect(later).not.toHaveBeenCalled();
    expect(runtime.session.user).toMatchObject({ loginType: 5, ownerType: 4 });
    expect(runtime.session.authTree?.menuTree.length).toBeGreaterThan(0);
    expect(runtime.session.operatorRoles).toEqual([1]);
    expect(early.calls).toEqual({});
    await runtime.dispose();
  });

  it("starts the top banner's query of this page beside owner/info, with the page ids of PAGE_IDS", async () => {
    const table = /var pages = (\[[\s\S]*?\]);/.exec(INLINE)![1];
    expect(new Function(`return ${table}`)()).toEqual(PAGE_IDS.map(([prefix, id]) => [prefix, id]));
    window.history.replaceState(null, '', '/markets/manage/PlanManage?x=1');
    try {
      const { early } = runInlineScript('owner', createBannerHandlers());
      await vi.waitFor(() => expect(Object.keys(early.calls)).toContain(`POST ${BANNER_API.query} pageId=manage_list`));
      // The plugin's own call (BannerAnswers) takes the answer instead of sending it again.
      const later = vi.fn(handlersFetch(createCoreHandlers(), ORIGIN).fetch);
      const runtime = runtimeWith(early, later);
      const data = await runtime.container
        .resolve(requestRef)
        .call<unknown[]>(BANNER_API.query, { pageId: 'manage_list' });
      expect(data.length).toBeGreaterThan(0);
      expect(later).not.toHaveBeenCalled();
      await runtime.dispose();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('a 403 started early still sends the user to the login page (the request service handles it)', async () => {
    const { early } = runInlineScript('owner', [http.post(apiPath(SESSION_API.ownerInfo), () => fail(403, '未登录'))]);
    await vi.waitFor(() => expect(Object.keys(early.calls)).toEqual([`POST ${SESSION_API.ownerInfo} `]));
    const assigned: string[] = [];
    const runtime = runtimeWith(early, vi.fn(), assigned);
    await runtime.container
      .resolve(authRef)
      .load()
      .catch(() => undefined);
    expect(assigned).toEqual(['/market/login/index.html?redirect=%2Fmarkets%2F']);
    await runtime.dispose();
  });

  it('follows no redirect with the session: every call it starts asks fetch not to, and a redirect answer is a network fault', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { network, early } = runInlineScript('operator-admin', [
      http.post(
        apiPath(SESSION_API.authQuery),
        () => new HttpResponse(null, { status: 302, headers: { Location: 'http://127.0.0.1:9/steal' } }),
      ),
    ]);
    await early.settled;
    const session = network.mock.calls.filter(([url]) => String(url) !== '/portal.config.json');
    expect(session.length).toBeGreaterThan(2);
    expect(session.map(([, init]) => init?.redirect)).toEqual(session.map(() => 'manual'));
    const runtime = runtimeWith(early, vi.fn());
    await runtime.container.resolve(authRef).load();
    expect(runtime.session.fault).toMatchObject({ kind: 'network', message: '网络错误，请稍后再试' });
    await runtime.dispose();
  });

  it('reads owner/info only up to the size limit the request service keeps (SIZE_LIMITS.answerBytes)', async () => {
    expect(INLINE).toContain(`var MAX_ANSWER_BYTES = ${SIZE_LIMITS.answerBytes};`);
    const huge = `{"code":0,"data":{"loginType":4,"ownerType":3,"pad":"${'x'.repeat(SIZE_LIMITS.answerBytes)}"}}`;
    const { network, early } = runInlineScript('owner', [
      http.post(
        apiPath(SESSION_API.ownerInfo),
        () => new HttpResponse(huge, { headers: { 'Content-Type': 'application/json' } }),
      ),
    ]);
    await early.settled;
    // The login type in the oversized answer was not read: no follow-up call was started.
    expect(Object.keys(early.calls)).toEqual([`POST ${SESSION_API.ownerInfo} `]);
    expect(network.mock.calls.map(([url]) => String(url))).toHaveLength(2);
  });

  it('a session call that fails before the bundle takes it is no unhandled rejection; the runtime still reads the failure', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      // A plain fetch (a vi.fn would handle the rejection itself, recording it); auth/query is a
      // follow-up call, chained to nothing until the runtime adopts it.
      const wire = handlersFetch(
        [http.post(apiPath(SESSION_API.authQuery), () => HttpResponse.error()), ...createCoreHandlers()],
        ORIGIN,
      );
      vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => wire.fetch(input, init));
      document.cookie = 'adstk=dev-owner; path=/';
      delete (window as { __earlySession?: unknown }).__earlySession;
      new Function(INLINE)();
      const early = earlyStart(window)!;
      await early.settled;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(Object.keys(early.calls)).toContain(`POST ${SESSION_API.authQuery} loginType=4`);
      expect(unhandled).toEqual([]);
      const runtime = runtimeWith(early, vi.fn());
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      await runtime.container.resolve(authRef).load();
      expect(runtime.session.fault).toMatchObject({ kind: 'network', call: SESSION_API.authQuery });
      await runtime.dispose();
    } finally {
      process.off('unhandledRejection', record);
    }
  });

  it('a malformed cookie starts only the config, and throws nothing', async () => {
    const wire = handlersFetch(createCoreHandlers(), ORIGIN);
    const network = vi.fn(wire.fetch);
    vi.stubGlobal('fetch', network);
    document.cookie = 'adstk=dev-owner%zz; path=/';
    delete (window as { __earlySession?: unknown }).__earlySession;
    expect(() => new Function(INLINE)()).not.toThrow();
    await Promise.resolve();
    expect(network).toHaveBeenCalledTimes(1);
    expect(earlyStart(window)?.calls).toEqual({});
  });

  it('without a token starts only the config', async () => {
    const { network, early } = runInlineScript(null);
    await Promise.resolve();
    expect(network).toHaveBeenCalledTimes(1);
    expect(early.calls).toEqual({});
  });

  it('uses an early answer once and only for the very same call; a timeout still aborts it', async () => {
    const send = vi.fn(async () => new Response('{"code":0,"data":1}'));
    const never = new Promise<Response>(() => {});
    const early: EarlyStart = {
      calls: { 'POST /a x=1': Promise.resolve(new Response('early')), 'POST /slow ': never },
    };
    const fetchImpl = adoptEarlyCalls(early, send);
    expect(await (await fetchImpl('/a', { method: 'POST', body: 'x=2' })).text()).toContain('"code":0');
    expect(await (await fetchImpl('/a', { method: 'POST', body: 'x=1' })).text()).toBe('early');
    expect(await (await fetchImpl('/a', { method: 'POST', body: 'x=1' })).text()).toContain('"code":0');
    const timeout = new AbortController();
    const slow = fetchImpl('/slow', { method: 'POST', body: '', signal: timeout.signal });
    timeout.abort(new DOMException('timed out', 'AbortError'));
    await expect(slow).rejects.toThrow('timed out');
  });
  it('a follow-up call the runtime asks for before the script started it waits for the script and is sent once', async () => {
    const send = vi.fn(async () => new Response('{"code":0,"data":"runtime"}'));
    let settle!: () => void;
    const calls: EarlyStart['calls'] = {};
    const early: EarlyStart = { calls, settled: new Promise<void>((ok) => (settle = ok)) };
    const fetchImpl = adoptEarlyCalls(early, send);
    const auth = fetchImpl(SESSION_API.authQuery, { method: 'POST', body: 'loginType=4' });
    const elsewhere = fetchImpl('/v2/communal/msg/count/unread', { method: 'POST', body: '' });
    await elsewhere;
    expect(send).toHaveBeenCalledTimes(1); // only the unrelated call went out meanwhile
    calls[`POST ${SESSION_API.authQuery} loginType=4`] = Promise.resolve(new Response('early'));
    settle();
    expect(await (await auth).text()).toBe('early');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('owner/info the runtime asks for before the script started it (a slow config) waits for the script and is sent once', async () => {
    let answerConfig!: (r: Response) => void;
    const { network, early } = runInlineScript('owner', [], new Promise<Response>((ok) => (answerConfig = ok)));
    const later = vi.fn(handlersFetch(createCoreHandlers(), ORIGIN).fetch);
    const runtime = runtimeWith(early, later);
    // The runtime reads the same config and asks for the session first.
    const loading = runtime.container.resolve(authRef).load();
    await Promise.resolve();
    expect(Object.keys(early.calls)).toEqual([]);
    answerConfig(new Response('{}'));
    await loading;
    expect(later).not.toHaveBeenCalled();
    expect(network.mock.calls.filter(([url]) => String(url).endsWith(SESSION_API.ownerInfo))).toHaveLength(1);
    expect(runtime.session.user).toMatchObject({ loginType: 4 });
    await runtime.dispose();
  });

  it('a call the script could not start is sent by the runtime', async () => {
    const send = vi.fn(async () => new Response('{"code":0}'));
    const early: EarlyStart = { calls: {}, started: Promise.reject(new TypeError('bad header')) };
    await adoptEarlyCalls(early, send)(SESSION_API.ownerInfo, { method: 'POST', body: '' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('a follow-up call the script did not start is sent once the script has settled', async () => {
    const send = vi.fn(async () => new Response('{"code":0}'));
    const early: EarlyStart = { calls: {}, settled: Promise.resolve() };
    await adoptEarlyCalls(early, send)(SESSION_API.queryRole, { method: 'POST', body: 'ownerId=1' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('an apiOrigin the config rule refuses gets no call: the token goes nowhere the runtime would not send it', async () => {
    expect(INLINE).toContain(`/${API_ORIGIN_PATTERN.source}/.test(api)`);
    const { network, early } = runInlineScript(
      'owner',
      [],
      Promise.resolve(new Response(JSON.stringify({ apiOrigin: 'https://evil.example.com/steal' }))),
    );
    await early.settled;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(network.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('evil'))).toEqual([]);
    expect(early.calls).toEqual({});
  });
});
