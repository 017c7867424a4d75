import { describe, expect, it } from 'vitest';
import { createUrlPolicy, imagePlace, requestPlace, scriptPlace, serverLinkPlace, type UrlPlace } from './url-policy';

const PAGE = 'https://portal.example.cn';
const withApi = createUrlPolicy(PAGE, 'https://api.example.cn', ['cdn.example.cn', 'Help.Example.cn']);
const sameOrigin = createUrlPolicy(PAGE, '', ['cdn.example.cn']);

describe('requestPlace: where a call may go and with what (token scope)', () => {
  it.each<[string, UrlPlace | null]>([
    // The page's own origin: paths and absolute addresses.
    ['/v2/communal/owner/info', 'own'],
    ['/report/collect?x=1', 'own'],
    ['https://portal.example.cn/v2/x', 'own'],
    // The configured API origin, exactly (scheme, host and port).
    ['https://api.example.cn/v2/x', 'own'],
    ['HTTPS://API.EXAMPLE.CN/v2/x', 'own'],
    ['http://api.example.cn/v2/x', null],
    ['https://api.example.cn:8443/v2/x', null],
    ['http://portal.example.cn/v2/x', null],
    // Allowed hosts over https: reachable, without the session.
    ['https://cdn.example.cn/lib.js', 'allowed'],
    ['https://help.example.cn/a', 'allowed'],
    ['http://cdn.example.cn/lib.js', null],
    // Other origins, look-alikes and tricks.
    ['https://other.example/x', null],
    ['https://api.example.cn.evil.com/x', null],
    ['https://api.example.cn@evil.com/x', null],
    ['https://cdn.example.cn.evil.com/x', null],
    // Protocol-relative: the page's scheme, then the host decides.
    ['//api.example.cn/v2/x', 'own'],
    ['//other.example/x', null],
    ['//cdn.example.cn/x', 'allowed'],
    ['/\\other.example/x', null],
    ['/\t/other.example/x', null],
    // Not http(s).
    ['javascript:alert(1)', null],
    ['data:text/plain,x', null],
    ['ftp://cdn.example.cn/x', null],
    ['', null],
  ])('%j → %s', (url, place) => {
    expect(requestPlace(withApi, url)).toBe(place);
  });

  it('without an apiOrigin, the API is the page itself', () => {
    expect(requestPlace(sameOrigin, '/v2/x')).toBe('own');
    expect(requestPlace(sameOrigin, 'https://portal.example.cn/v2/x')).toBe('own');
    expect(requestPlace(sameOrigin, 'https://api.example.cn/v2/x')).toBeNull();
  });

  it('an http page keeps its own scheme: its API over http is its own', () => {
    const local = createUrlPolicy('http://127.0.0.1:8181', 'http://127.0.0.1:9000');
    expect(requestPlace(local, '/v2/x')).toBe('own');
    expect(requestPlace(local, 'http://127.0.0.1:9000/v2/x')).toBe('own');
    expect(requestPlace(local, 'http://127.0.0.1:9001/v2/x')).toBeNull();
  });

  it('endpoints the config names are reachable at their exact origin, without the session', () => {
    const policy = createUrlPolicy(PAGE, '', [], ['https://collector.example/c', '/report/beacon', 'not a url']);
    expect(requestPlace(policy, 'https://collector.example/c')).toBe('allowed');
    expect(requestPlace(policy, 'https://collector.example/other')).toBe('allowed');
    expect(requestPlace(policy, 'http://collector.example/c')).toBeNull();
    expect(requestPlace(policy, 'https://collector.example.evil.com/c')).toBeNull();
    expect(requestPlace(policy, '/report/beacon')).toBe('own');
  });
});

