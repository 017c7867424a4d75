import { describe, expect, it } from 'vitest';
import { scenarioFromToken, scenarioToken } from '@portico/dev';
import { devLogin, safeRedirect } from './dev-login';

const ORIGIN = 'http://127.0.0.1:8181';
/** The dev login for `scenario` with `redirect` exactly as the browser sends it (still encoded). */
const login = (redirect: string, scenario = 'owner') =>
  devLogin(new URL(`/market/login/index.html?scenario=${scenario}&redirect=${redirect}`, ORIGIN));

describe('dev login redirect (issue 25)', () => {
  it.each([
    ['/markets/manage/PlanManage', '/markets/manage/PlanManage'],
    ['/markets/report/?agency=true#top', '/markets/report/?agency=true#top'],
    [`${ORIGIN}/markets/finance/`, '/markets/finance/'],
    ['/markets/a b', '/markets/a%20b'],
  ])('follows the same-origin path %j', (redirect, location) => {
    const r = login(encodeURIComponent(redirect));
    expect(r.status).toBe(302);
    expect(r.headers.location).toBe(location);
  });

  it.each([
    '//evil.example/steal',
    '/\\evil.example/steal',
    '\\\\evil.example/steal',
    'https://evil.example/steal',
    'http://127.0.0.1:9999/markets/',
    'javascript:alert(1)',
    'markets/relative',
    '',
  ])('goes home instead of to %j', (redirect) => {
    const r = login(encodeURIComponent(redirect));
    expect(r.status).toBe(302);
    expect(r.headers.location).toBe('/markets/');
  });

  it.each(['/%09/evil.example/steal', '/%0a/evil.example', '/markets/%0d%0aSet-Cookie:%20x=1', '/markets/%7f', '/%00'])(
    'answers 400 for control characters in %s (never 500, never a redirect)',
    (redirect) => {
      const r = login(redirect);
      expect(r.status).toBe(400);
      expect(r.headers.location).toBeUndefined();
      expect(r.headers['set-cookie']).toBeUndefined();
    },
  );

  it('adds the supervised scenario’s multiAccessId to the way back, once', () => {
    expect(login(encodeURIComponent('/markets/report/?agency=true'), 'supervised').headers.location).toBe(
      '/markets/report/?agency=true&multiAccessId=ma-100001-200005',
    );
    expect(
      login(encodeURIComponent('/markets/manage/?multiAccessId=ma-100001-200005#x'), 'supervised').headers.location,
    ).toBe('/markets/manage/?multiAccessId=ma-100001-200005#x');
  });

  it('the picker page shows only a path it would follow', () => {
    const page = devLogin(new URL(`/market/login/index.html?redirect=${encodeURIComponent('//evil.example')}`, ORIGIN));
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('evil.example');
    expect(safeRedirect('/markets/x?y=1', ORIGIN)).toBe('/markets/x?y=1');
  });

  it.each(['/.//evil.example', '/./\\evil.example', '/a/..//evil.example/x', '/%2e//evil.example'])(
    'safeRedirect(%j) itself refuses a result that starts with // or /\\ (issue 35)',
    (raw) => {
      expect(safeRedirect(raw, ORIGIN)).toBe('/markets/');
    },
  );
});

describe('dev login sessions', () => {
  const withSession = (session: string, scenario = 'owner') =>
    devLogin(
      new URL(`/market/login/index.html?scenario=${scenario}&session=${session}&redirect=%2Fmarkets%2F`, ORIGIN),
    );

  it('a session of its own is in the cookie; without one the scenario’s token', () => {
    expect(withSession('w1-abc_9').headers['set-cookie']).toBe('adstk=dev-owner.w1-abc_9; Path=/; SameSite=Lax');
    expect(login('%2Fmarkets%2F').headers['set-cookie']).toBe('adstk=dev-owner; Path=/; SameSite=Lax');
    expect(scenarioFromToken('dev-owner.w1-abc_9')?.name).toBe('owner');
    expect(scenarioFromToken('dev-operator-admin.x')?.name).toBe('operator-admin');
    expect(scenarioToken('agency', 's1')).toBe('dev-agency.s1');
  });

  it.each(['a.b', 'a%20b', 'x'.repeat(65), '%3Cscript%3E', ''])('refuses the session %j: 400, no cookie', (session) => {
    const r = withSession(session);
    expect(r.status).toBe(400);
    expect(r.headers['set-cookie']).toBeUndefined();
  });

  it('a token whose session is not well formed is no session', () => {
    expect(scenarioFromToken('dev-owner.')).toBeNull();
    expect(scenarioFromToken('dev-owner.a.b')).toBeNull();
    expect(scenarioFromToken('dev-nobody.a')).toBeNull();
    expect(() => scenarioToken('owner', 'a b')).toThrow(/dev session/);
  });
});
