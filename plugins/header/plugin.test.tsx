import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from '@portico/dev';
import userEvent from '@testing-library/user-event';
import { renderPortal, type ScenarioName } from '@portico/sdk/testing';
import header from './plugin';
import finance from '../finance/plugin';
import manage from '../manage/plugin';
import report from '../report/plugin';
import toolbox from '../toolbox/plugin';
import { HEADER_TABS } from './tabs';

/** The header with every sub-app that contributes a tab to it. */
const withSubApps = [manage, report, finance, toolbox, header];

const tabsOf = async () => {
  const nav = await screen.findByRole('navigation', { name: '主导航' });
  return within(nav)
    .queryAllByRole('listitem')
    .map((li) => li.textContent?.trim());
};

describe('header plugin', () => {
  const cases: Array<[ScenarioName, string, string[]]> = [
    ['agency', '/markets/manage/agency/home', ['首页', '账户管理', '数据', '财务', '工具箱']],
    ['operator-admin', '/markets/manage/agency/home', ['首页', '账户管理', '数据', '财务', '工具箱', '修改密码']],
    ['operator-ads', '/markets/manage/agency/home', ['首页', '数据', '工具箱', '修改密码']],
    ['operator-finance', '/markets/manage/agency/home', ['首页', '财务', '修改密码']],
    ['owner', '/markets/manage/IndexManage', ['首页', '推广', '数据', '财务', '工具箱', '品牌投放']],
    ['sub-owner', '/markets/manage/IndexManage', ['首页', '推广', '数据', '财务', '工具箱', '品牌投放']],
    ['push-user', '/markets/manage/IndexManage', ['首页', '财务', '工具箱']],
    [
      'supervised',
      '/markets/manage/IndexManage?multiAccessId=ma-100001-200005',
      ['首页', '推广', '数据', '财务', '工具箱'],
    ],
  ];

  it.each(cases)('%s sees the tabs of its account type', async (scenario, route, tabs) => {
    await renderPortal({ plugins: withSubApps, scenario, route });
    expect(await tabsOf()).toEqual(tabs);
  });

  it('renders only the tabs other plugins contribute, besides its own 品牌投放', async () => {
    expect(HEADER_TABS.map((t) => t.label)).toEqual(['品牌投放']);
    await renderPortal({ plugins: [header], scenario: 'owner', route: '/markets/x' });
    expect(await tabsOf()).toEqual(['品牌投放']);
  });

  it('marks the tab of the current route', async () => {
    await renderPortal({ plugins: withSubApps, scenario: 'owner', route: '/markets/manage/PlanManage' });
    const nav = await screen.findByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('推广');
  });

  it('shows 未登录 when logged out', async () => {
    await renderPortal({ plugins: [manage, header], scenario: 'logged-out', route: '/markets/manage/IndexManage' });
    expect(await within(screen.getByRole('banner')).findByText('未登录')).toBeInTheDocument();
  });

  it('shows the owner name, ids and logout in the user menu', async () => {
    const { location } = await renderPortal({
      plugins: [manage, header],
      scenario: 'owner',
      route: '/markets/manage/IndexManage',
    });
    const trigger = await screen.findByRole('button', { name: /账户菜单：杭州云帆网络科技有限公司/ });
    await userEvent.click(trigger);
    expect(await screen.findByText('账户ID：200001')).toBeInTheDocument();
    expect(screen.getByText('登录账号ID：300001')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
    // The dev API's /logoutV2 answers the login page as its directUrl.
    await vi.waitFor(() => expect(location.assigned).toEqual(['/market/login/index.html']));
  });

  // Spec §7 (/logoutV2 answers ownerType and directUrl), §8 (a non-zero code still goes to login).
  describe('logout follows the /logoutV2 answer', () => {
    const logoutAnswering = async (body: Record<string, unknown>) => {
      const { location } = await renderPortal({
        plugins: [manage, header],
        scenario: 'owner',
        route: '/markets/manage/IndexManage',
        allowedHosts: ['sso.example.cn'],
        handlers: [http.all('*/logoutV2', () => HttpResponse.json(body))],
      });
      await userEvent.click(await screen.findByRole('button', { name: /账户菜单/ }));
      await userEvent.click(await screen.findByRole('menuitem', { name: '退出登录' }));
      await vi.waitFor(() => expect(location.assigned).toHaveLength(1));
      return location.assigned[0];
    };
    const toLogin = /^\/market\/login\/index\.html\?redirect=%2Fmarkets%2Fmanage%2FIndexManage$/;

    it('goes to a same-origin directUrl', async () => {
      expect(await logoutAnswering({ code: 0, data: { ownerType: 3, directUrl: '/markets-mobile/' } })).toBe(
        '/markets-mobile/',
      );
    });

    it.each([
      ['another host', 'https://evil.example.com/'],
      ['a protocol-relative address', '//evil.example.com/'],
      ['a script address', 'javascript:alert(1)'],
      ['no address', ''],
      ['an address that is not text', 42],
      // Issue 35: the one URL policy, no looser same-origin or http rule.
      ['an allowed host over http', 'http://sso.example.cn/bye'],
      ['another port of an allowed host', 'https://sso.example.cn:8443/bye'],
      ['an API path', '/v2/communal/owner/info'],
      ['the logout call itself', '/logoutV2'],
    ])('goes to the login page for %s', async (_, directUrl) => {
      expect(await logoutAnswering({ code: 0, data: { ownerType: 3, directUrl } })).toMatch(toLogin);
    });

    it('goes to an allowed host over https', async () => {
      expect(await logoutAnswering({ code: 0, data: { ownerType: 3, directUrl: 'https://sso.example.cn/bye' } })).toBe(
        'https://sso.example.cn/bye',
      );
    });

    it('goes to the login page on a non-zero code, whatever the directUrl', async () => {
      expect(await logoutAnswering({ code: 500100, msg: '退出失败', data: { directUrl: '/markets-mobile/' } })).toMatch(
        toLogin,
      );
    });
  });

  it('offers 返回代理商 instead of logout under supervised access', async () => {
    const { location } = await renderPortal({
      plugins: [manage, header],
      scenario: 'supervised',
      route: '/markets/manage/IndexManage?multiAccessId=ma-100001-200005',
    });
    await userEvent.click(await screen.findByRole('button', { name: /账户菜单/ }));
    expect(screen.queryByRole('menuitem', { name: '退出登录' })).toBeNull();
    await userEvent.click(await screen.findByRole('menuitem', { name: '返回代理商' }));
    expect(location.assigned).toEqual(['/markets/manage/agency/home']);
  });

  it('hides 新建创意, 营销学院 and 消息平台 for push users', async () => {
    await renderPortal({ plugins: [manage, header], scenario: 'push-user', route: '/markets/manage/IndexManage' });
    await screen.findByRole('link', { name: '工单' });
    expect(screen.queryByRole('button', { name: /新建创意/ })).toBeNull();
    expect(screen.queryByRole('link', { name: '营销学院' })).toBeNull();
    expect(screen.queryByRole('link', { name: '消息平台' })).toBeNull();
  });

  it('shows and hides tabs the moment the auth tree changes', async () => {
    const { runtime } = await renderPortal({
      plugins: [manage, header],
      scenario: 'owner',
      route: '/markets/manage/IndexManage',
    });
    expect(await tabsOf()).toContain('品牌投放');
    act(() => runtime.session.setAuthTree({ menuTree: [], dataTree: [] }));
    await vi.waitFor(async () => expect(await tabsOf()).not.toContain('品牌投放'));
  });

  // Spec §2.3. The notices are written into session storage outside the portal, under the keys
  // of constants.ts (not the storage service's per-owner scheme).
  describe('password notices', () => {
    beforeEach(() => {
      // jsdom has no ResizeObserver, which Fluent's MessageBar needs; Fluent's own positioning
      // code installs a no-op one in tests, so the notice only rendered after a menu had opened.
      if (!('ResizeObserver' in window))
        vi.stubGlobal(
          'ResizeObserver',
          class {
            observe() {}
            unobserve() {}
            disconnect() {}
          },
        );
    });
    afterEach(() => {
      sessionStorage.clear();
      vi.unstubAllGlobals();
    });
    const home = { scenario: 'owner', route: '/markets/manage/IndexManage' } as const;

    it('shows the password hint until 我知道了, then not again in this session', async () => {
      sessionStorage.setItem('portico.passwordHint', JSON.stringify({ text: '您的密码已 90 天未修改' }));
      await renderPortal({ plugins: [manage, header], ...home });
      const dialog = await screen.findByRole('alertdialog', { name: '安全提示' });
      expect(dialog).toHaveTextContent('您的密码已 90 天未修改');
      await userEvent.click(within(dialog).getByRole('button', { name: '我知道了' }));
      await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(sessionStorage.getItem('portico.passwordHint')).toBeNull();
      cleanup();
      // The next page: the notices widget is there (its notice shows), the hint is not.
      sessionStorage.setItem('portico.passwordNotice', '{}');
      await renderPortal({ plugins: [manage, header], ...home });
      expect(await screen.findByText('立即修改')).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });

    it('shows the password-change notice, its link going to the change-password page', async () => {
      sessionStorage.setItem(
        'portico.passwordNotice',
        JSON.stringify({ text: '密码将于 3 天后过期。', link: '/markets/toolbox/changepwd' }),
      );
      await renderPortal({ plugins: [manage, header, toolbox], ...home });
      expect(await screen.findByText(/密码将于 3 天后过期。/)).toBeInTheDocument();
      await userEvent.click(screen.getByText('立即修改'));
      expect(await screen.findByRole('heading', { level: 1, name: '修改密码' })).toBeInTheDocument();
    });

    it('opens a stored address on an allowed host through the navigation service, not the router (issue 39)', async () => {
      sessionStorage.setItem('portico.passwordNotice', JSON.stringify({ link: 'https://account.example.cn/pwd' }));
      const { location } = await renderPortal({
        plugins: [manage, header, toolbox],
        ...home,
        allowedHosts: ['account.example.cn'],
      });
      await userEvent.click(await screen.findByText('立即修改'));
      expect(location.assigned).toEqual(['https://account.example.cn/pwd']);
      expect(screen.queryByRole('heading', { level: 1, name: '修改密码' })).toBeNull();
    });

    it.each([
      ['a bare flag', '1'],
      ['fields of the wrong type', '{"text": 5, "link": 7}'],
      ['an unsafe link', '{"link": "https://evil.example.com/"}'],
    ])('shows the default notice and link for %s', async (_, raw) => {
      sessionStorage.setItem('portico.passwordNotice', raw);
      await renderPortal({ plugins: [manage, header, toolbox], ...home });
      expect(await screen.findByText(/为保障账户安全，请尽快修改密码。/)).toBeInTheDocument();
      await userEvent.click(screen.getByText('立即修改'));
      expect(await screen.findByRole('heading', { level: 1, name: '修改密码' })).toBeInTheDocument();
    });

    it.each([
      ['agency', '/markets/manage/agency/home'],
      ['operator-admin', '/markets/manage/agency/home'],
    ] as const)('sends %s to the agency side of the change-password page', async (scenario, route) => {
      sessionStorage.setItem('portico.passwordNotice', '{}');
      await renderPortal({ plugins: [manage, header, toolbox], scenario, route });
      await userEvent.click(await screen.findByText('立即修改'));
      expect(await screen.findByRole('heading', { level: 1, name: '修改密码' })).toBeInTheDocument();
      // The agency side of the page: its breadcrumb leads back to the agency's toolbox home.
      const crumbs = screen.getByRole('navigation', { name: '面包屑' });
      expect(within(crumbs).getByRole('link', { name: '工具箱' })).toHaveAttribute(
        'href',
        '/markets/toolbox/Home?agency=true',
      );
    });

    it('shows no notice for an unreadable value, and the rest still works', async () => {
      sessionStorage.setItem('portico.passwordNotice', '{oops');
      sessionStorage.setItem('portico.passwordHint', 'true');
      await renderPortal({ plugins: [manage, header], ...home });
      expect(await screen.findByRole('alertdialog', { name: '安全提示' })).toHaveTextContent(
        '为保障账户安全，请尽快修改密码。',
      );
      expect(screen.queryByText('立即修改')).toBeNull();
    });
  });
});
