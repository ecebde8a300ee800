import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineServerPlugin, documentSource } from '@portolan/sdk/server';
import { createTestServer, designedDocumentTemplates, pdfText, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { containerNumber } from '@portolan/sdk/shared';
import shipments from '../index';
import type { ShipmentRecord } from '../shipmentRecord';

/** A company template of just "CUSTOM" and the field vessel (for the companies in `designed`); else the built-in template prints. */
const { designed, provider } = designedDocumentTemplates('BILL_OF_LADING', { title: 'Vessel', entityField: 'vessel' });
const templates = defineServerPlugin({ id: 'bl-documents-fakes', provides: [provider] });

describe.each(testDatabases())('draft bill of lading and BILL_OF_LADING document source on %s', (dialect) => {
  let server: TestServer;
  let acme: string;
  let bluewave: string;
  let acmeId: string;
  let bluewaveId: string;
  let otherId: string;
  let otherToken: string;
  let shipment: ShipmentRecord;
  const box = containerNumber('MSKU', 765432);

  const pdf = (id: string, token: string) => server.app.inject({ method: 'GET', url: `/api/shipments/v2/${id}/bl-draft.pdf`, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', templates, shipments], dialect, seed: true });
    acme = await server.login('shipper@portolan.test', 'portolan-demo');
    bluewave = await server.login('forwarder@portolan.test', 'portolan-demo');
    acmeId = (await server.identity.authenticate(server.db, acme))!.companyId;
    bluewaveId = (await server.identity.authenticate(server.db, bluewave))!.companyId;
    otherId = (await server.identity.createCompany(server.db, { name: 'Other Forwarding', kind: 'forwarder' }))._id;
    const u = await server.identity.createUser(server.db, { companyId: otherId, email: 'bl@other.test', name: 'Other', password: { hash: 'x' }, role: 'admin' });
    otherToken = await server.identity.issueToken(server.db, u._id);
    const created = await server.post('/api/shipments/v2', {
      data: {
        reference: 'BL-DRAFT-1', mode: 'FCL', carrier: 'MAEU', pol: 'INNSA', pod: 'CNSHA', etd: new Date(Date.now() + 3 * 86_400_000).toISOString(), eta: new Date(Date.now() + 20 * 86_400_000).toISOString(),
        shipper: 'आशा पटेल एक्सपोर्ट्स', consignee: '上海远洋贸易有限公司', vessel: 'MAERSK ESSEN', voyage: '614W', blNumber: 'MAEU614000123', commodity: 'Cotton T-shirts', hsCode: '610910', weightKg: 10800,
        containers: [{ number: box, isoType: '45G1', sealNumber: 'ML-998877', weightKg: 10800 }],
      },
    }, bluewave);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    shipment = created.body.data.record;
  }, 180_000);
  afterAll(() => server?.close());

  it('prints the draft BL with the built-in template: parties in their scripts, vessel, ports, containers with seals, cargo', async () => {
    designed.clear();
    const res = await pdf(shipment._id, bluewave);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('MAEU614000123-draft-bl.pdf');
    const text = await pdfText(res.rawPayload);
    for (const expected of ['Bill of lading — draft', 'MAEU614000123', 'Bluewave Logistics', 'आशा पटेल', '上海远洋贸易有限公司', 'MAERSK ESSEN', '614W', 'INNSA', 'Shanghai', box, 'ML-998877', 'Cotton T-shirts', '610910', '10,800 kg']) {
      expect(text, expected).toContain(expected);
    }
  });

  it("follows the owner's BL template; another company gets 404", async () => {
    designed.add(bluewaveId);
    try {
      const text = await pdfText((await pdf(shipment._id, bluewave)).rawPayload);
      expect(text).toContain('CUSTOM');
      expect(text).toContain('MAERSK ESSEN');
      expect(text).not.toContain('ML-998877');
    } finally {
      designed.clear();
    }
    expect((await pdf(shipment._id, otherToken)).statusCode).toBe(404);
    expect((await pdf(shipment._id, acme)).statusCode).toBe(404);
    expect((await pdf('not-an-id', bluewave)).statusCode).toBe(404);
  });

  it('lists the shipments the company may read and loads each as its draft BL; others and malformed ids load nothing', async () => {
    const source = documentSource(server.db, 'BILL_OF_LADING')!;
    expect(source.fields.map((f) => f.key)).toEqual(expect.arrayContaining(['shipper', 'consignee', 'notifyParty', 'vessel', 'voyage', 'pol', 'pod', 'containers', 'marks']));
    const visible = async (token: string) => (await server.get('/api/shipments/v2?limit=1', token)).body.data.count as number;
    expect(await source.list(server.db, acmeId, { limit: 200 })).toHaveLength(Math.min(200, await visible(acme)));
    expect(await source.list(server.db, bluewaveId, { search: 'MAEU614000123', limit: 10 })).toEqual([{ id: shipment._id, label: 'BL-DRAFT-1 / MAEU614000123 — 上海远洋贸易有限公司' }]);
    const record = (await source.load(server.db, bluewaveId, shipment._id))!;
    expect(record).toMatchObject({ documentType: 'BILL_OF_LADING', issuerCompanyId: bluewaveId, issuer: { name: 'Bluewave Logistics' }, counterparty: { name: 'आशा पटेल एक्सपोर्ट्स' } });
    expect(record.fields).toMatchObject({ consignee: '上海远洋贸易有限公司', vessel: 'MAERSK ESSEN', containers: `${box} (45G1) seal ML-998877` });
    const shared = await server.db.one<{ shipment_id: string }>('SELECT shipment_id FROM shipment_parties WHERE company_id = $1 LIMIT 1', [acmeId]);
    expect((await source.load(server.db, acmeId, shared!.shipment_id))!.issuerCompanyId).toBe(bluewaveId);
    expect((await pdf(shared!.shipment_id, acme)).statusCode).toBe(200);
    expect(await source.list(server.db, otherId, { limit: 10 })).toEqual([]);
    expect(await source.load(server.db, otherId, shipment._id)).toBeUndefined();
    expect(await source.load(server.db, bluewaveId, 'not-an-id')).toBeUndefined();
  });
});
