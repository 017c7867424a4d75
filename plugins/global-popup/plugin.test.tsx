import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { apiPath, http, HttpResponse, ok } from '@portico/dev';
import { definePlugin, LayoutBlueprint, notifierRef } from '@portico/sdk';
import { renderPortal } from '@portico/sdk/testing';
import plugin from './plugin';
import { POPUP_API } from './constants';

function Where() {
  return <output aria-label="路径">{useLocation().pathname}</output>;
}
const where = definePlugin({
  id: 'where',
  contributes: [LayoutBlueprint.make({ name: 'where', slot: 'banner', loader: async () => ({ default: Where }) })],
});

const T0 = Date.UTC(2026, 10, 23, 8, 0, 0);
const POPUPS = [
  {
    id: 1,
    topicName: '新版工具箱上线',
    content: '<p>五类工具</p>',
    buttonTitle: '去看看',
    jumpUrl: '/markets/toolbox/Home',
  },
  { id: 2, topicName: '满意度调研', content: '<p>月底结束</p>' },
];

async function boot(answer: unknown, route = '/markets/manage/') {
  const bodies: unknown[] = [];
  const rendered = await renderPortal({
    plugins: [plugin, where],
    route,
    handlers: [
      http.post(apiPath(POPUP_API), async ({ request }) => {
        bodies.push(await request.json());
        return answer instanceof Response ? answer : ok(answer);
      }),
    ],
  });
  return { ...rendered, bodies };
}

beforeEach(() => {
  localStorage.clear();
  // Only the clock is fake (and frozen), so the 24 h edges are exact; timers stay real for MSW and React.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('global popup', () => {
  it('asks queryPop with the JSON menu id of the page and shows the popups one at a time', async () => {
    const { bodies } = await boot(POPUPS);
    const dialog = await screen.findByRole('dialog', { name: '新版工具箱上线' });
    expect(bodies).toEqual([{ menuId: 2001 }]);
    expect(within(dialog).getByText('五类工具')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '我知道了' }));
    const second = await screen.findByRole('dialog', { name: '满意度调研' });
    // No button title and address: no jump button.
    expect(
      within(second)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['我知道了']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the jump button opens its address with the router', async () => {
    await boot([POPUPS[0]]);
    const dialog = await screen.findByRole('dialog', { name: '新版工具箱上线' });
    await userEvent.click(within(dialog).getByRole('button', { name: '去看看' }));
    // The page behind may still be hidden from the accessibility tree while the dialog's exit runs
    // (tabster lifts aria-hidden a moment later on a loaded machine): the path is what counts.
    await waitFor(() =>
      expect(screen.getByRole('status', { name: '路径', hidden: true })).toHaveTextContent('/markets/toolbox/Home'),
    );
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', '//evil.example.com/', 'https://evil.example.com/'])(
    'refuses the jump address %s with a notice and stays',
    async (jumpUrl) => {
      const { runtime, location } = await boot([{ ...POPUPS[0], jumpUrl }]);
      const dialog = await screen.findByRole('dialog', { name: '新版工具箱上线' });
      await userEvent.click(within(dialog).getByRole('button', { name: '去看看' }));
      expect(runtime.container.resolve(notifierRef).notices.map((n) => n.text)).toEqual([
        '该链接地址不安全，已为您拦截',
      ]);
      expect(location.assigned).toEqual([]);
      expect(location.opened).toEqual([]);
      // The popup stays open and modal, so the page behind it may already be hidden from the
      // accessibility tree (tabster sets aria-hidden a moment later on a loaded machine).
      expect(screen.getByRole('status', { name: '路径', hidden: true })).toHaveTextContent('/markets/manage/');
    },
  );

  it('does not show the same popup again within 24 h for that owner; at 24 h it shows again', async () => {
    const first = await boot([POPUPS[1]]);
    await screen.findByRole('dialog', { name: '满意度调研' });
    first.unmount();
    vi.setSystemTime(T0 + 24 * 3600 * 1000 - 60_000);
    const again = await boot([POPUPS[1]]);
    await waitFor(() => expect(again.bodies).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('dialog')).toBeNull();
    again.unmount();
    vi.setSystemTime(T0 + 24 * 3600 * 1000);
    await boot([POPUPS[1]]);
    expect(await screen.findByRole('dialog', { name: '满意度调研' })).toBeInTheDocument();
  });

  it('treats corrupt storage as not shown yet', async () => {
    for (let i = 0; i < localStorage.length; i++) localStorage.setItem(localStorage.key(i)!, '{corrupt');
    localStorage.setItem('portico:200001:global-popup:shownAt', '{"2":"yesterday"}');
    await boot([POPUPS[1]]);
    expect(await screen.findByRole('dialog', { name: '满意度调研' })).toBeInTheDocument();
  });

  it.each([
    ['malformed JSON', new HttpResponse('{"code":0,', { headers: { 'Content-Type': 'application/json' } })],
    ['an HTML page', new HttpResponse('<html>502</html>', { status: 502 })],
    ['a §8 code', HttpResponse.json({ code: 500, msg: '系统繁忙', data: null })],
  ])('%s shows nothing and no toast', async (_label, answer) => {
    const { runtime } = await boot(answer);
    await new Promise((r) => setTimeout(r, 150));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(runtime.container.resolve(notifierRef).notices).toEqual([]);
  });
});
