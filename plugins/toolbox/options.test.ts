import { describe, expect, it } from 'vitest';
import { optionsSchema } from './options';
import { TOOL_KEYS } from './tools';

const issuesOf = (input: unknown) => {
  const parsed = optionsSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('toolbox options', () => {
  it('accepts tool links on the origin or over http(s)', () => {
    expect(
      optionsSchema.safeParse({ links: { apiKey: '/tools/key/', audiencePackages: 'https://dmp.example.com/' } }),
    ).toEqual({
      success: true,
      data: { workOrderScheme: 'new', links: { apiKey: '/tools/key/', audiencePackages: 'https://dmp.example.com/' } },
    });
  });

  it("refuses a tool link off the portal's origin at its key", () => {
    expect(issuesOf({ links: { apiKey: '//evil.example.com/' } })).toEqual([
      ['links.apiKey', "must be a path on the portal's origin, like /help/, or an http(s) address"],
    ]);
  });

  it('names the known tools and schemes when a key or a scheme is wrong', () => {
    expect(issuesOf({ workOrderScheme: 'v2', links: { nope: '/x' } })).toEqual([
      ['workOrderScheme', 'must be one of old, new'],
      ['links.nope', `is not a toolbox tool (known: ${[...TOOL_KEYS].join(', ')})`],
    ]);
    expect(issuesOf({ links: 'https://x.example.com/' })).toEqual([
      ['links', `must be an object with keys among ${[...TOOL_KEYS].join(', ')}`],
    ]);
  });
});
