import { describe, expect, it } from 'vitest';
import { isImportant, messagePageOf, parseMessage, unreadCountOf } from './api';

describe('answers of the message calls', () => {
  it.each<[unknown, number]>([
    [120, 120],
    ['8', 8],
    [{ count: 3 }, 3],
    [{ unreadCount: 4 }, 4],
    [{ total: 5 }, 5],
    [null, 0],
    [-1, 0],
    ['abc', 0],
    [{}, 0],
  ])('reads the unread count from %j', (data, count) => {
    expect(unreadCountOf(data)).toBe(count);
  });

  it('defaults a missing page', () => {
    expect(messagePageOf(null)).toEqual({ items: [], totalCount: 0 });
    expect(messagePageOf({ items: [{ msgId: 1 }] })).toMatchObject({ totalCount: 1 });
  });
});

describe('important messages (spec §3 priority, the numeric reading: high 0, low 2)', () => {
  const message = (priority: unknown) =>
    parseMessage({ msgId: 1, msgType: 1, readFlag: 0, msgTitle: '通知', priority })!;

  it('counts only priority 0 as important', () => {
    expect(isImportant(message(0))).toBe(true);
  });

  it.each<[string, unknown]>([
    ['low (2)', 2],
    ['1 (medium for banners, not high here)', 1],
    ['another number', 3],
    ['a negative number', -1],
    ['the text "0"', '0'],
    ['the other reading\'s "high"', 'high'],
    ['the other reading\'s "normal"', 'normal'],
    ['true', true],
    ['null', null],
    ['a missing priority', undefined],
  ])('does not count %s as important', (_what, priority) => {
    expect(isImportant(message(priority))).toBe(false);
  });
});
