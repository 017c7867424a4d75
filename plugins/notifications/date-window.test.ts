import { describe, expect, it } from 'vitest';
import { formatDate, lastDays } from './date-window';

describe('message window', () => {
  it('is 7 calendar days ending today, as YYYY-MM-DD', () => {
    const now = new Date(2026, 2, 3, 10, 30).getTime();
    expect(formatDate(now)).toBe('2026-03-03');
    expect(lastDays(7, now)).toEqual({ beginDate: '2026-02-25', endDate: '2026-03-03' });
  });

  it('crosses a year boundary', () => {
    expect(lastDays(7, new Date(2027, 0, 2, 0, 5).getTime())).toEqual({
      beginDate: '2026-12-27',
      endDate: '2027-01-02',
    });
  });
});
