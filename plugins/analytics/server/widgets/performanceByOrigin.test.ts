import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { analyticsTestServer, type AnalyticsTestServer } from '../testing/analyticsTestServer';
import { insertFacts } from '../testing/insertFacts';

// performanceByOrigin and performanceByDestination (one query builder, arrivalPerformanceQuery).
const ORIGIN = '/api/reporting/v2/performanceByOriginQuery';
const DESTINATION = '/api/reporting/v2/performanceByDestinationQuery';
const RANGE = 'from=2026-01-01&to=2026-03-31';
type Row = Record<string, unknown>;
const cells = (rows: Row[], key: string) => rows.map((r) => [r[key], r.shipments, r.onTime, r.late, r.onTimePct, r.avgDelayDays]);

describe.each(testDatabases())('performance by origin and destination on %s', (dialect) => {
  let t: AnalyticsTestServer;
  const get = async (url: string, query: string, token = t.tokens.acme) => t.server.get(`${url}?${query}`, token);

  beforeAll(async () => {
    t = await analyticsTestServer(dialect);
    // Tolerance 24 h after the first promised ETA.
    await insertFacts(t.server.db, t.acmeId, [
      { reference: 'P1', etd: '2026-01-05T00:00:00Z' }, // INNSA→DEHAM on its ETA (31 Jan)
      { reference: 'P2', pod: 'NLRTM', etd: '2026-01-10T00:00:00Z', firstEta: '2026-02-05T00:00:00Z', ata: '2026-02-07T00:00:00Z' }, // 2 d late
      { reference: 'P3', etd: '2026-01-15T00:00:00Z', firstEta: '2026-02-10T00:00:00Z', ata: '2026-02-15T00:00:00Z' }, // 5 d late
      { reference: 'P4', carrier: 'CMDU', mode: 'LCL', pol: 'CNSHA', etd: '2026-02-01T00:00:00Z', firstEta: '2026-02-27T00:00:00Z', ata: '2026-02-28T00:00:00Z' }, // 24 h: on time
      { reference: 'P5', pol: 'CNSHA', pod: 'NLRTM', etd: '2026-02-02T00:00:00Z', firstEta: '2026-02-28T00:00:00Z', ata: '2026-02-26T00:00:00Z' }, // 2 d early
      { reference: 'P6', pol: 'VNSGN', etd: '2026-03-20T00:00:00Z' }, // arrives in April
    ]);
    await insertFacts(t.server.db, t.bluewaveId, [
      { reference: 'B1', etd: '2026-01-20T00:00:00Z', sharedWith: [t.acmeId] }, // INNSA→DEHAM on time (15 Feb)
      { reference: 'B2', pol: 'VNSGN', pod: 'NLRTM', etd: '2026-01-20T00:00:00Z', firstEta: '2026-02-15T00:00:00Z', ata: '2026-02-18T00:00:00Z' }, // 3 d late
    ]);
  }, 120_000);
  afterAll(async () => t?.server.close());

  it('rates arrivals per port of loading', async () => {
    const { rows, totals, series } = (await get(ORIGIN, RANGE)).body.data.record;
    expect(series).toMatchObject({ kind: 'hbar', x: 'pol' });
    // INNSA: P1, B1 on time; P2 (2 d), P3 (5 d) late → 50 %, 3.5 d. CNSHA: P4 (24 h) and P5 (early) on time.
    expect(cells(rows, 'pol')).toEqual([['INNSA', 4, 2, 2, 50, 3.5], ['CNSHA', 2, 2, 0, 100, null]]);
    expect(totals).toEqual({ shipments: 6, onTime: 4, late: 2, onTimePct: 66.7, avgDelayDays: 3.5 });
    expect(rows[0].drill).toEqual({ pol: 'INNSA', arrival: 'any' });
    const late = await t.server.get(`/api/reporting/v2/shipmentsQuery?${RANGE}&${new URLSearchParams(Object.entries(rows[0].drillBy.late).map(([k, v]) => [`drill.${k}`, v as string]))}`, t.tokens.acme);
    expect(late.body.data.record.rows.map((r: { reference: string }) => r.reference)).toEqual(['P3', 'P2']);
  });

  it('rates arrivals per port of discharge', async () => {
    const { rows, series } = (await get(DESTINATION, RANGE)).body.data.record;
    expect(series).toMatchObject({ kind: 'hbar', x: 'pod' });
    // DEHAM: P1, P4, B1 on time, P3 5 d late → 75 %. NLRTM: P5 on time, P2 2 d late → 50 %.
    expect(cells(rows, 'pod')).toEqual([['DEHAM', 4, 3, 1, 75, 5], ['NLRTM', 2, 1, 1, 50, 2]]);
    expect(rows[1].drillBy.onTime).toEqual({ pod: 'NLRTM', arrival: 'onTime' });
  });

  it('narrows by carrier, mode, destination and arrival range', async () => {
    for (const q of ['carriers=CMDU', 'modes=LCL']) expect(cells((await get(ORIGIN, `${RANGE}&${q}`)).body.data.record.rows, 'pol')).toEqual([['CNSHA', 1, 1, 0, 100, null]]);
    expect(cells((await get(ORIGIN, `${RANGE}&destinations=NLRTM`)).body.data.record.rows, 'pol')).toEqual([['CNSHA', 1, 1, 0, 100, null], ['INNSA', 1, 0, 1, 0, 2]]);
    // Arrived by 10 Feb: P1 (31 Jan) and P2 (7 Feb).
    expect(cells((await get(DESTINATION, 'from=2026-01-01&to=2026-02-10')).body.data.record.rows, 'pod')).toEqual([['DEHAM', 1, 1, 0, 100, null], ['NLRTM', 1, 0, 1, 0, 2]]);
  });

  it('counts only what the company may see', async () => {
    expect(cells((await get(ORIGIN, RANGE, t.tokens.bluewave)).body.data.record.rows, 'pol')).toEqual([['INNSA', 1, 1, 0, 100, null], ['VNSGN', 1, 0, 1, 0, 3]]);
  });

  it('answers CSV, a 400 for a bad filter, a 401 without a session', async () => {
    expect((await get(DESTINATION, `${RANGE}&format=csv`)).text.split('\n').slice(0, 2)).toEqual(['Port of discharge,Arrivals,On time,Late,On time %,Avg delay of late (days)', 'DEHAM,4,3,1,75,5']);
    const bad = await get(ORIGIN, `${RANGE}&origins=Mumbai`);
    expect([bad.status, bad.body.error.field]).toEqual([400, 'origins']);
    expect((await t.server.get(`${DESTINATION}?${RANGE}`)).status).toBe(401);
  });
});
