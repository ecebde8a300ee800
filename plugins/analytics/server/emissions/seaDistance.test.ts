import { describe, expect, it } from 'vitest';
import { seaDistance, seaRoutePorts } from './seaDistance';

/** The ports of the demo lanes (plugins/shipments seedDemo ACME_LANES / BLUEWAVE_LANES), transshipment ports included. */
const DEMO_PORTS = ['INNSA', 'INMUN', 'INMAA', 'INCOK', 'DEHAM', 'NLRTM', 'USNYC', 'SGSIN', 'AEJEA', 'GBFXT', 'USSAV', 'AUMEL', 'ESALG', 'LKCMB', 'CNSHA', 'CNYTN', 'CNNGB', 'USLAX', 'USLGB', 'VNCMP', 'PAMIT', 'KRPUS', 'BRSSZ', 'THLCH', 'AUSYD', 'ZADUR', 'TWKHH', 'CAVAN', 'ESVLC', 'MXVER'];

/** Published port-to-port distances (nautical miles) the graph must match within ±8 %. */
const PUBLISHED: Array<[string, string, number, string]> = [
  ['CNSHA', 'NLRTM', 10_500, 'Shanghai–Rotterdam via Suez'],
  ['INNSA', 'DEHAM', 6_300, 'Nhava Sheva–Hamburg via Suez'],
  ['CNSHA', 'USLAX', 5_700, 'Shanghai–Los Angeles'],
  ['DEHAM', 'USNYC', 3_600, 'Hamburg–New York'],
  ['NLRTM', 'BRSSZ', 5_500, 'Rotterdam–Santos'],
];

describe('seaDistance', () => {
  it.each(PUBLISHED)('%s–%s is within 8 %% of the published %i nm (%s)', (from, to, nm) => {
    const d = seaDistance(from, to)!;
    expect(Math.abs(d.nm - nm) / nm).toBeLessThan(0.08);
    expect(d.km).toBeCloseTo(d.nm * 1.852, -1);
  });

  it('routes Asia–Europe through Suez and Malacca, not across land', () => {
    const { via } = seaDistance('CNSHA', 'NLRTM')!;
    expect(via).toEqual(expect.arrayContaining(['MALACCA_CENTRAL', 'BAB_EL_MANDEB', 'SUEZ', 'PORT_SAID', 'GIBRALTAR', 'DOVER_STRAIT']));
    expect(via[0]).toBe('CNSHA');
    expect(via.at(-1)).toBe('NLRTM');
  });

  it('is symmetric and zero from a port to itself', () => {
    expect(seaDistance('INNSA', 'DEHAM')!.km).toBeCloseTo(seaDistance('DEHAM', 'INNSA')!.km, 5);
    expect(seaDistance('SGSIN', 'SGSIN')).toEqual({ km: 0, nm: 0, via: ['SGSIN'] });
  });

  it('reaches every port of the demo lanes from every other', () => {
    for (const a of DEMO_PORTS) for (const b of DEMO_PORTS) expect(seaDistance(a, b), `${a}–${b}`).toBeDefined();
    expect(seaRoutePorts()).toEqual(expect.arrayContaining(DEMO_PORTS));
  });

  it('answers nothing for a port not on the graph (never a straight line across land)', () => {
    expect(seaDistance('INNSA', 'CHBSL')).toBeUndefined(); // Basel: inland
    expect(seaDistance('XXXXX', 'DEHAM')).toBeUndefined();
  });

  it('is never shorter than the great circle between the ports', () => {
    // Shanghai–Rotterdam great circle is ~8,900 km over Eurasia; the sea route is longer.
    expect(seaDistance('CNSHA', 'NLRTM')!.km).toBeGreaterThan(18_000);
  });
});
