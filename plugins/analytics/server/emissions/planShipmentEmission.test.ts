import { describe, expect, it } from 'vitest';
import { CURRENT_FACTOR_SET, laneFactor } from './emissionFactorSets';
import { planShipmentEmission } from './planShipmentEmission';
import { seaDistance } from './seaDistance';
import { tradeLaneOf } from './tradeLaneOf';

describe('tradeLaneOf', () => {
  it.each([
    ['CNSHA', 'NLRTM', 'ASIA-NEUR'],
    ['CNSHA', 'ESVLC', 'ASIA-MED'],
    ['CNYTN', 'USLAX', 'ASIA-NAWC'],
    ['SGSIN', 'USNYC', 'ASIA-NAEC'],
    ['INNSA', 'AEJEA', 'INTRA-ASIA'],
    ['SGSIN', 'AEJEA', 'ASIA-MEI'],
    ['AEJEA', 'DEHAM', 'EUR-MEI'],
    ['DEHAM', 'USNYC', 'EUR-NAM'],
    ['NLRTM', 'BRSSZ', 'EUR-LATAM'],
    ['SGSIN', 'ZADUR', 'ASIA-AFR'],
    ['SGSIN', 'AUMEL', 'ASIA-OCE'],
    ['ESALG', 'DEHAM', 'INTRA-EUR'],
    ['PAMIT', 'USSAV', 'AMERICAS'],
    ['LKCMB', 'USSAV', 'OTHER'],
  ])('%s → %s is %s', (a, b, lane) => {
    expect(tradeLaneOf(a, b)).toBe(lane);
    expect(tradeLaneOf(b, a)).toBe(lane);
  });

  it('is the Panama trade when the leg passes the canal', () => {
    expect(tradeLaneOf('VNCMP', 'PAMIT', true)).toBe('PANAMA');
  });
});

describe('planShipmentEmission', () => {
  it('splits a transshipment into legs, each with its own distance and lane', () => {
    const plan = planShipmentEmission({ pol: 'INNSA', pod: 'DEHAM', transshipmentPorts: ['AEJEA'], teu: 2, reeferTeu: 0 }, CURRENT_FACTOR_SET);
    if (!('legs' in plan)) throw new Error(plan.gap);
    expect(plan.legs.map((l) => [l.seq, l.from, l.to, l.tradeLane])).toEqual([
      [0, 'INNSA', 'AEJEA', 'INTRA-ASIA'],
      [1, 'AEJEA', 'DEHAM', 'EUR-MEI'],
    ]);
    const first = plan.legs[0]!;
    const km = seaDistance('INNSA', 'AEJEA')!.km;
    expect(first.distanceKm).toBeCloseTo(km, 1);
    // 2 TEU dry × km × the lane's dry factor, in kg.
    expect(first.wtwKg).toBeCloseTo((2 * km * laneFactor(CURRENT_FACTOR_SET, 'INTRA-ASIA').dryWtw) / 1000, 2);
    expect(first.ttwKg + first.wttKg).toBeCloseTo(first.wtwKg, 9);
  });

  it('uses the Panama lane for a leg through the canal', () => {
    const plan = planShipmentEmission({ pol: 'VNCMP', pod: 'USSAV', transshipmentPorts: ['PAMIT'], teu: 1, reeferTeu: 0 }, CURRENT_FACTOR_SET);
    if (!('legs' in plan)) throw new Error(plan.gap);
    expect(plan.legs.map((l) => l.tradeLane)).toEqual(['PANAMA', 'AMERICAS']);
  });

  it('names the gap: an unknown port, no TEU', () => {
    expect(planShipmentEmission({ pol: 'INNSA', pod: 'CHBSL', transshipmentPorts: [], teu: 1, reeferTeu: 0 }, CURRENT_FACTOR_SET)).toEqual({ gap: 'No sea route from INNSA to CHBSL in the sea-route graph' });
    expect(planShipmentEmission({ pol: 'INNSA', pod: 'DEHAM', transshipmentPorts: [], teu: 0, reeferTeu: 0 }, CURRENT_FACTOR_SET)).toMatchObject({ gap: expect.stringContaining('No TEU') });
  });
});
