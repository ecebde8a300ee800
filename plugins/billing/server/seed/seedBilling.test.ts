import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingTestServer, type BillingTestServer } from '../testing/billingTestServer';

describe.each(['pglite', 'postgres'] as const)('billing demo data (%s)', (dialect) => {
  let t: BillingTestServer;
  beforeAll(async () => {
    t = await billingTestServer(dialect);
    await t.server.seed('shipments');
    await t.server.seed('quotes');
    await t.server.seed('billing');
  }, 240_000);
  afterAll(() => t?.server.close());

  it("gives Acme Bluewave's invoices in every state, numbered without gaps, on shared shipments", async () => {
    const res = await t.server.request({ method: 'GET', url: '/api/invoices?filter[direction]=RECEIVED&limit=50', token: t.tokens.acme });
    expect(res.status).toBe(200);
    const items = res.body.data.items as Array<{ issuerName: string; status: string; number: string; kind: string; shipmentId: string | null }>;
    const fromBluewave = items.filter((i) => i.issuerName.startsWith('Bluewave'));
    expect(new Set(fromBluewave.map((i) => i.status))).toEqual(new Set(['PAID', 'PARTLY_PAID', 'OVERDUE', 'ISSUED']));
    expect(fromBluewave.filter((i) => i.kind === 'INVOICE').every((i) => i.shipmentId)).toBe(true);
    const numbers = fromBluewave.filter((i) => i.kind === 'INVOICE').map((i) => Number(i.number.split('/').pop())).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    expect(items.some((i) => i.kind === 'CREDIT_NOTE')).toBe(true);
  });

  it("leaves Bluewave a draft Acme cannot see, and a subscription invoice from Portolan to each company", async () => {
    const drafts = await t.server.request({ method: 'GET', url: '/api/invoices?filter[status]=DRAFT', token: t.tokens.bluewave });
    expect(drafts.body.data.items).toHaveLength(1);
    const subs = await t.server.request({ method: 'GET', url: '/api/enterprises/v2/invoices', token: t.tokens.acme });
    expect(subs.body.data.items.map((i: { status: string }) => i.status)).toEqual(['PAID']);
  });

  it('links Acme two sandbox pay2corp accounts and gives Bluewave a sandbox QuickBooks connection with queued pushes', async () => {
    const accounts = await t.server.request({ method: 'GET', url: '/api/pay2corp/users/', token: t.tokens.acme });
    expect(accounts.body.data.items.map((a: { currency: string; mode: string }) => `${a.currency} ${a.mode}`).sort()).toEqual(['INR SANDBOX', 'USD SANDBOX']);
    const jobs = await t.server.db.one<{ n: string }>("SELECT count(*) AS n FROM accounting_sync_jobs WHERE company_id = $1 AND action = 'PUSH_INVOICE'", [t.bluewaveId]);
    expect(Number(jobs!.n)).toBeGreaterThanOrEqual(4);
  });

  it('leaves one shared shipment with an accepted quote to invoice: its draft lines come from the quote', async () => {
    const invoiced = await t.server.db.query<{ shipment_id: string }>('SELECT DISTINCT shipment_id FROM invoices WHERE shipment_id IS NOT NULL');
    const shared = await t.server.db.query<{ record_id: string }>("SELECT record_id FROM record_parties WHERE kind = 'shipment' AND company_id = $1", [t.acmeId]);
    const open = shared.rows.map((r) => r.record_id).filter((id) => !invoiced.rows.some((r) => r.shipment_id === id));
    const drafts = await Promise.all(open.map((id) => t.server.request({ method: 'GET', url: `/api/invoices/from-shipment?shipmentId=${id}`, token: t.tokens.bluewave })));
    const ready = drafts.map((d) => d.body.data.record ?? d.body.data).filter((d) => d.lines?.length);
    expect(ready.length).toBeGreaterThanOrEqual(1);
    expect(ready[0]).toMatchObject({ customerCompanyId: t.acmeId, quoteReference: expect.stringMatching(/^Q-/) });
  });

  it('runs once: a second seed adds nothing', async () => {
    const before = await t.server.db.one<{ n: string }>('SELECT count(*) AS n FROM invoices');
    await t.server.seed('billing');
    const after = await t.server.db.one<{ n: string }>('SELECT count(*) AS n FROM invoices');
    expect(after!.n).toBe(before!.n);
  });
});
