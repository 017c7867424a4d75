import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { recordCalls, renderPortal, type ScenarioName } from '@portico/sdk/testing';
import { badgeText } from './components/NotificationBell';
import { MESSAGE_WINDOW_DAYS, MSG_API, UNREAD_POLL_MS } from './constants';
import { lastDays } from './date-window';
import { createNotificationHandlers } from './dev-api';
import plugin from './plugin';
import header from '../header/plugin';

const ROUTE = '/markets/x';
// Its name starts with 消息通知 and goes on with the badge's text.
const bell = () => screen.findByRole('button', { name: /^消息通知/ });

describe('notifications: bell and unread badge', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows 99+ when more than 99 messages are unread', async () => {
    await renderPortal({
      plugins: [header, plugin],
      handlers: createNotificationHandlers(),
      scenario: 'owner',
      route: ROUTE,
    });
    const button = await bell();
    expect(await within(button).findByText('99+')).toBeInTheDocument();
    expect(button).toHaveAccessibleName('消息通知，99+ 条未读');
    // The exact count, which the capped badge leaves out.
    expect(button).toHaveAccessibleDescription('120 条未读消息');
  });

  it.each<[ScenarioName, string]>([
    ['agency', '2'],
    ['sub-owner', '3'],
    ['supervised', '3'],
  ])('shows the exact count for %s', async (scenario, text) => {
    await renderPortal({
      plugins: [header, plugin],
      handlers: createNotificationHandlers(),
      scenario,
      route: scenario === 'supervised' ? `${ROUTE}?multiAccessId=ma-100001-200005` : ROUTE,
    });
    const button = await bell();
    expect(await within(button).findByText(text)).toBeInTheDocument();
    expect(button).toHaveAccessibleName(`消息通知，${text} 条未读`);
    // The name says it all: no description repeats the count.
    expect(button).not.toHaveAttribute('aria-describedby');
  });

  it('hides the badge at 0 (push user)', async () => {
    const count = recordCalls(MSG_API.unreadCount);
    await renderPortal({
      plugins: [header, plugin],
      handlers: [...createNotificationHandlers()],
      scenario: 'push-user',
      route: ROUTE,
    });
    const button = await bell();
    await vi.waitFor(() => expect(count.bodies()).toHaveLength(1));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(button.textContent).toBe('');
    expect(button).toHaveAccessibleName('消息通知');
    expect(button).toHaveAccessibleDescription('没有未读消息');
  });

  it("asks for the count of the last 7 days with the user's ids", async () => {
    const count = recordCalls(MSG_API.unreadCount);
    await renderPortal({
      plugins: [header, plugin],
      handlers: [...createNotificationHandlers()],
      scenario: 'owner',
      route: ROUTE,
    });
    await vi.waitFor(() => expect(count.bodies()).toHaveLength(1));
    expect(count.bodies()[0]).toEqual({
      ...lastDays(MESSAGE_WINDOW_DAYS, Date.now()),
      loginType: '4',
      ownerId: '200001',
      ownerType: '3',
    });
  });

  it.each<ScenarioName>(['operator-ads', 'operator-admin', 'logged-out'])('is not shown to %s', async (scenario) => {
    const count = recordCalls(MSG_API.unreadCount);
    await renderPortal({
      plugins: [header, plugin],
      handlers: [...createNotificationHandlers()],
      scenario,
      route: ROUTE,
    });
    await screen.findByText('页面走丢了');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('button', { name: /^消息通知/ })).toBeNull();
    expect(count.bodies()).toHaveLength(0);
  });

  it('polls the count every 300000 ms while mounted, and stops when unmounted', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const count = recordCalls(MSG_API.unreadCount);
    const { unmount } = await renderPortal({
      plugins: [header, plugin],
      handlers: [...createNotificationHandlers()],
      scenario: 'owner',
      route: ROUTE,
    });
    await bell();
    await vi.waitFor(() => expect(count.bodies()).toHaveLength(1));

    await act(async () => void vi.advanceTimersByTime(UNREAD_POLL_MS - 1000));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(count.bodies()).toHaveLength(1);

    await act(async () => void vi.advanceTimersByTime(1000));
    await vi.waitFor(() => expect(count.bodies()).toHaveLength(2));

    await act(async () => void vi.advanceTimersByTime(UNREAD_POLL_MS));
    await vi.waitFor(() => expect(count.bodies()).toHaveLength(3));

    unmount();
    await act(async () => void vi.advanceTimersByTime(UNREAD_POLL_MS * 2));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(count.bodies()).toHaveLength(3);
  });

  it('caps the badge text at 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-3)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
