import { describe, expect, it } from 'vitest';
import { taxRegimeOf } from './taxRegimeOf';
import { gstStateName } from './taxRegimeStates';

const mumbai = { country: 'IN', stateCode: '27' };
const pune = { country: 'IN', stateCode: '27' };
const chennai = { country: 'IN', stateCode: '33' };
const rotterdam = { country: 'NL', stateCode: null };
const dubai = { country: 'AE', stateCode: null };

describe('taxRegimeOf', () => {
  it('answers INTRA with the shared state when supplier and customer are in the same state', () => {
    expect(taxRegimeOf(mumbai, pune)).toEqual({ regime: 'INTRA', placeOfSupply: '27' });
  });

  it('answers INTER with the customer\'s state when the states differ', () => {
    expect(taxRegimeOf(mumbai, chennai)).toEqual({ regime: 'INTER', placeOfSupply: '33' });
  });

  it('uses the given place of supply over the customer\'s state', () => {
    expect(taxRegimeOf(mumbai, chennai, '27')).toEqual({ regime: 'INTRA', placeOfSupply: '27' });
    expect(taxRegimeOf(mumbai, pune, '29')).toEqual({ regime: 'INTER', placeOfSupply: '29' });
  });

  it('accepts an Indian customer without a state code when the place of supply is given', () => {
    expect(taxRegimeOf(mumbai, { country: 'IN', stateCode: null }, '07')).toEqual({ regime: 'INTER', placeOfSupply: '07' });
  });

  it('answers EXPORT without a place of supply for a customer outside India', () => {
    expect(taxRegimeOf(mumbai, rotterdam)).toEqual({ regime: 'EXPORT', placeOfSupply: null });
    expect(taxRegimeOf(chennai, dubai, '33')).toEqual({ regime: 'EXPORT', placeOfSupply: null });
  });

  it('answers NONE for a supplier outside India, whoever the customer is', () => {
    expect(taxRegimeOf(rotterdam, mumbai)).toEqual({ regime: 'NONE', placeOfSupply: null });
    expect(taxRegimeOf(dubai, rotterdam)).toEqual({ regime: 'NONE', placeOfSupply: null });
  });

  it('reads the country case-insensitively', () => {
    expect(taxRegimeOf({ country: 'in', stateCode: '27' }, { country: 'in', stateCode: '27' }).regime).toBe('INTRA');
  });

  it('throws when an Indian party has no state code', () => {
    expect(() => taxRegimeOf({ country: 'IN', stateCode: null }, chennai)).toThrow(/supplier\.stateCode is required/);
    expect(() => taxRegimeOf({ country: 'IN', stateCode: null }, rotterdam)).toThrow(/supplier\.stateCode is required/);
    expect(() => taxRegimeOf(mumbai, { country: 'IN', stateCode: null })).toThrow(/customer\.stateCode is required/);
  });

  it('throws for a code that is not a GST state', () => {
    expect(() => taxRegimeOf({ country: 'IN', stateCode: '99' }, chennai)).toThrow(/supplier\.stateCode "99" is not a GST state code/);
    expect(() => taxRegimeOf(mumbai, chennai, 'MH')).toThrow(/placeOfSupply "MH" is not a GST state code/);
  });

  it('names the states', () => {
    expect([gstStateName('27'), gstStateName('33'), gstStateName('99'), gstStateName(null)]).toEqual(['Maharashtra', 'Tamil Nadu', null, null]);
  });
});
