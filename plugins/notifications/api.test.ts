import { describe, expect, it } from 'vitest';
import { messagePageOf, unreadCountOf } from './api';

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
