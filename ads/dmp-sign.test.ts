import { describe, expect, it } from 'vitest';
import { isDmpSigned } from './dmp-sign';

describe('the DMP agreement (spec §3 owner personal config)', () => {
  it.each([
    ['{"sign":1}', true],
    ['{"sign":"1"}', true],
    ['{"sign":0}', false],
    ['{oops', false],
    ['null', false],
    ['[1]', false],
  ])('isDmpSigned(%s) = %s', (value, signed) => {
    expect(isDmpSigned({ oppoDmpSignInfo: value })).toBe(signed);
  });

  it('is not signed without the config', () => {
    expect(isDmpSigned({})).toBe(false);
  });
});
