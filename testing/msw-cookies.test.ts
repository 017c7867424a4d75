import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testServer } from './msw-server';
import { COOKIES_PATH, forgetMockedCookies } from './msw-cookies';

const at = (path: string) => `${location.origin}${path}`;
/** Answers what a request carried: MSW's `cookies` (document, its jar, the header) and the raw header. */
const echo = () =>
  http.get(at('/__echo'), ({ request, cookies }) =>
    HttpResponse.json({ cookies, header: request.headers.get('cookie') ?? '' }),
  );
const setting = (cookie: string) =>
  http.post(at(`/__set/${cookie.split('=')[0]}`), () => new HttpResponse(null, { headers: { 'Set-Cookie': cookie } }));
const sent = async () => (await (await fetch(at('/__echo'))).json()) as { cookies: object; header: string };

const expireInDocument = (name: string) =>
  (document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`);

describe("the setup's clean-up between test files: cookies of mocked responses", () => {
  it('forgets them: a later request carries none (one file left the dev qualification cookie to the next)', async () => {
    testServer.use(
      setting('portico-dev-qualification-owner-qual-missing=approved; Path=/; SameSite=Lax'),
      setting('portico-other=1; Path=/'),
      echo(),
    );
    await fetch(at('/__set/portico-dev-qualification-owner-qual-missing'), { method: 'POST' });
    await fetch(at('/__set/portico-other'), { method: 'POST' });
    // MSW puts them in document.cookie and in a jar of its own; emptying the document (what a
    // clean page does) leaves the jar, whose cookies every later request carries.
    expireInDocument('portico-dev-qualification-owner-qual-missing');
    expireInDocument('portico-other');
    expect(document.cookie).toBe('');
    const before = await sent();
    // (MSW appends each of them with its attributes, so `cookies` also lists Path and SameSite.)
    expect(before.cookies).toMatchObject({
      'portico-dev-qualification-owner-qual-missing': 'approved',
      'portico-other': '1',
    });
    expect(before.header).toContain('portico-dev-qualification-owner-qual-missing=approved');

    await forgetMockedCookies(testServer, location.origin);
    testServer.use(echo());
    expect(await sent()).toEqual({ cookies: {}, header: '' });
    expect(document.cookie).toBe('');
  });

  it('leaves only the initial handlers: none of its own is left to answer', async () => {
    const initial = testServer.listHandlers().length;
    await forgetMockedCookies(testServer, location.origin);
    expect(testServer.listHandlers()).toHaveLength(initial);
    expect(testServer.listHandlers().some((h) => 'info' in h && JSON.stringify(h.info).includes(COOKIES_PATH))).toBe(
      false,
    );
  });

  it('fails when a cookie stays (one at a deeper path, which an expiry at Path=/ does not reach)', async () => {
    const deeper = (value: string) =>
      http.post(
        at('/__portico-test/deeper'),
        () => new HttpResponse(null, { headers: { 'Set-Cookie': `portico-deeper=${value}; Path=/__portico-test` } }),
      );
    testServer.use(deeper('1; Max-Age=60'));
    await fetch(at('/__portico-test/deeper'), { method: 'POST' });
    await expect(forgetMockedCookies(testServer, location.origin)).rejects.toThrow(/portico-deeper/);
    // Not left to the next file.
    testServer.use(deeper('; Max-Age=0'), echo());
    await fetch(at('/__portico-test/deeper'), { method: 'POST' });
    await forgetMockedCookies(testServer, location.origin);
  });
});
