import { describe, expect, it } from 'vitest';
import { QUALIFICATION_APPROVED } from '@portico/core';
import { AUDIT_STATUS } from './audit-status';

describe('AUDIT_STATUS (spec §4)', () => {
  // Core decides createAdDisabled without the domain library; both read spec §4's 1 = approved.
  it('approves with the status the session store lets create ads', () => {
    expect(AUDIT_STATUS.APPROVED).toBe(QUALIFICATION_APPROVED);
  });
});
