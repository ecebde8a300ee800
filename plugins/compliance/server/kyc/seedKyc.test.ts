import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '@portolan/sdk/server';
import { testDatabases } from '@portolan/sdk/testing/server';
import { complianceTestServer, type ComplianceTestServer } from '../testing/complianceTestServer';
import { companyKyc } from './companyKyc';
import { kycNumberProblem } from '../../shared/kycNumbers';
import { seedKyc } from '../seed/seedKyc';

describe.each(testDatabases())('the KYC demo seed on %s', (dialect) => {
  let t: ComplianceTestServer;
  beforeAll(async () => {
    t = await complianceTestServer(dialect);
    await seedKyc(t.ctx);
    // Idempotent: a second run adds nothing.
    await seedKyc(t.ctx);
  }, 60_000);
  afterAll(async () => t?.server.close());

  it('gives Acme a verified KYC with an IEC expiring in 20 days and a superseded PAN', async () => {
    const status = await t.server.get('/api/kyc/status', t.tokens.acme);
    expect(status.body.data).toEqual({ verified: true, missing: [], expiring: [{ docType: 'IEC', expiresOn: addDays(todayUtc(), 20) }] });
    const pan = await t.server.get(`/api/companies/${t.acmeId}/documents/PAN`, t.tokens.acme);
    expect(pan.body.data.history.map((d: { state: string }) => d.state)).toEqual(['VERIFIED', 'SUPERSEDED']);
    const overview = await t.server.get(`/api/companies/${t.acmeId}/documents`, t.tokens.acme);
    for (const type of overview.body.data.types) expect([type.docType, kycNumberProblem(type.docType, type.current.number)]).toEqual([type.docType, undefined]);
    const file = await t.server.app.inject({ method: 'GET', url: `/api/companies/${t.acmeId}/documents/GST/file`, headers: { authorization: `Bearer ${t.tokens.acme}` } });
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('gives Bluewave a pending PAN for the platform admin, a rejected GST certificate with its reason and an expired IEC', async () => {
    const overview = await t.server.get(`/api/companies/${t.bluewaveId}/documents`, t.tokens.bluewave);
    const states = Object.fromEntries(overview.body.data.types.map((x: { docType: string; current: { state: string } | null }) => [x.docType, x.current?.state ?? null]));
    expect(states).toEqual({ GST: 'REJECTED', IEC: 'EXPIRED', PAN: 'PENDING', INCORPORATION: null });
    expect(overview.body.data.types[0].current.rejectionReason).toMatch(/legal name/);
    const queue = await t.server.get('/api/kyc/reviews?state=PENDING', t.tokens.platform);
    expect(queue.body.data.items.map((d: { companyName: string; docType: string }) => `${d.companyName}:${d.docType}`)).toEqual(['Bluewave Logistics:PAN']);
    await expect(companyKyc().requireVerified(t.server.db, t.bluewaveId, 'push a batch')).rejects.toMatchObject({ statusCode: 403 });
    const activity = await t.server.get(`/api/kyc/documents/${overview.body.data.types[1].current._id}/activity`, t.tokens.bluewave);
    expect(activity.body.data.items.map((a: { action: string }) => a.action)).toEqual(['upload', 'verify', 'expire']);
  });
});
