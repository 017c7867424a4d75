import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { roundZoom, subAppsRef } from '@portico/core';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { definePlugin, HeaderWidgetBlueprint, RouteBlueprint, SubAppBlueprint } from '@portico/sdk';
import { renderPortal } from '@portico/sdk/testing';

const Page = ({ title }: { title: string }) => <h1>{title}</h1>;
const app = (name: string, isDefault = false) =>
  definePlugin({
    id: name,
    contributes: [
      SubAppBlueprint.make({ name, namespace: name, title: name, default: isDefault }),
      RouteBlueprint.make({ path: `/markets/${name}/`, title: `${name} 首页`, subApp: name, loader: async () => ({ default: Page }) }),
      RouteBlueprint.make({ path: `/markets/${name}/Case`, title: `${name} 大写`, subApp: name, loader: async () => ({ default: Page }) }),
      RouteBlueprint.make({ path: `/markets/${name}/admin`, title: `${name} 管理`, subApp: name, when: { accountType: 'agency' }, loader: async () => ({ default: Page }) }),
    ],
  });

describe('PortalRoutes', () => {
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
    const { runtime } = await renderPortal({ plugins: [app('manage', true)], scenario: 'owner', route: '/markets/manage/admin' });
    await screen.findByRole('heading', { level: 1, name: '暂无权限' });
    act(() => runtime.session.setUser({ ownerId: 1, loginType: 1, ownerType: 0, ownerName: '代理', isLimitNewUser: false, isLimitSlienceUser: false }));
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
    const linked = (name: string, isDefault = false) =>
      definePlugin({
        id: name,
        contributes: [
          SubAppBlueprint.make({ name, namespace: name, title: name, default: isDefault }),
          RouteBlueprint.make({ path: `/markets/${name}/`, title: `${name} 首页`, subApp: name, loader: async () => ({ default: Linked }) }),
        ],
      });
    const widget = definePlugin({ id: 'widget', contributes: [HeaderWidgetBlueprint.make({ slot: 'header.right', loader: async () => ({ default: Widget }) })] });
    await renderPortal({ plugins: [linked('manage', true), linked('report'), widget], route: '/markets/manage/' });
    await screen.findByRole('heading', { level: 1, name: 'manage 首页' });
    await screen.findByText('部件');
    await userEvent.click(screen.getByRole('link', { name: '去数据' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'report 首页' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: '去首页' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'manage 首页' })).toBeInTheDocument();
    expect(mounts).toBe(1);
  });

  it('rounds the page-zoom ratio to two decimals', () => {
    expect(roundZoom(1.3333333)).toBe(1.33);
    expect(roundZoom(2)).toBe(2);
    expect(roundZoom(1.005 + 1e-9)).toBe(1.01);
  });
});
