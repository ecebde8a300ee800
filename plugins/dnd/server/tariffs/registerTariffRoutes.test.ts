import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { DND_API, type DndOverride, type DndTariff, type NewDndTariff } from '../../shared/types';
import { dndTestServer, journey, type DndTestServer } from '../clocks/dndTestServer';

const R = DND_API.rates;
const BOUNDARY = '----dnd-tariff-upload';
const tariff: NewDndTariff = {
  carrier: 'maeu', port: 'nlrtm', direction: 'IMPORT', chargeType: 'DEMURRAGE', size: '40', group: 'DRY', freeDays: 4, dayBasis: 'CALENDAR', currency: 'eur',
  tiers: [{ fromDay: 5, toDay: 7, perDiem: '75.00' }, { fromDay: 8, toDay: null, perDiem: '150.00' }], validFrom: '2025-01-01',
};

function postFile(t: DndTestServer, token: string, name: string, text: string) {
  const payload = Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="${name}"\r\ncontent-type: text/csv\r\n\r\n`),
    Buffer.from(text),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return t.server.app.inject({ method: 'POST', url: DND_API.ratesBulk, headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, payload });
}

describe.each(testDatabases())('D&D tariffs and overrides API on %s', (dialect) => {
  let t: DndTestServer;
  // Discharged 3 March (Rotterdam local), today 12 March: day 10 of the clock.
  const now = new Date();
  const disc = new Date(now.getTime() - 9 * 86_400_000).toISOString();
  let containerId = '';
  let shipmentId = '';
  beforeAll(async () => {
    t = await dndTestServer(dialect);
    const j = journey(t.acmeId, { contractRef: 'MAEU-ACME-2026', events: [{ eventCode: 'DISC', eventAt: disc, location: 'NLRTM' }] });
    t.equipment.put(j);
    containerId = j.containerId;
    shipmentId = j.shipmentId;
  }, 120_000);
  afterAll(async () => t?.server.close());

  const demurrage = async (token = t.tokens.acme) => {
    const res = await t.server.get(`${DND_API.containers}/${containerId}`, token);
    return res.body.data.record.clocks.find((c: { direction: string; chargeType: string }) => c.direction === 'IMPORT' && c.chargeType === 'DEMURRAGE');
  };

  it('creates a tariff (codes upper case) and re-prices the clocks; updates and deletes it', async () => {
    expect((await demurrage()).costToDate).toBeNull();
    const created = await t.server.post(R, { data: tariff }, t.tokens.operator);
    expect(created.status).toBe(201);
    const record = created.body.data.record as DndTariff;
    expect(record).toMatchObject({ carrier: 'MAEU', port: 'NLRTM', currency: 'EUR', holidays: [], validTo: null, version: 1 });
    // Day 10: 3 × 75 + 3 × 150.
    expect(await demurrage()).toMatchObject({ chargeableDays: 6, costToDate: { amount: '675.00', currency: 'EUR' }, tariffId: record._id });

    const updated = await t.server.post(`${R}/${record._id}/`, { data: { tiers: [{ fromDay: 5, toDay: null, perDiem: '100.00' }], version: 1 } }, t.tokens.operator);
    expect(updated.status).toBe(200);
    expect((await demurrage()).costToDate).toEqual({ amount: '600.00', currency: 'EUR' });
    expect((await t.server.get(`${R}?filter[port]=NLRTM&filter[chargeType]=DEMURRAGE`, t.tokens.viewer)).body.data.items.map((x: DndTariff) => x._id)).toEqual([record._id]);

    expect((await t.server.request({ method: 'DELETE', url: `${R}/${record._id}`, token: t.tokens.operator })).status).toBe(403);
    expect((await t.server.request({ method: 'DELETE', url: `${R}/${record._id}`, token: t.tokens.bluewave })).status).toBe(404);
    expect((await t.server.request({ method: 'DELETE', url: `${R}/${record._id}`, token: t.tokens.acme })).status).toBe(200);
    expect((await demurrage()).costToDate).toBeNull();
  });

  it('refuses bad tiers and fields with a 400 naming the field, writing nothing', async () => {
    const cases: Array<[Partial<NewDndTariff>, string]> = [
      [{ tiers: [{ fromDay: 5, toDay: 7, perDiem: '75.00' }, { fromDay: 9, toDay: null, perDiem: '150.00' }] }, 'data.tiers.1.fromDay'],
      [{ tiers: [{ fromDay: 5, toDay: 7, perDiem: '75.00' }] }, 'data.tiers.0.toDay'],
      [{ tiers: [{ fromDay: 5, toDay: null, perDiem: '7.5.0' }] }, 'data.tiers.0.perDiem'],
      [{ tiers: [{ fromDay: 4, toDay: null, perDiem: '75.00' }] }, 'data.tiers.0.fromDay'],
      [{ port: 'XXXXX' }, 'data.port'],
      [{ currency: 'ABC' }, 'data.currency'],
      [{ validTo: '2024-01-01' }, 'data.validTo'],
    ];
    for (const [change, field] of cases) {
      const res = await t.server.post(R, { data: { ...tariff, ...change } }, t.tokens.acme);
      expect(res.status, field).toBe(400);
      expect(res.body.error.field).toBe(field);
    }
    expect((await t.server.get(R, t.tokens.acme)).body.data.count).toBe(0);
    expect((await t.server.post(R, { data: tariff }, t.tokens.viewer)).status).toBe(403);
    const first = await t.server.post(R, { data: tariff }, t.tokens.acme);
    expect(first.status).toBe(201);
    const twice = await t.server.post(R, { data: tariff }, t.tokens.acme);
    expect(twice.status).toBe(400);
    expect(twice.body.error.field).toBe('data.validFrom');
    expect((await t.server.get(`${R}/${first.body.data.record._id}`, t.tokens.bluewave)).status).toBe(404);
    await t.server.request({ method: 'DELETE', url: `${R}/${first.body.data.record._id}`, token: t.tokens.acme });
  });

  it('uploads tariffs all or nothing: every bad row with its column, then the good sheet', async () => {
    const template = await t.server.get(`${DND_API.ratesBulk}/template`, t.tokens.viewer);
    expect(template.status).toBe(200);
    expect(template.text.split('\r\n')[0]).toBe('carrier,port,direction,chargeType,size,group,freeDays,dayBasis,currency,validFrom,validTo,fromDay,toDay,perDiem');
    const bad = [
      'carrier,port,direction,chargeType,size,group,freeDays,dayBasis,currency,validFrom,validTo,fromDay,toDay,perDiem',
      'MAEU,NLRTM,IMPORT,DEMURRAGE,40,DRY,4,CALENDAR,EUR,2025-01-01,,5,7,75.00',
      'MAEU,NLRTM,IMPORT,DEMURRAGE,40,DRY,4,CALENDAR,EUR,2025-01-01,,9,,150.00',
      'MAEU,XXXXX,IMPORT,DETENTION,40,DRY,7,CALENDAR,EUR,2025-01-01,,8,,60.00',
      'MAEU,NLRTM,IMPORT,DETENTION,20,DRY,x,CALENDAR,EUR,2025-01-01,,8,,60.00',
    ].join('\n');
    const refused = await postFile(t, t.tokens.acme, 'tariffs.csv', bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.problems.map((p: { row: number; field: string }) => `${p.row}:${p.field}`)).toEqual(['3:fromDay', '4:port', '5:freeDays']);
    expect((await t.server.get(R, t.tokens.acme)).body.data.count).toBe(0);

    const good = bad.replace(',9,,150.00', ',8,,150.00').replace('XXXXX', 'NLRTM').replace('20,DRY,x', '20,DRY,7');
    const saved = await postFile(t, t.tokens.acme, 'tariffs.csv', good);
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toEqual({ tariffs: 3, tiers: 4 });
    expect((await demurrage()).costToDate).toEqual({ amount: '675.00', currency: 'EUR' });
    expect((await postFile(t, t.tokens.viewer, 'tariffs.csv', good)).statusCode).toBe(403);
  });

  it('applies overrides: the shipment one beats the contract one; a discount lowers per diems', async () => {
    const contract = await t.server.post(DND_API.overrides, { data: { scope: 'CONTRACT', contractRef: 'MAEU-ACME-2026', freeDays: 6 } }, t.tokens.acme);
    expect(contract.status).toBe(201);
    // 6 free days, days 7 (75) and 8–10 (3 × 150).
    expect(await demurrage()).toMatchObject({ freeDays: 6, costToDate: { amount: '525.00', currency: 'EUR' }, overrideId: contract.body.data.record._id });
    const shipment = await t.server.post(DND_API.overrides, { data: { scope: 'SHIPMENT', shipmentId, chargeType: 'DEMURRAGE', freeDays: 8, discountPercent: '10' } }, t.tokens.acme);
    expect(shipment.status).toBe(201);
    expect(shipment.body.data.record).toMatchObject({ shipmentReference: expect.stringMatching(/^SHP-/), discountPercent: '10.00' });
    // 8 free days, days 9–10 at 150 less 10%.
    expect(await demurrage()).toMatchObject({ freeDays: 8, costToDate: { amount: '270.00', currency: 'EUR' }, overrideId: shipment.body.data.record._id });
    const rates = await t.server.get(`${DND_API.containerRates}?containerId=${containerId}`, t.tokens.viewer);
    expect(rates.body.data.items.find((a: { direction: string; chargeType: string }) => a.direction === 'IMPORT' && a.chargeType === 'DEMURRAGE')).toMatchObject({ freeDays: 8, tiers: [{ fromDay: 9, toDay: null, perDiem: '135.00' }] });

    const bad = await t.server.post(DND_API.overrides, { data: { scope: 'SHIPMENT', shipmentId: '00000000-0000-4000-8000-000000009999', freeDays: 8 } }, t.tokens.acme);
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('data.shipmentId');
    expect((await t.server.post(DND_API.overrides, { data: { scope: 'CONTRACT', freeDays: 8 } }, t.tokens.acme)).body.error.field).toBe('data.contractRef');
    expect((await t.server.post(DND_API.overrides, { data: { scope: 'CONTRACT', contractRef: 'X', freeDays: 8, discountPercent: '120' } }, t.tokens.acme)).body.error.field).toBe('data.discountPercent');
    // Bluewave cannot name Acme's shipment.
    expect((await t.server.post(DND_API.overrides, { data: { scope: 'SHIPMENT', shipmentId, freeDays: 30 } }, t.tokens.bluewave)).status).toBe(400);
    expect((await t.server.get(`${DND_API.overrides}/${shipment.body.data.record._id}`, t.tokens.bluewave)).status).toBe(404);

    expect((await t.server.request({ method: 'DELETE', url: `${DND_API.overrides}/${shipment.body.data.record._id}`, token: t.tokens.acme })).status).toBe(200);
    expect((await demurrage()).overrideId).toBe((contract.body.data.record as DndOverride)._id);
  });
});
