import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { DND_API, type CarrierInvoiceDetails, type NewCarrierInvoice } from '../../shared/types';
import type { DndTestServer } from '../clocks/dndTestServer';
import { inventoryTestServer } from '../inventory/inventoryTestServer';
import { invoiceFixture } from './invoiceTestFixture';

const I = DND_API.invoices;

describe.each(testDatabases())('carrier invoices API on %s', (dialect) => {
  let t: DndTestServer;
  let fx: Awaited<ReturnType<typeof invoiceFixture>>;
  const post = (url: string, data: unknown, who: keyof DndTestServer['tokens'] = 'acme') => t.server.post(url, { data }, t.tokens[who]);
  const get = (url: string, who: keyof DndTestServer['tokens'] = 'acme') => t.server.get(url, t.tokens[who]);
  const count = async () => Number((await t.server.db.one<{ n: number }>('SELECT count(*) AS n FROM dnd_invoices'))!.n);
  const create = async (data: NewCarrierInvoice): Promise<CarrierInvoiceDetails> => {
    const res = await post(I, data);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.record;
  };

  beforeAll(async () => {
    t = await inventoryTestServer(dialect);
    fx = await invoiceFixture(t);
  }, 120_000);
  afterAll(async () => t?.server.close());

  it("records an overcharging invoice with each finding, what was billed and what the tariff and the events give", async () => {
    const inv = await create(fx.overcharge());
    expect(inv).toMatchObject({ status: 'RECEIVED', shipmentReference: expect.stringMatching(/^SHP-/), expectedAmount: { amount: '825.00', currency: 'EUR' }, difference: { amount: '175.00', currency: 'EUR' }, disputeId: null, disputeBy: '2026-04-14', version: 1 });
    expect(inv.findings.map((f) => [f.code, f.field, f.severity, f.billed, f.expected])).toEqual([
      ['FREE_DAYS_MISMATCH', 'freeDays', 'ERROR', '3', '4'],
      ['PER_DIEM_MISMATCH', 'rates.0.perDiem', 'ERROR', '100.00', '75.00'],
      ['END_DATE_MISMATCH', 'freeTimeEnd', 'ERROR', '2026-03-04', '2026-03-05'],
      ['CHARGED_DAYS_MISMATCH', 'chargedTo', 'ERROR', '8', '7'],
      ['AMOUNT_MISMATCH', 'amount.amount', 'ERROR', '1000.00', '825.00'],
    ]);
    expect(inv.expectedBreakdown.map((b) => [b.fromDay, b.toDay, b.amount])).toEqual([[5, 7, '225.00'], [8, 11, '600.00']]);
    const got = (await get(`${I}/${inv._id}`)).body.data.record;
    expect(got.findings).toEqual(inv.findings);
    expect(got.containerNumber).toBe(fx.number);
  });

  it('finds nothing on a correct invoice; accept and pay it with an audit trail; pay before accept is a 409', async () => {
    const inv = await create(fx.correct());
    expect(inv.findings).toEqual([]);
    expect(inv.difference).toEqual({ amount: '0.00', currency: 'EUR' });
    const early = await post(`${I}/${inv._id}/pay/`, { version: 1 });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toContain('RECEIVED');
    const accepted = await post(`${I}/${inv._id}/accept/`, { version: 1, note: 'Matches the tariff' });
    expect(accepted.body.data.record).toMatchObject({ status: 'ACCEPTED', version: 2 });
    const paid = await post(`${I}/${inv._id}/pay/`, { version: 2 });
    expect(paid.body.data.record.status).toBe('PAID');
    const trail = (await get(`${I}/${inv._id}/activity`)).body.data.items;
    expect(trail.map((a: { action: string; from: string; to: string }) => [a.action, a.from, a.to])).toEqual([['accept', 'RECEIVED', 'ACCEPTED'], ['pay', 'ACCEPTED', 'PAID']]);
    const change = await post(`${I}/${inv._id}/`, { version: 3, amount: { amount: '1.00', currency: 'EUR' } });
    expect(change.status).toBe(409);
  });

  it('answers 400 naming the field and writes nothing', async () => {
    const before = await count();
    const cases: Array<[Partial<NewCarrierInvoice> | Record<string, unknown>, string]> = [
      [{ invoiceNumber: '' }, 'data.invoiceNumber'],
      [{ invoiceDate: '15/03/2026' }, 'data.invoiceDate'],
      [{ amount: { amount: '825.001', currency: 'EUR' } }, 'data.amount.amount'],
      [{ amount: { amount: '825.00', currency: 'XYZ' } }, 'data.amount.currency'],
      [{ rates: [{ fromDay: 7, toDay: 5, perDiem: '75.00' }] }, 'data.rates.0.toDay'],
      [{ chargedFrom: '2026-03-12', chargedTo: '2026-03-06' }, 'data.chargedTo'],
      [{ port: 'Rotterdam' }, 'data.port'],
      [{ containerId: 'nope' }, 'data.containerId'],
    ];
    for (const [over, field] of cases) {
      const res = await post(I, { ...fx.correct(), ...over });
      expect([res.status, res.body.error?.field], JSON.stringify(over)).toEqual([400, field]);
    }
    const { invoiceNumber: _, ...noNumber } = fx.correct();
    expect((await post(I, noNumber)).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("keeps companies apart: another company's container and invoice are 404s", async () => {
    const inv = await create(fx.correct());
    const foreign = await post(I, fx.correct(), 'bluewave');
    expect([foreign.status, foreign.body.error.field]).toEqual([404, 'data.containerId']);
    expect((await get(`${I}/${inv._id}`, 'bluewave')).status).toBe(404);
    expect((await post(`${I}/${inv._id}/accept/`, { version: 1 }, 'bluewave')).status).toBe(404);
    expect((await get(`${I}`, 'bluewave')).body.data.count).toBe(0);
  });

  it('needs the dnd feature: a viewer reads but cannot record or accept (403)', async () => {
    const inv = await create(fx.correct());
    expect((await get(`${I}/${inv._id}`, 'viewer')).status).toBe(200);
    expect((await post(I, fx.correct(), 'viewer')).status).toBe(403);
    expect((await post(`${I}/${inv._id}/accept/`, { version: 1 }, 'viewer')).status).toBe(403);
  });

  it('refuses a second invoice with the same carrier and number (409), re-checks on update and on check/', async () => {
    const data = fx.overcharge();
    const inv = await create(data);
    const dup = await post(I, data);
    expect([dup.status, dup.body.error.field]).toEqual([409, 'data.invoiceNumber']);
    const fixed = await post(`${I}/${inv._id}/`, { version: 1, freeDays: 4, freeTimeEnd: '2026-03-05', chargedFrom: '2026-03-06', rates: fx.correct().rates, amount: { amount: '825.00', currency: 'EUR' } });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body.data.record).toMatchObject({ findings: [], version: 2, invoiceNumber: data.invoiceNumber });
    const rerun = await post(`${I}/${inv._id}/check/`, { version: 2 });
    expect(rerun.body.data.record).toMatchObject({ findings: [], version: 3 });
    expect((await post(`${I}/${inv._id}/check/`, { version: 2 })).status).toBe(409);
  });

  it('lists with filters: status, carrier, hasFindings and search by container or invoice number', async () => {
    const over = await create(fx.overcharge());
    const list = async (q: string) => (await get(`${I}?${q}`)).body.data.items as CarrierInvoiceDetails[];
    const withFindings = await list('filter[hasFindings]=true&limit=200');
    expect(withFindings.map((i) => i._id)).toContain(over._id);
    expect(withFindings.every((i) => i.findings.length > 0)).toBe(true);
    expect((await list('filter[hasFindings]=false&limit=200')).every((i) => i.findings.length === 0)).toBe(true);
    expect((await list('filter[status]=PAID')).every((i) => i.status === 'PAID')).toBe(true);
    expect(await list('filter[carrier]=HLCU')).toEqual([]);
    expect((await list(`search=${over.invoiceNumber}`)).map((i) => i._id)).toEqual([over._id]);
    expect((await list(`search=${fx.number.toLowerCase()}&limit=200`)).length).toBeGreaterThan(1);
  });
});
