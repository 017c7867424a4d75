import { describe, expect, it } from 'vitest';
import { pageOf } from './paging';

const rows = Array.from({ length: 250 }, (_, i) => i + 1);

describe('pageOf (the dev lists’ paging)', () => {
  it('answers the page asked for', () => {
    expect(pageOf(rows, '3', '10')).toEqual({ rows: rows.slice(20, 30), pageNum: 3, pageSize: 10 });
    expect(pageOf(rows, '30', '10').rows).toEqual([]);
  });

  it.each([undefined, '', '0', '-2', 'x', 'Infinity'])('takes page 1, 10 a page, for %s', (bad) => {
    expect(pageOf(rows, bad, bad)).toMatchObject({ pageNum: 1, pageSize: 10, rows: rows.slice(0, 10) });
  });

  it('caps a page at 100 rows', () => {
    expect(pageOf(rows, '1', '1000')).toMatchObject({ pageSize: 100 });
    expect(pageOf(rows, '1', '1000').rows).toHaveLength(100);
  });
});
