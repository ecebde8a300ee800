import { describe, expect, it } from 'vitest';
import { containerTypeByCode, foldText, greatCircleKm, nearestPorts, placeByCode, portByCode, searchPlaces, teuOf } from './index';

describe('geo look-ups', () => {
  it('finds ports and places by code in any case; ports are not inland places', () => {
    expect(portByCode('innsa')?.name).toBe('Nhava Sheva (JNPT)');
    expect(portByCode('INTKD')).toBeUndefined();
    expect(placeByCode(' intkd ')).toMatchObject({ code: 'INTKD', kind: 'PLACE', country: 'IN', timeZone: 'Asia/Kolkata' });
    expect(placeByCode('DEHAM')).toMatchObject({ kind: 'PORT', timeZone: 'Europe/Berlin' });
    expect(placeByCode('USLAX')?.timeZone).toBe('America/Los_Angeles');
    expect(placeByCode('XXXXX')).toBeUndefined();
  });

  it('measures great-circle distances (haversine)', () => {
    expect(greatCircleKm(0, 0, 0, 0)).toBe(0);
    // One degree of longitude on the equator: 2πR/360.
    expect(greatCircleKm(0, 0, 0, 1)).toBeCloseTo(111.195, 2);
    // Rotterdam – Hamburg: about 430 km.
    const [rtm, ham] = [portByCode('NLRTM')!, portByCode('DEHAM')!];
    expect(Math.round(greatCircleKm(rtm.lat, rtm.lon, ham.lat, ham.lon))).toBeGreaterThan(380);
    expect(Math.round(greatCircleKm(rtm.lat, rtm.lon, ham.lat, ham.lon))).toBeLessThan(450);
    // Antipodes: half the circumference.
    expect(greatCircleKm(0, 0, 0, 180)).toBeCloseTo(Math.PI * 6371.0088, 3);
  });

  it('resolves a place to its nearest seaports, nearest first; a port to itself first', () => {
    const delhi = nearestPorts('INTKD', 3);
    expect(delhi).toHaveLength(3);
    expect(delhi.map((p) => p.code)).toContain('INMUN');
    expect(delhi[0].km).toBeLessThanOrEqual(delhi[1].km);
    expect(nearestPorts('DEHAM', 2)[0]).toEqual({ code: 'DEHAM', name: 'Hamburg', km: 0 });
    expect(nearestPorts(48.14, 11.58, 1)[0].code).toMatch(/^(ITTRS|SIKOP|ITVCE)$/); // Munich → the Adriatic
    expect(nearestPorts('NOPE!', 3)).toEqual([]);
    expect(nearestPorts(1, Number.NaN, 3)).toEqual([]);
  });

  it('searches by code, name start, word start, former names, then contains; accents and case do not matter', () => {
    expect(searchPlaces('INNSA', 5)[0].code).toBe('INNSA');
    expect(searchPlaces('innsa', 5)[0].code).toBe('INNSA');
    // Names starting with the text, by name: Hamad Port, Hamburg.
    expect(searchPlaces('ham', 5).slice(0, 2).map((p) => p.code)).toEqual(['QAHMD', 'DEHAM']);
    expect(searchPlaces('hamb', 5)[0].code).toBe('DEHAM');
    expect(searchPlaces('sao paulo', 3)[0].code).toBe('BRSAO');
    expect(searchPlaces('São', 10).map((p) => p.code)).toContain('BRSAO');
    expect(searchPlaces('bombay', 3)[0].code).toBe('INBOM');
    expect(searchPlaces('saigon', 3)[0].code).toBe('VNSGN');
    expect(searchPlaces('tughlak', 3)[0].code).toBe('INTKD');
    expect(searchPlaces('delhi', 10).map((p) => p.code)).toEqual(expect.arrayContaining(['INDEL', 'INTKD', 'INPPG']));
    // Inside a name, not at a word start: found after every prefix match.
    const contains = searchPlaces('ngapo', 5);
    expect(contains.map((p) => p.code)).toEqual(['SGSIN']);
    expect(searchPlaces('', 5)).toEqual([]);
    expect(searchPlaces('zzzzzz', 5)).toEqual([]);
    expect(searchPlaces('a', 7)).toHaveLength(7);
  });

  it('ranks seaports before inland places, and filters by kind', () => {
    const all = searchPlaces('chennai', 5);
    expect(all[0].code).toBe('INMAA');
    expect(searchPlaces('delhi', 5, 'PORT')).toEqual([]);
    expect(searchPlaces('in', 20, 'PLACE').every((p) => p.kind === 'PLACE')).toBe(true);
  });

  it('folds accents and punctuation', () => {
    expect(foldText('  Lázaro Cárdenas! ')).toBe('lazaro cardenas');
    expect(foldText('Łódź')).toBe('lodz');
    expect(foldText("Xi'an")).toBe('xi an');
  });

  it('knows container types and their TEU', () => {
    expect(containerTypeByCode('45g1')).toMatchObject({ name: "40' high cube", teu: 2, heightFt: 9.5, group: 'DRY' });
    expect(containerTypeByCode('22P1')?.heightFt).toBeUndefined();
    expect(teuOf('22G1')).toBe(1);
    expect(teuOf('L5G1')).toBe(2.25);
    expect(teuOf('ZZZZ')).toBe(0);
    expect(teuOf(null)).toBe(0);
  });
});
