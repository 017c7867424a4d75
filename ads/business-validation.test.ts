import { describe, expect, it } from 'vitest';
import { readBusinessValidation, VALIDATION_STATUS } from './business-validation';

describe('readBusinessValidation (spec §3)', () => {
  it.each(Object.values(VALIDATION_STATUS))('reads status %i', (status) => {
    expect(readBusinessValidation({ status, statusDesc: '验证中', deadline: '2026-12-31', expired: false })).toEqual({
      status,
      statusDesc: '验证中',
      deadline: '2026-12-31',
      expired: false,
    });
  });

  it('accepts a numeric string status and leaves out wrong-typed fields', () => {
    expect(readBusinessValidation({ status: '2', statusDesc: 7, deadline: '', expired: 'yes' })).toEqual({
      status: 2,
      statusDesc: '',
      deadline: null,
      expired: false,
    });
  });

  it.each([null, undefined, 'html', [], {}, { status: 5 }, { status: -2 }, { status: 'x' }, { status: 1.5 }])(
    'refuses %j',
    (data) => {
      expect(readBusinessValidation(data)).toBeNull();
    },
  );
});
