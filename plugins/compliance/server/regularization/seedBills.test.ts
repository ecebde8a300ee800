import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { API } from '../../shared/types';
import { complianceTestServer, type ComplianceTestServer } from '../testing/complianceTestServer';
import { DEMO_REMITTANCE_REFERENCE, seedBills } from '../seed/seedBills';

describe.each(testDatabases())('seedBills on %s', (dialect) => {
  let t: ComplianceTestServer;
  beforeAll(async () => {
    t = await complianceTestServer(dialect);
    await seedBills(t.ctx);
  });
  afterAll(async () => t?.server.close());

  it("gives Acme forty bills in every state, overdue and due soon, with realizations that add up exactly", async () => {
    const bills = (await t.server.get(`${API.bills}?limit=100`, t.tokens.acme)).body.data.items as Array<{ state: string; overdue: boolean; daysToDue: number; currency: string; buyerCountry: string; invoiceValue: string; realizedAmount: string }>;
    expect(bills).toHaveLength(40);
    const states = new Set(bills.map((b) => b.state));
    expect([...states].sort()).toEqual(['OPEN', 'PARTLY_REALIZED', 'REGULARIZED']);
    expect(bills.filter((b) => b.overdue).length).toBeGreaterThanOrEqual(3);
    expect(bills.filter((b) => !b.overdue && b.state !== 'REGULARIZED' && b.daysToDue <= 30).length).toBeGreaterThanOrEqual(3);
    expect(new Set(bills.map((b) => b.currency))).toEqual(new Set(['USD', 'EUR', 'GBP', 'AED']));
    expect(new Set(bills.map((b) => b.buyerCountry))).toEqual(new Set(['DE', 'NL', 'US', 'AE', 'GB']));
    const mismatched = await t.server.db.query(
      `SELECT e.id FROM export_bills e LEFT JOIN (SELECT bill_id, sum(amount_minor) AS s FROM bill_realizations GROUP BY bill_id) r ON r.bill_id = e.id
        WHERE e.company_id = $1 AND e.realized_minor <> coalesce(r.s, 0)
       UNION ALL
       SELECT m.id FROM inward_remittances m LEFT JOIN (SELECT remittance_id, sum(amount_minor) AS s FROM bill_realizations GROUP BY remittance_id) r ON r.remittance_id = m.id
        WHERE m.company_id = $1 AND m.utilized_minor <> coalesce(r.s, 0)`,
      [t.acmeId],
    );
    expect(mismatched.rows).toEqual([]);
    const batches = (await t.server.get(API.batches, t.tokens.acme)).body.data.items as Array<{ state: string; gateway: string }>;
    expect(batches.length).toBeGreaterThan(3);
    expect(batches.every((b) => b.state === 'PUSHED' && b.gateway === 'sandbox')).toBe(true);
  });

  it('leaves the demo remittance and one that exactly covers an OPEN bill unmatched, and runs once', async () => {
    const free = (await t.server.get(`${API.remittances}?filter[available]=true&limit=100`, t.tokens.acme)).body.data.items as Array<{ bankReference: string; amount: string; availableAmount: string; currency: string; purposeCode: string }>;
    expect(free.find((r) => r.bankReference === DEMO_REMITTANCE_REFERENCE)).toMatchObject({ amount: '18450.00', availableAmount: '18450.00', currency: 'USD', purposeCode: 'P0102' });
    const open = (await t.server.get(`${API.bills}?filter[state]=OPEN&limit=100`, t.tokens.acme)).body.data.items as Array<{ invoiceValue: string; currency: string }>;
    const covering = free.filter((r) => r.bankReference !== DEMO_REMITTANCE_REFERENCE && r.availableAmount === r.amount);
    expect(covering.some((r) => open.some((b) => b.invoiceValue === r.amount && b.currency === r.currency))).toBe(true);
    const counts = async () => (await t.server.db.one<{ b: number; r: number; x: number }>('SELECT (SELECT count(*)::int FROM export_bills) AS b, (SELECT count(*)::int FROM inward_remittances) AS r, (SELECT count(*)::int FROM bill_realizations) AS x'))!;
    const before = await counts();
    await seedBills(t.ctx);
    expect(await counts()).toEqual(before);
  });
});
