import { describe, expect, it } from 'vitest';
import { DEFAULT_LINKS, optionsSchema } from './options';

const issuesOf = (input: unknown) => {
  const parsed = optionsSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('help-assistant options', () => {
  it('keeps the default of each quick link not given', () => {
    expect(optionsSchema.safeParse(undefined)).toEqual({ success: true, data: { links: DEFAULT_LINKS } });
    expect(optionsSchema.safeParse({ links: { apiDoc: 'https://docs.example.com/' } })).toEqual({
      success: true,
      data: { links: { ...DEFAULT_LINKS, apiDoc: 'https://docs.example.com/' } },
    });
  });

  it("refuses a quick link off the portal's origin at its key", () => {
    expect(issuesOf({ links: { helpCenter: '//evil.example.com/' } })).toEqual([
      ['links.helpCenter', "must be a path on the portal's origin, like /help/, or an http(s) address"],
    ]);
  });

  it('refuses an unknown quick link, naming the known ones', () => {
    expect(issuesOf({ links: { helpCentre: '/help/' } })).toEqual([
      ['links.helpCentre', 'is not a quick link (known: helpCenter, apiDoc, marketingSchool)'],
    ]);
  });
});

describe('help-assistant options: pictures of 常用功能', () => {
  it('takes a picture per convenient item and none by default', () => {
    expect(optionsSchema.safeParse({ images: { workOrders: 'https://cdn.example.com/wo.png' } })).toEqual({
      success: true,
      data: { links: DEFAULT_LINKS, images: { workOrders: 'https://cdn.example.com/wo.png' } },
    });
  });

  it('refuses a script address and an unknown item at their keys', () => {
    expect(issuesOf({ images: { apiDoc: 'javascript:alert(1)' } })).toEqual([
      ['images.apiDoc', "must be a path on the portal's origin, like /help/, or an http(s) address"],
    ]);
    expect(issuesOf({ images: { hotline: '/x.png' } })).toEqual([
      [
        'images.hotline',
        'is not a convenient item (known: workOrders, helpCenter, apiDoc, marketingSchool, adDiagnosis)',
      ],
    ]);
  });
});
