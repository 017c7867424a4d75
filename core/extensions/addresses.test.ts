import { describe, expect, it } from 'vitest';
import { safeAddress, sitePath } from './addresses';
import { keyedRecord } from './keyed-record';

const REFUSED_EVERYWHERE = [
  '//evil.com',
  '/\\evil.com',
  'javascript:alert(1)',
  ' /a',
  '/a b',
  'http:/x',
  'https://',
  'https:///evil.com',
  'ftp://x',
  'help/',
  '',
];

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0].message;

describe('sitePath', () => {
  it.each(['/', '/a', '/help-center/', '/market/agreement/index.html?x=1#y'])('accepts %j', (value) => {
    expect(sitePath.safeParse(value)).toEqual({ success: true, data: value });
  });

  it.each([...REFUSED_EVERYWHERE, 'https://x.y/p'])('refuses %j', (value) => {
    const result = sitePath.safeParse(value);
    expect(result.success).toBe(false);
    expect(messageOf(result)).toBe("must be a path on the portal's origin, like /help/ (not //host or /\\host)");
  });

  it('refuses what is not text with the same message', () => {
    expect(messageOf(sitePath.safeParse(7))).toBe(messageOf(sitePath.safeParse('//evil.com')));
  });
});

describe('safeAddress', () => {
  it.each(['/a', '/', 'https://x.y/p', 'http://x.y', 'HTTPS://help.example.com/', 'https://x.y:8443/?q=1'])(
    'accepts %j',
    (value) => {
      expect(safeAddress.safeParse(value)).toEqual({ success: true, data: value });
    },
  );

  it.each(REFUSED_EVERYWHERE)('refuses %j', (value) => {
    const result = safeAddress.safeParse(value);
    expect(result.success).toBe(false);
    expect(messageOf(result)).toBe("must be a path on the portal's origin, like /help/, or an http(s) address");
  });
});

describe('keyedRecord', () => {
  const links = keyedRecord(['helpCenter', 'apiDoc'], 'a quick link', safeAddress);

  it('accepts some of the keys', () => {
    expect(links.safeParse({ apiDoc: '/omni-api/' })).toEqual({ success: true, data: { apiDoc: '/omni-api/' } });
  });

  it('refuses an unknown key at its path, listing the known ones', () => {
    const result = links.safeParse({ helpCentre: '/help/' });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['helpCentre'], 'is not a quick link (known: helpCenter, apiDoc)'],
    ]);
  });

  it("refuses a bad value at its key with the value's message", () => {
    const result = links.safeParse({ apiDoc: '//evil.com' });
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['apiDoc'], "must be a path on the portal's origin, like /help/, or an http(s) address"],
    ]);
  });

  it('refuses what is not an object, naming the keys', () => {
    expect(messageOf(links.safeParse([]))).toBe('must be an object with keys among helpCenter, apiDoc');
  });
});
