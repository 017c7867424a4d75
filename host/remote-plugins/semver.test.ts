import { describe, expect, it } from 'vitest';
import { isValidRange, satisfies } from './semver';

describe('satisfies: the ranges a manifest names for the SDK', () => {
  it.each([
    ['^1.0.0', '1.0.0', true],
    ['^1.0.0', '1.9.3', true],
    ['^1.0.0', '2.0.0', false],
    ['^1.2.0', '1.1.9', false],
    ['^0.2.3', '0.2.9', true],
    ['^0.2.3', '0.3.0', false],
    ['^0.0.3', '0.0.4', false],
    ['^1', '1.5.0', true],
    ['~1.2.3', '1.2.9', true],
    ['~1.2.3', '1.3.0', false],
    ['~1', '1.9.0', true],
    ['~1', '2.0.0', false],
    ['1.x', '1.4.0', true],
    ['1.x', '2.0.0', false],
    ['1.2.*', '1.2.7', true],
    ['1.2.X', '1.3.0', false],
    ['*', '7.0.0', true],
    ['x', '0.0.1', true],
    ['', '1.0.0', true],
    ['1.0.0', '1.0.0', true],
    ['=1.0.0', '1.0.1', false],
    ['>=1.0.0 <2', '1.99.0', true],
    ['>= 1.0.0 < 2.0.0', '2.0.0', false],
    ['>1', '1.5.0', false],
    ['>1', '2.0.0', true],
    ['<=1.2', '1.2.9', true],
    ['<=1.2', '1.3.0', false],
    ['^2.0.0 || ^1.0.0', '1.0.0', true],
    ['^2.0.0 || ^3.0.0', '1.0.0', false],
  ])('%s holds %s: %s', (range, version, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it('refuses what it cannot read instead of guessing', () => {
    for (const range of ['latest', '^1.0.0-beta', '1.0.0 - 2.0.0', 'banana', '^^1'])
      expect([range, isValidRange(range)]).toEqual([range, false]);
    expect(satisfies('1.0.0', 'latest')).toBe(false);
    expect(satisfies('one', '*')).toBe(false);
  });
});
