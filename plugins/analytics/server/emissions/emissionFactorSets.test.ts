import { describe, expect, it } from 'vitest';
import { CURRENT_FACTOR_SET, laneFactor } from './emissionFactorSets';
import { tradeLaneOf } from './tradeLaneOf';
import { seaRoutePorts } from './seaDistance';

describe('CURRENT_FACTOR_SET', () => {
  it('cites a published source for every confirmed value, and says provisional while any value is not', () => {
    for (const l of CURRENT_FACTOR_SET.lanes) if (l.dryConfirmed || l.reeferConfirmed) expect(l.sourceUrl, l.lane).toMatch(/^https:\/\//);
    const unconfirmed = CURRENT_FACTOR_SET.lanes.some((l) => !l.dryConfirmed || !l.reeferConfirmed);
    expect(CURRENT_FACTOR_SET.version.includes('provisional')).toBe(unconfirmed);
  });

  it('carries the GLEC v3.1 published values where confirmed (kg CO2e/TEU-km × 1,000)', () => {
    expect(laneFactor(CURRENT_FACTOR_SET, 'EUR-AFR')).toMatchObject({ dryWtw: 89.4, dryConfirmed: true });
    expect(laneFactor(CURRENT_FACTOR_SET, 'PANAMA')).toMatchObject({ dryWtw: 80.4, dryConfirmed: true });
  });

  it('has a factor for every lane any two ports of the graph make, and reefer above dry', () => {
    const lanes = new Set(CURRENT_FACTOR_SET.lanes.map((l) => l.lane));
    const ports = seaRoutePorts();
    for (const a of ports) for (const b of ports) if (a !== b) expect(lanes.has(tradeLaneOf(a, b)), `${a}–${b}`).toBe(true);
    for (const l of CURRENT_FACTOR_SET.lanes) expect(l.reeferWtw, l.lane).toBeGreaterThan(l.dryWtw);
  });
});
