import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { definePlugin, LayoutBlueprint, notifierRef } from '@portico/sdk';
import { SafeHtml } from '@portico/ui';
import { renderPortal } from '@portico/sdk/testing';

const HTML = [
  '<p>公告：<a href="/markets/toolbox/Home">去工具箱</a>',
  '<a href="https://help.example.com/a" target="_blank">帮助</a>',
  '<a href="javascript:alert(1)">危险</a>',
  '<img src=x onerror="window.__xss=1">',
].join(' ');

function Where() {
  return <output aria-label="当前路径">{useLocation().pathname}</output>;
}

const plugin = definePlugin({
  id: 'safe-html-demo',
  contributes: [
    LayoutBlueprint.make({
      name: 'notice',
      slot: 'banner',
      loader: async () => ({
        default: () => (
          <>
            <SafeHtml html={HTML} aria-label="公告" role="region" />
            <Where />
          </>
        ),
      }),
    }),
  ],
});

describe('SafeHtml', () => {
  it('renders the sanitised text and opens links only through the router or the safe-link check', async () => {
    const { location, runtime } = await renderPortal({ plugins: [plugin], route: '/markets/x' });
    const region = await screen.findByRole('region', { name: '公告' });
    expect(region).toHaveTextContent('公告：去工具箱 帮助 危险');
    expect(region.querySelector('img')).toBeNull();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();

    await userEvent.click(screen.getByRole('link', { name: '去工具箱' }));
    expect(screen.getByRole('status', { name: '当前路径' })).toHaveTextContent('/markets/toolbox/Home');
    expect(location.assigned).toEqual([]);

    // An unlisted host and a javascript: URL lose their address: no longer links, and a click
    // opens nothing and tells the user.
    expect(
      within(region)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['去工具箱']);
    await userEvent.click(screen.getByText('帮助'));
    await userEvent.click(screen.getByText('危险'));
    expect(location.opened).toEqual([]);
    expect(location.assigned).toEqual([]);
    expect(runtime.container.resolve(notifierRef).notices.map((n) => n.text)).toEqual([
      '该链接地址不安全，已为您拦截',
      '该链接地址不安全，已为您拦截',
    ]);
  });
});

describe('SafeHtml links reach only portal pages (issue 25)', () => {
  const serverHtml = [
    '<a href="/logoutV2">点此查看详情</a>',
    '<a href="/v2/communal/owner/info">接口</a>',
    '<a href="/markets/../logoutV2">绕路</a>',
    '<a href="/markets/toolbox/Home">去工具箱</a>',
  ].join(' ');
  const linkPlugin = definePlugin({
    id: 'safe-html-links',
    contributes: [
      LayoutBlueprint.make({
        name: 'notice',
        slot: 'banner',
        loader: async () => ({ default: () => <SafeHtml html={serverHtml} aria-label="消息" role="region" /> }),
      }),
    ],
  });

  it('renders a same-origin address that is not a portal page as text, and a click only tells the user', async () => {
    const { location, runtime } = await renderPortal({ plugins: [linkPlugin], route: '/markets/x' });
    const region = await screen.findByRole('region', { name: '消息' });
    expect(
      within(region)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/markets/toolbox/Home']);
    await userEvent.click(screen.getByText('点此查看详情'));
    expect(location.assigned).toEqual([]);
    expect(runtime.container.resolve(notifierRef).notices.map((n) => n.text)).toEqual(['该链接地址不安全，已为您拦截']);
  });
});
