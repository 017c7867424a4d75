import { describe, expect, it } from 'vitest';
import { isRange, rangeProblem } from './DateRangeFields';

describe('date ranges of list filters', () => {
  it('asks for both days, the first not after the last (both included)', () => {
    expect(isRange('2026-11-01', '2026-11-01')).toBe(true);
    expect(isRange('2026-11-02', '2026-11-01')).toBe(false);
    expect(isRange('', '2026-11-01')).toBe(false);
    expect(rangeProblem('2026-11-01', '2026-11-30')).toBeNull();
    expect(rangeProblem('2026-11-02', '2026-11-01')).toBe('开始日期不能晚于结束日期');
    expect(rangeProblem('2026-11-01', '')).toBe('请选择开始日期和结束日期');
    expect(rangeProblem('', '2026-11-01', true)).toBe('请选择开始日期和结束日期');
  });

  it('takes no range at all only where it is optional (every day)', () => {
    expect(rangeProblem('', '')).toBe('请选择开始日期和结束日期');
    expect(rangeProblem('', '', true)).toBeNull();
  });
});
