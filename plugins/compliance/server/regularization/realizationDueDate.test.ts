import { describe, expect, it } from 'vitest';
import { realizationDueDate } from './realizationDueDate';

describe('realizationDueDate', () => {
  it('adds calendar months to the date of export', () => {
    expect(realizationDueDate('2026-01-15', 9)).toBe('2026-10-15');
    expect(realizationDueDate('2026-04-30', 9)).toBe('2027-01-30');
  });
  it('clamps to the end of a shorter month, leap years included', () => {
    expect(realizationDueDate('2025-05-31', 9)).toBe('2026-02-28');
    expect(realizationDueDate('2027-05-31', 9)).toBe('2028-02-29');
    expect(realizationDueDate('2026-01-31', 3)).toBe('2026-04-30');
  });
  it('crosses years and takes long extensions', () => {
    expect(realizationDueDate('2026-12-01', 1)).toBe('2027-01-01');
    expect(realizationDueDate('2026-03-10', 36)).toBe('2029-03-10');
  });
});
