import { describe, expect, it } from 'vitest';
import { AGENCY_HOME_PATH, DefaultNavigationService, type BrowserLocation } from './navigation';

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

describe('NavigationService safe links', () => {
  const nav = new DefaultNavigationService(recorder().location, ['help.example.cn', 'DOC.Example.cn']);

  it.each<[string, boolean]>([
    ['/markets/toolbox/workOrderManage', true],
    ['/markets/report/?agency=true#top', true],
    ['  /markets/finance/home/  ', true],
    ['https://e.example.cn/markets/manage/PlanManage', true],
    ['https://help.example.cn/article/12', true],
    ['http://help.example.cn/', true],
    ['https://doc.example.cn/api', true],
    ['HTTPS://HELP.EXAMPLE.CN/a', true],
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
    expect(nav.isSafeUrl(url)).toBe(safe);
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
    new DefaultNavigationService(location).backToAgency();
    expect(assigned).toEqual([AGENCY_HOME_PATH]);
    expect(AGENCY_HOME_PATH).toBe('/markets/manage/agency/home');
  });
});
