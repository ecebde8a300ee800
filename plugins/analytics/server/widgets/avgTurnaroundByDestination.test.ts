import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { analyticsTestServer, type AnalyticsTestServer } from '../testing/analyticsTestServer';
import { insertFacts } from '../testing/insertFacts';

const URL = '/api/reporting/v2/avgTurnaroundByDestinationQuery';
const RANGE = 'from=2026-01-01&to=2026-03-31';
type Row = Record<string, unknown>;
const cells = (rows: Row[]) => rows.map((r) => [r.pod, r.shipments, r.avgDays, r.medianDays]);

describe.each(testDatabases())('avgTurnaroundByDestination on %s', (dialect) => {
  let t: AnalyticsTestServer;
  const get = async (query: string, token = t.tokens.acme) => t.server.get(`${URL}?${query}`, token);

  beforeAll(async () => {
    t = await analyticsTestServer(dialect);
    // The vessel arrives on the ETA (ETD + 26 days) unless said otherwise.
    await insertFacts(t.server.db, t.acmeId, [
      { reference: 'T1', etd: '2026-01-05T00:00:00Z', emptyReturnAt: '2026-02-10T00:00:00Z' }, // arrived 31 Jan: 10 days
      { reference: 'T2', etd: '2026-01-10T00:00:00Z', emptyReturnAt: '2026-02-09T12:00:00Z' }, // arrived 5 Feb: 4.5 days
      { reference: 'T3', etd: '2026-01-20T00:00:00Z', emptyReturnAt: '2026-02-22T00:00:00Z' }, // arrived 15 Feb: 7 days
      { reference: 'T4', carrier: 'CMDU', pod: 'NLRTM', etd: '2026-02-01T00:00:00Z', emptyReturnAt: '2026-03-05T00:00:00Z' }, // arrived 27 Feb: 6 days
      { reference: 'T5', pod: 'NLRTM', etd: '2026-02-01T00:00:00Z' }, // empties not back
      { reference: 'T6', etd: '2026-03-20T00:00:00Z', emptyReturnAt: '2026-04-20T00:00:00Z' }, // arrived in April
    ]);
    await insertFacts(t.server.db, t.bluewaveId, [
      { reference: 'B1', pod: 'USLAX', etd: '2026-01-15T00:00:00Z', emptyReturnAt: '2026-02-12T00:00:00Z', sharedWith: [t.acmeId] }, // arrived 10 Feb: 2 days
      { reference: 'B2', pod: 'USLAX', etd: '2026-01-16T00:00:00Z', emptyReturnAt: '2026-02-14T00:00:00Z' }, // arrived 11 Feb: 3 days
    ]);
  }, 120_000);
  afterAll(async () => t?.server.close());

  it('averages the days from vessel arrival to empty return per port of discharge', async () => {
    const res = await get(RANGE);
    expect(res.status).toBe(200);
    const { rows, totals, series } = res.body.data.record;
    expect(series).toEqual({ kind: 'hbar', x: 'pod', y: ['avgDays'] });
    // DEHAM: 10, 4.5, 7 → avg 21.5 / 3 = 7.17, median 7. NLRTM: T4 6 (T5 has no return). USLAX: B1 2.
    expect(cells(rows)).toEqual([['DEHAM', 3, 7.17, 7], ['NLRTM', 1, 6, 6], ['USLAX', 1, 2, 2]]);
    // 10 + 4.5 + 7 + 6 + 2 = 29.5 over 5 → 5.9.
    expect(totals).toEqual({ shipments: 5, avgDays: 5.9 });
    expect(rows[0].drill).toEqual({ pod: 'DEHAM', arrival: 'any' });
  });

  it('narrows by carrier, destination, mode and arrival range', async () => {
    expect(cells((await get(`${RANGE}&carriers=CMDU`)).body.data.record.rows)).toEqual([['NLRTM', 1, 6, 6]]);
    expect(cells((await get(`${RANGE}&destinations=DEHAM`)).body.data.record.rows)).toEqual([['DEHAM', 3, 7.17, 7]]);
    const lcl = (await get(`${RANGE}&modes=LCL`)).body.data.record;
    expect([lcl.rows, lcl.totals]).toEqual([[], { shipments: 0, avgDays: null }]);
    // Arrived by 10 Feb: T1 (10), T2 (4.5) at DEHAM, B1 (2) at USLAX.
    expect(cells((await get('from=2026-01-01&to=2026-02-10')).body.data.record.rows)).toEqual([['DEHAM', 2, 7.25, 7.25], ['USLAX', 1, 2, 2]]);
  });

  it('counts only what the company may see', async () => {
    expect(cells((await get(RANGE, t.tokens.bluewave)).body.data.record.rows)).toEqual([['USLAX', 2, 2.5, 2.5]]);
  });

  it('answers CSV, a 400 for a bad drill value, a 401 without a session', async () => {
    expect((await get(`${RANGE}&format=csv`)).text.split('\n').slice(0, 2)).toEqual(['Port of discharge,Shipments,Avg turnaround,Median turnaround', 'DEHAM,3,7.17,7']);
    const bad = await get(`${RANGE}&drill.pod=Hamburg`);
    expect([bad.status, bad.body.error.field]).toEqual([400, 'drill.pod']);
    expect((await t.server.get(`${URL}?${RANGE}`)).status).toBe(401);
  });
});
