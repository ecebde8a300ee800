import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_CHARGES, type AcceptedQuote, type QuoteCharges } from '@portolan/sdk/server';
import { billingTestServer, type BillingTestServer } from '../testing/billingTestServer';
import { shipmentChargesDraft } from './shipmentChargesDraft';

describe.each(['pglite', 'postgres'] as const)('shipment charges as draft lines (%s)', (dialect) => {
  let t: BillingTestServer;
  let shipmentId = '';
  const asked: unknown[] = [];
  const quote: AcceptedQuote = {
    quoteId: '6f1c2a4e-8b1d-4c3e-9a7f-0d2b5e6a7c81', reference: 'Q-2026-0042', customerCompanyId: null, customerName: 'Acme Exports', currency: 'USD', acceptedAt: '2026-02-20T10:00:00.000Z',
    origin: 'INNSA', destination: 'DEHAM', carrier: 'MAEU',
    lines: [
      { code: 'OFR', name: 'Ocean freight', stage: 'FREIGHT', basis: 'PER_CONTAINER', quantity: '2', unitSell: '1450.000000', sellAmount: '2900.00' },
      { code: 'THC', name: 'Origin THC', stage: 'ORIGIN', basis: 'PER_CONTAINER', quantity: '2', unitSell: '120.000000', sellAmount: '240.00' },
      { code: 'DRAY', name: 'Trucking to port', stage: 'INLAND', basis: 'PER_SHIPMENT', quantity: '1', unitSell: '300.000000', sellAmount: '300.00' },
    ],
  };
  const charges: QuoteCharges = { accepted: async (_db, companyId, filter) => (asked.push({ companyId, ...filter }), [quote]) };
  const deps = () => ({ ...t.ctx, services: { ...t.ctx.services, get: t.ctx.services.get, find: ((token: { id: string }) => (token.id === QUOTE_CHARGES.id ? charges : t.ctx.services.find(token as never))) as never } });

  beforeAll(async () => {
    t = await billingTestServer(dialect);
    const s = await t.server.post('/api/shipments/v2', { data: { reference: 'BW-CHG-1', mode: 'FCL', carrier: 'MAEU', pol: 'INNSA', pod: 'DEHAM', etd: '2026-03-01T00:00:00.000Z', eta: '2026-03-26T00:00:00.000Z', sharedWith: [t.acmeId] } }, t.tokens.bluewave);
    shipmentId = s.body.data.id;
  }, 120_000);
  afterAll(() => t?.server.close());

  it("turns the newest matching accepted quote's charges into lines with India's GST by stage", async () => {
    const draft = await shipmentChargesDraft(deps(), t.bluewaveId, shipmentId);
    expect(asked.at(-1)).toEqual({ companyId: t.bluewaveId, customerCompanyId: t.acmeId, origin: 'INNSA', destination: 'DEHAM', limit: 1 });
    expect(draft).toMatchObject({ shipmentReference: 'BW-CHG-1', customerCompanyId: t.acmeId, quoteId: quote.quoteId, quoteReference: 'Q-2026-0042', currency: 'USD' });
    expect(draft.lines).toEqual([
      { code: 'OFR', description: 'Ocean freight', quantity: '2', unitPrice: '1450.000000', taxRate: 5, sac: '996521' },
      { code: 'THC', description: 'Origin THC', quantity: '2', unitPrice: '120.000000', taxRate: 18, sac: '996719' },
      { code: 'DRAY', description: 'Trucking to port', quantity: '1', unitPrice: '300.000000', taxRate: 18, sac: '996511' },
    ]);
    expect(draft.note).toContain('Q-2026-0042');
  });

  it('asks for the quote by id when one is given, and explains an empty answer', async () => {
    await shipmentChargesDraft(deps(), t.bluewaveId, shipmentId, quote.quoteId);
    expect(asked.at(-1)).toEqual({ companyId: t.bluewaveId, quoteId: quote.quoteId, limit: 1 });
    const none = await shipmentChargesDraft({ ...deps(), services: { ...t.ctx.services, find: ((token: { id: string }) => (token.id === QUOTE_CHARGES.id ? { accepted: async () => [] } : undefined)) as never } }, t.bluewaveId, shipmentId);
    expect(none.lines).toEqual([]);
    expect(none.note).toMatch(/No accepted quote/);
  });
});
