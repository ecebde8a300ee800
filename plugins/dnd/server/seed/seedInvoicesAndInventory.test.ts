import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { addDays, containerNumber, isValidContainerNumber, todayUtc } from '@portolan/sdk/shared';
import { DND_API, type CarrierInvoiceDetails, type Dispute, type InventoryContainer } from '../../shared/types';
import type { DndTestServer } from '../clocks/dndTestServer';
import { journey } from '../clocks/dndTestServer';
import { inventoryTestServer } from '../inventory/inventoryTestServer';
import { invoiceFixture } from '../invoices/invoiceTestFixture';
import { seedInvoicesAndInventory } from './seedInvoicesAndInventory';

describe.each(testDatabases())('seedInvoicesAndInventory on %s', (dialect) => {
  let t: DndTestServer;
  let open: ReturnType<typeof journey>;
  const get = (url: string) => t.server.get(url, t.tokens.acme);
  const seed = () => seedInvoicesAndInventory({ db: t.server.db, services: t.ctx.services } as never, 'Acme Test Imports');

  beforeAll(async () => {
    t = await inventoryTestServer(dialect);
    await invoiceFixture(t); // the tariff (4 free days, 75.00 then 150.00 EUR) and a stopped clock: 825.00
    // Discharged ten days ago and still at the terminal: past its last free day (7 days charged, 825.00 EUR to date).
    open = journey(t.acmeId, { number: containerNumber('MSKU', 424242), status: 'ARRIVED', events: [{ eventCode: 'DISC', eventAt: `${addDays(todayUtc(), -10)}T10:00:00Z`, location: 'NLRTM' }] });
    t.equipment.put(open);
    t.equipment.put(journey(t.acmeId, { status: 'DELIVERED', events: [{ eventCode: 'DISC', eventAt: '2026-05-04T10:00:00Z', location: 'NLRTM' }, { eventCode: 'GTOT', eventAt: '2026-05-16T10:00:00Z', location: 'NLRTM' }] }));
    await seed();
  }, 120_000);
  afterAll(async () => t?.server.close());

  it('stocks the inventory: owned and leased boxes with valid numbers, every status and condition, and a box on an open shipment', async () => {
    const items = (await get(`${DND_API.inventory}?limit=200`)).body.data.items as InventoryContainer[];
    expect(items).toHaveLength(13);
    expect(items.every((b) => isValidContainerNumber(b.number))).toBe(true);
    expect(new Set(items.map((b) => b.status))).toEqual(new Set(['AVAILABLE', 'IN_USE', 'IN_REPAIR', 'OFF_HIRE', 'LOST']));
    expect(new Set(items.map((b) => b.condition))).toEqual(new Set(['NEW', 'SOUND', 'DAMAGED', 'CARGO_WORTHY', 'NEEDS_REPAIR']));
    expect(new Set(items.filter((b) => b.ownership === 'LEASED').map((b) => b.lessor))).toEqual(new Set(['Triton International', 'Textainer', 'CAI International', 'Florens', 'SeaCube Containers']));
    expect(items.find((b) => b.number === open.number)).toMatchObject({ status: 'IN_USE', currentShipment: { shipmentId: open.shipmentId, lastFreeDay: addDays(todayUtc(), -7) } });
  });

  it('records an overcharging invoice on the container past its last free day, a correct one accepted, and disputes submitted and won', async () => {
    const invoices = (await get(`${DND_API.invoices}?limit=200`)).body.data.items as CarrierInvoiceDetails[];
    const over = invoices.find((i) => i.containerId === open.containerId && i.status === 'RECEIVED' && i.disputeId === null)!;
    expect(over.findings.map((f) => [f.code, f.field, f.billed, f.expected])).toEqual([
      ['FREE_DAYS_MISMATCH', 'freeDays', '2', '4'],
      ['PER_DIEM_MISMATCH', 'rates.0.perDiem', '93.75', '75.00'],
      ['END_DATE_MISMATCH', 'freeTimeEnd', addDays(todayUtc(), -9), addDays(todayUtc(), -7)],
      ['CHARGED_DAYS_MISMATCH', 'chargedDays', '9', '7'],
      ['AMOUNT_MISMATCH', 'amount.amount', '1068.75', '825.00'],
    ]);
    expect(over.difference).toEqual({ amount: '243.75', currency: 'EUR' });
    const accepted = invoices.filter((i) => i.status === 'ACCEPTED');
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.findings).toEqual([]);
    const disputes = (await get(DND_API.disputes)).body.data.items as Dispute[];
    expect(disputes.map((d) => d.status).sort()).toEqual(['SUBMITTED', 'WON']);
    const won = disputes.find((d) => d.status === 'WON')!;
    expect(won.recovered).toEqual(won.disputed);
    expect(won.evidence.length).toBeGreaterThan(0);
    expect(invoices.find((i) => i._id === disputes.find((d) => d.status === 'SUBMITTED')!.invoiceId)!.status).toBe('DISPUTED');
    expect(invoices.find((i) => i._id === won.invoiceId)!.status).toBe('RECEIVED');
    expect(invoices).toHaveLength(4);
  });

  it('is idempotent', async () => {
    const counts = async () => t.server.db.one<{ b: number; i: number; d: number }>(
      'SELECT (SELECT count(*) FROM container_inventory) AS b, (SELECT count(*) FROM dnd_invoices) AS i, (SELECT count(*) FROM dnd_disputes) AS d',
    );
    const before = await counts();
    await seed();
    expect(await counts()).toEqual(before);
  });
});
