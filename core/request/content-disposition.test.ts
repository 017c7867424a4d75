import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './content-disposition';

describe('fileNameFromDisposition (RFC 6266)', () => {
  it.each<[string, string | null]>([
    [`attachment; filename*=UTF-8''%E6%B6%88%E8%80%97%E6%8A%A5%E8%A1%A8.csv`, '消耗报表.csv'],
    [`attachment; filename*=utf-8'zh-CN'%E6%8A%A5%E8%A1%A8.csv; filename="report.csv"`, '报表.csv'],
    [`attachment; filename="report.csv"; filename*=UTF-8''%E6%8A%A5%E8%A1%A8.csv`, '报表.csv'],
    [`attachment; filename*=ISO-8859-1''caf%E9.csv`, 'café.csv'],
    [`attachment; filename="report 2026.csv"`, 'report 2026.csv'],
    [`attachment; filename=report.csv`, 'report.csv'],
    [`attachment; filename="say \\"hi\\".csv"`, 'say "hi".csv'],
    ['attachment', null],
    ['', null],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });

  it.each([
    [`attachment; filename*=UTF-8''%zz.csv; filename="report.csv"`, 'not percent-encoding'],
    [`attachment; filename*=UTF-8''%E6%B6.csv; filename="report.csv"`, 'a UTF-8 sequence cut short'],
    [`attachment; filename*=UTF-8''%E6%B6%8; filename="report.csv"`, 'an escape cut short'],
    [`attachment; filename*=UTF-16''%00a; filename="report.csv"`, 'a charset RFC 5987 does not allow'],
    [`attachment; filename*=UTF-8''; filename="report.csv"`, 'an empty value'],
    [`attachment; filename*=%E6%8A%A5.csv; filename="report.csv"`, 'no charset part'],
  ])('a malformed filename* (%s: %s) falls back to filename, without throwing', (header) => {
    expect(fileNameFromDisposition(header)).toBe('report.csv');
  });

  it('a malformed filename* and no filename is no name (the caller names the file)', () => {
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%zz`)).toBeNull();
  });

  it('a name cannot leave the download folder or carry control characters', () => {
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd`)).toBe('.._.._etc_passwd');
    expect(fileNameFromDisposition(`attachment; filename="a\\\\b\r.csv"`)).toBe('a_b_.csv');
    expect(fileNameFromDisposition(`attachment; filename=".."`)).toBeNull();
  });

  it('never throws, whatever the header holds', () => {
    for (const header of ['filename*=', "filename*=''", 'filename="', ';;;', "filename*=UTF-8'%'%", '%'.repeat(1000)])
      expect(() => fileNameFromDisposition(header)).not.toThrow();
  });
});
