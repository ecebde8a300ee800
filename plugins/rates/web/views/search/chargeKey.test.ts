import { describe, expect, it } from 'vitest';
import { chargeKey } from './chargeKey';

describe('chargeKey', () => {
  it('aligns a charge by its code and the container type its name ends with', () => {
    expect(chargeKey({ code: 'OFR', name: 'Ocean freight 42G1' })).toBe('OFR 42G1');
    expect(chargeKey({ code: 'OTHC', name: 'Origin terminal handling L5G1' })).toBe('OTHC L5G1');
    expect(chargeKey({ code: 'DOC', name: 'Documentation fee' })).toBe('DOC');
    expect(chargeKey({ code: 'BAF', name: 'Bunker adjustment factor' })).toBe('BAF');
  });
});
