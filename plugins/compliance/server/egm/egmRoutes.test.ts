import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { addDays, containerNumber, todayUtc } from '@portolan/sdk/shared';
import type { EgmRecord, EgmShippingBill } from '../../shared/types';
import { complianceTestServer, type ComplianceTestServer } from '../testing/complianceTestServer';
import { customsGatewayFromEnv } from './customsGateway';
import { applyGatewayAnswers } from './egmFilings';

const A = containerNumber('MSKU', 310001);
const B = containerNumber('MSKU', 310002);
const C = containerNumber('TGHU', 320001);
const D = containerNumber('TGHU', 320002);
const sailingDay = addDays(todayUtc(), -5);
const sbDay = addDays(sailingDay, -2);
const BASE = '/api/egm/manifests';

/** The EGM API on both databases: Bluewave (the forwarder) builds, validates, files and amends EGMs of its sailings. */
describe.each(testDatabases())('EGM API on %s', (dialect) => {
  let t: ComplianceTestServer;
  let egmId = '';
  let e1 = '';
  let e2 = '';

  const ship = async (data: Record<string, unknown>) => {
    const res = await t.server.post(
      '/api/shipments/v2',
      { data: { mode: 'FCL', carrier: 'MAEU', pol: 'INNSA', pod: 'DEHAM', etd: `${sailingDay}T10:00:00.000Z`, eta: `${addDays(sailingDay, 25)}T10:00:00.000Z`, shipper: 'Acme Exports', ...data } },
      t.tokens.bluewave,
    );
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  };
  const put = (id: string, data: Record<string, unknown>, token = t.tokens.bluewave) => t.server.request({ method: 'PUT', url: `${BASE}/${id}`, body: { data }, token });
  const get = async (id: string, token = t.tokens.bluewave) => t.server.get(`${BASE}/${id}`, token);
  const record = async (id: string) => (await get(id)).body.data.record as EgmRecord;
  const act = (id: string, action: string, version: number, token = t.tokens.bluewave) => t.server.post(`${BASE}/${id}/${action}`, { data: { version } }, token);
  const filled = (egm: EgmRecord): EgmShippingBill[] =>
    egm.shippingBills.map((b, i) => ({
      ...b,
      sbNumber: b.sbNumber || `765432${i}`,
      sbDate: b.sbDate || sbDay,
      packages: b.containers.length * 10,
      containers: b.containers.map((c) => ({ ...c, sealNumber: c.sealNumber || 'SL999', packages: 10 })),
    }));

  beforeAll(async () => {
    t = await complianceTestServer(dialect);
    e1 = await ship({ reference: 'BW-E1', vessel: 'Maersk Kolkata', voyage: '612W', containers: [{ number: A, isoType: '22G1', sealNumber: 'ML100001', weightKg: 12000 }, { number: B, isoType: '45G1', sealNumber: 'ML100002', weightKg: 18000.5 }] });
    e2 = await ship({ reference: 'BW-E2', vessel: 'Maersk Kolkata', voyage: '612W', pod: 'NLRTM', containers: [{ number: C, isoType: '22G1', weightKg: 5000 }] });
    await ship({ reference: 'BW-E3', pol: 'INMUN', vessel: 'Maersk Kolkata', voyage: '612W', containers: [{ number: D, isoType: '22G1', sealNumber: 'MU1', weightKg: 7000 }] });
    await ship({ reference: 'BW-NOVESSEL', containers: [{ number: containerNumber('MSKU', 310009), isoType: '22G1' }] });
    // A shipping bill the company already recorded for BW-E1 (regularization): the draft takes its number and date.
    await t.server.db.query(
      `INSERT INTO export_bills (company_id, sb_number, sb_date, port_code, shipment_id, shipment_reference, invoice_number, invoice_date, invoice_minor, currency, export_date, realization_due_date)
       VALUES ($1, '1234567', $2, 'INNSA1', $3, 'BW-E1', 'INV-1', $2, 100000, 'USD', $2, $4)`,
      [t.bluewaveId, sbDay, e1, addDays(sbDay, 270)],
    );
    // BW-E1's vessel calls at Algeciras on the way: a transshipment port of the manifest.
    await t.server.db.query(
      `INSERT INTO shipment_events (company_id, shipment_id, source, event_id, event_type, event_code, classifier, event_at, location, equipment_reference)
       VALUES ($1, $2, 'test', $3, 'TRANSPORT', 'ARRI', 'EST', $4, 'ESALG', NULL)`,
      [t.bluewaveId, e1, randomUUID(), `${addDays(sailingDay, 12)}T06:00:00.000Z`],
    );
  }, 120_000);
  afterAll(async () => t?.server.close());

  it('lists the company’s export sailings from Indian ports', async () => {
    const res = await t.server.get(`/api/egm/sailings?from=${addDays(sailingDay, -1)}&to=${addDays(sailingDay, 1)}`, t.tokens.bluewave);
    expect(res.status).toBe(200);
    const items = res.body.data.items;
    expect(items).toHaveLength(2);
    expect(items).toContainEqual({ vessel: 'Maersk Kolkata', voyage: '612W', pol: 'INNSA', carrier: 'MAEU', sailingDate: sailingDay, departed: false, shipments: 2, containers: 3, egmId: null, egmState: null });
    expect(items.map((s: { pol: string }) => s.pol).sort()).toEqual(['INMUN', 'INNSA']);
    expect((await t.server.get(`/api/egm/sailings?from=${addDays(sailingDay, 1)}`, t.tokens.bluewave)).body.data.items).toEqual([]);
    expect((await t.server.get('/api/egm/sailings', t.tokens.acme)).body.data.items).toEqual([]);
  });

  it('refuses bad input with a 400 naming the field, writing nothing', async () => {
    const foreign = await t.server.post(BASE, { data: { vessel: 'Maersk Kolkata', voyage: '612W', pol: 'NLRTM' } }, t.tokens.bluewave);
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.field).toBe('data.pol');
    const bad = await t.server.post(BASE, { data: { vessel: 'Maersk Kolkata', voyage: '612W', pol: 'INNSA', customsPortCode: 'INNSA' } }, t.tokens.bluewave);
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/customsPortCode/);
    const nothing = await t.server.post(BASE, { data: { vessel: 'Ghost', voyage: '1', pol: 'INNSA' } }, t.tokens.bluewave);
    expect(nothing.status).toBe(400);
    expect(nothing.body.error.field).toBe('data.sailingDate');
    expect((await t.server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM egm_manifests'))!.n).toBe(0);
  });

  it('creates the draft from the sailing’s shipments, prefilled', async () => {
    const res = await t.server.post(BASE, { data: { vessel: 'MAERSK KOLKATA', voyage: '612w', pol: 'innsa' } }, t.tokens.bluewave);
    expect(res.status).toBe(201);
    const egm = res.body.data.record as EgmRecord;
    egmId = egm._id;
    expect(egm).toMatchObject({ state: 'DRAFT', pol: 'INNSA', customsPortCode: 'INNSA1', agentCode: 'BLUEWAVELO', sailingDate: sailingDay, amendmentNo: 0, egmNumber: null, rotationNumber: null, problems: [], lastFiling: null });
    expect(egm.totals).toEqual({ shippingBills: 2, containers: 3, packages: 0, grossWeightKg: '35000.500' });
    expect(egm.shippingBills).toEqual([
      {
        sbNumber: '1234567', sbDate: sbDay, shipmentId: e1, shipmentReference: 'BW-E1', exporterName: 'Acme Exports', iec: '', portOfDischarge: 'DEHAM', finalDestination: 'DEHAM', packages: 0, packageKind: 'PK', grossWeightKg: '30000.5',
        containers: [
          { number: A, isoType: '22G1', sealNumber: 'ML100001', packages: 0, grossWeightKg: '12000' },
          { number: B, isoType: '45G1', sealNumber: 'ML100002', packages: 0, grossWeightKg: '18000.5' },
        ],
      },
      {
        sbNumber: '', sbDate: '', shipmentId: e2, shipmentReference: 'BW-E2', exporterName: 'Acme Exports', iec: '', portOfDischarge: 'NLRTM', finalDestination: 'NLRTM', packages: 0, packageKind: 'PK', grossWeightKg: '5000',
        containers: [{ number: C, isoType: '22G1', sealNumber: '', packages: 0, grossWeightKg: '5000' }],
      },
    ]);
    const again = await t.server.post(BASE, { data: { vessel: 'Maersk Kolkata', voyage: '612W', pol: 'INNSA' } }, t.tokens.bluewave);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toContain(egmId);
    const sailings = (await t.server.get('/api/egm/sailings', t.tokens.bluewave)).body.data.items;
    expect(sailings.find((s: { pol: string }) => s.pol === 'INNSA')).toMatchObject({ egmId, egmState: 'DRAFT' });
  });

  it('validates: problems keep it a DRAFT; once fixed it is VALIDATED', async () => {
    let egm = await record(egmId);
    const first = await t.server.post(`${BASE}/${egmId}/validate`, { data: { version: egm.version } }, t.tokens.bluewave);
    expect(first.status).toBe(200);
    expect(first.body.data.record.state).toBe('DRAFT');
    const fields = first.body.data.problems.map((p: { field: string }) => p.field);
    expect(fields).toEqual(expect.arrayContaining(['rotationNumber', 'shippingBills.0.packages', 'shippingBills.1.sbNumber', 'shippingBills.1.containers.0.sealNumber']));
    expect(first.body.data.record.problems).toEqual(first.body.data.problems);

    egm = first.body.data.record;
    const stale = await put(egmId, { version: egm.version - 1, rotationNumber: '2612345' });
    expect(stale.status).toBe(409);
    expect((await put(egmId, { version: egm.version, rotationNumber: '2612345' }, t.tokens.viewer)).status).toBe(403);
    const badLine = await put(egmId, { version: egm.version, shippingBills: [{ ...egm.shippingBills[0], sbNumber: '12345' }] });
    expect(badLine.status).toBe(400);
    expect(badLine.body.error.field).toBe('data.shippingBills.0.sbNumber');
    const fixed = await put(egmId, { version: egm.version, rotationNumber: '2612345', imo: '9321483', shippingBills: filled(egm) });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data.record).toMatchObject({ state: 'DRAFT', rotationNumber: '2612345', imo: '9321483' });
    expect(fixed.body.data.record.totals).toEqual({ shippingBills: 2, containers: 3, packages: 30, grossWeightKg: '35000.500' });

    const second = await t.server.post(`${BASE}/${egmId}/validate`, {}, t.tokens.bluewave);
    expect(second.body.data.problems).toEqual([]);
    expect(second.body.data.record).toMatchObject({ state: 'VALIDATED', problems: [] });

    // An edit of a VALIDATED EGM makes it a DRAFT again (validated again below).
    const edited = await put(egmId, { version: second.body.data.record.version, agentCode: 'BWLOG01' });
    expect(edited.body.data.record).toMatchObject({ state: 'DRAFT', agentCode: 'BWLOG01', problems: [] });
    const third = await t.server.post(`${BASE}/${egmId}/validate`, {}, t.tokens.bluewave);
    expect(third.body.data.record.state).toBe('VALIDATED');
  });

  it('refuses moves the state table does not allow, naming the state', async () => {
    const egm = await record(egmId);
    const amend = await act(egmId, 'amend', egm.version);
    expect(amend.status).toBe(409);
    expect(amend.body.error.message).toBe('Cannot amend: the EGM is VALIDATED');
    expect((await act(egmId, 'redraft', egm.version)).body.error.message).toBe('Cannot redraft: the EGM is VALIDATED');
    const del = await t.server.request({ method: 'DELETE', url: `${BASE}/${egmId}`, token: t.tokens.bluewave });
    expect(del.status).toBe(409);
    expect(del.body.error.message).toBe('Cannot delete: the EGM is VALIDATED');
  });

  it('files it with the sandbox gateway; reading it shows the acknowledgement with the EGM number', async () => {
    const filed = await act(egmId, 'file', (await record(egmId)).version);
    expect(filed.status).toBe(200);
    expect(filed.body.data.record.state).toBe('FILED');
    expect(filed.body.data.record.lastFiling).toMatchObject({ state: 'SUBMITTED', gateway: 'sandbox', amendmentNo: 0, layoutVersion: 'PORTOLAN-SEAEGM-1.0 (modelled on ICES 1.5 SEA EGM)' });

    const egm = await record(egmId);
    expect(egm.state).toBe('ACKNOWLEDGED');
    expect(egm.egmNumber).toMatch(/^\d{7}$/);
    expect(egm.egmDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(egm.lastFiling!.state).toBe('ACKNOWLEDGED');
    expect(egm.lastFiling!.answerText).toMatch(new RegExp(`^SANDBOX ICES: EGM ${egm.egmNumber} dated`));

    expect((await act(egmId, 'file', egm.version)).body.error.message).toBe('Cannot file: the EGM is ACKNOWLEDGED');
    const validate = await t.server.post(`${BASE}/${egmId}/validate`, {}, t.tokens.bluewave);
    expect(validate.status).toBe(409);
    expect(validate.body.error.message).toBe('Cannot validate: the EGM is ACKNOWLEDGED');
    const edit = await put(egmId, { version: egm.version, rotationNumber: '1' });
    expect(edit.status).toBe(409);
    expect(edit.body.error.message).toBe('Cannot edit: the EGM is ACKNOWLEDGED');
    const search = await t.server.get(`${BASE}?search=${egm.egmNumber}`, t.tokens.bluewave);
    expect(search.body.data.items.map((e: EgmRecord) => e._id)).toEqual([egmId]);
  });

  it('serves the filing history and the flat file as an attachment', async () => {
    const filings = await t.server.get(`${BASE}/${egmId}/filings`, t.tokens.bluewave);
    expect(filings.status).toBe(200);
    expect(filings.body.data.count).toBe(1);
    const filing = filings.body.data.items[0];
    const file = await t.server.get(`${BASE}/${egmId}/filings/${filing._id}/file`, t.tokens.bluewave);
    expect(file.status).toBe(200);
    expect(String(file.headers['content-type'])).toMatch(/^text\/plain/);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${filing.fileName}"`);
    expect(filing.fileName).toMatch(/^BWLOG01_INNSA1_\d{6}\.egm$/);
    expect(file.text.startsWith('HREC\x1dZZ\x1dBWLOG01\x1dZZ\x1dINNSA1')).toBe(true);
    expect(file.text).toContain(`\r\n<contdetails>\r\n`);
    expect(file.text).toContain(`${A}\x1d22G1\x1dML100001\x1d10\x1d12000.000`);
    expect((await t.server.get(`${BASE}/${egmId}/filings/${randomUUID()}/file`, t.tokens.bluewave)).status).toBe(404);
    expect((await t.server.get(`${BASE}/${egmId}/filings/${filing._id}/file`, t.tokens.acme)).status).toBe(404);
  });

  it('amends: amendment 1 as a DRAFT, validated, filed and acknowledged by the poller as AMENDED with the same EGM number', async () => {
    const before = await record(egmId);
    const amended = await act(egmId, 'amend', before.version);
    expect(amended.status).toBe(200);
    expect(amended.body.data.record).toMatchObject({ state: 'DRAFT', amendmentNo: 1, egmNumber: before.egmNumber });
    const validated = await t.server.post(`${BASE}/${egmId}/validate`, {}, t.tokens.bluewave);
    expect(validated.body.data.record.state).toBe('VALIDATED');
    expect((await act(egmId, 'file', validated.body.data.record.version)).body.data.record.state).toBe('FILED');

    // The timed round (what scheduleEgmJobs runs every 30 s) applies the answer.
    expect(await applyGatewayAnswers(t.ctx.db, customsGatewayFromEnv(t.ctx.db, { testing: true }))).toBe(1);
    const after = await record(egmId);
    expect(after).toMatchObject({ state: 'AMENDED', amendmentNo: 1, egmNumber: before.egmNumber, egmDate: before.egmDate });
    const filings = (await t.server.get(`${BASE}/${egmId}/filings`, t.tokens.bluewave)).body.data.items;
    expect(filings.map((f: { amendmentNo: number; state: string }) => [f.amendmentNo, f.state])).toEqual([[1, 'ACKNOWLEDGED'], [0, 'ACKNOWLEDGED']]);
    expect(filings[0].fileName).toMatch(/_A1\.egm$/);
    // An AMENDED EGM may be amended again.
    expect((await act(egmId, 'redraft', after.version)).status).toBe(409);

    const activity = (await t.server.get(`${BASE}/${egmId}/activity`, t.tokens.bluewave)).body.data.items;
    expect(activity.map((a: { action: string; to: string }) => `${a.action}:${a.to}`)).toEqual([
      'create:DRAFT', 'validate:DRAFT', 'update:DRAFT', 'validate:VALIDATED', 'update:DRAFT', 'validate:VALIDATED', 'file:FILED', 'acknowledge:ACKNOWLEDGED',
      'amend:DRAFT', 'validate:VALIDATED', 'file:FILED', 'acknowledge:AMENDED',
    ]);
    expect(activity.find((a: { action: string }) => a.action === 'acknowledge').actorName).toBe('Customs gateway (sandbox)');
  });

  it('takes a rejection from customs, back to draft, and deletes a draft', async () => {
    const created = await t.server.post(BASE, { data: { vessel: 'Maersk Kolkata', voyage: '612W', pol: 'INMUN', customsPortCode: 'INMUN9', rotationNumber: '88' } }, t.tokens.bluewave);
    expect(created.status).toBe(201);
    const egm = created.body.data.record as EgmRecord;
    expect(egm.shippingBills.map((b) => b.shipmentReference)).toEqual(['BW-E3']);
    await put(egm._id, { version: egm.version, shippingBills: filled(egm) });
    const validated = await t.server.post(`${BASE}/${egm._id}/validate`, {}, t.tokens.bluewave);
    expect(validated.body.data.problems).toEqual([]);
    // Filing checks again: a shipment moved to another voyage since the validation is a 409.
    await t.server.db.query("UPDATE shipments SET voyage = '699E' WHERE reference = 'BW-E3' AND company_id = $1", [t.bluewaveId]);
    const stale = await act(egm._id, 'file', validated.body.data.record.version);
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toMatch(/^Cannot file: 1 problem\(s\) found \(first: Shipment BW-E3 is not on Maersk Kolkata 612W from INMUN\): validate again$/);
    await t.server.db.query("UPDATE shipments SET voyage = '612W' WHERE reference = 'BW-E3' AND company_id = $1", [t.bluewaveId]);
    expect((await record(egm._id)).state).toBe('VALIDATED');
    await act(egm._id, 'file', validated.body.data.record.version);
    const rejected = await record(egm._id);
    expect(rejected.state).toBe('REJECTED');
    expect(rejected.lastFiling).toMatchObject({ state: 'REJECTED', answerText: 'SANDBOX ICES: E011 customs location code INMUN9 not found' });
    const redrafted = await act(egm._id, 'redraft', rejected.version);
    expect(redrafted.body.data.record.state).toBe('DRAFT');
    expect((await t.server.request({ method: 'DELETE', url: `${BASE}/${egm._id}`, token: t.tokens.viewer })).status).toBe(403);
    expect((await t.server.request({ method: 'DELETE', url: `${BASE}/${egm._id}`, token: t.tokens.bluewave })).status).toBe(200);
    expect((await get(egm._id)).status).toBe(404);
  });

  it('lists, filters, searches and sorts the company’s EGMs', async () => {
    const all = await t.server.get(`${BASE}?sort[sailingDate]=asc`, t.tokens.bluewave);
    expect(all.status).toBe(200);
    expect(all.body.data.count).toBe(1);
    expect((await t.server.get(`${BASE}?filter[state]=AMENDED&filter[pol]=INNSA`, t.tokens.bluewave)).body.data.count).toBe(1);
    expect((await t.server.get(`${BASE}?filter[state]=DRAFT`, t.tokens.bluewave)).body.data.count).toBe(0);
    expect((await t.server.get(`${BASE}?filter[sailingDate][from]=${addDays(sailingDay, 1)}`, t.tokens.bluewave)).body.data.count).toBe(0);
    expect((await t.server.get(`${BASE}?search=2612345`, t.tokens.bluewave)).body.data.count).toBe(1);
    expect((await t.server.get(`${BASE}?search=kolkata`, t.tokens.bluewave)).body.data.count).toBe(1);
  });

  it('keeps another company out (404, empty list) and a viewer from writing (403)', async () => {
    expect((await get(egmId, t.tokens.acme)).status).toBe(404);
    expect((await get('not-a-uuid')).status).toBe(404);
    expect((await t.server.get(BASE, t.tokens.acme)).body.data).toMatchObject({ items: [], count: 0 });
    expect((await put(egmId, { version: 1 }, t.tokens.acme)).status).toBe(404);
    expect((await t.server.post(`${BASE}/${egmId}/validate`, {}, t.tokens.acme)).status).toBe(404);
    expect((await act(egmId, 'amend', 1, t.tokens.acme)).status).toBe(404);
    expect((await t.server.get(`${BASE}/${egmId}/filings`, t.tokens.acme)).status).toBe(404);
    expect((await t.server.post(BASE, { data: { vessel: 'X', voyage: '1', pol: 'INNSA' } }, t.tokens.viewer)).status).toBe(403);
    expect((await t.server.post(`${BASE}/${egmId}/validate`, {}, t.tokens.viewer)).status).toBe(403);
    expect((await act(egmId, 'amend', 1, t.tokens.viewer)).status).toBe(403);
    expect((await get(egmId, t.tokens.viewer)).status).toBe(404);
  });

  it('answers the per-sailing manifests: export, import and transshipment calls', async () => {
    const res = await t.server.get('/api/manifest/', t.tokens.bluewave);
    expect(res.status).toBe(200);
    const rows = res.body.data.items as Array<{ key: string; direction: string; port: string; egmId: string | null; containers: number; teu: number; grossWeightKg: string; date: string; actual: boolean }>;
    expect(rows.map((r) => `${r.direction}@${r.port}`).sort()).toEqual(['EXPORT@INMUN', 'EXPORT@INNSA', 'IMPORT@DEHAM', 'IMPORT@NLRTM', 'TRANSSHIPMENT@ESALG']);
    expect(rows.find((r) => r.key === 'Maersk Kolkata|612W|INNSA|EXPORT')).toMatchObject({ egmId, containers: 3, teu: 4, grossWeightKg: '35000.500', date: sailingDay, actual: false });
    expect(rows.find((r) => r.direction === 'TRANSSHIPMENT')).toMatchObject({ port: 'ESALG', containers: 2, date: addDays(sailingDay, 12), actual: false });
    const ts = await t.server.get('/api/manifest/?direction=TRANSSHIPMENT', t.tokens.bluewave);
    expect(ts.body.data.count).toBe(1);
    expect((await t.server.get('/api/manifest/?port=DEHAM&limit=1&offset=0', t.tokens.bluewave)).body.data.count).toBe(1);
    expect((await t.server.get('/api/manifest/?search=nothing', t.tokens.bluewave)).body.data.count).toBe(0);
    expect((await t.server.get('/api/manifest/?direction=SIDEWAYS', t.tokens.bluewave)).status).toBe(400);

    const details = await t.server.get('/api/manifest/sailing?vessel=maersk%20kolkata&voyage=612W&port=INNSA&direction=EXPORT', t.tokens.bluewave);
    expect(details.status).toBe(200);
    expect(details.body.data.record.lines.map((l: { shipmentReference: string; containers: unknown[] }) => [l.shipmentReference, l.containers.length])).toEqual([['BW-E1', 2], ['BW-E2', 1]]);
    expect(details.body.data.record.lines[0].containers[0]).toEqual({ number: A, isoType: '22G1', sealNumber: 'ML100001', weightKg: '12000' });
    expect((await t.server.get('/api/manifest/sailing?vessel=Maersk%20Kolkata&voyage=612W&port=INNSA&direction=IMPORT', t.tokens.bluewave)).status).toBe(404);
    expect((await t.server.get('/api/manifest/sailing?vessel=Maersk%20Kolkata&voyage=612W&port=INNSA&direction=EXPORT', t.tokens.acme)).status).toBe(404);
    expect((await t.server.get('/api/manifest/', t.tokens.acme)).body.data).toMatchObject({ items: [], count: 0 });
  });
});
