import { describe, expect, it } from 'vitest';
import { BUILT_IN_KEYS } from './entries';
import { optionsSchema } from './options';

describe('toolbox-flyout options', () => {
  it("defaults to the portal's collect endpoint (no path of its own) and no links", () => {
    expect(optionsSchema.safeParse(undefined)).toEqual({
      success: true,
      data: { links: {} },
    });
    expect(optionsSchema.safeParse({})).toEqual({
      success: true,
      data: { links: {} },
    });
  });

  it('accepts a path and links of built-in entries', () => {
    const parsed = optionsSchema.safeParse({
      usageReportPath: '/collect/usage',
      links: { helpCenter: 'https://help.example.com/', apiDoc: '/omni-api/' },
    });
    expect(parsed).toEqual({
      success: true,
      data: {
        usageReportPath: '/collect/usage',
        links: { helpCenter: 'https://help.example.com/', apiDoc: '/omni-api/' },
      },
    });
  });

  it.each([
    [{ usageReportPath: 'report/collect' }, ['usageReportPath']],
    [{ usageReportPath: '//evil.example.com/c' }, ['usageReportPath']],
    [{ usageReportPath: 'https://collect.example.com/c' }, ['usageReportPath']],
    [{ usageReportPath: 5 }, ['usageReportPath']],
    [{ links: [] }, ['links']],
    [{ links: { nope: '/x' } }, ['links', 'nope']],
    [{ links: { helpCenter: 'javascript:alert(1)' } }, ['links', 'helpCenter']],
    [{ links: { helpCenter: 7 } }, ['links', 'helpCenter']],
  ])('rejects %j at %j', (input, path) => {
    const parsed = optionsSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.issues[0].path).toEqual(path);
  });

  it('tells the admin what is wrong at each key', () => {
    const parsed = optionsSchema.safeParse({
      usageReportPath: '/\\evil.example.com/c',
      links: { nope: '/x', helpCenter: '//evil.example.com/' },
    });
    expect(parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['usageReportPath', "must be a path on the portal's origin, like /help/ (not //host or /\\host)"],
      ['links.nope', `is not a built-in toolbox entry (known: ${[...BUILT_IN_KEYS].join(', ')})`],
      ['links.helpCenter', "must be a path on the portal's origin, like /help/, or an http(s) address"],
    ]);
  });
});
