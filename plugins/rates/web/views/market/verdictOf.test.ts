import { describe, expect, it } from 'vitest';
import type { LaneAverage } from '../../../shared/types';
import { AVERAGE } from '../search/searchFixtures';
import { verdictOf } from './verdictOf';

const plain = (text: string | undefined) => text?.replace(/\u00a0/g, ' ');

describe('verdictOf', () => {
  it('says how a price sits against the sample-weighted lane average, in whole percent', () => {
    expect(plain(verdictOf('1000.00', AVERAGE)?.text)).toBe('13% below the 12-month lane average (USD 1,145.45)');
    expect(plain(verdictOf('1260.00', AVERAGE)?.text)).toBe('10% above the 12-month lane average (USD 1,145.45)');
    expect(plain(verdictOf('1145.45', AVERAGE)?.text)).toBe('at the 12-month lane average (USD 1,145.45)');
    expect(verdictOf('1000.00', AVERAGE)?.mean).toBe('1145.45');
  });

  it('rounds the mean to the currency minor unit and counts a month without samples once', () => {
    const jpy: LaneAverage = { ...AVERAGE, currency: 'JPY', points: [{ month: '2026-01', average: '150000', min: '1', max: '2', p25: '1', p75: '2', samples: 0 }, { month: '2026-02', average: '150001', min: '1', max: '2', p25: '1', p75: '2', samples: 1 }] };
    expect(verdictOf('150000', jpy)?.mean).toBe('150000');
    expect(plain(verdictOf('150000', jpy)?.text)).toBe('at the 2-month lane average (JPY 150,000)');
  });
});
