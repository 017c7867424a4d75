import { describe, expect, it } from 'vitest';
import { LINK_URL_MAX_LENGTH } from './constants';
import { linkUrlProblem } from './link-url';

describe('tracking-link address check (spec §5 pattern, our length limit)', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['https://track.example.com/c?id=1&ts=__TS__', null],
    ['http://t.example.cn', null],
    ['HTTPS://T.EXAMPLE.COM/A', null],
    ['  https://track.example.com/c  ', null],
    ['ftp://track.example.com/c', 'pattern'],
    ['track.example.com/c', 'pattern'],
    ['javascript:alert(1)', 'pattern'],
    ['https://', 'pattern'],
    ['https:///path', 'pattern'],
    ['https://track.example.com/a b', 'pattern'],
    ['//track.example.com/c', 'pattern'],
  ] as const)('%j → %s', (url, problem) => expect(linkUrlProblem(url)).toBe(problem));

  it('accepts exactly the limit and refuses one character more', () => {
    const base = 'https://t.example.com/';
    const at = base + 'a'.repeat(LINK_URL_MAX_LENGTH - base.length);
    expect(linkUrlProblem(at)).toBeNull();
    expect(linkUrlProblem(`${at}a`)).toBe('tooLong');
  });
});
