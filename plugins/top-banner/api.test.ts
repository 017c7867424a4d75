import { describe, expect, it } from 'vitest';
import { pageIdOf, parseBanners, playable, type Banner } from './api';

const banner = (messageId: number, priority: number, beginPlayTime: number, endPlayTime: number): Banner => ({
  messageId,
  message: `<p>${messageId}</p>`,
  priority,
  beginPlayTime,
  endPlayTime,
});

describe('top banner data', () => {
  it('maps layout pages to page ids (ours), the most specific prefix first', () => {
    expect(pageIdOf('/markets/manage/')).toBe('owner_home');
    expect(pageIdOf('/markets/manage/IndexManage')).toBe('owner_home');
    expect(pageIdOf('/markets/manage/agency/home')).toBe('agency_home');
    expect(pageIdOf('/markets/manage/PlanManage')).toBe('manage_list');
    expect(pageIdOf('/markets/report/subaccount/ads')).toBe('report');
    expect(pageIdOf('/markets/reports')).toBeNull();
    expect(pageIdOf('/markets/nowhere')).toBeNull();
  });

  it('skips items with a wrong-typed field, one by one', () => {
    const good = { messageId: 1, message: '<p>好</p>', priority: 0, beginPlayTime: 10, endPlayTime: 20 };
    expect(
      parseBanners([
        good,
        { ...good, messageId: '2' },
        { ...good, messageId: undefined },
        { ...good, beginPlayTime: '10' },
        { ...good, message: null },
        null,
        { ...good, messageId: 3, priority: 'high' },
      ]),
    ).toEqual([good, { ...good, messageId: 3, priority: 2 }]);
    expect(parseBanners({ items: [good] })).toEqual([good]);
    expect(parseBanners('<html>')).toEqual([]);
    expect(parseBanners(null)).toEqual([]);
  });

  it('shows only banners inside their window (both ends inclusive), by priority, without the closed ones', () => {
    const list = [banner(1, 2, 100, 200), banner(2, 0, 150, 300), banner(3, 1, 100, 200), banner(4, 0, 201, 300)];
    expect(playable(list, 99_999, new Set()).map((b) => b.messageId)).toEqual([]);
    expect(playable(list, 100_000, new Set()).map((b) => b.messageId)).toEqual([3, 1]);
    expect(playable(list, 150_000, new Set()).map((b) => b.messageId)).toEqual([2, 3, 1]);
    expect(playable(list, 200_000, new Set([3])).map((b) => b.messageId)).toEqual([2, 1]);
    expect(playable(list, 200_001, new Set()).map((b) => b.messageId)).toEqual([2]);
  });
});
