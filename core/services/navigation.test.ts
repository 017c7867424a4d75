import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../storage';
import { TIME_LIMITS } from '../time-limits';
import { DefaultNavigationService, LOGIN_REDIRECT_KEY, type BrowserLocation } from './navigation';

function recorder(href = 'https://e.example.cn/markets/manage/IndexManage?multiAccessId=ma-1') {
  const assigned: string[] = [];
  const opened: Array<[string, string]> = [];
  const location: BrowserLocation = {
    href,
    origin: new URL(href).origin,
    assign: (u) => void assigned.push(u),
    open: (u, t) => void opened.push([u, t]),
  };
  return { location, assigned, opened };
}

/** The supervising agency's home, as the manage plugin's ref gives it to the callers. */
const AGENCY_HOME_PATH = '/markets/manage/agency/home';

describe('NavigationService opens by the one URL policy (issue 35)', () => {
  const opens = (url: string) => {
    const { location, assigned, opened } = recorder();
    const nav = new DefaultNavigationService(location, ['help.example.cn', 'DOC.Example.cn', 'sso.example.cn:8443']);
    const result = nav.open(url, '_blank');
    expect(assigned).toEqual([]);
    expect(opened).toHaveLength(result ? 1 : 0);
    return result;
  };

  it.each<[string, boolean]>([
    ['/markets/toolbox/workOrderManage', true],
    ['/markets/report/?agency=true#top', true],
    ['  /markets/finance/home/  ', true],
    ['https://e.example.cn/markets/manage/PlanManage', true],
    ['/markets-mobile/', true],
    ['/market/login/index.html', true],
    ['https://help.example.cn/article/12', true],
    ['https://doc.example.cn/api', true],
    ['HTTPS://HELP.EXAMPLE.CN/a', true],
    ['https://sso.example.cn:8443/launch?token=t', true],
    // Over http, even to an allowed host: a token in it would travel in clear.
    ['http://help.example.cn/', false],
    ['http://help.example.cn/sso?token=t', false],
    // Another port of an allowed host is another host.
    ['https://help.example.cn:8443/', false],
    ['https://sso.example.cn/launch', false],
    // Same-origin paths that are not pages: the API and the logout call.
    ['/v2/communal/owner/info', false],
    ['/logoutV2', false],
    ['https://e.example.cn/v3/x', false],
    ['/interactive/preview/1', false],
    ['https://evil.example.com/', false],
    ['https://help.example.cn.evil.com/', false],
    ['https://help.example.cn@evil.com/', false],
    ['//evil.com/path', false],
    ['//help.example.cn/path', false],
    ['/\\evil.com', false],
    ['/\t/evil.com', false],
    ['/\n/evil.com', false],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['\u0001javascript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['file:///etc/passwd', false],
    ['ftp://help.example.cn/', false],
    ['mailto:ad@example.cn', false],
    ['markets/relative', false],
    ['', false],
    ['   ', false],
  ])('%j → %s', (url, safe) => {
    expect(opens(url)).toBe(safe);
  });

  it('has no second, looser check', () => {
    const nav = new DefaultNavigationService(recorder().location, ['help.example.cn']);
    expect('isSafeUrl' in nav).toBe(false);
  });

  it('opens only safe links, in the asked target', () => {
    const { location, assigned, opened } = recorder();
    const n = new DefaultNavigationService(location, ['help.example.cn']);
    expect(n.open('javascript:alert(1)')).toBe(false);
    expect(n.open('https://evil.example.com/', '_blank')).toBe(false);
    expect(n.open('/markets/toolbox/Home')).toBe(true);
    expect(n.open('https://help.example.cn/a', '_blank')).toBe(true);
    expect(assigned).toEqual(['/markets/toolbox/Home']);
    expect(opened).toEqual([['https://help.example.cn/a', '_blank']]);
  });
});

describe('NavigationService redirects', () => {
  it('sends the user to login with the current path', () => {
    const { location, assigned } = recorder('https://e.example.cn/markets/report/?agency=true#x');
    new DefaultNavigationService(location).toLogin();
    expect(assigned).toEqual(['/market/login/index.html?redirect=%2Fmarkets%2Freport%2F%3Fagency%3Dtrue%23x']);
  });

  it('goes back to the agency home without multiAccessId', () => {
    const { location, assigned } = recorder();
    new DefaultNavigationService(location).backToAgency(AGENCY_HOME_PATH);
    expect(assigned).toEqual([AGENCY_HOME_PATH]);
  });
});

describe('NavigationService and supervised access (issue 25)', () => {
  const supervised = (href = 'https://e.example.cn/markets/manage/?multiAccessId=ma-1') => {
    const r = recorder(href);
    return { ...r, nav: new DefaultNavigationService(r.location, ['help.example.cn'], { supervision: () => 'ma-1' }) };
  };

  it.each<[string, string]>([
    ['/markets/report/', '/markets/report/?multiAccessId=ma-1'],
    ['/markets/report/?agency=true#top', '/markets/report/?agency=true&multiAccessId=ma-1#top'],
    ['/markets/manage/?multiAccessId=ma-1', '/markets/manage/?multiAccessId=ma-1'],
    ['/markets/manage/?multiAccessId=other', '/markets/manage/?multiAccessId=ma-1'],
    ['https://e.example.cn/markets/finance/', 'https://e.example.cn/markets/finance/?multiAccessId=ma-1'],
    ['/brand-web/', '/brand-web/?multiAccessId=ma-1'],
    // Other origins and the login page itself are left alone (the login page carries it in redirect=).
    ['https://help.example.cn/a', 'https://help.example.cn/a'],
    ['//evil.example/x', '//evil.example/x'],
    ['/market/login/index.html?redirect=%2F', '/market/login/index.html?redirect=%2F'],
    ['javascript:alert(1)', 'javascript:alert(1)'],
    ['#top', '#top'],
  ])('keepSupervision(%j) → %j', (url, kept) => {
    expect(supervised().nav.keepSupervision(url)).toBe(kept);
  });

  it('changes nothing outside supervised access', () => {
    const { location } = recorder('https://e.example.cn/markets/manage/');
    const nav = new DefaultNavigationService(location, [], { supervision: () => null });
    expect(nav.keepSupervision('/markets/report/')).toBe('/markets/report/');
  });

  it('opens portal addresses, in this tab or a new one, with multiAccessId', () => {
    const { nav, assigned, opened } = supervised();
    nav.open('/markets/toolbox/Home');
    nav.open('/markets/report/?agency=true', '_blank');
    nav.open('https://help.example.cn/a', '_blank');
    expect(assigned).toEqual(['/markets/toolbox/Home?multiAccessId=ma-1']);
    expect(opened).toEqual([
      ['/markets/report/?agency=true&multiAccessId=ma-1', '_blank'],
      ['https://help.example.cn/a', '_blank'],
    ]);
  });

  it("the login redirect's way back keeps multiAccessId, even when the address lost it", () => {
    const { nav, assigned } = supervised('https://e.example.cn/markets/report/?agency=true#x');
    nav.toLogin();
    const back = new URL(new URL(assigned[0], 'https://e.example.cn').searchParams.get('redirect')!, 'https://x');
    expect(back.pathname + back.search + back.hash).toBe('/markets/report/?agency=true&multiAccessId=ma-1#x');
    expect(nav.loginUrl('/markets/finance/')).toBe(
      `/market/login/index.html?redirect=${encodeURIComponent('/markets/finance/?multiAccessId=ma-1')}`,
    );
  });

  it('返回代理商 is the one way out: the agency home without multiAccessId', () => {
    const { nav, assigned } = supervised();
    nav.backToAgency(AGENCY_HOME_PATH);
    expect(assigned).toEqual([AGENCY_HOME_PATH]);
  });
});

describe('NavigationService server links and images (issue 25)', () => {
  const nav = new DefaultNavigationService(recorder().location, ['help.example.cn'], {
    apiOrigin: 'https://api.example.cn',
  });

  it.each<[string, boolean]>([
    ['/markets/toolbox/workOrderManage', true],
    ['https://help.example.cn/a', true],
    ['/logoutV2', false],
    ['/v2/communal/owner/info', false],
    ['/markets/../logoutV2', false],
    ['http://help.example.cn/a', false],
    ['https://api.example.cn/markets/x', false],
  ])('isSafeServerLink(%j) → %s', (url, safe) => {
    expect(nav.isSafeServerLink(url)).toBe(safe);
  });

  it.each<[string, boolean]>([
    ['/dev-material/1.svg', true],
    ['https://api.example.cn/files/1.png', true],
    ['https://help.example.cn/1.png', true],
    ['http://help.example.cn/1.png', false],
    ['https://tracker.example/p.gif', false],
    ['data:image/svg+xml,<svg/>', false],
  ])('isSafeImage(%j) → %s', (url, safe) => {
    expect(nav.isSafeImage(url)).toBe(safe);
  });
});

describe('the automatic login redirect never loops (issue 24)', () => {
  const PAGE = '/markets/report/';
  const guarded = (marker: MemoryStorage, now: number, path = PAGE) => {
    const { location, assigned } = recorder(`https://e.example.cn${path}`);
    return { n: new DefaultNavigationService(location, [], { marker, now: () => now }), assigned };
  };
  const mark = (at: number, path = PAGE) => JSON.stringify({ at, path });

  it('redirects and notes the time and the page; a second call on the same page does nothing more', () => {
    const marker = new MemoryStorage();
    const { n, assigned } = guarded(marker, 1_000_000);
    expect(n.redirectToLogin()).toBe(true);
    expect(n.redirectToLogin()).toBe(true);
    expect(assigned).toEqual(['/market/login/index.html?redirect=%2Fmarkets%2Freport%2F']);
    expect(JSON.parse(marker.getItem(LOGIN_REDIRECT_KEY)!)).toEqual({ at: 1_000_000, path: PAGE });
  });

  it('the page the login page sent straight back stays and says so (false)', () => {
    const marker = new MemoryStorage();
    marker.setItem(LOGIN_REDIRECT_KEY, mark(1_000_000 - TIME_LIMITS.loginLoopWindowMs + 1));
    const { n, assigned } = guarded(marker, 1_000_000);
    expect(n.redirectToLogin()).toBe(false);
    expect(assigned).toEqual([]);
  });

  it('another page, a mark past the window, an unreadable mark or one from the future: a redirect', () => {
    for (const [value, path] of [
      [mark(1_000_000 - 1000), '/markets/finance/home/'],
      [mark(1_000_000 - TIME_LIMITS.loginLoopWindowMs), PAGE],
      ['1000000', PAGE],
      ['{', PAGE],
      [mark(2_000_000), PAGE],
    ] as const) {
      const marker = new MemoryStorage();
      marker.setItem(LOGIN_REDIRECT_KEY, value);
      const { n, assigned } = guarded(marker, 1_000_000, path);
      expect(n.redirectToLogin(), `${value} on ${path}`).toBe(true);
      expect(assigned).toHaveLength(1);
    }
  });

  it('keeps the path only: no query (tokens) or hash at rest (issue 35)', () => {
    const marker = new MemoryStorage();
    const { n } = guarded(marker, 1_000_000, `${PAGE}?token=t1&access_token=t2&adstk=t3&agency=true#x`);
    expect(n.redirectToLogin()).toBe(true);
    expect(marker.getItem(LOGIN_REDIRECT_KEY)).toBe(JSON.stringify({ at: 1_000_000, path: PAGE }));
  });

  it('the page sent back with another query is the same page (still no loop)', () => {
    const marker = new MemoryStorage();
    marker.setItem(LOGIN_REDIRECT_KEY, mark(1_000_000 - 1000));
    const { n, assigned } = guarded(marker, 1_000_000, `${PAGE}?ticket=new`);
    expect(n.redirectToLogin()).toBe(false);
    expect(assigned).toEqual([]);
  });

  it('toLogin (the user asked: logout, 重新登录) is never held back', () => {
    const marker = new MemoryStorage();
    marker.setItem(LOGIN_REDIRECT_KEY, mark(1_000_000));
    const { n, assigned } = guarded(marker, 1_000_000);
    n.toLogin();
    expect(assigned).toHaveLength(1);
  });
});
