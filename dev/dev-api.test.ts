import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_API } from '@portico/core';
import { createCoreHandlers } from './core-handlers';
import { DEV_FAULT_API, MAX_DEV_DELAY_MS } from './fault-handlers';
import { handlersFetch } from './handlers-fetch';
import { REMOTE_EXAMPLE_WEATHER_API, remoteExampleHandlers } from './remote-example-handlers';
import { createReporterHandlers, DEV_REPORTER_ENDPOINTS } from './reporter-handlers';

const json = async (res: Response) =>
  (await res.json()) as { code: number; msg?: string; data?: unknown; auto?: boolean };

afterEach(() => vi.useRealTimers());

describe('core dev API: fault injection', () => {
  const { fetch } = handlersFetch(createCoreHandlers());
  const call = (query: string, tk?: string) =>
    fetch(`${DEV_FAULT_API.fault}${query}`, { method: 'POST', headers: tk ? { tk } : {} });

  it('picks 405 or 401 by query', async () => {
    expect(await json(await call('?code=405', 'dev-owner'))).toEqual({
      code: 405,
      msg: '访问次数达到上限，请明天再试',
      data: null,
    });
    expect(await json(await call('?code=401&msg=无权限', 'dev-owner'))).toEqual({
      code: 401,
      msg: '无权限',
      data: null,
    });
  });

  it('picks the code by scenario without a query: 405, 401 for push users, 403 when logged out', async () => {
    expect((await json(await call('', 'dev-owner'))).code).toBe(405);
    expect((await json(await call('', 'dev-push-user'))).code).toBe(401);
    expect((await json(await call(''))).code).toBe(403);
  });

  it('answers with the asked HTTP status and body kind', async () => {
    const html = await call('?body=html&status=502');
    expect(html.status).toBe(502);
    expect(await html.text()).toContain('<h1>502 Bad Gateway</h1>');
    expect(await (await call('?body=empty')).text()).toBe('');
    expect(await (await call('?body=malformed')).text()).toBe('{"code":0,"data":{"items":[');
    expect((await call('?code=500&status=500')).status).toBe(500);
    expect((await call('?code=500&status=204')).status).toBe(200);
  });

  it('honours ?delay= on the slow endpoint, capped at 60 s', async () => {
    vi.useFakeTimers();
    const done = vi.fn();
    const slow = fetch(`${DEV_FAULT_API.slow}?delay=7000`).then(done);
    await vi.advanceTimersByTimeAsync(6999);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledOnce();
    await slow;
    const capped = vi.fn();
    const cappedCall = fetch(`${DEV_FAULT_API.slow}?delay=999999`).then(capped);
    await vi.advanceTimersByTimeAsync(MAX_DEV_DELAY_MS);
    expect(capped).toHaveBeenCalledOnce();
    await cappedCall;
  });
});

describe('core dev API: reporter endpoints', () => {
  it('answers /offlineAuto with auto for scenario owners only', async () => {
    const { fetch } = handlersFetch(createReporterHandlers().handlers);
    expect(await json(await fetch(`${DEV_REPORTER_ENDPOINTS.offline}?id=markets&uin=200001`))).toMatchObject({
      code: 0,
      auto: true,
    });
    expect(await json(await fetch(`${DEV_REPORTER_ENDPOINTS.offline}?id=markets&uin=1`))).toMatchObject({
      code: 0,
      auto: false,
    });
    expect((await json(await fetch(`${DEV_REPORTER_ENDPOINTS.offline}?uin=200001`))).code).not.toBe(0);
  });

  it('records console posts and beacons, readable at /dev-api/reports', async () => {
    const { handlers, inbox } = createReporterHandlers();
    const { fetch } = handlersFetch(handlers);
    const form = new URLSearchParams({ log: '[]', id: 'markets', appKey: 'k', type: 'console', errorId: 'e1' });
    expect(
      (
        await fetch(DEV_REPORTER_ENDPOINTS.console, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await fetch(DEV_REPORTER_ENDPOINTS.console, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: 'type=other',
        })
      ).status,
    ).toBe(400);
    expect((await fetch(`${DEV_REPORTER_ENDPOINTS.beacon}?id=markets&count=1&msg%5B0%5D=x`)).status).toBe(204);
    expect(inbox.console).toEqual([Object.fromEntries(form)]);
    expect(inbox.beacons).toEqual([{ id: 'markets', count: '1', 'msg[0]': 'x' }]);
    expect((await json(await fetch(DEV_REPORTER_ENDPOINTS.inbox))).data).toEqual(inbox);
  });
});

describe('core dev API: a supervised session', () => {
  const { fetch } = handlersFetch(createCoreHandlers());
  const ownerInfo = async (headers: Record<string, string>) =>
    ((await json(await fetch(SESSION_API.ownerInfo, { method: 'POST', headers: { tk: 'dev-supervised', ...headers } })))
      .data ?? null) as { ownerId: number; loginUser: { ownerId: number; multiAccessId: string } | null } | null;

  it('acts for the owner with its multiAccessId, and is the agency’s without it (after 返回代理商)', async () => {
    const acting = await ownerInfo({ multiAccessId: 'ma-100001-200005' });
    expect(acting?.ownerId).toBe(200005);
    expect(acting?.loginUser).toEqual(expect.objectContaining({ ownerId: 100001, multiAccessId: 'ma-100001-200005' }));
    const back = await ownerInfo({});
    expect(back?.ownerId).toBe(100001);
    expect(back?.loginUser).toBeNull();
    expect((await ownerInfo({ multiAccessId: 'ma-other' }))?.ownerId).toBe(100001);
  });
});

describe('the example remote plugin’s backend', () => {
  it('answers acme-weather’s call with the weather of the city asked (form-encoded, as the request service sends it)', async () => {
    const { fetch } = handlersFetch(remoteExampleHandlers);
    const res = await fetch(REMOTE_EXAMPLE_WEATHER_API, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'city=%E5%8C%97%E4%BA%AC',
    });
    expect(await json(res)).toEqual({ code: 0, msg: 'success', data: { city: '北京', text: '晴', temp: 21 } });
  });
});
