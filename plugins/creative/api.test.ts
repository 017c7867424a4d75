import { describe, expect, it } from 'vitest';
import { savedCreativeId } from './api';

describe('the saved creative id from the answer', () => {
  it.each([
    [{ creativeId: 880001 }, '880001'],
    [{ creativeId: 'c-77' }, 'c-77'],
    [{ creativeId: '  ' }, null],
    [{ creativeId: Number.NaN }, null],
    [{ creativeId: null }, null],
    [{}, null],
    [null, null],
    ['880001', null],
  ])('%j → %s', (data, id) => expect(savedCreativeId(data)).toBe(id));
});
