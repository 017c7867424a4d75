import {
  apiPath,
  devState,
  fail,
  http,
  ok,
  pageOf,
  paramsOf,
  sessionKey,
  withScenario,
  type RequestHandler,
  type ScenarioAccount,
} from '@portico/dev';
import type { NotificationMessage } from './api';
import { MSG_API, READ_FLAG } from './constants';
import { formatDate } from './date-window';
import { MAILBOXES, MESSAGE_TYPES } from './dev-fixtures';

interface SessionMailbox {
  readonly messages: Array<NotificationMessage & { readFlag: number }>;
}

const pad = (n: number) => String(n).padStart(2, '0');
const formatTime = (time: number) => {
  const d = new Date(time);
  return `${formatDate(time)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a message's day lies in `beginDate`…`endDate` (inclusive; a missing end is open). */
const inWindow = (m: NotificationMessage, p: Record<string, string>) => {
  const day = m.msgTime.slice(0, 10);
  return (!DATE.test(p.beginDate ?? '') || day >= p.beginDate) && (!DATE.test(p.endDate ?? '') || day <= p.endDate);
};

/**
 * Dev-only switch for tests: `POST /dev-api/notifications/reset` gives the caller's session its
 * scenario's mailbox afresh (the dev login's sessions are one per scenario, so an e2e test that
 * marks messages read leaves them read for the tests after it).
 */
export const DEV_NOTIFICATION_API = { reset: '/dev-api/notifications/reset' } as const;

/**
 * Dev API of the notification centre (spec §7 msg calls). Each session (the `tk` token) gets
 * its own copy of its scenario's mailbox, so marking read changes later answers. Call it again
 * for a fresh state (tests do, per test), or reset a session's ({@link DEV_NOTIFICATION_API}).
 */
export function createNotificationHandlers(now: () => number = () => Date.now()): RequestHandler[] {
  const sessions = devState(new Map<string, SessionMailbox>());
  const tokenOf = sessionKey;
  const mailboxOf = (scenario: ScenarioAccount, request: Request): SessionMailbox => {
    const token = tokenOf(scenario, request);
    let box = sessions.get(token);
    if (!box) {
      const fixture = MAILBOXES[scenario.name];
      const made = now();
      box = {
        messages: fixture.messages.map((m) => ({
          msgId: m.msgId,
          recordId: m.recordId,
          msgType: m.msgType,
          readFlag: m.read ? READ_FLAG.READ : READ_FLAG.UNREAD,
          msgTitle: m.msgTitle,
          msgContent: m.msgContent,
          msgTime: formatTime(made - m.hoursAgo * 3_600_000),
          priority: m.priority,
        })),
      };
      sessions.set(token, box);
    }
    return box;
  };

  return [
    http.post(
      apiPath(DEV_NOTIFICATION_API.reset),
      withScenario((scenario, request) => {
        sessions.delete(tokenOf(scenario, request));
        return ok(null);
      }),
    ),

    http.post(
      apiPath(MSG_API.unreadCount),
      withScenario(async (scenario, request) => {
        const p = await paramsOf(request);
        const box = mailboxOf(scenario, request);
        // The unread messages the list holds for the same window: the badge and the list agree.
        return ok(box.messages.filter((m) => m.readFlag === READ_FLAG.UNREAD && inWindow(m, p)).length);
      }),
    ),

    http.post(
      apiPath(MSG_API.typeList),
      withScenario(() => ok(MESSAGE_TYPES)),
    ),

    http.post(
      apiPath(MSG_API.query),
      withScenario(async (scenario, request) => {
        const p = await paramsOf(request);
        const list = mailboxOf(scenario, request)
          .messages.filter(
            (m) =>
              inWindow(m, p) &&
              (!p.msgType || String(m.msgType) === p.msgType) &&
              (!p.readFlag || String(m.readFlag) === p.readFlag),
          )
          .sort((a, b) => b.msgTime.localeCompare(a.msgTime));
        return ok({ items: pageOf(list, p.page, p.pageCount).rows, totalCount: list.length });
      }),
    ),

    http.post(
      apiPath(MSG_API.batchResetStatus),
      withScenario(async (scenario, request) => {
        const p = await paramsOf(request);
        if (p.readFlag !== String(READ_FLAG.READ)) return fail(100001, 'readFlag 参数错误');
        const box = mailboxOf(scenario, request);
        const ids = (p.ids ?? '')
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        for (const m of box.messages) {
          if (!ids.length || ids.includes(String(m.recordId)) || ids.includes(String(m.msgId)))
            m.readFlag = READ_FLAG.READ;
        }
        return ok(null);
      }),
    ),
  ];
}

/** The dev server's handlers (one state for the server's lifetime). */
export default createNotificationHandlers();
