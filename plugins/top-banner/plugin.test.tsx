import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, DEV_REPORTER_ENDPOINTS, fail, http, HttpResponse, ok } from '@portico/dev';
import { reporterRef, usageRef } from '@portico/sdk';
import { recordCalls, renderPortal, type ScenarioName } from '@portico/sdk/testing';
import plugin from './plugin';
import { BANNER_API, ROTATE_MS, SHOWN_REPORT_MS } from './constants';
import { createBannerHandlers } from './dev-api';

const T0 = Date.UTC(2026, 10, 23, 8, 0, 0);
const at = (offsetS: number) => Math.floor(T0 / 1000) + offsetS;
const item = (messageId: number, text: string, priority: number, from: number, to: number) => ({
  messageId,
  message: `<p>${text}</p>`,
  priority,
  beginPlayTime: at(from),
  endPlayTime: at(to),
});

const region = () => screen.queryByRole('region', { name: '公告' });

async function boot(answer: unknown, opts: { scenario?: ScenarioName; extra?: Parameters<typeof http.post>[] } = {}) {
  const query = recordCalls(BANNER_API.query);
  const usage = recordCalls(DEV_REPORTER_ENDPOINTS.collect);
  const invalid = recordCalls(BANNER_API.invalid);
  const rendered = await renderPortal({
    plugins: [plugin],
    scenario: opts.scenario ?? 'owner',
    route: '/markets/manage/',
    handlers: [
      ...(opts.extra ?? []).map((args) => http.post(...args)),
      http.post(apiPath(BANNER_API.query), () => (answer instanceof Response ? answer : ok(answer))),
      ...createBannerHandlers(() => T0),
    ],
  });
  return { ...rendered, query, usage, invalid };
}

// Every test runs at T0 on a fake clock that also moves with real time (MSW and React need it).
beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('top banner', () => {
  it('asks for the page id of the page, shows the highest priority valid banner and rotates every 60 s', async () => {
    const { query } = await boot([
      item(1, '低优先级', 2, -60, 3600),
      item(2, '高优先级', 0, -60, 3600),
      item(3, '未开始', 0, 60, 3600),
    ]);
    expect(await screen.findByText('高优先级')).toBeInTheDocument();
    expect(query.bodies()).toEqual([{ pageId: 'owner_home' }]);
    // Half a second short of 60 s (the fake clock also moves with real time on a loaded machine).
    await act(async () => void vi.advanceTimersByTime(60_000 - 500));
    expect(screen.getByText('高优先级')).toBeInTheDocument();
    await act(async () => void vi.advanceTimersByTime(500));
    // At 60 s the third banner is valid too (its window began at +60 s): order 2, 3, 1 → turn 1 is 3.
    expect(await screen.findByText('未开始')).toBeInTheDocument();
    await act(async () => void vi.advanceTimersByTime(ROTATE_MS));
    expect(await screen.findByText('低优先级')).toBeInTheDocument();
  });

  it('drops a banner whose window ended while shown at the next tick', async () => {
    await boot([item(1, '即将结束', 0, -60, 30)]);
    expect(await screen.findByText('即将结束')).toBeInTheDocument();
    await act(async () => void vi.advanceTimersByTime(ROTATE_MS));
    await vi.waitFor(() => expect(region()).toBeNull());
  });

  it('reports v3-banner-show-3sec after 3 s of display, not before', async () => {
    const { usage, runtime } = await boot([item(7, '公告七', 0, -60, 3600)]);
    expect(await screen.findByText('公告七')).toBeInTheDocument();
    // The send itself is watched (synchronous). The fake clock also moves with real time (MSW and
    // React need it), so the check before the edge leaves half a second for a loaded machine.
    const send = vi.spyOn(runtime.container.resolve(usageRef), 'send');
    await act(async () => void vi.advanceTimersByTime(SHOWN_REPORT_MS - 500));
    expect(send).not.toHaveBeenCalled();
    await act(async () => void vi.advanceTimersByTime(500));
    expect(send).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(usage.bodies()).toHaveLength(1));
    expect(usage.bodies()[0]).toMatchObject({
      operationType: 'v3-banner-show-3sec',
      description: '7',
      page: '/markets/manage/',
    });
  });

  it('closing removes it, reports v3-banner-close and posts messageIds to banner/invalid', async () => {
    const { usage, invalid } = await boot([item(5, '可关闭', 0, -60, 3600)]);
    await userEvent.click(await screen.findByRole('button', { name: '关闭公告' }));
    expect(region()).toBeNull();
    await vi.waitFor(() => expect(invalid.bodies()).toEqual([{ messageIds: '5' }]));
    await vi.waitFor(() =>
      expect(usage.bodies().map((c) => [c.operationType, c.description])).toContainEqual(['v3-banner-close', '5']),
    );
  });

  it('a failed banner/invalid keeps it closed for this session and reports the failure, no toast', async () => {
    const { runtime, unmount } = await boot([item(5, '可关闭', 0, -60, 3600)], {
      extra: [[apiPath(BANNER_API.invalid), () => fail(500, '服务异常')]],
    });
    const reported = vi.spyOn(runtime.container.resolve(reporterRef), 'error');
    await userEvent.click(await screen.findByRole('button', { name: '关闭公告' }));
    await vi.waitFor(() => expect(reported).toHaveBeenCalledOnce());
    expect(screen.queryByText('服务异常')).toBeNull();
    unmount();
    // The next page load in the same browser session does not bring it back.
    await boot([item(5, '可关闭', 0, -60, 3600)]);
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.queryByText('可关闭')).toBeNull();
  });

  it.each([
    ['malformed JSON', new HttpResponse('{"code":0,"data":[', { headers: { 'Content-Type': 'application/json' } })],
    ['an HTML error page', new HttpResponse('<html><body>502</body></html>', { status: 502 })],
    ['an empty body', new HttpResponse('', { status: 200 })],
    ['a §8 error code', HttpResponse.json({ code: 500, msg: '系统繁忙', data: null })],
  ])('%s shows nothing and no toast', async (_label, answer) => {
    await boot(answer);
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(region()).toBeNull();
    expect(screen.queryByText('系统繁忙')).toBeNull();
    expect(screen.queryByText(/网络错误/)).toBeNull();
  });

  it('renders banner HTML sanitised: no script, no handler, the text stays', async () => {
    await boot([item(9, '<img src=x onerror="window.__xss=1">维护<script>window.__xss=2</script>', 0, -60, 3600)]);
    expect(await screen.findByText('维护')).toBeInTheDocument();
    expect(region()!.querySelector('img, script')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
