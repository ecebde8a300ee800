import { describe, expect, it } from 'vitest';
import { criteriaMatch } from './criteriaMatch';
import { criteriaOf } from './criteriaOf';

describe('criteriaMatch', () => {
  it('matches every record when the level names no criterion (empty lists restrict nothing)', () => {
    expect(criteriaMatch({})).toBe(true);
    expect(criteriaMatch({ categories: [] }, {})).toBe(true);
    expect(criteriaMatch({}, { categories: ['Toys'], locationIds: ['l1'] })).toBe(true);
  });

  it('needs one of the record\'s facts in each named list', () => {
    expect(criteriaMatch({ categories: ['Electronics'] }, { categories: ['Toys', 'Electronics'] })).toBe(true);
    expect(criteriaMatch({ categories: ['Electronics'] }, { categories: ['Toys'] })).toBe(false);
    expect(criteriaMatch({ categories: ['Electronics'] }, {})).toBe(false);
    expect(criteriaMatch({ categories: ['Electronics'] }, { categories: [] })).toBe(false);
  });

  it('needs every named criterion', () => {
    const level = { categories: ['Electronics'], locationIds: ['l1', 'l2'], supplierIds: ['s1'] };
    expect(criteriaMatch(level, { categories: ['Electronics'], locationIds: ['l2'], supplierIds: ['s1'] })).toBe(true);
    expect(criteriaMatch(level, { categories: ['Electronics'], locationIds: ['l2'] })).toBe(false);
    expect(criteriaMatch(level, { categories: ['Electronics'], locationIds: ['l3'], supplierIds: ['s1'] })).toBe(false);
  });
});

describe('criteriaOf', () => {
  it('keeps the known fields\' non-empty lists of strings, from an object or its JSON text', () => {
    expect(criteriaOf({ categories: ['A', 3], locationIds: [], colours: ['red'], supplierIds: 's1' })).toEqual({ categories: ['A'] });
    expect(criteriaOf('{"supplierIds": ["s1"]}')).toEqual({ supplierIds: ['s1'] });
    expect(criteriaOf(null)).toEqual({});
    expect(criteriaOf(['A'])).toEqual({});
  });
});
