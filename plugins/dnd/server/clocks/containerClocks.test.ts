import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import type { DndOverride } from '../../shared/types';
import { adjustTiers, appliedTariffs, boxOf, containerDndDetails, findOverride, refreshClocks, termsFor, termsOf, type TariffBook } from './containerClocks';
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

  it('runs one combined clock from discharge to empty return where a combined tariff applies', async () => {
    await t.server.db.query(
      `INSERT INTO dnd_tariffs (company_id, carrier, port, direction, charge_type, size, container_group, free_days, day_basis, currency, tiers, valid_from)
       VALUES ($1, 'MAEU', 'USLAX', 'IMPORT', 'COMBINED', '40', 'DRY', 7, 'CALENDAR', 'USD', '[{"fromDay": 8, "toDay": null, "perDiem": "120.00"}]', '2025-01-01')`,
      [t.acmeId],
    );
    // Los Angeles: discharged 2 March 18:00 local, gated out 5 March, empty back 11 March 02:00 local (10:00 UTC): days 1–10, 3 charged.
    const j = journey(t.acmeId, { pod: 'USLAX', events: [
      { eventCode: 'DISC', eventAt: '2026-03-03T02:00:00Z', location: 'USLAX' },
      { eventCode: 'GTOT', eventAt: '2026-03-05T18:00:00Z', location: 'USLAX' },
      { eventCode: 'GTIN', eventAt: '2026-03-11T10:00:00Z', location: 'USONT' },
    ] });
    t.equipment.put(j);
    const details = (await containerDndDetails(t.ctx, t.acmeId, j.containerId, { now: new Date('2026-03-20T00:00:00Z') }))!;
    const imports = details.clocks.filter((c) => c.direction === 'IMPORT');
    expect(imports.map((c) => [c.chargeType, c.state, c.startDay, c.stopDay, c.chargeableDays, c.costToDate])).toEqual([
      ['COMBINED', 'STOPPED', '2026-03-02', '2026-03-11', 3, { amount: '360.00', currency: 'USD' }],
    ]);
  });

  it('answers 403 when the company switched the D&D plugin off', async () => {
    await t.server.switches.set(t.server.db, t.acmeId, 'dnd', false);
    expect((await t.server.get('/api/demurrage-detention/v1/containers', t.tokens.acme)).status).toBe(403);
    await t.server.switches.set(t.server.db, t.acmeId, 'dnd', true);
    expect((await t.server.get('/api/demurrage-detention/v1/containers', t.tokens.acme)).status).toBe(200);
  });
});

describe('the terms of a clock', () => {
  const base = { createdAt: '2026-01-01T00:00:00.000Z', version: 1, shipmentReference: null, carrier: null, direction: null, chargeType: null, dayBasis: null, discountPercent: null, note: null };
  const override = (o: Partial<DndOverride> & Pick<DndOverride, '_id' | 'scope' | 'freeDays'>): DndOverride => ({ ...base, updatedAt: '2026-01-01T00:00:00.000Z', shipmentId: null, contractRef: null, ...o });
  const journeyOf = { shipmentId: 's1', contractRef: 'MAEU-ACME-2026', carrier: 'MAEU' };

  it('takes the shipment override over the contract one, and the more specific within a scope', () => {
    const book: TariffBook = {
      tariffs: [],
      overrides: [
        override({ _id: 'contract-exact', scope: 'CONTRACT', contractRef: 'MAEU-ACME-2026', carrier: 'MAEU', direction: 'IMPORT', chargeType: 'DEMURRAGE', freeDays: 12 }),
        override({ _id: 'shipment-any', scope: 'SHIPMENT', shipmentId: 's1', freeDays: 8 }),
        override({ _id: 'shipment-detention', scope: 'SHIPMENT', shipmentId: 's1', chargeType: 'DETENTION', freeDays: 9 }),
        override({ _id: 'other-contract', scope: 'CONTRACT', contractRef: 'HLCU-ACME-2026', freeDays: 20 }),
      ],
    };
    expect(findOverride(book, journeyOf, 'IMPORT', 'DEMURRAGE')?._id).toBe('shipment-any');
    expect(findOverride(book, journeyOf, 'IMPORT', 'DETENTION')?._id).toBe('shipment-detention');
    expect(findOverride({ tariffs: [], overrides: book.overrides.filter((o) => o.scope === 'CONTRACT') }, journeyOf, 'IMPORT', 'DEMURRAGE')?._id).toBe('contract-exact');
    expect(findOverride({ tariffs: [], overrides: book.overrides.filter((o) => o.scope === 'CONTRACT') }, journeyOf, 'EXPORT', 'DEMURRAGE')).toBeNull();
    expect(findOverride(book, { ...journeyOf, shipmentId: 's2', contractRef: null }, 'IMPORT', 'DEMURRAGE')).toBeNull();
  });

  it('keeps tier bands on their absolute days when the free days change, and discounts per diems exactly', () => {
    const tiers = [{ fromDay: 5, toDay: 7, perDiem: '75.00' }, { fromDay: 8, toDay: null, perDiem: '150.00' }];
    expect(adjustTiers(tiers, 6)).toEqual([{ fromDay: 7, toDay: 7, perDiem: '75.00' }, { fromDay: 8, toDay: null, perDiem: '150.00' }]);
    expect(adjustTiers(tiers, 9)).toEqual([{ fromDay: 10, toDay: null, perDiem: '150.00' }]);
    expect(adjustTiers(tiers, 2)).toEqual([{ fromDay: 3, toDay: 7, perDiem: '75.00' }, { fromDay: 8, toDay: null, perDiem: '150.00' }]);
    expect(adjustTiers([{ fromDay: 5, toDay: null, perDiem: '99.99' }], 4, '12.5')).toEqual([{ fromDay: 5, toDay: null, perDiem: '87.49' }]);
  });

  it("counts working days on the port country's weekend", () => {
    expect(termsOf(null, override({ _id: 'o', scope: 'SHIPMENT', shipmentId: 's1', freeDays: 3, dayBasis: 'WORKING' }), 'SAJED')?.weekend).toEqual([5, 6]);
    expect(termsOf(null, override({ _id: 'o', scope: 'SHIPMENT', shipmentId: 's1', freeDays: 3 }), 'NLRTM')).toMatchObject({ weekend: [6, 0], dayBasis: 'CALENDAR', tiers: [] });
    expect(boxOf('45G1')).toEqual({ size: '40', group: 'DRY' });
    expect(boxOf('22R1')).toEqual({ size: '20', group: 'REEFER' });
  });
});