describe('serverLinkPlace: where a link in server content may lead', () => {
  it.each<[string, UrlPlace | null]>([
    ['/markets/toolbox/workOrderManage', 'own'],
    ['/markets/report/?agency=true#top', 'own'],
    ['https://portal.example.cn/markets/manage/PlanManage', 'own'],
    ['https://help.example.cn/article/1', 'allowed'],
    // Same-origin paths outside the portal's pages: the logout call, the API, other apps.
    ['/logoutV2', null],
    ['/v2/communal/owner/info', null],
    ['/markets/../logoutV2', null],
    ['/markets', null],
    // The site's other pages (spec §2.2): the mobile site, login and agreement, SMS home, brand
    // delivery, the marketing school; not a look-alike of them.
    ['/markets-mobile/', 'own'],
    ['/brand-web/', 'own'],
    ['/marketSchool/', 'own'],
    // The help center and the API docs (the help assistant's default quick links).
    ['/help-center/', 'own'],
    ['/omni-api/', 'own'],
    ['/help-center', null],
    ['/sms/home.html', 'own'],
    ['/market/login/index.html?redirect=%2F', 'own'],
    ['/market/agreement/index.html', 'own'],
    ['/market/other/', null],
    ['/brand-web', null],
    ['/markets-mobile/../v2/x', null],
    ['https://portal.example.cn/logoutV2', null],
    // The API origin is not a page; allowed hosts only over https and written in full.
    ['https://api.example.cn/markets/x', null],
    ['http://help.example.cn/article/1', null],
    ['//help.example.cn/article/1', null],
    ['https://help.example.cn.evil.com/', null],
    ['javascript:alert(1)', null],
    ['/\\evil.com/markets/', null],
  ])('%j → %s', (url, place) => {
    expect(serverLinkPlace(withApi, url)).toBe(place);
  });
});

describe('allowedHosts and ports (issue 35)', () => {
  const policy = createUrlPolicy(PAGE, '', ['help.example.cn', 'docs.example.cn:8443', 'cdn.example.cn:443']);

  it.each<[string, UrlPlace | null]>([
    // A bare host is that host on 443 only.
    ['https://help.example.cn/a', 'allowed'],
    ['https://help.example.cn:443/a', 'allowed'],
    ['https://help.example.cn:8443/a', null],
    ['https://help.example.cn:444/a', null],
    // A host with a port is that port only.
    ['https://docs.example.cn:8443/a', 'allowed'],
    ['https://docs.example.cn/a', null],
    ['https://docs.example.cn:9443/a', null],
    // An entry that names 443 is the bare host.
    ['https://cdn.example.cn/a', 'allowed'],
    ['https://cdn.example.cn:8443/a', null],
  ])('%j → %s for links, images, scripts and calls', (url, place) => {
    expect(serverLinkPlace(policy, url)).toBe(place);
    expect(imagePlace(policy, url)).toBe(place);
    expect(scriptPlace(policy, url)).toBe(place);
    expect(requestPlace(policy, url)).toBe(place);
  });

  it('keeps the entries as the browser spells https hosts (lower case, 443 left out)', () => {
    const p = createUrlPolicy(PAGE, '', ['Docs.Example.CN:8443', 'CDN.example.cn:443', 'not a host', 'a.cn:99999']);
    expect([...p.allowedHosts]).toEqual(['docs.example.cn:8443', 'cdn.example.cn']);
  });
});

describe('imagePlace: where an image in server content may load from', () => {
  it.each<[string, UrlPlace | null]>([
    ['/dev-material/1.svg', 'own'],
    ['https://portal.example.cn/a.png', 'own'],
    ['https://api.example.cn/files/a.png', 'own'],
    ['https://cdn.example.cn/a.png', 'allowed'],
    ['http://cdn.example.cn/a.png', null],
    ['//cdn.example.cn/a.png', null],
    ['https://tracker.example/pixel.gif', null],
    ['//tracker.example/pixel.gif', null],
    ['data:image/png;base64,AAAA', null],
    ['javascript:alert(1)', null],
  ])('%j → %s', (url, place) => {
    expect(imagePlace(withApi, url)).toBe(place);
  });
});
