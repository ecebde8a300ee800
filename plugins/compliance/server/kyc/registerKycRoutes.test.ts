import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, MAILER, todayUtc, type HttpError } from '@portolan/sdk/server';
import { testDatabases } from '@portolan/sdk/testing/server';
import { MAX_KYC_BYTES } from '../../shared/states';
import { complianceTestServer, type ComplianceTestServer } from '../testing/complianceTestServer';
import { companyKyc } from './companyKyc';
import { runKycExpiry } from './scheduleKycJobs';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PAN = 'AACCA4821M';
const GSTIN = '27AACCA4821M1ZM';
const CIN = 'U74999MH2016PTC123456';

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = `----kyc${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(testDatabases())('KYC documents on %s', (dialect) => {
  let t: ComplianceTestServer;
  const docs = (companyId: string, docType = '') => `/api/companies/${companyId}/documents${docType ? `/${docType}` : ''}`;
  const upload = async (token: string, docType: string, fields: Record<string, string>, file: { name: string; bytes: Buffer } | null = { name: `${docType}.pdf`, bytes: PDF }, companyId = t.acmeId) => {
    const { payload, headers } = multipart(fields, file ?? undefined);
    const res = await t.server.app.inject({ method: 'POST', url: docs(companyId, docType), payload, headers: { ...headers, authorization: `Bearer ${token}` } });
    return { status: res.statusCode, body: res.json() };
  };
  const rowCount = async () => Number((await t.server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM kyc_documents'))!.n);
  const mails = async (subject: string) => (await t.server.db.query<{ to: string; body: string }>('SELECT "to", body FROM auth_outbox WHERE subject LIKE $1 ORDER BY created_at', [`%${subject}%`])).rows;
  const inYear = addDays(todayUtc(), 300);

  beforeAll(async () => {
    t = await complianceTestServer(dialect);
  }, 60_000);
  afterAll(async () => t?.server.close());

  it('shows an empty overview: every required type missing', async () => {
    const res = await t.server.get(docs(t.acmeId), t.tokens.acme);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ companyId: t.acmeId, verified: false, missing: ['GST', 'IEC', 'PAN', 'INCORPORATION'] });
    expect(res.body.data.types.map((x: { docType: string; current: unknown }) => [x.docType, x.current])).toEqual([['GST', null], ['IEC', null], ['PAN', null], ['INCORPORATION', null]]);
  });

  it("answers 404 for another company's documents, a malformed id and an unknown type", async () => {
    expect((await t.server.get(docs(t.acmeId), t.tokens.bluewave)).status).toBe(404);
    expect((await t.server.get(docs(t.acmeId, 'PAN'), t.tokens.bluewave)).status).toBe(404);
    const bad = await t.server.get(docs('not-an-id'), t.tokens.acme);
    expect(bad.status).toBe(404);
    expect(bad.body.error.message).toMatch(/not a company id/);
    const unknown = await t.server.get(docs(t.acmeId, 'PASSPORT'), t.tokens.acme);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toMatch(/Unknown KYC document type PASSPORT: one of GST, IEC, PAN, INCORPORATION/);
    expect((await upload(t.tokens.bluewave, 'PAN', { number: PAN }, null, t.acmeId)).status).toBe(404);
    expect(await rowCount()).toBe(0);
  });

  it('lets a platform admin read any company but not upload for it', async () => {
    expect((await t.server.get(docs(t.acmeId), t.tokens.platform)).status).toBe(200);
    expect((await upload(t.tokens.platform, 'PAN', { number: PAN }, null, t.acmeId)).status).toBe(404);
  });

  it('refuses a viewer (403) and bad uploads naming the field, writing nothing', async () => {
    expect((await upload(t.tokens.viewer, 'PAN', { number: PAN })).status).toBe(403);
    const cases: Array<[string, Record<string, string>, { name: string; bytes: Buffer } | null, string, RegExp]> = [
      ['PAN', { number: PAN }, null, 'file', /file is required/],
      ['PAN', { number: PAN }, { name: 'pan.pdf', bytes: Buffer.from('just text pretending to be a PDF') }, 'file', /PDF, PNG or JPEG/],
      ['PAN', {}, { name: 'pan.pdf', bytes: PDF }, 'number', /number is required/],
      ['PAN', { number: 'AACXA4821M' }, { name: 'pan.pdf', bytes: PDF }, 'number', /holder's type/],
      ['GST', { number: '27AACCA4821M1ZN' }, { name: 'gst.pdf', bytes: PDF }, 'number', /check character is wrong \(expected M/],
      ['IEC', { number: PAN }, { name: 'iec.pdf', bytes: PDF }, 'expiresOn', /expiresOn is required/],
      ['IEC', { number: PAN, expiresOn: '2020-06-30' }, { name: 'iec.pdf', bytes: PDF }, 'expiresOn', /not in the future/],
      ['IEC', { number: PAN, issuedOn: addDays(todayUtc(), 5), expiresOn: inYear }, { name: 'iec.pdf', bytes: PDF }, 'issuedOn', /in the future/],
      ['INCORPORATION', { number: CIN, issuedOn: '2016-13-01' }, { name: 'cin.pdf', bytes: PDF }, 'issuedOn', /YYYY-MM-DD/],
    ];
    for (const [docType, fields, file, field, message] of cases) {
      const res = await upload(t.tokens.acme, docType, fields, file);
      expect([docType, res.status, res.body.error?.field, res.body.error?.message]).toEqual([docType, 400, field, expect.stringMatching(message)]);
    }
    const json = await t.server.post(docs(t.acmeId, 'PAN'), { data: { number: PAN } }, t.tokens.acme);
    expect([json.status, json.body.error.field]).toEqual([400, 'file']);
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_KYC_BYTES)]);
    expect((await upload(t.tokens.acme, 'PAN', { number: PAN }, { name: 'pan.pdf', bytes: big })).status).toBe(413);
    expect(await rowCount()).toBe(0);
  });

  let panId = '';
  it('uploads a document as PENDING; a newer upload supersedes it in the same move', async () => {
    const first = await upload(t.tokens.operator, 'PAN', { number: 'aacca 4821m' }, { name: 'scan.png', bytes: PNG });
    expect(first.status).toBe(201);
    expect(first.body.data.record).toMatchObject({ companyId: t.acmeId, companyName: 'Acme Exports', docType: 'PAN', state: 'PENDING', number: PAN, contentType: 'image/png', fileName: 'scan.png', size: PNG.length });
    // The content decides, not the name: a PDF named .png is stored as a PDF.
    const second = await upload(t.tokens.acme, 'PAN', { number: PAN, issuedOn: '2016-04-01' }, { name: 'pan-card.png', bytes: PDF });
    expect(second.status).toBe(201);
    expect(second.body.data.record).toMatchObject({ state: 'PENDING', contentType: 'application/pdf', issuedOn: '2016-04-01' });
    panId = second.body.data.id;
    const one = await t.server.get(docs(t.acmeId, 'pan'), t.tokens.acme);
    expect(one.body.data.record._id).toBe(panId);
    expect(one.body.data.history.map((d: { state: string }) => d.state)).toEqual(['PENDING', 'SUPERSEDED']);
    const activity = await t.server.get(`/api/kyc/documents/${first.body.data.id}/activity`, t.tokens.acme);
    expect(activity.body.data.items.map((a: { action: string; to: string }) => `${a.action}:${a.to}`)).toEqual(['upload:PENDING', 'supersede:SUPERSEDED']);
  });

  it("checks a GSTIN's PAN part and an IEC against the company's pending PAN", async () => {
    const gst = await upload(t.tokens.acme, 'GST', { number: '27AAPFU0939F1ZV' });
    expect([gst.status, gst.body.error.field]).toEqual([400, 'number']);
    expect(gst.body.error.message).toBe("The GSTIN's PAN part AAPFU0939F is not the company's PAN AACCA4821M");
    const iec = await upload(t.tokens.acme, 'IEC', { number: 'AAPFU0939F', expiresOn: inYear });
    expect([iec.status, iec.body.error.field]).toEqual([400, 'number']);
    expect(iec.body.error.message).toMatch(/is not the company's PAN/);
  });

  it('downloads the file as an attachment with nosniff, to the company and a platform admin only', async () => {
    const file = await t.server.app.inject({ method: 'GET', url: `${docs(t.acmeId, 'PAN')}/file`, headers: { authorization: `Bearer ${t.tokens.acme}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="pan-card.png"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await t.server.get(`/api/kyc/documents/${panId}/file`, t.tokens.bluewave)).status).toBe(404);
    expect((await t.server.get(`/api/kyc/documents/${panId}/file`, t.tokens.platform)).status).toBe(200);
    expect((await t.server.get(`${docs(t.acmeId, 'GST')}/file`, t.tokens.acme)).status).toBe(404);
    for (const url of ['/api/kyc/documents/abc/file', '/api/kyc/documents/abc/activity', `/api/kyc/documents/${randomUUID()}/file`]) expect([url, (await t.server.get(url, t.tokens.acme)).status]).toEqual([url, 404]);
  });

  it('lists the review queue to platform admins only, with the company name', async () => {
    expect((await t.server.get('/api/kyc/reviews?state=PENDING', t.tokens.acme)).status).toBe(403);
    const res = await t.server.get('/api/kyc/reviews?state=PENDING', t.tokens.platform);
    expect(res.status).toBe(200);
    expect(res.body.data.count).toBe(1);
    expect(res.body.data.items[0]).toMatchObject({ _id: panId, companyName: 'Acme Exports', state: 'PENDING' });
    expect((await t.server.get('/api/kyc/reviews?state=LOST', t.tokens.platform)).status).toBe(400);
    // Anyone else is refused before the query or body is read.
    expect((await t.server.get('/api/kyc/reviews?state=LOST', t.tokens.acme)).status).toBe(403);
    expect((await t.server.post(`/api/kyc/documents/${panId}/reject`, { data: { reason: ' ' } }, t.tokens.acme)).status).toBe(403);
  });

  it('verifies and rejects PENDING documents only, emailing the company', async () => {
    expect((await t.server.post(`/api/kyc/documents/${panId}/verify`, {}, t.tokens.acme)).status).toBe(403);
    const verified = await t.server.post(`/api/kyc/documents/${panId}/verify`, {}, t.tokens.platform);
    expect(verified.status).toBe(200);
    expect(verified.body.data.record).toMatchObject({ state: 'VERIFIED', reviewedByName: expect.any(String), reviewedAt: expect.any(String) });
    const again = await t.server.post(`/api/kyc/documents/${panId}/verify`, {}, t.tokens.platform);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Cannot verify: the document is VERIFIED');
    expect((await mails('PAN card was verified')).map((m) => m.to)).toContain('shipper@portolan.test');

    const gst = await upload(t.tokens.acme, 'GST', { number: GSTIN });
    expect(gst.status).toBe(201);
    const noReason = await t.server.post(`/api/kyc/documents/${gst.body.data.id}/reject`, { data: { reason: '  ' } }, t.tokens.platform);
    expect([noReason.status, noReason.body.error.field]).toEqual([400, 'data.reason']);
    const missing = await t.server.post(`/api/kyc/documents/${gst.body.data.id}/reject`, { data: {} }, t.tokens.platform);
    expect([missing.status, missing.body.error.field]).toEqual([400, 'data.reason']);
    const rejected = await t.server.post(`/api/kyc/documents/${gst.body.data.id}/reject`, { data: { reason: 'The certificate is illegible' } }, t.tokens.platform);
    expect(rejected.body.data.record).toMatchObject({ state: 'REJECTED', rejectionReason: 'The certificate is illegible' });
    expect((await mails('GST registration certificate was rejected'))[0]!.body).toMatch(/Reason: The certificate is illegible/);
    expect((await t.server.post(`/api/kyc/documents/${gst.body.data.id}/reject`, { data: { reason: 'x' } }, t.tokens.platform)).status).toBe(409);
    expect((await t.server.post(`/api/kyc/documents/${randomUUID()}/verify`, {}, t.tokens.platform)).status).toBe(404);
  });

  it('answers the status and requireVerified refuses with a 403 naming what is missing until everything is verified', async () => {
    const status = await t.server.get('/api/kyc/status', t.tokens.acme);
    expect(status.body.data).toEqual({ verified: false, missing: ['GST', 'IEC', 'INCORPORATION'], expiring: [] });
    const kyc = companyKyc();
    const refused = await kyc.requireVerified(t.server.db, t.acmeId, 'push a batch').catch((e: HttpError) => e);
    expect(refused).toMatchObject({ statusCode: 403, message: 'KYC is not verified: GST registration certificate, Importer-Exporter Code (IEC), Certificate of incorporation missing — upload them on the KYC page to push a batch' });

    const soon = addDays(todayUtc(), 20);
    for (const [docType, fields] of [['GST', { number: GSTIN }], ['IEC', { number: PAN, issuedOn: '2025-07-01', expiresOn: soon }], ['INCORPORATION', { number: CIN, issuedOn: '2016-05-10' }]] as const) {
      const res = await upload(t.tokens.acme, docType, fields);
      expect(res.status).toBe(201);
      expect((await t.server.post(`/api/kyc/documents/${res.body.data.id}/verify`, {}, t.tokens.platform)).status).toBe(200);
    }
    expect((await t.server.get('/api/kyc/status', t.tokens.acme)).body.data).toEqual({ verified: true, missing: [], expiring: [{ docType: 'IEC', expiresOn: soon }] });
    await expect(kyc.requireVerified(t.server.db, t.acmeId, 'push a batch')).resolves.toBeUndefined();
    expect(await kyc.status(t.server.db, t.acmeId)).toEqual({ verified: true, missing: [] });
    expect((await mails('IEC) was verified'))[0]!.body).toMatch(/Still missing: Certificate of incorporation\./);
    expect((await mails('Certificate of incorporation was verified'))[0]!.body).toMatch(/KYC is now verified/);
  });

  it('reminds once before expiry and expires a document on its date', async () => {
    const mailer = t.ctx.services.get(MAILER);
    const now = new Date();
    expect(await runKycExpiry(t.server.db, { mailer }, now)).toEqual({ expired: 0, reminded: 1 });
    const reminders = (await mails('Importer-Exporter Code (IEC) expires on')).map((m) => m.to);
    expect(reminders).toContain('shipper@portolan.test');
    expect(await runKycExpiry(t.server.db, { mailer }, now)).toEqual({ expired: 0, reminded: 0 });
    expect((await mails('Importer-Exporter Code (IEC) expires on')).length).toBe(reminders.length);
    const later = new Date(now.getTime() + 21 * 86_400_000);
    expect(await runKycExpiry(t.server.db, { mailer }, later)).toEqual({ expired: 1, reminded: 0 });
    const iec = await t.server.get(docs(t.acmeId, 'IEC'), t.tokens.acme);
    expect(iec.body.data.record.state).toBe('EXPIRED');
    expect((await mails('IEC) has expired')).map((m) => m.to)).toEqual(reminders);
    const activity = await t.server.get(`/api/kyc/documents/${iec.body.data.record._id}/activity`, t.tokens.acme);
    expect(activity.body.data.items.map((a: { action: string }) => a.action)).toEqual(['upload', 'verify', 'expire']);
  });
});
