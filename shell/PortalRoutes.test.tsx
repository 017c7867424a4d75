import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { roundZoom, subAppsRef } from '@portico/core';
import { useEffect, useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { definePlugin, LayoutBlueprint, PageBlueprint, routePoint, SubAppBlueprint } from '@portico/sdk';
import { renderPortal } from '@portico/sdk/testing';

const Page = ({ title }: { title: string }) => <h1>{title}</h1>;
const app = (name: string, isDefault = false, Root: ComponentType<{ title: string }> = Page) =>
  definePlugin({
    id: name,
    contributes: [
      ...SubAppBlueprint.make({ name, namespace: name, title: name, default: isDefault }),
      PageBlueprint.make({
        path: `/markets/${name}/`,
        title: `${name} 首页`,
        subApp: name,
        loader: async () => ({ default: Root }),
      }),
      PageBlueprint.make({
        path: `/markets/${name}/Case`,
        title: `${name} 大写`,
        subApp: name,
        loader: async () => ({ default: Page }),
      }),
      PageBlueprint.make({
        path: `/markets/${name}/admin`,
        title: `${name} 管理`,
        subApp: name,
        when: { accountType: 'agency' },
        loader: async () => ({ default: Page }),
      }),
    ],
  });

describe('PortalRoutes', () => {
  it('records the page shown as the current service-tree node, and none on the 404 (spec §3)', async () => {
    const { runtime } = await renderPortal({ plugins: [app('manage', true), app('report')], route: '/markets/' });
    await screen.findByRole('heading', { level: 1, name: 'manage 首页' });
    expect(runtime.session.currentNode).toEqual({
      id: 'route:manage/manage',
      path: '/markets/manage/',
      title: 'manage 首页',
      subApp: 'manage',
      pluginId: 'manage',
    });
    cleanup();
    const lost = await renderPortal({ plugins: [app('manage', true)], route: '/markets/nowhere' });
    await screen.findByRole('heading', { level: 1, name: '页面走丢了' });
    expect(lost.runtime.session.currentNode).toBeNull();
  });

  it('redirects /markets/ to the default sub-app and marks it mounted', async () => {
    const { runtime } = await renderPortal({ plugins: [app('manage', true), app('report')], route: '/markets/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'manage 首页' })).toBeInTheDocument();
    const subApps = runtime.container.resolve(subAppsRef);
    expect(subApps.state('manage')).toBe('mounted');
    expect(subApps.state('report')).toBe('idle');
    expect(document.title).toBe('manage 首页 - 营销平台');
  });

  it('matches paths case-sensitively and shows 404 otherwise', async () => {
    await renderPortal({ plugins: [app('manage', true)], route: '/markets/manage/case' });
    expect(await screen.findByRole('heading', { level: 1, name: '页面走丢了' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/markets/');
  });

  it('shows the no-permission page for a route whose when fails', async () => {
    await renderPortal({ plugins: [app('manage', true)], scenario: 'owner', route: '/markets/manage/admin' });
    expect(await screen.findByRole('heading', { level: 1, name: '暂无权限' })).toBeInTheDocument();
  });

  it('lets the route in once the session changes', async () => {
    const { runtime } = await renderPortal({
      plugins: [app('manage', true)],
      scenario: 'owner',
      route: '/markets/manage/admin',
    });
    await screen.findByRole('heading', { level: 1, name: '暂无权限' });
    act(() =>
      runtime.session.setUser({
        ownerId: 1,
        loginType: 1,
        ownerType: 0,
        ownerName: '代理',
        isLimitNewUser: false,
        isLimitSlienceUser: false,
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'manage 管理' })).toBeInTheDocument();
  });

  it('keeps the layout and its header widgets mounted while the user moves between pages', async () => {
    let mounts = 0;
    const Widget = () => {
      useEffect(() => void (mounts += 1), []);
      return <span>部件</span>;
    };
    const Linked = ({ title }: { title: string }) => (
      <>
        <h1>{title}</h1>
        <Link to="/markets/report/">去数据</Link>
        <Link to="/markets/manage/">去首页</Link>
      </>
    );
    const widget = definePlugin({
      id: 'widget',
      contributes: [
        LayoutBlueprint.make({ name: 'widget', slot: 'header', loader: async () => ({ default: Widget }) }),
      ],
    });
    await renderPortal({
      plugins: [app('manage', true, Linked), app('report', false, Linked), widget],
      route: '/markets/manage/',
    });
    await screen.findByRole('heading', { level: 1, name: 'manage 首页' });
    await screen.findByText('部件');
    await userEvent.click(screen.getByRole('link', { name: '去数据' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'report 首页' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '去首页' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'manage 首页' })).toBeInTheDocument();
    expect(mounts).toBe(1);
  });

  it('keeps a lazy page mounted, with its state, when the routes re-render after its chunk arrived', async () => {
    let arrive!: (page: typeof Counting) => void;
    const chunk = new Promise<{ default: typeof Counting }>(
      (resolve) => (arrive = (page) => resolve({ default: page })),
    );
    const Counting = ({ title }: { title: string }) => {
      const [n, setN] = useState(0);
      return (
        <>
          <h1>{title}</h1>
          <button type="button" onClick={() => setN(n + 1)}>
            计数 {n}
          </button>
        </>
      );
    };
    const counting = definePlugin({
      id: 'counting',
      contributes: [
        ...SubAppBlueprint.make({ name: 'counting', namespace: 'counting', title: '计数', default: true }),
        PageBlueprint.make({ path: '/markets/counting/', title: '计数页', subApp: 'counting', loader: () => chunk }),
      ],
    });
    const { runtime } = await renderPortal({ plugins: [counting, app('report')], route: '/markets/counting/' });
    await act(async () => arrive(Counting));
    await userEvent.click(await screen.findByRole('button', { name: '计数 0' }));
    expect(screen.getByRole('button', { name: '计数 1' })).toBeInTheDocument();
    // Another plugin leaves: its routes go, so the routes re-render.
    await act(async () => runtime.plugins.unload('report'));
    expect(runtime.extensions.list(routePoint).map((r) => r.pluginId)).toEqual(['counting']);
    expect(screen.getByRole('heading', { level: 1, name: '计数页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '计数 1' })).toBeInTheDocument();
  });

  it('offers a retry for a page whose chunk failed, and renders the page once it loads', async () => {
    let attempts = 0;
    const flaky = definePlugin({
      id: 'flaky',
      contributes: [
        PageBlueprint.make({
          path: '/markets/flaky/',
          title: '不稳定',
          loader: () => (++attempts === 1 ? Promise.reject(new Error('network')) : Promise.resolve({ default: Page })),
        }),
      ],
    });
    await renderPortal({ plugins: [flaky], route: '/markets/flaky/' });
    await userEvent.click(await screen.findByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1, name: '不稳定' })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('rounds the page-zoom ratio to two decimals', () => {
    expect(roundZoom(1.3333333)).toBe(1.33);
    expect(roundZoom(2)).toBe(2);
    expect(roundZoom(1.005 + 1e-9)).toBe(1.01);
  });

  describe('pages that need a session (spec §2.2)', () => {
    const guarded = definePlugin({
      id: 'guarded',
      contributes: SubAppBlueprint.make({
        name: 'guarded',
        namespace: 'guarded',
        title: 'guarded',
        requiresSession: true,
        pages: {
          load: async () => ({ page: () => Page }),
          routes: [
            { path: '/list', title: '列表' },
            { path: '/open', title: '公开', requiresSession: false },
          ],
        },
      }),
    });

    it('send a visitor without a session to the login page with redirect= back', async () => {
      const { location } = await renderPortal({
        plugins: [guarded],
        scenario: 'logged-out',
        route: '/markets/guarded/list?id=7',
      });
      await waitFor(() =>
        expect(location.assigned).toContain('/market/login/index.html?redirect=%2Fmarkets%2Fguarded%2Flist%3Fid%3D7'),
      );
      expect(screen.queryByRole('heading', { name: '列表' })).toBeNull();
      expect(screen.queryByRole('heading', { name: '暂无权限' })).toBeNull();
    });

    it('open for a logged-in user, and for everyone where a page says it needs none', async () => {
      const owner = await renderPortal({ plugins: [guarded], scenario: 'owner', route: '/markets/guarded/list' });
      expect(await screen.findByRole('heading', { level: 1, name: '列表' })).toBeInTheDocument();
      expect(owner.location.assigned).toEqual([]);
      cleanup();
      const visitor = await renderPortal({
        plugins: [guarded],
        scenario: 'logged-out',
        route: '/markets/guarded/open',
      });
      expect(await screen.findByRole('heading', { level: 1, name: '公开' })).toBeInTheDocument();
      expect(visitor.location.assigned).toEqual([]);
    });
  });

  it("renders a page from its own module when it names one, and the others from the sub-app's", async () => {
    const List = ({ title }: { title: string }) => <h1>{`${title}（列表模块）`}</h1>;
    const home = vi.fn(async () => ({ page: () => Page }));
    const lists = vi.fn(async () => ({ page: () => List }));
    const split = definePlugin({
      id: 'split',
      contributes: SubAppBlueprint.make({
        name: 'split',
        namespace: 'split',
        title: 'split',
        default: true,
        pages: {
          load: home,
          routes: [
            { path: '/', title: '首页' },
            { path: '/list', title: '列表', load: lists },
          ],
        },
      }),
    });
    await renderPortal({ plugins: [split], route: '/markets/split/' });
    expect(await screen.findByRole('heading', { level: 1, name: '首页' })).toBeInTheDocument();
    expect(home).toHaveBeenCalled();
    expect(lists).not.toHaveBeenCalled();
    cleanup();
    await renderPortal({ plugins: [split], route: '/markets/split/list' });
    expect(await screen.findByRole('heading', { level: 1, name: '列表（列表模块）' })).toBeInTheDocument();
    expect(lists).toHaveBeenCalled();
  });
});
