import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { analyticsTestServer, type AnalyticsTestServer } from '../testing/analyticsTestServer';
import { insertFacts, type FactFixture } from '../testing/insertFacts';

const URL = '/api/reporting/v2/routeTransitTimeConsistencyQuery';
const RANGE = 'from=2026-01-01&to=2026-03-31';
type Row = Record<string, unknown>;
const stats = (rows: Row[]) => rows.map((r) => [r.lane, r.shipments, r.median, r.p10, r.p90, r.min, r.max, r.stddev, r.consistency]);
/** A shipment that sailed on `etd` (its actual departure) and arrived `days` later. */
const transit = (reference: string, etd: string, days: number, extra: Partial<FactFixture> = {}): FactFixture => ({
  reference, etd: `${etd}T00:00:00Z`, ata: new Date(Date.parse(`${etd}T00:00:00Z`) + days * 86_400_000).toISOString(), ...extra,
});

describe.each(testDatabases())('routeTransitTimeConsistency on %s', (dialect) => {
  let t: AnalyticsTestServer;
  const get = async (query: string, token = t.tokens.acme) => t.server.get(`${URL}?${query}`, token);

  beforeAll(async () => {
    t = await analyticsTestServer(dialect);
    await insertFacts(t.server.db, t.acmeId, [
      // INNSA-DEHAM: 20, 22, 23, 25, 30 days.
      transit('R1', '2026-01-02', 20), transit('R2', '2026-01-03', 22), transit('R3', '2026-01-10', 23), transit('R4', '2026-02-01', 25),
      transit('R5', '2026-02-05', 30, { sharedWith: [t.bluewaveId] }), // arrives 7 March
      // CNSHA-USLAX (CMDU): 15 and 18 days.
      transit('C1', '2026-01-05', 15, { carrier: 'CMDU', pol: 'CNSHA', pod: 'USLAX' }), transit('C2', '2026-02-01', 18, { carrier: 'CMDU', pol: 'CNSHA', pod: 'USLAX' }),
      // CNSHA-DEHAM (MSCU, LCL): one of 35 days.
      transit('L1', '2026-01-10', 35, { carrier: 'MSCU', pol: 'CNSHA', mode: 'LCL' }),
      transit('X1', '2026-03-20', 26), // arrives 15 April: outside the range
      { reference: 'X2', etd: '2026-03-01T00:00:00Z', ata: null }, // at sea
    ]);
    await insertFacts(t.server.db, t.bluewaveId, [transit('B1', '2026-01-10', 28, { pol: 'VNSGN', pod: 'NLRTM' })]);
  }, 120_000);
  afterAll(async () => t?.server.close());

  it('gives per lane the median, p10–p90 band, spread and consistency of transit days, busiest lane first', async () => {
    const res = await get(RANGE);
    expect(res.status).toBe(200);
    const { rows, series } = res.body.data.record;
    expect(series).toEqual({ kind: 'band', x: 'lane', y: ['median'], band: ['p10', 'p90'] });
    expect(stats(rows)).toEqual([
      // 20 22 23 25 30: median 23; p10 at 0.4 of 20→22 = 20.8; p90 at 3.6 → 25 + 0.6 × 5 = 28; mean 24, squares 16+4+1+1+36 = 58,
      // sample stddev √(58/4) = 3.81; within ±2 of 23: 22, 23, 25 → 3/5 = 60 %.
      ['INNSA-DEHAM', 5, 23, 20.8, 28, 20, 30, 3.81, 60],
      // 15 18: median 16.5, p10 15.3, p90 17.7, stddev √4.5 = 2.12; both 1.5 from the median → 100 %.
      ['CNSHA-USLAX', 2, 16.5, 15.3, 17.7, 15, 18, 2.12, 100],
      // One shipment: no spread.
      ['CNSHA-DEHAM', 1, 35, 35, 35, 35, 35, null, 100],
    ]);
    expect(rows[0].drill).toEqual({ lane: 'INNSA-DEHAM', arrival: 'any' });
    const behind = await t.server.get(`/api/reporting/v2/shipmentsQuery?${RANGE}&drill.lane=INNSA-DEHAM&drill.arrival=any`, t.tokens.acme);
    expect(behind.body.data.record.rows.map((r: { reference: string }) => r.reference)).toEqual(['R5', 'R4', 'R3', 'R2', 'R1']);
  });

  it('narrows by carrier, mode, destination and arrival range', async () => {
    expect(stats((await get(`${RANGE}&carriers=CMDU`)).body.data.record.rows).map((r) => r[0])).toEqual(['CNSHA-USLAX']);
    expect(stats((await get(`${RANGE}&modes=LCL`)).body.data.record.rows).map((r) => r[0])).toEqual(['CNSHA-DEHAM']);
    expect(stats((await get(`${RANGE}&destinations=USLAX`)).body.data.record.rows).map((r) => r[0])).toEqual(['CNSHA-USLAX']);
    // Arrivals to 28 Feb leave R5 out: 20 22 23 25 → median 22.5.
    expect(stats((await get('from=2026-01-01&to=2026-02-28')).body.data.record.rows)[0].slice(0, 3)).toEqual(['INNSA-DEHAM', 4, 22.5]);
  });

  it('counts only what the company may see', async () => {
    // Bluewave: its own VNSGN-NLRTM and R5 shared with it; one each, by lane.
    expect(stats((await get(RANGE, t.tokens.bluewave)).body.data.record.rows).map((r) => r.slice(0, 3))).toEqual([['INNSA-DEHAM', 1, 30], ['VNSGN-NLRTM', 1, 28]]);
  });

  it('shows the 25 busiest lanes', async () => {
    const lanes = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((c) => transit(`T${c}`, '2025-06-01', 10, { pol: `ZZA${c}A` }));
    await insertFacts(t.server.db, t.acmeId, lanes);
    const { rows } = (await get('from=2025-06-01&to=2025-06-30')).body.data.record;
    expect(rows).toHaveLength(25);
    expect(rows[24].lane).toBe('ZZAYA-DEHAM');
  });

  it('answers CSV, a 400 for an unknown drill key, a 401 without a session', async () => {
    const csv = await get(`${RANGE}&format=csv&carriers=CMDU`);
    expect(csv.text.split('\n').slice(0, 2)).toEqual([
      'Lane,POL,POD,Shipments,Median transit,P10 transit,P90 transit,Fastest,Slowest,Std deviation,Within ±2 days of median',
      'CNSHA-USLAX,CNSHA,USLAX,2,16.5,15.3,17.7,15,18,2.12,100',
    ]);
    const bad = await get(`${RANGE}&drill.carrier=MAEU`);
    expect([bad.status, bad.body.error.field]).toEqual([400, 'drill.carrier']);
    expect((await t.server.get(`${URL}?${RANGE}`)).status).toBe(401);
  });
});
