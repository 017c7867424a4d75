import { describe, expect, it } from 'vitest';
import { testServer } from '@portico/sdk/testing';
import { MSG_API } from './constants';
import { lastDays } from './date-window';
import { createNotificationHandlers, DEV_NOTIFICATION_API } from './dev-api';

const post = async (path: string, token: string | null, params: Record<string, string | number> = {}) => {
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' };
  if (token) headers.tk = token;
  const res = await fetch(`http://localhost:3000${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString(),
  });
  return (await res.json()) as { code: number; data: unknown };
};
const windowNow = () => lastDays(7, Date.now());
const count = async (token: string) => (await post(MSG_API.unreadCount, token, { ...windowNow(), loginType: 4 })).data;

describe('notifications dev API', () => {
  it('answers per scenario: owner 120, agency 2, push user 0', async () => {
    testServer.use(...createNotificationHandlers());
    expect(await count('dev-owner')).toBe(120);
    expect(await count('dev-agency')).toBe(2);
    expect(await count('dev-push-user')).toBe(0);
    expect((await post(MSG_API.unreadCount, null)).code).toBe(403);
  });

  it('reset gives the caller’s session its mailbox afresh, and no other session’s', async () => {
    testServer.use(...createNotificationHandlers());
    for (const token of ['dev-owner', 'dev-agency'])
      expect((await post(MSG_API.batchResetStatus, token, { readFlag: 1, loginType: 4 })).code).toBe(0);
    expect(await count('dev-owner')).toBe(0);
    expect((await post(DEV_NOTIFICATION_API.reset, 'dev-owner')).code).toBe(0);
    expect(await count('dev-owner')).toBe(120);
    expect(await count('dev-agency')).toBe(0);
    expect((await post(DEV_NOTIFICATION_API.reset, null)).code).toBe(403);
  });

  it('two sessions of one scenario keep their own mailboxes; a cookie names the session as tk does', async () => {
    testServer.use(...createNotificationHandlers());
    expect((await post(MSG_API.batchResetStatus, 'dev-owner.a', { readFlag: 1, loginType: 4 })).code).toBe(0);
    expect(await count('dev-owner.a')).toBe(0);
    expect(await count('dev-owner.b')).toBe(120);
    expect(await count('dev-owner')).toBe(120);
    // The reset a test posts with the page's cookie (no tk header) is its session's.
    const reset = await fetch(`http://localhost:3000${DEV_NOTIFICATION_API.reset}`, {
      method: 'POST',
      headers: { cookie: 'adstk=dev-owner.a' },
    });
    expect(((await reset.json()) as { code: number }).code).toBe(0);
    expect(await count('dev-owner.a')).toBe(120);
  });

  it('lists only the last 7 days, newest first, and filters by type and read flag', async () => {
    testServer.use(...createNotificationHandlers());
    const page = (
      await post(MSG_API.query, 'dev-owner', { ...windowNow(), page: 3, pageCount: 10, msgType: '', readFlag: '' })
    ).data as { items: Array<{ msgTime: string }>; totalCount: number };
    // 23 hand-written messages and 100 broadcasts in the window.
    expect(page.totalCount).toBe(123);
    expect(page.items).toHaveLength(10);
    const all = (await post(MSG_API.query, 'dev-owner', { ...windowNow(), page: 1, pageCount: 50 })).data as {
      items: Array<{ msgTime: string }>;
    };
    expect(all.items.map((m) => m.msgTime)).toEqual(
      all.items
        .map((m) => m.msgTime)
        .sort()
        .reverse(),
    );
    expect(
      (
        (await post(MSG_API.query, 'dev-owner', { ...windowNow(), page: 1, pageCount: 50, readFlag: 1 })).data as {
          totalCount: number;
        }
      ).totalCount,
    ).toBe(3);
    expect(
      (
        (await post(MSG_API.query, 'dev-owner', { ...windowNow(), page: 1, pageCount: 50, msgType: 3 })).data as {
          totalCount: number;
        }
      ).totalCount,
    ).toBe(5);
    expect(
      ((await post(MSG_API.query, 'dev-owner', { page: 1, pageCount: 50 })).data as { totalCount: number }).totalCount,
    ).toBe(124);
  });

  it('keeps marks per session token', async () => {
    testServer.use(...createNotificationHandlers());
    const first = (
      (await post(MSG_API.query, 'dev-sub-owner', { ...windowNow(), page: 1, pageCount: 10 })).data as {
        items: Array<{ recordId: number }>;
      }
    ).items[0];
    expect(
      (await post(MSG_API.batchResetStatus, 'dev-sub-owner', { readFlag: 1, loginType: 3, ids: first.recordId })).code,
    ).toBe(0);
    expect(await count('dev-sub-owner')).toBe(2);
    expect(await count('dev-old-directed-owner')).toBe(3);
    await post(MSG_API.batchResetStatus, 'dev-owner', { readFlag: 1, loginType: 4 });
    expect(await count('dev-owner')).toBe(0);
    expect((await post(MSG_API.batchResetStatus, 'dev-owner', { readFlag: 0, loginType: 4 })).code).not.toBe(0);
  });

  it('names the four message types', async () => {
    testServer.use(...createNotificationHandlers());
    expect((await post(MSG_API.typeList, 'dev-owner')).data).toEqual([
      { type: 1, name: '系统通知' },
      { type: 2, name: '审核通知' },
      { type: 3, name: '财务提醒' },
      { type: 4, name: '活动公告' },
    ]);
  });
});
