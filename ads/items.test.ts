import { describe, expect, it } from 'vitest';
import { parseItems } from './items';

const ids = (data: unknown) => parseItems(data, (x) => (typeof x.id === 'number' ? x.id : null));

describe('parseItems', () => {
  it('keeps the good items and skips the bad ones, one by one', () => {
    expect(ids([{ id: 1 }, { id: '2' }, null, 3, [4], { id: 5 }])).toEqual([1, 5]);
  });
  it('finds the list under list, items, records or rows', () => {
    expect(ids({ list: [{ id: 1 }] })).toEqual([1]);
    expect(ids({ items: [{ id: 2 }] })).toEqual([2]);
    expect(ids({ records: [{ id: 3 }] })).toEqual([3]);
    expect(ids({ rows: [{ id: 4 }], total: 1 })).toEqual([4]);
  });
  it('answers nothing for anything that is not a list', () => {
    for (const data of [null, undefined, '<html>', 42, { total: 3 }]) expect(ids(data)).toEqual([]);
  });
});
