import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { addDays, todayUtc } from '@portolan/sdk/shared';
import { DND_API, type CarrierInvoiceDetails, type Dispute } from '../../shared/types';
import type { DndTestServer } from '../clocks/dndTestServer';
import { inventoryTestServer } from '../inventory/inventoryTestServer';
import { invoiceFixture } from './invoiceTestFixture';

const I = DND_API.invoices;
const D = DND_API.disputes;

describe.each(testDatabases())('invoice disputes API on %s', (dialect) => {
  let t: DndTestServer;
  let fx: Awaited<ReturnType<typeof invoiceFixture>>;
  const post = (url: string, data: unknown, who: keyof DndTestServer['tokens'] = 'acme') => t.server.post(url, { data }, t.tokens[who]);
  const get = (url: string, who: keyof DndTestServer['tokens'] = 'acme') => t.server.get(url, t.tokens[who]);
  const invoice = async (over = true): Promise<CarrierInvoiceDetails> => (await post(I, over ? fx.overcharge() : fx.correct())).body.data.record;
  const open = async (data: Record<string, unknown>): Promise<Dispute> => {
    const res = await post(D, data);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.record;
  };
  const count = async () => Number((await t.server.db.one<{ n: number }>('SELECT count(*) AS n FROM dnd_disputes'))!.n);

  beforeAll(async () => {
    t = await inventoryTestServer(dialect);
    fx = await invoiceFixture(t);
  }, 120_000);
  afterAll(async () => t?.server.close());

  it('opens a dispute for the overcharge with the findings as evidence; the invoice becomes DISPUTED', async () => {
    const inv = await invoice();
    const d = await open({ invoiceId: inv._id, reason: 'Four free days under the tariff, and 75.00 a day for days 5-7' });
    expect(d).toMatchObject({ status: 'OPEN', invoiceId: inv._id, invoiceNumber: inv.invoiceNumber, containerNumber: fx.number, carrier: 'MAEU', disputed: { amount: '175.00', currency: 'EUR' }, recovered: null, submittedAt: null });
    expect(d.reference).toMatch(new RegExp(`^DSP-${new Date().getUTCFullYear()}-\\d{5}$`));
    expect(d.evidence).toEqual(inv.findings);
    const after = (await get(`${I}/${inv._id}`)).body.data.record;
    expect(after).toMatchObject({ status: 'DISPUTED', disputeId: d._id, version: 2 });
    const trail = (await get(`${I}/${inv._id}/activity`)).body.data.items;
    expect(trail.map((a: { action: string; to: string }) => [a.action, a.to])).toEqual([['dispute', 'DISPUTED']]);
    expect((await post(D, { invoiceId: inv._id, reason: 'again' })).status).toBe(409);
  });

  it('submits (answer due in 30 days) and wins: all of it recovered, the invoice back to RECEIVED for accept and pay', async () => {
    const inv = await invoice();
    const d = await open({ invoiceId: inv._id, reason: 'Wrong free time' });
    const submitted = (await post(`${D}/${d._id}/submit/`, { version: 1 })).body.data.record;
    expect(submitted).toMatchObject({ status: 'SUBMITTED', respondBy: addDays(todayUtc(), 30) });
    expect(submitted.submittedAt).not.toBeNull();
    expect((await post(`${D}/${d._id}/submit/`, { version: 2 })).status).toBe(409);
    const won = (await post(`${D}/${d._id}/win/`, { version: 2, note: 'Credit note CN-1' })).body.data.record;
    expect(won).toMatchObject({ status: 'WON', recovered: { amount: '175.00', currency: 'EUR' } });
    expect(won.closedAt).not.toBeNull();
    expect((await get(`${I}/${inv._id}`)).body.data.record.status).toBe('RECEIVED');
    const trail = (await get(`${D}/${d._id}/activity`)).body.data.items;
    expect(trail.map((a: { action: string; note: string | null }) => [a.action, a.note])).toEqual([['open', null], ['submit', null], ['win', 'Credit note CN-1']]);
    const comment = await post(`${D}/${d._id}/comments`, { text: 'Carrier credited in full' });
    expect(comment.status).toBe(201);
    expect((await get(`${D}/${d._id}/comments`)).body.data.count).toBe(1);
  });

  it('partly wins with an outcome no larger than disputed (400 naming it), loses, withdraws', async () => {
    const d = await open({ invoiceId: (await invoice())._id, reason: 'Per diem' });
    await post(`${D}/${d._id}/submit/`, { version: 1 });
    const tooMuch = await post(`${D}/${d._id}/partlyWin/`, { version: 2, outcomeAmount: '175.01' });
    expect([tooMuch.status, tooMuch.body.error.field]).toEqual([400, 'data.outcomeAmount']);
    const missing = await post(`${D}/${d._id}/partlyWin/`, { version: 2 });
    expect(missing.status).toBe(400);
    expect((await get(`${D}/${d._id}`)).body.data.record).toMatchObject({ status: 'SUBMITTED', version: 2 });
    const partly = (await post(`${D}/${d._id}/partlyWin/`, { version: 2, outcomeAmount: '100' })).body.data.record;
    expect(partly).toMatchObject({ status: 'PARTLY_WON', recovered: { amount: '100.00', currency: 'EUR' } });

    const lost = await open({ invoiceId: (await invoice())._id, reason: 'x', amount: '50.00' });
    expect(lost.disputed.amount).toBe('50.00');
    await post(`${D}/${lost._id}/submit/`, { version: 1 });
    expect((await post(`${D}/${lost._id}/lose/`, { version: 2 })).body.data.record).toMatchObject({ status: 'LOST', recovered: { amount: '0.00' } });
    expect((await post(`${D}/${lost._id}/withdraw/`, { version: 3 })).status).toBe(409);

    const inv = await invoice();
    const w = await open({ invoiceId: inv._id, reason: 'y' });
    expect((await post(`${D}/${w._id}/withdraw/`, { version: 1 })).body.data.record.status).toBe('WITHDRAWN');
    expect((await get(`${I}/${inv._id}`)).body.data.record.status).toBe('RECEIVED');
  });

  it('accepting a disputed invoice withdraws its live dispute', async () => {
    const inv = await invoice();
    const d = await open({ invoiceId: inv._id, reason: 'z' });
    expect((await post(`${I}/${inv._id}/accept/`, { version: 2 })).body.data.record.status).toBe('ACCEPTED');
    expect((await get(`${D}/${d._id}`)).body.data.record.status).toBe('WITHDRAWN');
  });

  it('answers 400 naming the field, 404 for another company, 403 without access, and writes nothing', async () => {
    const before = await count();
    const correct = await invoice(false);
    const noDiff = await post(D, { invoiceId: correct._id, reason: 'nothing to dispute' });
    expect([noDiff.status, noDiff.body.error.field]).toEqual([400, 'data.amount']);
    const over = await invoice();
    for (const [data, field] of [
      [{ invoiceId: over._id, reason: 'r', amount: '1000.01' }, 'data.amount'],
      [{ invoiceId: over._id, reason: 'r', amount: '0' }, 'data.amount'],
      [{ invoiceId: over._id, reason: 'r', amount: '1.001' }, 'data.amount'],
      [{ invoiceId: over._id, reason: '' }, 'data.reason'],
      [{ invoiceId: 'x', reason: 'r' }, 'data.invoiceId'],
    ] as const) {
      const res = await post(D, data);
      expect([res.status, res.body.error.field], JSON.stringify(data)).toEqual([400, field]);
    }
    const foreign = await post(D, { invoiceId: over._id, reason: 'r' }, 'bluewave');
    expect([foreign.status, foreign.body.error.field]).toEqual([404, 'data.invoiceId']);
    expect((await post(D, { invoiceId: over._id, reason: 'r' }, 'viewer')).status).toBe(403);
    expect(await count()).toBe(before);
    expect((await get(`${I}/${over._id}`)).body.data.record.status).toBe('RECEIVED');
    const d = await open({ invoiceId: over._id, reason: 'r' });
    expect((await get(`${D}/${d._id}`, 'bluewave')).status).toBe(404);
    expect((await get(`${D}/${d._id}/pdf`, 'bluewave')).status).toBe(404);
    expect((await post(`${D}/${d._id}/submit/`, { version: 1 }, 'viewer')).status).toBe(403);
    const changed = await post(`${D}/${d._id}/`, { version: 1, amount: '120.00', reason: 'Only the per diem' });
    expect(changed.body.data.record).toMatchObject({ disputed: { amount: '120.00' }, reason: 'Only the per diem', version: 2 });
  });

  it('prints the dispute letter as a PDF', async () => {
    const d = await open({ invoiceId: (await invoice())._id, reason: 'Free time' });
    const res = await get(`${D}/${d._id}/pdf`);
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('application/pdf');
    expect(String(res.headers['content-disposition'])).toContain(`${d.reference}.pdf`);
    expect(res.text.slice(0, 5)).toBe('%PDF-');
  });
});
