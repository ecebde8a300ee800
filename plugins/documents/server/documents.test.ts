import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import documents from './index';
import { defineServerPlugin, registerRecordKind } from '@portolan/sdk/server';
import { checkFileType } from './fileTypes';

async function account(server: TestServer, company: string, email: string, role = 'admin') {
  const c = await server.identity.createCompany(server.db, { name: company, kind: 'shipper' });
  const u = await server.identity.createUser(server.db, { companyId: c._id, email, name: email.split('@')[0], password: { hash: 'x' }, role });
  return server.identity.issueToken(server.db, u._id);
}

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const boundary = `----portolan${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * Documents attach to records of kind 'shipment', served by whichever plugin registers that kind (the
 * shipments plugin in the product). This stand-in owns a minimal table and registers the kind.
 */
const shipmentKind = defineServerPlugin({
  id: 'test-shipments',
  migrations: [
    { name: '001_shipments', sql: 'CREATE TABLE test_shipments (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), company_id uuid NOT NULL)' },
    { name: '002_enquiries', sql: 'CREATE TABLE test_enquiries (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), company_id uuid NOT NULL)' },
  ],
  routes(_app, { db }) {
    registerRecordKind(db, { kind: 'shipment', table: 'test_shipments', label: 'Shipment' });
    registerRecordKind(db, { kind: 'enquiry', table: 'test_enquiries', label: 'Enquiry' });
  },
});

describe.each(testDatabases())('documents API on %s', (dialect) => {
  let server: TestServer;
  let acme: string;
  let other: string;
  let viewer: string;
  let shipmentId = '';
  let otherShipmentId = '';

  const upload = (token: string, fields: Record<string, string>, file?: { name: string; bytes: Buffer }) => {
    const { payload, headers } = multipart(fields, file);
    return server.app.inject({ method: 'POST', url: '/api/documents/v2/upload', payload, headers: { ...headers, authorization: `Bearer ${token}` } });
  };

  const newShipment = async (token: string): Promise<string> => {
    const companyId = (await server.identity.authenticate(server.db, token))!.companyId;
    return (await server.db.one<{ id: string }>('INSERT INTO test_shipments (company_id) VALUES ($1) RETURNING id', [companyId]))!.id;
  };

  beforeAll(async () => {
    server = await createTestServer({ plugins: [shipmentKind, documents], dialect });
    acme = await account(server, 'Acme Exports', 'asha@acme.test');
    other = await account(server, 'Other Co', 'olga@other.test');
    viewer = await account(server, 'Acme Viewer', 'vic@acme.test', 'viewer');
    shipmentId = await newShipment(acme);
    otherShipmentId = await newShipment(other);
  });
  afterAll(async () => server?.close());

  let docId = '';

  it('uploads a PDF (FormData) and lists, downloads and comments on it', async () => {
    const res = await upload(acme, { shipmentId, documentType: 'BL' }, { name: 'bl.pdf', bytes: PDF });
    expect(res.statusCode).toBe(201);
    const record = res.json().data.record;
    docId = record._id;
    expect(record).toMatchObject({ name: 'bl.pdf', documentType: 'BL', contentType: 'application/pdf', size: PDF.length, shipmentId, createdByName: 'asha' });
    const list = await server.get(`/api/documents/v2/shipments?filter[shipmentId]=${shipmentId}`, acme);
    expect(list.body.data.items.map((d: { _id: string }) => d._id)).toEqual([docId]);
    const download = await server.app.inject({ method: 'GET', url: `/api/documents/v2/${docId}/download`, headers: { authorization: `Bearer ${acme}` } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const comment = await server.post('/api/documents/v2/comment', { data: { documentId: docId, text: 'Original received' } }, acme);
    expect(comment.status).toBe(201);
    const comments = await server.get(`/api/documents/v2/comments?filter[documentId]=${docId}`, acme);
    expect(comments.body.data.items).toMatchObject([{ text: 'Original received', authorName: 'asha' }]);
    const centre = await server.get('/api/documents/v2/shipments?limit=10', acme);
    expect(centre.body.data.items[0]).toMatchObject({ _id: docId, commentCount: 1 });
  });

  it("refuses a document on another company's shipment or an unknown one: the same 404, nothing written", async () => {
    const before = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM documents');
    const theirs = await upload(acme, { shipmentId: otherShipmentId, documentType: 'BL' }, { name: 'bl.pdf', bytes: PDF });
    const unknown = await upload(acme, { shipmentId: randomUUID(), documentType: 'BL' }, { name: 'bl.pdf', bytes: PDF });
    expect(theirs.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.json().error).toMatchObject({ message: 'Shipment not found', code: 'NOT_FOUND' });
    expect((await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM documents'))!.n).toBe(before!.n);
    expect((await server.get(`/api/documents/v2/shipments?filter[shipmentId]=${otherShipmentId}`, other)).body.data.items).toEqual([]);
  });

  it('attaches documents to any registered record kind (entityType + entityId), and to no unknown kind', async () => {
    const companyId = (await server.identity.authenticate(server.db, acme))!.companyId;
    const enquiryId = (await server.db.one<{ id: string }>('INSERT INTO test_enquiries (company_id) VALUES ($1) RETURNING id', [companyId]))!.id;
    const res = await upload(acme, { entityType: 'enquiry', entityId: enquiryId, documentType: 'OTHER' }, { name: 'packing-list.pdf', bytes: PDF });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.record).toMatchObject({ entityType: 'enquiry', entityId: enquiryId, name: 'packing-list.pdf' });
    const listed = await server.get(`/api/documents/v2/shipments?filter[entityType]=enquiry&filter[entityId]=${enquiryId}`, acme);
    expect(listed.body.data.items.map((d: { name: string }) => d.name)).toEqual(['packing-list.pdf']);
    // The enquiry's documents are not the shipment's.
    const shipmentDocs = await server.get(`/api/documents/v2/shipments?filter[entityType]=shipment&filter[entityId]=${shipmentId}`, acme);
    expect(shipmentDocs.body.data.items.every((d: { entityType: string }) => d.entityType === 'shipment')).toBe(true);
    const before = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM documents');
    const unknownKind = await upload(acme, { entityType: 'spaceship', entityId: enquiryId }, { name: 'x.pdf', bytes: PDF });
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json().error.field).toBe('entityType');
    const theirs = await upload(other, { entityType: 'enquiry', entityId: enquiryId }, { name: 'x.pdf', bytes: PDF });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error.message).toBe('Enquiry not found');
    expect((await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM documents'))!.n).toBe(before!.n);
  });

  it('refuses a wrong type, a file that lies about its type, a missing file and a too large one', async () => {
    expect((await upload(acme, { shipmentId }, { name: 'run.exe', bytes: Buffer.from('MZ...') })).statusCode).toBe(400);
    const fake = await upload(acme, { shipmentId }, { name: 'fake.pdf', bytes: Buffer.from('hello') });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toMatchObject({ field: 'file', message: expect.stringContaining('not a real .pdf') });
    expect((await upload(acme, { shipmentId })).json().error.field).toBe('file');
    expect((await upload(acme, {}, { name: 'bl.pdf', bytes: PDF })).json().error.field).toBe('shipmentId');
    const big = await upload(acme, { shipmentId }, { name: 'big.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1)]) });
    expect(big.statusCode).toBe(413);
  });

  it("keeps another company's documents invisible: 404 on download, comment and delete, empty lists", async () => {
    expect((await server.get(`/api/documents/v2/shipments?filter[shipmentId]=${shipmentId}`, other)).body.data.items).toEqual([]);
    expect((await server.app.inject({ method: 'GET', url: `/api/documents/v2/${docId}/download`, headers: { authorization: `Bearer ${other}` } })).statusCode).toBe(404);
    expect((await server.post('/api/documents/v2/comment', { data: { documentId: docId, text: 'x' } }, other)).status).toBe(404);
    expect((await server.get(`/api/documents/v2/comments?filter[documentId]=${docId}`, other)).body.data.items).toEqual([]);
    expect((await server.post('/api/documents/v2/delete', { data: { _id: docId } }, other)).status).toBe(404);
  });

  it('needs the Delete level to delete, then deletes', async () => {
    expect((await server.post('/api/documents/v2/delete', { data: { _id: docId } }, viewer)).status).toBe(403);
    expect((await server.post('/api/documents/v2/delete', { data: { _id: docId } }, acme)).status).toBe(200);
    expect((await server.get(`/api/documents/v2/shipments?filter[shipmentId]=${shipmentId}`, acme)).body.data.items).toEqual([]);
  });

  it('lists the upload types, and with printable=true the printable types the installed plugins register (none here)', async () => {
    const uploads = await server.get('/api/documents/v2/documentType', acme);
    expect(uploads.body.data.items.map((t: { _id: string }) => t._id)).toContain('BL');
    const printable = await server.get('/api/documents/v2/documentType?printable=true', acme);
    expect(printable.status).toBe(200);
    expect(printable.body.data).toEqual({ items: [], count: 0 });
  });
});

describe('checkFileType', () => {
  it('accepts real files by extension and content, and text as UTF-8', () => {
    expect(checkFileType('a.PDF', PDF)).toEqual({ contentType: 'application/pdf' });
    expect(checkFileType('a.csv', Buffer.from('a,b\n1,2\n'))).toEqual({ contentType: 'text/csv' });
    expect(checkFileType('a.csv', Buffer.from([0x61, 0x00]))).toHaveProperty('problem');
    expect(checkFileType('a.svg', Buffer.from('<svg/>'))).toHaveProperty('problem');
  });
});
