import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, optionsSchema } from './options';

const issuesOf = (input: unknown) => {
  const parsed = optionsSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('login-agreement options', () => {
  it('keeps the default of each key not given', () => {
    expect(optionsSchema.safeParse(undefined)).toEqual({ success: true, data: DEFAULT_OPTIONS });
    expect(optionsSchema.safeParse({ agreementUrl: '/agree/' })).toEqual({
      success: true,
      data: { ...DEFAULT_OPTIONS, agreementUrl: '/agree/' },
    });
  });

  it.each(['/\\evil.example.com/', 'https://agreement.example.com/'])(
    "refuses %j, not a path on the portal's origin, at agreementUrl",
    (agreementUrl) => {
      expect(issuesOf({ agreementUrl })).toEqual([
        ['agreementUrl', "must be a path on the portal's origin, like /help/ (not //host or /\\host)"],
      ]);
    },
  );

  it.each(['', '  ', 7])('refuses the setting key %j', (adminSettingKey) => {
    expect(issuesOf({ adminSettingKey })).toEqual([['adminSettingKey', 'must be a setting key']]);
  });
});
