import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { appliedTariffs, containerDndDetails, refreshClocks, termsFor } from './containerClocks';
import { dndTestServer, journey, type DndTestServer } from './dndTestServer';

const tiers = JSON.stringify([{ fromDay: 5, toDay: 7, perDiem: '75.00' }, { fromDay: 8, toDay: null, perDiem: '150.00' }]);

describe.each(testDatabases())('container clocks on %s', (dialect) => {
  let t: DndTestServer;
  beforeAll(async () => {
    t = await dndTestServer(dialect);
    const insert = (chargeType: string, freeDays: number, tierJson: string, extra = '') =>
      t.server.db.query(
        `INSERT INTO dnd_tariffs (company_id, carrier, port, direction, charge_type, size, container_group, free_days, day_basis, currency, tiers, valid_from${extra ? ', holidays' : ''})
         VALUES ($1, 'MAEU', 'NLRTM', 'IMPORT', $2, '40', 'DRY', $3, 'CALENDAR', 'EUR', $4::jsonb, '2025-01-01'${extra ? `, '${extra}'` : ''})`,
        [t.acmeId, chargeType, freeDays, tierJson],
      );
    await insert('DEMURRAGE', 4, tiers);
    await insert('DETENTION', 10, JSON.stringify([{ fromDay: 11, toDay: null, perDiem: '40.00' }]));
  }, 120_000);
  afterAll(async () => t?.server.close());

  it('prices a running import demurrage clock in port-local days, tier by tier, and stores it', async () => {
    // Discharged at Rotterdam 23:30 UTC on 2 March = 00:30 on 3 March local: day 1 is 3 March.
    const j = journey(t.acmeId, { events: [{ eventCode: 'DISC', eventAt: '2026-03-02T23:30:00Z', location: 'NLRTM' }] });
    t.equipment.put(j);
    const now = new Date('2026-03-12T10:00:00Z'); // day 10: 4 free, 3 × 75, 3 × 150
    expect(await refreshClocks(t.ctx, t.acmeId, { now })).toBe(4);
    const details = (await containerDndDetails(t.ctx, t.acmeId, j.containerId, { now }))!;
    const dem = details.clocks.find((c) => c.direction === 'IMPORT' && c.chargeType === 'DEMURRAGE')!;
    expect(dem).toMatchObject({ state: 'OVER', startDay: '2026-03-03', lastFreeDay: '2026-03-06', chargeableDays: 6, costToDate: { amount: '675.00', currency: 'EUR' }, freeDaysLeft: -6 });
    expect(dem.breakdown.map((b) => [b.fromDay, b.toDay, b.amount])).toEqual([[5, 7, '225.00'], [8, 10, '450.00']]);
    expect(details.events[0]).toMatchObject({ eventCode: 'DISC', localDay: '2026-03-03' });
    const stored = await t.server.db.one<{ cost_minor: number; state: string }>('SELECT cost_minor, state FROM dnd_clocks WHERE company_id = $1 AND id = $2', [t.acmeId, dem._id]);
    expect(stored).toEqual({ cost_minor: 67500, state: 'OVER' });
    expect((await appliedTariffs(t.ctx, t.acmeId, j.containerId, { now })).find((a) => a.direction === 'IMPORT' && a.chargeType === 'DEMURRAGE')).toMatchObject({ freeDays: 4, currency: 'EUR' });
    expect((await termsFor(t.ctx, t.acmeId, j.containerId, 'IMPORT', 'DEMURRAGE', { now }))!.clock.costToDate).toEqual({ amount: '675.00', currency: 'EUR' });
    expect(await containerDndDetails(t.ctx, t.bluewaveId, j.containerId, { now })).toBeUndefined();
  });
});
