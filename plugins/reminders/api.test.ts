import { describe, expect, it } from 'vitest';
import { noticeOf, shouldNotify, validationDeadline } from './api';

describe('reminder rules', () => {
  it.each([
    [5, 'not-uploaded'],
    [0, 'in-review'],
    [3, 'in-review'],
    [2, 'rejected'],
    [1, null],
    [null, null],
    [7, null],
  ] as const)('status %s → %s', (status, kind) => {
    expect(noticeOf(status)?.kind ?? null).toBe(kind);
  });

  it.each([
    // status, previous, new login, on the qualification page → shown
    [5, null, true, false, true],
    [5, null, true, true, false],
    [5, 5, false, false, false],
    [5, 0, false, false, true],
    [0, 5, false, true, true],
    [1, 5, true, false, false],
    [2, 2, true, false, true],
  ] as const)(
    'status %s, previous %s, new login %s, on the page %s → %s',
    (status, previous, newLogin, onPage, shown) => {
      expect(shouldNotify({ status, previous, newLogin, onQualificationPage: onPage })).toBe(shown);
    },
  );

  it('names the deadline only while validating and not expired', () => {
    expect(validationDeadline({ status: 2, deadline: '2026-12-31', expired: false })).toBe('2026-12-31');
    expect(validationDeadline({ status: 2, deadline: '2026-12-31', expired: true })).toBeNull();
    expect(validationDeadline({ status: 1, deadline: '2026-12-31', expired: false })).toBeNull();
    expect(validationDeadline({ status: 2, deadline: 20261231, expired: false })).toBeNull();
    expect(validationDeadline('<html>')).toBeNull();
  });
});
