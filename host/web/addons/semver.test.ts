import { describe, expect, it } from 'vitest';
import { isValidRange, satisfies } from './semver';

describe('satisfies', () => {
  it.each([
    ['0.1.0', '^0.1.0', true],
    ['0.1.9', '^0.1.0', true],
    ['0.2.0', '^0.1.0', false],
    ['1.4.2', '^1.2.0', true],
    ['2.0.0', '^1.2.0', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.3.0', '>=1.2.0 <2', true],
    ['2.0.0', '>=1.2.0 <2', false],
    ['3.1.0', '^1.0.0 || ^3.0.0', true],
    ['1.5.0', '1.x', true],
    ['1.5.0', '*', true],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.3', false],
    ['1.3.0', '1.0.0 - 1.4', true],
    ['1.5.0', '1.0.0 - 1.4', false],
    ['1.0.0-beta.1', '^1.0.0', false],
    ['1.0.0-beta.2', '^1.0.0-beta.1', true],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
  ])('%s in %s → %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it('refuses garbage', () => {
    expect(satisfies('one', '^1.0.0')).toBe(false);
    expect(isValidRange('^1.0.0')).toBe(true);
    expect(isValidRange('banana')).toBe(false);
    expect(isValidRange('')).toBe(false);
  });
});
