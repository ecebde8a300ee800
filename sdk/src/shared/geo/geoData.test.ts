import { describe, expect, it } from 'vitest';
import { CONTAINER_TYPES, COUNTRY_NAMES, INLAND_PLACES, LOCODE, PLACES, PORTS, REGIONS } from './index';

/** The demo lanes the rates and schedules seeds use (briefs: lanes). */
const DEMO_LANES = [
  'INNSA-NLRTM', 'INNSA-DEHAM', 'INNSA-USNYC', 'INMUN-USSAV', 'INMAA-SGSIN', 'INNSA-AEJEA', 'CNSHA-NLRTM', 'CNSHA-USLAX', 'CNNGB-DEHAM', 'CNYTN-USLGB',
  'CNSHA-INNSA', 'CNTAO-BEANR', 'CNSHK-GBFXT', 'NLRTM-USNYC', 'DEHAM-USHOU', 'GBFXT-INNSA', 'BEANR-INMUN', 'USLAX-CNSHA', 'USNYC-INNSA', 'SGSIN-AEJEA',
];
const INDIAN_PORTS = ['INNSA', 'INMUN', 'INMAA', 'INCCU', 'INPAV', 'INHZA', 'INKAT', 'INVTZ', 'INCOK', 'INTUT'];
const INLAND = ['INTKD', 'INDEL', 'INBLR', 'INAMD', 'INLUH', 'INPNQ', 'INHYD', 'CNCTU', 'CNWUH', 'CNCKG', 'DEMUC', 'DEFRA', 'CZPRG', 'CHBSL', 'USCHI', 'USDAL', 'USATL', 'USMEM'];

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

describe('the shipped geo data', () => {
  it('has about 250+ seaports and 100 inland places with unique, well-formed codes of known countries', () => {
    expect(PORTS.length).toBeGreaterThanOrEqual(250);
    expect(INLAND_PLACES.length).toBeGreaterThanOrEqual(100);
    const codes = PLACES.map((p) => p.code);
    expect(codes.filter((c, i) => codes.indexOf(c) !== i)).toEqual([]);
    expect(codes.filter((c) => !LOCODE.test(c))).toEqual([]);
    expect(PLACES.filter((p) => p.country !== p.code.slice(0, 2) || !COUNTRY_NAMES[p.country]).map((p) => p.code)).toEqual([]);
  });

  it('gives every place a name, a region, coordinates in range (rounded to 0.01°) and a real IANA time zone', () => {
    const bad = PLACES.filter(
      (p) =>
        !p.name.trim() ||
        !REGIONS.includes(p.region) ||
        !(Math.abs(p.lat) <= 90 && Math.abs(p.lon) <= 180) ||
        Math.abs(p.lat * 100 - Math.round(p.lat * 100)) > 1e-6 ||
        Math.abs(p.lon * 100 - Math.round(p.lon * 100)) > 1e-6 ||
        !isTimeZone(p.timeZone),
    );
    expect(bad.map((p) => p.code)).toEqual([]);
  });

  it('has every port of the demo lanes, the Indian gateway ports and the main inland places', () => {
    const ports = new Set(PORTS.map((p) => p.code));
    const lanePorts = [...new Set(DEMO_LANES.flatMap((l) => l.split('-')))];
    expect(lanePorts.filter((c) => !ports.has(c))).toEqual([]);
    expect(INDIAN_PORTS.filter((c) => !ports.has(c))).toEqual([]);
    const inland = new Set(INLAND_PLACES.map((p) => p.code));
    expect(INLAND.filter((c) => !inland.has(c))).toEqual([]);
  });

  it('lists the ISO 6346 size-types rates are priced for, with TEU and groups', () => {
    expect(CONTAINER_TYPES.map((t) => t.code)).toEqual(['22G1', '42G1', '45G1', 'L5G1', '22R1', '42R1', '45R1', '22U1', '42U1', '22P1', '42P1', '22T1']);
    for (const t of CONTAINER_TYPES) {
      expect(t.code).toMatch(/^[24L][25][GRUPT]1$/);
      expect(t.teu).toBe(t.lengthFt / 20);
      expect(t.reefer).toBe(t.group === 'REEFER');
    }
  });
});
