import { describe, expect, it } from 'vitest';
import { AUDIT_STATUS, VALIDATION_STATUS } from '@portico/ads';
import { ACCOUNT_MESSAGES as M } from './messages';
import { parseBatchResult, parseClients, parseQualifications } from './parse';
import {
  auditStateOf,
  passwordChecks,
  passwordErrors,
  QUALIFICATION_UPLOAD,
  qualificationFileProblem,
  VALIDATION_STATE,
} from './rules';

describe('status tables', () => {
  it.each([
    [1, 'approved', '审核通过'],
    [5, 'notUploaded', '未上传'],
    [0, 'inReview', '审核中'],
    [3, 'inReview', '审核中'],
    [2, 'rejected', '审核驳回'],
  ] as const)('audit status %i is %s (%s), spec §4', (status, state, label) => {
    expect(auditStateOf(status)).toBe(state);
    expect(M.auditStatus[state]).toBe(label);
  });

  it.each([4, 6, -1, null])('audit status %s is unknown', (status) => {
    expect(auditStateOf(status)).toBeNull();
  });

  it('the SDK audit table is the one the reminders read (1, 5, 0/3, 2)', () => {
    expect(AUDIT_STATUS).toEqual({ APPROVED: 1, NOT_UPLOADED: 5, REVIEW: [0, 3], REJECTED: 2 });
  });

  it.each([
    [-1, 'loading', '查询中'],
    [0, 'noNeed', '无需验证'],
    [1, 'toValidate', '待验证'],
    [2, 'validating', '验证中'],
    [3, 'complete', '验证完成'],
    [4, 'expired', '已过期'],
  ] as const)('business validation status %i is %s (%s), spec §3', (status, state, label) => {
    expect(VALIDATION_STATE[status]).toBe(state);
    expect(M.validation.status[state]).toBe(label);
  });

  it('names every business validation status of the SDK table, and nothing else', () => {
    expect(Object.keys(VALIDATION_STATE).map(Number).sort()).toEqual(Object.values(VALIDATION_STATUS).sort());
  });
});

describe('qualification file check (ours: JPG/PNG/PDF up to 5 MB)', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });
  const LIMIT = QUALIFICATION_UPLOAD.maxMegabytes * 1024 * 1024;

  it.each([
    ['营业执照.jpg', 'image/jpeg'],
    ['营业执照.JPEG', 'image/jpeg'],
    ['license.png', 'image/png'],
    ['许可证.pdf', 'application/pdf'],
    ['scan.pdf', ''],
  ])('accepts %s (%s)', (name, type) => {
    expect(qualificationFileProblem(file(name, type))).toBeNull();
  });

  it.each([
    ['资料.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['photo.gif', 'image/gif'],
    ['noextension', ''],
    ['fake.png', 'application/x-msdownload'],
  ])('refuses the type of %s', (name, type) => {
    expect(qualificationFileProblem(file(name, type))).toBe(M.qualification.badType(name, 'JPG、PNG、PDF'));
  });

  it('accepts exactly the size limit and refuses one byte more', () => {
    expect(qualificationFileProblem(file('a.png', 'image/png', LIMIT))).toBeNull();
    expect(qualificationFileProblem(file('a.png', 'image/png', LIMIT + 1))).toBe(M.qualification.tooLarge('a.png', 5));
  });
});

describe('password rules (ours: 8–20, letters and digits, no spaces, not the current one)', () => {
  const met = (password: string, current?: string) =>
    Object.fromEntries(passwordChecks(password, current).map((c) => [c.key, c.met]));

  it.each([
    ['abc12345', { length: true, letterAndDigit: true, charset: true }],
    ['abc1234', { length: false, letterAndDigit: true, charset: true }],
    ['a1'.repeat(10), { length: true, letterAndDigit: true, charset: true }],
    ['a1'.repeat(10) + 'x', { length: false, letterAndDigit: true, charset: true }],
    ['abcdefgh', { length: true, letterAndDigit: false, charset: true }],
    ['12345678', { length: true, letterAndDigit: false, charset: true }],
    ['abc 12345', { length: true, letterAndDigit: true, charset: false }],
    ['密码abc12345', { length: true, letterAndDigit: true, charset: false }],
    ['P@ss_w0rd!', { length: true, letterAndDigit: true, charset: true }],
  ])('%s', (password, expected) => {
    expect(met(password)).toEqual(expected);
  });

  it('adds "not the current one" only where there is a current password', () => {
    expect(met('abc12345', 'abc12345').differs).toBe(false);
    expect(met('abc12346', 'abc12345').differs).toBe(true);
    expect('differs' in met('abc12345')).toBe(false);
  });

  it('names each field that is wrong', () => {
    expect(passwordErrors({ current: '', next: 'abc', confirm: '' })).toEqual({
      current: M.password.currentRequired,
      next: M.password.nextInvalid,
      confirm: M.password.confirmRequired,
    });
    expect(passwordErrors({ current: 'old12345', next: 'new12345', confirm: 'new12346' })).toEqual({
      confirm: M.password.mismatch,
    });
    expect(passwordErrors({ current: 'old12345', next: 'old12345', confirm: 'old12345' })).toEqual({
      next: M.password.sameAsCurrent,
    });
    expect(passwordErrors({ current: 'old12345', next: 'new12345', confirm: 'new12345' })).toEqual({});
    expect(passwordErrors({ next: 'new12345', confirm: 'new12345' })).toEqual({});
  });
});

describe('answers read item by item', () => {
  it('skips qualifications without an id, a file name or an integer status', () => {
    const rows = parseQualifications({
      list: [
        { id: 1, fileName: '营业执照.jpg', auditStatus: 1, validFrom: '2024-01-01', validTo: null },
        { id: 2, fileName: '', auditStatus: 1 },
        { fileName: 'x.png', auditStatus: 0 },
        { id: 'q3', fileName: 'y.png', auditStatus: 'abc' },
        { id: 'q4', fileName: 'z.pdf', auditStatus: '2', rejectReason: 7, qualificationType: 'industry' },
        null,
        'row',
      ],
    });
    expect(rows.map((r) => [r.id, r.auditStatus, r.qualificationType, r.rejectReason])).toEqual([
      ['1', 1, 'other', null],
      ['q4', 2, 'industry', null],
    ]);
    expect(parseQualifications('<html>')).toEqual([]);
  });

  it('skips client accounts without an integer id or a name; frozen ones are marked', () => {
    expect(
      parseClients([
        { ownerId: 1, ownerName: '甲', status: 'frozen' },
        { ownerId: '2', ownerName: '乙' },
        { ownerId: 'x', ownerName: '丙' },
        { ownerId: 4 },
      ]),
    ).toEqual([
      { ownerId: 1, ownerName: '甲', frozen: true },
      { ownerId: 2, ownerName: '乙', frozen: false },
    ]);
  });

  it('reads the batch result, counting the rest as changed when the count is missing', () => {
    const sent = [
      { ownerId: 1, ownerName: '甲', frozen: false },
      { ownerId: 2, ownerName: '乙', frozen: false },
      { ownerId: 3, ownerName: '丙', frozen: false },
    ];
    expect(parseBatchResult({ failList: [{ ownerId: 2, reason: '已冻结' }, { reason: 'x' }] }, sent)).toEqual({
      successCount: 2,
      failures: [{ ownerId: 2, ownerName: '乙', reason: '已冻结' }],
    });
    expect(parseBatchResult({ successCount: 3 }, sent)).toEqual({ successCount: 3, failures: [] });
    expect(parseBatchResult(null, sent)).toEqual({ successCount: 3, failures: [] });
  });
});
