import { describe, expect, it } from 'vitest';
import { passwordNoticeLink } from './password-link';

const safe = (url: string) => url.startsWith('/') && !url.startsWith('//');

describe('passwordNoticeLink (spec §2.2, §2.3)', () => {
  it.each([
    // stored link, agency side, expected
    [undefined, false, '/markets/toolbox/changepwd'],
    [undefined, true, '/markets/toolbox/changepwd?agency=true'],
    ['/markets/toolbox/changepwd', true, '/markets/toolbox/changepwd?agency=true'],
    ['/markets/toolbox/changepwd?from=login#form', true, '/markets/toolbox/changepwd?from=login&agency=true#form'],
    ['/markets/toolbox/changepwd?agency=1', true, '/markets/toolbox/changepwd?agency=1'],
    ['/markets/toolbox/changepwd?agency=false', true, '/markets/toolbox/changepwd?agency=true'],
    ['/markets/toolbox/changepwd', false, '/markets/toolbox/changepwd'],
    [
      '/markets/toolbox/agencyMultChangPassword?agency=true',
      true,
      '/markets/toolbox/agencyMultChangPassword?agency=true',
    ],
    ['https://evil.example.com/', true, '/markets/toolbox/changepwd?agency=true'],
    ['https://evil.example.com/', false, '/markets/toolbox/changepwd'],
  ] as const)('%s for the agency side %s → %s', (stored, agencySide, expected) => {
    expect(passwordNoticeLink(stored, agencySide, safe)).toBe(expected);
  });

  it('leaves an allowed absolute address as it is', () => {
    expect(passwordNoticeLink('https://sso.example.com/pwd', true, () => true)).toBe('https://sso.example.com/pwd');
  });
});
