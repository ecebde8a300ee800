import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { complianceTestServer, type ComplianceTestServer } from './complianceTestServer';

describe.each(testDatabases())('the compliance test server on %s', (dialect) => {
  let t: ComplianceTestServer;
  beforeAll(async () => {
    t = await complianceTestServer(dialect);
  });
  afterAll(async () => t?.server.close());

  it('signs in the two demo companies and the platform admin', async () => {
    expect(t.acmeId).not.toBe(t.bluewaveId);
    const me = await t.server.get('/api/auth/v2/user/', t.tokens.platform);
    expect(me.status).toBe(200);
    expect(me.body.data.record.isPlatformAdmin).toBe(true);
  });
});
