import { describe, expect, it } from 'vitest';
import { legEmission } from './legEmission';

/*
 * Worked examples. The GLEC Framework's own worked-example pages could not be read offline (only their
 * factor tables, via Climatiq), so each example below is the GLEC default-factor method (activity ×
 * intensity, ISO 14083 §8 / GLEC v3 "Module 2, sea") applied to a published factor, with the arithmetic
 * written out:
 *  - GLEC v3.1, Europe (North & Med) to/from Africa, container ship (dry), 0.0894 kg CO2e/TEU-km WTW,
 *    SFD basis: https://www.climatiq.io/data/emission-factor/e75819ba-9c6d-4071-ad20-23b009d5d588
 *  - GLEC v3.1, Panama trade, container ship (dry), 0.0804 kg CO2e/TEU-km WTW, SFD basis:
 *    https://www.climatiq.io/data/emission-factor/8d7f5f32-16b2-474a-98cf-21ca3d708acb
 *  - GLEC 2019 (v2), Other global, reefer, 0.1393 kg CO2e/TEU-km on planned distances, "a -15 % distance
 *    adjustment should be applied if actual distances are used":
 *    https://climatiq.io/data/emission-factor/9c7a4e26-a7a6-40ed-a034-01e2961d2262
 */
describe('legEmission', () => {
  it('Europe–Africa, 2 TEU dry over 8,000 km at 89.4 g/TEU-km: 1,430.4 kg CO2e WTW', () => {
    // 8,000 km × 2 TEU = 16,000 TEU-km; × 89.4 g = 1,430,400 g = 1,430.4 kg.
    const e = legEmission({ distanceKm: 8000, teu: 2, reeferTeu: 0, dryWtw: 89.4, reeferWtw: 135, wttShare: 0.16 });
    expect(e.teuKm).toBe(16_000);
    expect(e.wtwKg).toBe(1430.4);
    // WTT = 16 % of WTW = 228.864 kg; TTW = 1,201.536 kg; the parts add up exactly.
    expect(e.wttKg).toBe(228.864);
    expect(e.ttwKg).toBe(1201.536);
    expect(e.intensity).toBeCloseTo(89.4, 10);
  });

  it('Panama trade, 1 TEU dry over 15,000 km at 80.4 g/TEU-km: 1,206 kg CO2e WTW', () => {
    const e = legEmission({ distanceKm: 15_000, teu: 1, reeferTeu: 0, dryWtw: 80.4, reeferWtw: 125, wttShare: 0.16 });
    expect(e.wtwKg).toBe(1206);
    expect(e.ttwKg + e.wttKg).toBeCloseTo(1206, 9);
  });

  it('GLEC v2 reefer factor on planned distances used with an actual distance: −15 % (adjustment 0.85)', () => {
    // 10,000 km actual × 0.85 = 8,500 km; × 1 TEU × 139.3 g = 1,184,050 g = 1,184.05 kg.
    const e = legEmission({ distanceKm: 10_000, teu: 1, reeferTeu: 1, dryWtw: 0, reeferWtw: 139.3, wttShare: 0, distanceAdjustment: 0.85 });
    expect(e.distanceKm).toBe(8500);
    expect(e.wtwKg).toBe(1184.05);
    expect(e.ttwKg).toBe(1184.05);
  });

  it('mixes dry and reefer boxes: dry TEU × dry factor + reefer TEU × reefer factor', () => {
    // 4 TEU of which 2 reefer, 1,000 km: 2 × 1,000 × 60 + 2 × 1,000 × 100 = 320,000 g = 320 kg; intensity 80 g/TEU-km.
    const e = legEmission({ distanceKm: 1000, teu: 4, reeferTeu: 2, dryWtw: 60, reeferWtw: 100, wttShare: 0.2 });
    expect(e.wtwKg).toBe(320);
    expect(e.wttKg).toBe(64);
    expect(e.ttwKg).toBe(256);
    expect(e.intensity).toBe(80);
  });

  it('is zero for a zero distance and refuses impossible input', () => {
    expect(legEmission({ distanceKm: 0, teu: 2, reeferTeu: 0, dryWtw: 50, reeferWtw: 90, wttShare: 0.16 })).toMatchObject({ wtwKg: 0, intensity: 0 });
    expect(() => legEmission({ distanceKm: 10, teu: 1, reeferTeu: 2, dryWtw: 50, reeferWtw: 90, wttShare: 0.16 })).toThrow('reeferTeu');
    expect(() => legEmission({ distanceKm: -1, teu: 1, reeferTeu: 0, dryWtw: 50, reeferWtw: 90, wttShare: 0.16 })).toThrow('distanceKm');
  });
});
