import { describe, expect, it } from 'vitest';
import { isPortalPath, linkFromAnswer, withQueryParam } from './links';

describe('withQueryParam', () => {
  it.each([
    ['/markets/toolbox/changepwd', '/markets/toolbox/changepwd?agency=true'],
    ['/markets/toolbox/ssoLogin?sso=1', '/markets/toolbox/ssoLogin?sso=1&agency=true'],
    ['/markets/toolbox/Home?', '/markets/toolbox/Home?agency=true'],
    ['/markets/toolbox/Home?a=1&', '/markets/toolbox/Home?a=1&agency=true'],
    ['/markets/toolbox/Home#top', '/markets/toolbox/Home?agency=true#top'],
    ['/markets/toolbox/Home?agency=1', '/markets/toolbox/Home?agency=1'],
  ])('%s → %s', (url, expected) => {
    expect(withQueryParam(url, 'agency', 'true')).toBe(expected);
  });

  it('encodes the value and keeps the rest as written', () => {
    expect(withQueryParam('https://a.example.com/x?q=%E4%B8%AD', 'token', 'a b&c')).toBe(
      'https://a.example.com/x?q=%E4%B8%AD&token=a%20b%26c',
    );
  });
});

describe('linkFromAnswer', () => {
  it('reads url + token (datacenter, quickapp) and redirect + token (site auth)', () => {
    expect(linkFromAnswer({ url: 'https://dc.example.com/home', token: 'T1' })).toBe(
      'https://dc.example.com/home?token=T1',
    );
    expect(linkFromAnswer({ redirect: 'https://site.example.com/auth?from=ads', token: 'T2' })).toBe(
      'https://site.example.com/auth?from=ads&token=T2',
    );
    expect(linkFromAnswer({ url: 'https://dc.example.com/?token=given', token: 'T3' })).toBe(
      'https://dc.example.com/?token=given',
    );
    expect(linkFromAnswer({ url: 'https://dc.example.com/' })).toBe('https://dc.example.com/');
  });

  it("adds a bare token (SSO, a string or { token }) to the entry's own url", () => {
    expect(linkFromAnswer('sso-1', '/markets/toolbox/ssoLogin?sso=1')).toBe(
      '/markets/toolbox/ssoLogin?sso=1&token=sso-1',
    );
    expect(linkFromAnswer({ token: 'sso-2' }, '/markets/toolbox/ssoLogin?sso=1')).toBe(
      '/markets/toolbox/ssoLogin?sso=1&token=sso-2',
    );
    expect(linkFromAnswer('https://bi.example.com/sso?t=1')).toBe('https://bi.example.com/sso?t=1');
  });

  it('gives null when there is nothing to open', () => {
    expect(linkFromAnswer(null)).toBeNull();
    expect(linkFromAnswer({})).toBeNull();
    expect(linkFromAnswer({ token: 'T' })).toBeNull();
    expect(linkFromAnswer('  ')).toBeNull();
    expect(linkFromAnswer([{ url: '/x' }])).toBeNull();
    expect(linkFromAnswer({ url: 42 }, '  ')).toBeNull();
  });

  it('passes unsafe links on unchanged: the NavigationService refuses them', () => {
    expect(linkFromAnswer({ url: 'javascript:alert(1)' })).toBe('javascript:alert(1)');
  });
});

describe('isPortalPath', () => {
  it('is true for paths under /markets/ only', () => {
    expect(isPortalPath('/markets/toolbox/Home')).toBe(true);
    expect(isPortalPath('/marketSchool/')).toBe(false);
    expect(isPortalPath('https://x.example.com/markets/')).toBe(false);
  });
});
