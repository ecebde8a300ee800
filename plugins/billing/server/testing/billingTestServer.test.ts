import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingTestServer, type BillingTestServer } from './billingTestServer';

describe.each(['pglite', 'postgres'] as const)('billing test server (%s)', (dialect) => {
  let t: BillingTestServer;
  beforeAll(async () => {
    t = await billingTestServer(dialect);
  }, 120_000);
  afterAll(() => t?.server.close());

  it('starts with the billing tables, the demo accounts and both billing profiles', async () => {
    const profiles = await t.server.db.query<{ company_id: string }>('SELECT company_id FROM billing_profiles ORDER BY legal_name');
    expect(profiles.rows.map((r) => r.company_id)).toEqual([t.acmeId, t.bluewaveId]);
    expect(new Set([t.acmeId, t.bluewaveId, t.strangerId, t.platformCompanyId]).size).toBe(4);
  });
});
