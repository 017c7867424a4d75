import { describe, expect, it } from 'vitest';
import { due, isShownAt, menuIdOf, parsePopups } from './api';
import { REPEAT_AFTER_MS } from './constants';

describe('global popup data', () => {
  it('asks one menu id per page (our table)', () => {
    expect(menuIdOf('/markets/manage/')).toBe(2001);
    expect(menuIdOf('/markets/manage/agency/home')).toBe(2001);
    expect(menuIdOf('/markets/manage/PlanManage')).toBe(2002);
    expect(menuIdOf('/markets/finance/home/')).toBe(2004);
    expect(menuIdOf('/markets/finance/recharge')).toBeNull();
    expect(menuIdOf('/markets/nowhere')).toBeNull();
  });

  it('skips items without an id or a topic; a jump button only with both title and address', () => {
    expect(
      parsePopups([
        { id: 1, topicName: '甲', content: '<p>a</p>', buttonTitle: '去看看', jumpUrl: '/markets/toolbox/Home' },
        { id: null, topicName: '乙' },
        { topicName: '丙' },
        { id: 4, topicName: 7 },
        { id: 5, topicName: '戊', buttonTitle: '去看看' },
        { id: '6', topicName: '己', jumpUrl: '/x', content: 3 },
      ]),
    ).toEqual([
      { id: '1', topicName: '甲', content: '<p>a</p>', jump: { title: '去看看', url: '/markets/toolbox/Home' } },
      { id: '5', topicName: '戊', content: '', jump: null },
      { id: '6', topicName: '己', content: '', jump: null },
    ]);
    expect(parsePopups('<html>')).toEqual([]);
  });

  it('does not repeat a popup within 24 h: 23 h 59 min no, 24 h yes; a corrupt store counts as never shown', () => {
    const popup = parsePopups([{ id: 9, topicName: '调研' }]);
    const shown = { '9': 0 };
    expect(due(popup, shown, REPEAT_AFTER_MS - 60_000, REPEAT_AFTER_MS)).toEqual([]);
    expect(due(popup, shown, 24 * 3600 * 1000, REPEAT_AFTER_MS)).toEqual(popup);
    expect(isShownAt({ '9': 'yesterday' })).toBe(false);
    expect(isShownAt([1])).toBe(false);
    expect(isShownAt({ '9': 1 })).toBe(true);
  });
});
