import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestService, SessionStore } from '@portico/sdk';
import { MSG_API, UNREAD_POLL_MS } from './constants';
import { MessageStore } from './message-store';

const user = {
  ownerId: 200001,
  ownerType: 3,
  loginType: 4,
  ownerName: '杭州云帆网络科技有限公司',
  isLimitNewUser: false,
  isLimitSlienceUser: false,
};

function setup(answers: Partial<Record<string, (params: Record<string, unknown>) => unknown>> = {}) {
  const calls: Array<{ path: string; params: Record<string, unknown>; options: unknown }> = [];
  const call = vi.fn(async (path: string, params: Record<string, unknown> = {}, options?: unknown) => {
    calls.push({ path, params, options });
    const answer = answers[path];
    return answer ? answer(params) : path === MSG_API.unreadCount ? 7 : null;
  });
  const request = { call } as unknown as RequestService;
  const session = { user } as unknown as SessionStore;
  const store = new MessageStore(request, session, () => Date.now());
  const countCalls = () => calls.filter((c) => c.path === MSG_API.unreadCount).length;
  return { store, calls, countCalls };
}

describe('MessageStore', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('polls while watched, keeps the cadence across a remount, and stops when released', async () => {
    vi.useFakeTimers();
    const { store, countCalls } = setup();
    const release = store.watch();
    expect(countCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS - 1);
    expect(countCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(countCalls()).toBe(2);
    expect(store.unreadCount).toBe(7);

    // Remount 1 minute into the period: no extra call, the next one stays on schedule.
    await vi.advanceTimersByTimeAsync(60_000);
    release();
    const again = store.watch();
    expect(countCalls()).toBe(2);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS - 60_000);
    expect(countCalls()).toBe(3);

    again();
    again(); // Releasing twice is harmless.
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 3);
    expect(countCalls()).toBe(3);
  });

  it('fetches at once when watched again after a full period', async () => {
    vi.useFakeTimers();
    const { store, countCalls } = setup();
    store.watch()();
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 2);
    expect(countCalls()).toBe(1);
    store.watch();
    expect(countCalls()).toBe(2);
    store.dispose();
  });

  it('polls silently and keeps the last count when a poll fails', async () => {
    const { store, calls } = setup({ [MSG_API.unreadCount]: () => 5 });
    await store.refreshUnread();
    expect(store.unreadCount).toBe(5);
    expect(calls[0].options).toEqual({ silent: true });
    const failing = setup({ [MSG_API.unreadCount]: () => Promise.reject(new Error('网络错误')) });
    failing.store.unreadCount = 3;
    await failing.store.refreshUnread();
    expect(failing.store.unreadCount).toBe(3);
  });

  it('asks for the type list with the cache option', async () => {
    const { store, calls } = setup({ [MSG_API.typeList]: () => [{ type: 1, name: '系统通知' }] });
    await store.loadTypes();
    expect(calls[0]).toMatchObject({ path: MSG_API.typeList, options: { cache: true } });
    expect(store.typeNames.get('1')).toBe('系统通知');
  });

  it('drops the answer of an older page request', async () => {
    let resolveFirst!: (v: unknown) => void;
    const { store } = setup({
      [MSG_API.query]: (p) =>
        p.page === 1
          ? new Promise((r) => (resolveFirst = r))
          : {
              items: [{ msgId: 2, msgType: 1, readFlag: 0, msgTitle: '第二页', msgContent: '', msgTime: '' }],
              totalCount: 11,
            },
    });
    const first = store.loadPage(1);
    await store.loadPage(2);
    resolveFirst({ items: [], totalCount: 0 });
    await first;
    expect(store.page).toBe(2);
    expect(store.items.map((m) => m.msgTitle)).toEqual(['第二页']);
    expect(store.pageCount).toBe(2);
  });

  it('does not let a count answered before 全部已读 bring the badge back', async () => {
    let resolveCount!: (v: unknown) => void;
    const { store } = setup({ [MSG_API.unreadCount]: () => new Promise((r) => (resolveCount = r)) });
    store.unreadCount = 4;
    const pending = store.refreshUnread();
    await store.markAllRead();
    resolveCount(4);
    await pending;
    expect(store.unreadCount).toBe(0);
  });

  it('marks a message read once however often it is clicked', async () => {
    const { store, calls } = setup();
    const message = {
      msgId: 9,
      recordId: 880009,
      msgType: 1,
      readFlag: 0,
      msgTitle: '标题',
      msgContent: '',
      msgTime: '',
    };
    store.unreadCount = 2;
    await Promise.all([store.markRead(message), store.markRead(message)]);
    expect(calls.filter((c) => c.path === MSG_API.batchResetStatus)).toEqual([
      expect.objectContaining({ params: { readFlag: 1, loginType: 4, ids: '880009' } }),
    ]);
    expect(store.unreadCount).toBe(1);
  });

  it('does nothing without a user', async () => {
    const { calls } = setup();
    const store = new MessageStore(
      { call: vi.fn() } as unknown as RequestService,
      { user: null } as unknown as SessionStore,
    );
    await store.refreshUnread();
    await store.loadPage(1);
    await store.markAllRead();
    expect(calls).toEqual([]);
    expect(store.status).toBe('idle');
  });
});
