import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { analyticsTestServer, type AnalyticsTestServer } from '../testing/analyticsTestServer';
import { insertFacts } from '../testing/insertFacts';
import { computeEmissions } from './computeEmissions';
import { CURRENT_FACTOR_SET, laneFactor } from './emissionFactorSets';
import { seaDistance } from './seaDistance';

const RANGE = 'from=2026-01-01&to=2026-03-31';

/** Hand computation: WTW kg of one leg = km × (dry TEU × dry factor + reefer TEU × reefer factor) / 1000. */
function legKg(from: string, to: string, lane: string, teu: number, reeferTeu = 0, set = CURRENT_FACTOR_SET): number {
  const km = seaDistance(from, to)!.km;
  const f = laneFactor(set, lane);
  return (km * ((teu - reeferTeu) * f.dryWtw + reeferTeu * f.reeferWtw)) / 1000;
}

describe.each(testDatabases())('emissions on %s', (dialect) => {
  let t: AnalyticsTestServer;
  let ids: string[];
  let bluewaveIds: string[];
  const get = (url: string, token = t.tokens.acme) => t.server.get(url, token);
  // E1: 2 TEU dry Nhava Sheva → Hamburg direct; E2: 4 TEU (2 reefer) via Jebel Ali; E3: 1 TEU Shanghai → Rotterdam.
  const e1 = () => legKg('INNSA', 'DEHAM', 'EUR-MEI', 2);
  const e2 = () => legKg('INNSA', 'AEJEA', 'INTRA-ASIA', 4, 2) + legKg('AEJEA', 'DEHAM', 'EUR-MEI', 4, 2);
  const e3 = () => legKg('CNSHA', 'NLRTM', 'ASIA-NEUR', 1);
  const b1 = () => legKg('KRPUS', 'SGSIN', 'INTRA-ASIA', 2) + legKg('SGSIN', 'DEHAM', 'ASIA-NEUR', 2);

  beforeAll(async () => {
    t = await analyticsTestServer(dialect);
    ids = await insertFacts(t.server.db, t.acmeId, [
      { reference: 'E1', carrier: 'MAEU', etd: '2026-01-05T00:00:00Z', teu: 2 },
      { reference: 'E2', carrier: 'HLCU', transshipmentPorts: ['AEJEA'], etd: '2026-01-20T00:00:00Z', teu: 4, reeferTeu: 2, reeferContainers: 1, containers: 2 },
      { reference: 'E3', carrier: 'MSCU', pol: 'CNSHA', pod: 'NLRTM', etd: '2026-02-10T00:00:00Z', teu: 1 },
      { reference: 'E4', carrier: 'MAEU', pod: 'CHBSL', etd: '2026-02-12T00:00:00Z', teu: 2 }, // Basel: no sea route
      { reference: 'E5', carrier: 'MAEU', status: 'CANCELLED', etd: '2026-02-14T00:00:00Z', atd: null, ata: null, teu: 2 },
      { reference: 'E6', carrier: 'MAEU', etd: '2025-12-20T00:00:00Z', teu: 2 }, // before the range
    ]);
    bluewaveIds = await insertFacts(t.server.db, t.bluewaveId, [
      { reference: 'B1', carrier: 'HDMU', pol: 'KRPUS', pod: 'DEHAM', transshipmentPorts: ['SGSIN'], etd: '2026-03-01T00:00:00Z', teu: 2, sharedWith: [t.acmeId] },
      { reference: 'B2', carrier: 'COSU', pol: 'CNSHA', pod: 'NLRTM', etd: '2026-03-02T00:00:00Z', teu: 2 },
    ]);
    await computeEmissions(t.server.db, [...ids, ...bluewaveIds]);
  }, 120_000);
  afterAll(async () => t?.server.close());

  it('stores one row per leg with the factor set name and version, the gap with its reason', async () => {
    const { rows } = await t.server.db.query<{ from_port: string; to_port: string; trade_lane: string; factor_set: string; factor_version: string; wtw_kg: string; ttw_kg: string; wtt_kg: string }>(
      'SELECT from_port, to_port, trade_lane, factor_set, factor_version, wtw_kg, ttw_kg, wtt_kg FROM emission_results WHERE shipment_id = $1 ORDER BY leg_seq',
      [ids[1]],
    );
    expect(rows.map((r) => [r.from_port, r.to_port, r.trade_lane])).toEqual([['INNSA', 'AEJEA', 'INTRA-ASIA'], ['AEJEA', 'DEHAM', 'EUR-MEI']]);
    expect(rows.every((r) => r.factor_set === CURRENT_FACTOR_SET.name && r.factor_version === CURRENT_FACTOR_SET.version)).toBe(true);
    for (const r of rows) expect(Number(r.ttw_kg) + Number(r.wtt_kg)).toBeCloseTo(Number(r.wtw_kg), 6);
    const gaps = await t.server.db.query<{ shipment_id: string; reason: string }>('SELECT shipment_id, reason FROM emission_gaps');
    expect(gaps.rows).toEqual([{ shipment_id: ids[3], reason: 'No sea route from INNSA to CHBSL in the sea-route graph' }]);
    const cancelled = await t.server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM emission_results WHERE shipment_id = $1', [ids[4]]);
    expect(cancelled!.n).toBe(0);
  });

  it('answers totals, by carrier, lane and month, matching the hand computation', async () => {
    const res = await get(`/api/emission?${RANGE}`);
    expect(res.status).toBe(200);
    const s = res.body.data.record;
    expect(s.factorSet).toBe(CURRENT_FACTOR_SET.name);
    expect(s.factorVersion).toBe(CURRENT_FACTOR_SET.version);
    expect(s.totals.shipments).toBe(4); // E1, E2, E3 and B1 (shared by Bluewave); not E4 (gap), E5 (cancelled), E6, B2
    expect(s.totals.teu).toBe(9);
    expect(s.totals.wtwKg).toBeCloseTo(e1() + e2() + e3() + b1(), 1);
    expect(s.totals.ttwKg + s.totals.wttKg).toBeCloseTo(s.totals.wtwKg, 2);
    const teuKm = 2 * seaDistance('INNSA', 'DEHAM')!.km + 4 * (seaDistance('INNSA', 'AEJEA')!.km + seaDistance('AEJEA', 'DEHAM')!.km)
      + seaDistance('CNSHA', 'NLRTM')!.km + 2 * (seaDistance('KRPUS', 'SGSIN')!.km + seaDistance('SGSIN', 'DEHAM')!.km);
    expect(s.totals.teuKm).toBeCloseTo(teuKm, -1);
    expect(s.totals.intensity).toBeCloseTo(((e1() + e2() + e3() + b1()) * 1000) / teuKm, 1);
    const byKey = (list: Array<{ key: string; wtwKg: number; shipments: number }>) => Object.fromEntries(list.map((x) => [x.key, [x.shipments, Math.round(x.wtwKg)]]));
    expect(byKey(s.byCarrier)).toEqual({ MAEU: [1, Math.round(e1())], HLCU: [1, Math.round(e2())], MSCU: [1, Math.round(e3())], HDMU: [1, Math.round(b1())] });
    expect(byKey(s.byLane)).toEqual({ 'INNSA-DEHAM': [2, Math.round(e1() + e2())], 'CNSHA-NLRTM': [1, Math.round(e3())], 'KRPUS-DEHAM': [1, Math.round(b1())] });
    expect(s.byLane.find((l: { key: string }) => l.key === 'INNSA-DEHAM').label).toBe('Nhava Sheva (JNPT) → Hamburg');
    expect(byKey(s.byMonth)).toEqual({ '2026-01': [2, Math.round(e1() + e2())], '2026-02': [1, Math.round(e3())], '2026-03': [1, Math.round(b1())] });
    expect(s.shipments.map((x: { reference: string }) => x.reference)).toEqual(['B1', 'E3', 'E2', 'E1']);
    expect(s.notComputed).toEqual([{ shipmentId: ids[3], reference: 'E4', reason: 'No sea route from INNSA to CHBSL in the sea-route graph' }]);
  });

  it('narrows by the report filter and its drill keys', async () => {
    const carriers = (await get(`/api/emission?${RANGE}&carriers=HLCU`)).body.data.record;
    expect(carriers.totals.shipments).toBe(1);
    expect(carriers.totals.wtwKg).toBeCloseTo(e2(), 1);
    expect((await get(`/api/emission?${RANGE}&origins=CNSHA`)).body.data.record.shipments.map((x: { reference: string }) => x.reference)).toEqual(['E3']);
    expect((await get(`/api/emission?${RANGE}&drill.month=2026-01`)).body.data.record.totals.shipments).toBe(2);
    expect((await get('/api/emission?from=2025-12-01&to=2025-12-31')).body.data.record.totals.shipments).toBe(1);
  });

  it('answers 400 naming the field for a bad filter', async () => {
    for (const [query, field] of [['from=2026-13-01', 'from'], ['carriers=maersk!', 'carriers'], [`${RANGE}&drill.status=DELIVERED`, 'drill.status'], [`${RANGE}&factorVersion=nope`, 'factorVersion']]) {
      const res = await get(`/api/emission?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body), query).toContain(field);
    }
  });

  it("answers one shipment's legs, and 404 for another company's shipment or a malformed id", async () => {
    const res = await get(`/api/emission/shipments/${ids[1]}`);
    expect(res.status).toBe(200);
    const r = res.body.data.record;
    expect(r.legs.map((l: { from: string; to: string; reeferTeu: number }) => [l.from, l.to, l.reeferTeu])).toEqual([['INNSA', 'AEJEA', 2], ['AEJEA', 'DEHAM', 2]]);
    expect(r.wtwKg).toBeCloseTo(e2(), 1);
    expect(r.legs[0].distanceSource).toBe('sea-route');
    expect((await get(`/api/emission/shipments/${bluewaveIds[0]}`)).status).toBe(200); // shared with Acme
    expect((await get(`/api/emission/shipments/${bluewaveIds[1]}`)).status).toBe(404); // Bluewave's own
    expect((await get(`/api/emission/shipments/${ids[0]}`, t.tokens.bluewave)).status).toBe(404);
    expect((await get('/api/emission/shipments/not-a-uuid')).status).toBe(404);
  });

  it('counts an LCL shipment by its weight: 2.5 t over the GLEC 10 t per loaded TEU is 0.25 TEU', async () => {
    const [lcl] = await insertFacts(t.server.db, t.acmeId, [
      { reference: 'LCL-0001', mode: 'LCL', teu: 0, containers: 0, containerTypes: [], weightKg: 2500, pol: 'INNSA', pod: 'NLRTM', etd: '2026-02-10T00:00:00Z' },
    ]);
    await computeEmissions(t.server.db, [lcl!]);
    const res = await get(`/api/emission/shipments/${lcl}`);
    expect(res.status).toBe(200);
    expect(res.body.data.record.teu).toBe(0.25);
    expect(res.body.data.record.legs).toHaveLength(1);
    expect(res.body.data.record.wtwKg).toBeGreaterThan(0);
    await t.server.db.query('DELETE FROM emission_results WHERE shipment_id = $1', [lcl]);
    await t.server.db.query('DELETE FROM analytics_facts WHERE shipment_id = $1', [lcl]);
  });

  it('answers the factor set in use', async () => {
    const res = await get('/api/emission/factors');
    expect(res.status).toBe(200);
    expect(res.body.data.record).toMatchObject({ name: CURRENT_FACTOR_SET.name, version: CURRENT_FACTOR_SET.version });
    expect(res.body.data.record.lanes.find((l: { lane: string }) => l.lane === 'EUR-AFR')).toMatchObject({ dryWtw: 89.4 });
  });

  it('prints the sustainability report as PDF and XLSX', async () => {
    const pdf = await t.server.app.inject({ method: 'GET', url: `/api/emission/report?${RANGE}&format=pdf`, headers: { authorization: `Bearer ${t.tokens.acme}` } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
    const xlsx = await t.server.app.inject({ method: 'GET', url: `/api/emission/report?${RANGE}&format=xlsx`, headers: { authorization: `Bearer ${t.tokens.acme}` } });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
    const { default: Excel } = await import('exceljs');
    const book = new Excel.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Method', 'Totals', 'By carrier', 'By lane', 'By month', 'Shipment legs', 'Not computed']);
    expect(book.getWorksheet('Shipment legs')!.rowCount).toBe(1 + 1 + 2 + 1 + 2); // header + E1 + E2 (2 legs) + E3 + B1 (2 legs)
    expect((await get(`/api/emission/report?${RANGE}&format=csv`)).status).toBe(400);
  });

  it('lists emissions by month as an SDK report', async () => {
    const res = await get(`/api/reporting/v2/emissionsByMonthQuery?${RANGE}`);
    expect(res.status).toBe(200);
    const { rows, totals } = res.body.data.record;
    expect(rows.map((r: { month: string; shipments: number }) => [r.month, r.shipments])).toEqual([['2026-01', 2], ['2026-02', 1], ['2026-03', 1]]);
    expect(totals.wtwKg).toBeCloseTo(e1() + e2() + e3() + b1(), 0);
  });

  it('keeps the results of an earlier factor set version when a new one is computed', async () => {
    const next = { ...CURRENT_FACTOR_SET, version: 'test-2', lanes: CURRENT_FACTOR_SET.lanes.map((l) => ({ ...l, dryWtw: l.dryWtw * 2, reeferWtw: l.reeferWtw * 2 })) };
    await computeEmissions(t.server.db, ids, next);
    await computeEmissions(t.server.db, ids); // recomputing the current version replaces its rows, no duplicates
    const current = (await get(`/api/emission?${RANGE}`)).body.data.record;
    expect(current.totals.wtwKg).toBeCloseTo(e1() + e2() + e3() + b1(), 1);
    const earlier = (await get(`/api/emission?${RANGE}&factorVersion=test-2`)).body.data.record;
    expect(earlier.factorVersion).toBe('test-2');
    expect(earlier.totals.shipments).toBe(3); // Acme's own; B1 was not recomputed with test-2
    expect(earlier.totals.wtwKg).toBeCloseTo(2 * (e1() + e2() + e3()), 1);
    const counts = await t.server.db.query<{ factor_version: string; n: number }>(
      'SELECT factor_version, count(*)::int AS n FROM emission_results WHERE shipment_id = ANY($1::uuid[]) GROUP BY 1 ORDER BY 1',
      [ids],
    );
    // E1 1 leg, E2 2, E3 1, E6 1 (before the range); E4 is a gap and E5 cancelled.
    expect(counts.rows).toEqual([{ factor_version: CURRENT_FACTOR_SET.version, n: 5 }, { factor_version: 'test-2', n: 5 }]);
  });
});
