import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { definePlugin, PageBlueprint, SubAppBlueprint } from '@portico/sdk';
import { renderPortal } from '@portico/sdk/testing';

const MULTI = 'ma-100001-200005';

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="当前地址">{pathname + search + hash}</output>;
}

/** A page with every kind of address the portal makes: a router link, a plain link, navigate(). */
function Links({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <>
      <h1>{title}</h1>
      <Link to="/markets/demo/report?agency=true#top">路由链接</Link>
      <a href="/markets/demo/plain">普通链接</a>
      <a href="https://help.example.cn/a">外部链接</a>
      <a href="/market/login/index.html?redirect=%2F">登录页</a>
      <button type="button" onClick={() => navigate('/markets/demo/report?x=1')}>
        跳转
      </button>
      <Where />
    </>
  );
}

const demo = definePlugin({
  id: 'demo',
  contributes: [
    ...SubAppBlueprint.make({ name: 'demo', namespace: 'demo', title: 'demo', default: true }),
    PageBlueprint.make({
      path: '/markets/demo/',
      title: '首页',
      subApp: 'demo',
      loader: async () => ({ default: Links }),
    }),
    PageBlueprint.make({
      path: '/markets/demo/report',
      title: '数据',
      subApp: 'demo',
      loader: async () => ({ default: Links }),
    }),
  ],
});

const here = () => screen.getByRole('status', { name: '当前地址' });

describe('KeepSupervision (issue 25)', () => {
  it('keeps multiAccessId through the /markets/ redirect, router links, plain links and navigate()', async () => {
    await renderPortal({ plugins: [demo], scenario: 'supervised', route: `/markets/?multiAccessId=${MULTI}` });
    expect(await screen.findByRole('heading', { level: 1, name: '首页' })).toBeInTheDocument();
    // The /markets/ redirect kept it.
    expect(here()).toHaveTextContent(`/markets/demo/?multiAccessId=${MULTI}`);
    // A router link's href (what a new tab opens) has it, before any click.
    expect(screen.getByRole('link', { name: '路由链接' })).toHaveAttribute(
      'href',
      `/markets/demo/report?agency=true&multiAccessId=${MULTI}#top`,
    );
    // Plain links of the portal's origin get it; other hosts and the login page do not.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '普通链接' })).toHaveAttribute(
        'href',
        `/markets/demo/plain?multiAccessId=${MULTI}`,
      ),
    );
    expect(screen.getByRole('link', { name: '外部链接' })).toHaveAttribute('href', 'https://help.example.cn/a');
    expect(screen.getByRole('link', { name: '登录页' })).toHaveAttribute(
      'href',
      '/market/login/index.html?redirect=%2F',
    );

    await userEvent.click(screen.getByRole('link', { name: '路由链接' }));
    expect(await screen.findByRole('heading', { level: 1, name: '数据' })).toBeInTheDocument();
    expect(here()).toHaveTextContent(`/markets/demo/report?agency=true&multiAccessId=${MULTI}#top`);

    await userEvent.click(screen.getByRole('button', { name: '跳转' }));
    await waitFor(() => expect(here()).toHaveTextContent(`/markets/demo/report?x=1&multiAccessId=${MULTI}`));
  });

  it('changes no address outside supervised access', async () => {
    await renderPortal({ plugins: [demo], scenario: 'owner', route: '/markets/' });
    expect(await screen.findByRole('heading', { level: 1, name: '首页' })).toBeInTheDocument();
    expect(here()).toHaveTextContent(/^\/markets\/demo\/$/);
    expect(screen.getByRole('link', { name: '路由链接' })).toHaveAttribute(
      'href',
      '/markets/demo/report?agency=true#top',
    );
    expect(screen.getByRole('link', { name: '普通链接' })).toHaveAttribute('href', '/markets/demo/plain');
    await userEvent.click(screen.getByRole('button', { name: '跳转' }));
    await waitFor(() => expect(here()).toHaveTextContent(/^\/markets\/demo\/report\?x=1$/));
  });
});
