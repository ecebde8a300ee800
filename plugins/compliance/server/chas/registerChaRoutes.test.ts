import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { containerNumber } from '@portolan/sdk/shared';
import { testDatabases } from '@portolan/sdk/testing/server';
import { complianceTestServer, type ComplianceTestServer } from '../testing/complianceTestServer';

const hoursAfter = (base: string, h: number) => new Date(Date.parse(base) + h * 3_600_000).toISOString();
const GATE_IN = '2026-03-02T06:00:00.000Z';

describe.each(testDatabases())('customs house agents on %s', (dialect) => {
  let t: ComplianceTestServer;
  let exportShipment = '';
  let importShipment = '';
  let bluewaveShipment = '';
  const A1 = containerNumber('MSKU', 310001);
  const A2 = containerNumber('MSKU', 310002);
  const B1 = containerNumber('TGHU', 320001);

  const chaCount = async () => Number((await t.server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM chas'))!.n);
  const assignmentCount = async () => Number((await t.server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM cha_assignments'))!.n);
  const shipment = async (token: string, data: Record<string, unknown>) => {
    const res = await t.server.post('/api/shipments/v2', { data: { mode: 'FCL', carrier: 'MAEU', etd: '2026-03-04T00:00:00Z', eta: '2026-03-30T00:00:00Z', ...data } }, token);
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  };
  const event = (shipmentId: string, companyId: string, code: string, at: string, location: string, container: string, classifier = 'ACT') =>
    t.server.db.query(
      `INSERT INTO shipment_events (company_id, shipment_id, source, event_id, event_type, event_code, classifier, event_at, location, equipment_reference)
       VALUES ($1, $2, 'test', $3, 'EQUIPMENT', $4, $5, $6, $7, $8)`,
      [companyId, shipmentId, randomUUID(), code, classifier, at, location, container],
    );
  const newCha = (data: Record<string, unknown>, token = t.tokens.acme) =>
    t.server.post('/api/chas', { data: { name: 'Sea Clear Customs Brokers', licenceNumber: 'R-11/2019', pan: 'AABCS1234K', ports: ['INNSA'], email: 'desk@seaclear.test', ...data } }, token);

  beforeAll(async () => {
    t = await complianceTestServer(dialect);
    exportShipment = await shipment(t.tokens.acme, { reference: 'ACME-EXP-1', pol: 'INNSA', pod: 'DEHAM', containers: [{ number: A1, isoType: '45G1' }, { number: A2, isoType: '22G1' }] });
    importShipment = await shipment(t.tokens.acme, { reference: 'ACME-IMP-1', pol: 'CNSHA', pod: 'INMUN', containers: [{ number: containerNumber('MSKU', 310003) }] });
    bluewaveShipment = await shipment(t.tokens.bluewave, { reference: 'BW-EXP-1', pol: 'INNSA', pod: 'NLRTM', containers: [{ number: B1 }] });
    // A1: gate in → load in 20.5 h (within the 24 h export target); A2: 30 h (over it); the planned LOAD before is ignored.
    await event(exportShipment, t.acmeId, 'GTIN', GATE_IN, 'INNSA', A1);
    await event(exportShipment, t.acmeId, 'LOAD', hoursAfter(GATE_IN, 20.5), 'INNSA', A1);
    await event(exportShipment, t.acmeId, 'GTIN', GATE_IN, 'INNSA', A2);
    await event(exportShipment, t.acmeId, 'LOAD', hoursAfter(GATE_IN, 10), 'INNSA', A2, 'PLN');
    await event(exportShipment, t.acmeId, 'LOAD', hoursAfter(GATE_IN, 30), 'INNSA', A2);
  }, 90_000);
  afterAll(async () => t?.server.close());

  let seaClear = '';
  let portside = '';
  it('creates CHAs and lists them with search, filters and assignment counts', async () => {
    const res = await newCha({});
    expect(res.status).toBe(201);
    expect(res.body.data.record).toMatchObject({ name: 'Sea Clear Customs Brokers', licenceNumber: 'R-11/2019', pan: 'AABCS1234K', ports: ['INNSA'], state: 'ACTIVE', assignments: 0 });
    seaClear = res.body.data.id;
    const second = await newCha({ name: 'Portside Clearing Agency', licenceNumber: '11/2016 MUN', pan: null, ports: ['inmun', 'INNSA'], email: null, contactName: 'Ravi Shah', phone: '+91 22 2345 6789' }, t.tokens.operator);
    expect(second.status).toBe(201);
    expect(second.body.data.record.ports).toEqual(['INMUN', 'INNSA']);
    portside = second.body.data.id;

    const byPort = await t.server.get('/api/chas?filter[port]=INMUN', t.tokens.acme);
    expect(byPort.body.data.items.map((c: { name: string }) => c.name)).toEqual(['Portside Clearing Agency']);
    const search = await t.server.get('/api/chas?search=r-11', t.tokens.acme);
    expect(search.body.data.items.map((c: { _id: string }) => c._id)).toEqual([seaClear]);
    expect((await t.server.get('/api/chas', t.tokens.acme)).body.data.items.map((c: { name: string }) => c.name)).toEqual(['Portside Clearing Agency', 'Sea Clear Customs Brokers']);
    expect((await t.server.get('/api/chas', t.tokens.bluewave)).body.data.items).toEqual([]);
  });

  it('refuses bad CHAs naming the field (nothing written), a duplicate licence (409) and a viewer (403)', async () => {
    const before = await chaCount();
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ licenceNumber: 'X-1', ports: ['INNSA', 'XXYYZ'] }, 'data.ports.1'],
      [{ licenceNumber: 'X-2', pan: 'AABXS1234' }, 'data.pan'],
      [{ licenceNumber: 'X-3', email: 'not-an-email' }, 'data.email'],
      [{ licenceNumber: 'X-4', name: '' }, 'data.name'],
      [{ licenceNumber: 'X-5', ports: [] }, 'data.ports'],
    ];
    for (const [data, field] of bad) {
      const res = await newCha(data);
      expect([res.status, res.body.error.field]).toEqual([400, field]);
    }
    const unknownPort = await newCha({ licenceNumber: 'X-1', ports: ['INNSA', 'XXYYZ'] });
    expect(unknownPort.body.error.message).toMatch(/ports.1: XXYYZ is not a known seaport/);
    const dup = await newCha({ name: 'Another', licenceNumber: ' r-11/2019 ' });
    expect([dup.status, dup.body.error.field]).toEqual([409, 'data.licenceNumber']);
    expect(dup.body.error.message).toMatch(/already Sea Clear Customs Brokers's/);
    expect((await newCha({ licenceNumber: 'V-1' }, t.tokens.viewer)).status).toBe(403);
    expect(await chaCount()).toBe(before);
    // Bluewave may use the same licence number in its own directory.
    expect((await newCha({}, t.tokens.bluewave)).status).toBe(201);
  });

  it("updates a CHA (state moves in its activity) and answers 404 for another company's", async () => {
    const current = await t.server.get(`/api/chas/${portside}`, t.tokens.acme);
    const res = await t.server.post(`/api/chas/${portside}/`, { data: { state: 'SUSPENDED', version: current.body.data.record.version } }, t.tokens.acme);
    expect(res.status).toBe(200);
    expect(res.body.data.record.state).toBe('SUSPENDED');
    const activity = await t.server.get(`/api/chas/${portside}/activity`, t.tokens.acme);
    expect(activity.body.data.items.map((a: { action: string; to: string | null }) => `${a.action}:${a.to}`)).toEqual(['create:ACTIVE', 'suspend:SUSPENDED']);
    expect((await t.server.get(`/api/chas/${portside}`, t.tokens.bluewave)).status).toBe(404);
    expect((await t.server.get(`/api/chas/${portside}/activity`, t.tokens.bluewave)).status).toBe(404);
    expect((await t.server.get(`/api/chas/${portside}/scorecard`, t.tokens.bluewave)).status).toBe(404);
    for (const url of ['/api/chas/abc', '/api/chas/abc/scorecard', '/api/chas/abc/activity', '/api/chas/abc/comments']) expect([url, (await t.server.get(url, t.tokens.acme)).status]).toEqual([url, 404]);
    expect((await t.server.request({ method: 'DELETE', url: '/api/chas/assignments/abc', token: t.tokens.acme })).status).toBe(404);
    expect((await t.server.post(`/api/chas/${portside}/comments`, { data: { text: 'Slow at Mundra' } }, t.tokens.acme)).status).toBe(201);
  });

  let assignment = '';
  it('assigns a shipment at its port of loading, with every refusal naming the field', async () => {
    const before = await assignmentCount();
    const post = (data: Record<string, unknown>, token = t.tokens.acme) => t.server.post('/api/chas/assignments', { data: { chaId: seaClear, shipmentId: exportShipment, port: 'INNSA', direction: 'EXPORT', ...data } }, token);
    const refusals: Array<[Record<string, unknown>, number, string, RegExp]> = [
      [{ shipmentId: bluewaveShipment }, 404, 'data.shipmentId', /Shipment not found/],
      [{ shipmentId: 'nope' }, 404, 'data.shipmentId', /Shipment not found/],
      [{ chaId: randomUUID() }, 404, 'data.chaId', /not found/],
      [{ port: 'DEHAM' }, 400, 'data.port', /port of loading INNSA/],
      [{ direction: 'IMPORT' }, 400, 'data.port', /port of discharge DEHAM/],
      [{ chaId: portside }, 400, 'data.chaId', /is SUSPENDED/],
      [{ shipmentId: importShipment, port: 'INMUN', direction: 'IMPORT' }, 400, 'data.chaId', /does not clear at INMUN/],
      [{ direction: 'SIDEWAYS' }, 400, 'data.direction', /./],
    ];
    for (const [data, status, field, message] of refusals) {
      const res = await post(data);
      expect([res.status, res.body.error.field, res.body.error.message]).toEqual([status, field, expect.stringMatching(message)]);
    }
    expect((await post({}, t.tokens.viewer)).status).toBe(403);
    expect(await assignmentCount()).toBe(before);

    const res = await post({ note: 'Shipping bill filed' });
    expect(res.status).toBe(201);
    expect(res.body.data.record).toMatchObject({ chaId: seaClear, chaName: 'Sea Clear Customs Brokers', shipmentId: exportShipment, shipmentReference: 'ACME-EXP-1', port: 'INNSA', direction: 'EXPORT', note: 'Shipping bill filed' });
    assignment = res.body.data.id;
    const dup = await post({});
    expect([dup.status, dup.body.error.field]).toEqual([409, 'data.shipmentId']);
    expect(dup.body.error.message).toMatch(/already assigned to Sea Clear Customs Brokers/);

    const list = await t.server.get(`/api/chas/assignments?shipmentId=${exportShipment}`, t.tokens.acme);
    expect(list.body.data.items.map((a: { _id: string }) => a._id)).toEqual([assignment]);
    expect((await t.server.get(`/api/chas/assignments?chaId=${seaClear}`, t.tokens.bluewave)).body.data.items).toEqual([]);
    expect((await t.server.get(`/api/chas/${seaClear}`, t.tokens.acme)).body.data.record.assignments).toBe(1);
  });

  it('scores the clearances: median, p90, within-target share, by port, ranked', async () => {
    const res = await t.server.get(`/api/chas/${seaClear}/scorecard`, t.tokens.acme);
    expect(res.status).toBe(200);
    const card = res.body.data.record;
    // 20.5 h and 30 h: median 25.3 (25.25 rounded), p90 29.1 (20.5 + 0.9 × 9.5 = 29.05), one of two within 24 h.
    expect(card).toMatchObject({ chaId: seaClear, assigned: 1, measured: 2, medianHours: 25.3, p90Hours: 29.1, withinTargetPercent: 50 });
    expect(card.byPort).toEqual([{ port: 'INNSA', direction: 'EXPORT', measured: 2, medianHours: 25.3, withinTargetPercent: 50 }]);
    expect(card.clearances.map((c: { containerNumber: string; hours: number; withinTarget: boolean }) => [c.containerNumber, c.hours, c.withinTarget]).sort()).toEqual([[A1, 20.5, true], [A2, 30, false]].sort());
    const all = await t.server.get('/api/chas/scorecards', t.tokens.acme);
    expect(all.body.data.items.map((c: { chaName: string; withinTargetPercent: number | null }) => [c.chaName, c.withinTargetPercent])).toEqual([['Sea Clear Customs Brokers', 50], ['Portside Clearing Agency', null]]);
  });

  it('refuses to delete a CHA with assignments (409), removes assignments (404 for another company) and then the CHA', async () => {
    const refused = await t.server.request({ method: 'DELETE', url: `/api/chas/${seaClear}`, token: t.tokens.acme });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/1 shipment\(s\) are assigned/);
    expect((await t.server.request({ method: 'DELETE', url: `/api/chas/assignments/${assignment}`, token: t.tokens.bluewave })).status).toBe(404);
    expect((await t.server.request({ method: 'DELETE', url: `/api/chas/assignments/${assignment}`, token: t.tokens.viewer })).status).toBe(403);
    expect((await t.server.request({ method: 'DELETE', url: `/api/chas/assignments/${assignment}`, token: t.tokens.acme })).status).toBe(200);
    expect(await assignmentCount()).toBe(0);
    expect((await t.server.request({ method: 'DELETE', url: `/api/chas/${seaClear}`, token: t.tokens.bluewave })).status).toBe(404);
    expect((await t.server.request({ method: 'DELETE', url: `/api/chas/${seaClear}`, token: t.tokens.acme })).status).toBe(200);
    expect((await t.server.get(`/api/chas/${seaClear}`, t.tokens.acme)).status).toBe(404);
  });
});
