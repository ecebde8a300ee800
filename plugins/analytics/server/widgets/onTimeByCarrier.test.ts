import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { analyticsTestServer, type AnalyticsTestServer } from '../testing/analyticsTestServer';
import { insertFacts } from '../testing/insertFacts';

const URL = '/api/reporting/v2/onTimeByCarrierQuery';
const RANGE = 'from=2026-01-01&to=2026-03-31';

describe.each(testDatabases())('onTimeByCarrier on %s', (dialect) => {
  let t: AnalyticsTestServer;
  const get = async (query: string, token = t.tokens.acme) => t.server.get(`${URL}?${query}`, token);

  beforeAll(async () => {
    t = await analyticsTestServer(dialect);
    // ETA defaults to ETD + 26 days, the first ETA to the ETA, the arrival to the ETA; tolerance 24 h.
    await insertFacts(t.server.db, t.acmeId, [
      { reference: 'A1', carrier: 'MAEU', etd: '2026-01-05T00:00:00Z', ata: '2026-01-31T12:00:00Z' }, // 12 h after → on time
      { reference: 'A2', carrier: 'MAEU', etd: '2026-01-10T00:00:00Z' }, // on the ETA → on time
      { reference: 'A3', carrier: 'MAEU', etd: '2026-01-20T00:00:00Z', firstEta: '2026-02-15T00:00:00Z', eta: '2026-02-18T00:00:00Z', ata: '2026-02-18T00:00:00Z' }, // 72 h → late 3.0 d
      { reference: 'A4', carrier: 'CMDU', pol: 'CNSHA', mode: 'LCL', etd: '2026-02-01T00:00:00Z', firstEta: '2026-02-27T00:00:00Z', ata: '2026-03-01T00:00:00Z' }, // 48 h → late 2.0 d
      { reference: 'A5', carrier: 'CMDU', etd: '2026-02-10T00:00:00Z', firstEta: '2026-03-08T00:00:00Z', ata: '2026-03-09T00:00:00Z' }, // exactly 24 h → on time
      { reference: 'A6', carrier: 'MAEU', etd: '2026-03-15T00:00:00Z' }, // arrives 10 April: outside the range
      { reference: 'A7', carrier: 'MAEU', etd: '2026-02-20T00:00:00Z', ata: null }, // at sea: not an arrival
    ]);
    await insertFacts(t.server.db, t.bluewaveId, [
      // Shared with Acme: counted for both. Arrives 14 Feb, 96 h late (4.0 d).
      { reference: 'B1', carrier: 'HLCU', etd: '2026-01-15T00:00:00Z', firstEta: '2026-02-10T00:00:00Z', ata: '2026-02-14T00:00:00Z', sharedWith: [t.acmeId] },
      { reference: 'B2', carrier: 'HLCU', etd: '2026-01-16T00:00:00Z' }, // Bluewave only, on time
    ]);
  }, 120_000);
  afterAll(async () => t?.server.close());

  it('counts arrivals on time and late per carrier, with totals and the per-measure drills', async () => {
    const res = await get(RANGE);
    expect(res.status).toBe(200);
    const { rows, totals, series } = res.body.data.record;
    expect(series).toEqual({ kind: 'stacked', x: 'carrier', y: ['onTime', 'late'] });
    // MAEU 3 arrivals (A1, A2 on time; A3 late 3 d) → 66.7 %; CMDU 2 (A5 on time, A4 late 2 d) → 50 %; HLCU 1 (B1 late 4 d) → 0 %.
    expect(rows.map((r: Record<string, unknown>) => [r.carrier, r.shipments, r.onTime, r.late, r.onTimePct, r.avgDelayDays])).toEqual([
      ['MAEU', 3, 2, 1, 66.7, 3],
      ['CMDU', 2, 1, 1, 50, 2],
      ['HLCU', 1, 0, 1, 0, 4],
    ]);
    // 6 arrivals, 3 on time → 50 %; late delays 72 + 48 + 96 h → 3.0 d on average.
    expect(totals).toEqual({ shipments: 6, onTime: 3, late: 3, onTimePct: 50, avgDelayDays: 3 });
    expect(rows[0].drill).toEqual({ carrier: 'MAEU', arrival: 'any' });
    expect(rows[0].drillBy).toEqual({ onTime: { carrier: 'MAEU', arrival: 'onTime' }, late: { carrier: 'MAEU', arrival: 'late' } });
  });

  it('opens exactly the late ones of a carrier through the drill list', async () => {
    const late = await t.server.get(`/api/reporting/v2/shipmentsQuery?${RANGE}&drill.carrier=MAEU&drill.arrival=late`, t.tokens.acme);
    expect(late.body.data.record.rows.map((r: { reference: string }) => r.reference)).toEqual(['A3']);
    const all = await t.server.get(`/api/reporting/v2/shipmentsQuery?${RANGE}&drill.carrier=MAEU&drill.arrival=any`, t.tokens.acme);
    expect(all.body.data.record.totals).toEqual({ shipments: 3 });
  });

  it('narrows by carrier, origin, mode and date range', async () => {
    const cmdu = (await get(`${RANGE}&carriers=CMDU`)).body.data.record;
    expect(cmdu.rows.map((r: { carrier: string }) => r.carrier)).toEqual(['CMDU']);
    expect(cmdu.totals.shipments).toBe(2);
    // Only A4 is LCL and loads at Shanghai: 1 arrival, late.
    for (const query of ['modes=LCL', 'origins=CNSHA']) {
      const { rows } = (await get(`${RANGE}&${query}`)).body.data.record;
      expect(rows.map((r: Record<string, unknown>) => [r.carrier, r.shipments, r.onTimePct])).toEqual([['CMDU', 1, 0]]);
    }
    // Arrivals up to 20 Feb: A1, A2, A3 (MAEU) and B1 (HLCU); the CMDU ones arrive in March.
    const early = (await get('from=2026-01-01&to=2026-02-20')).body.data.record;
    expect(early.rows.map((r: Record<string, unknown>) => [r.carrier, r.shipments])).toEqual([['MAEU', 3], ['HLCU', 1]]);
  });

  it('counts only what the company may see: Bluewave its own and the one it shares', async () => {
    const res = await get(RANGE, t.tokens.bluewave);
    // B1 (late 4 d) and B2 (on time): 2 arrivals, 50 %.
    expect(res.body.data.record.rows.map((r: Record<string, unknown>) => [r.carrier, r.shipments, r.onTime, r.late, r.avgDelayDays])).toEqual([['HLCU', 2, 1, 1, 4]]);
    // A viewer of Acme reads the dashboard too.
    expect((await get(RANGE, t.tokens.viewer)).body.data.record.totals.shipments).toBe(6);
  });

  it('answers the rows as CSV with the column titles', async () => {
    const res = await get(`${RANGE}&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.text.split('\n').slice(0, 2)).toEqual(['Carrier,Arrivals,On time,Late,On time %,Avg delay of late (days)', 'MAEU,3,2,1,66.7,3']);
  });

  it('refuses a bad filter (400 naming it) and an anonymous call (401)', async () => {
    const backwards = await get('from=2026-03-01&to=2026-02-01');
    expect([backwards.status, backwards.body.error.field]).toEqual([400, 'to']);
    const unknownKey = await get(`${RANGE}&drill.month=2026-01`);
    expect([unknownKey.status, unknownKey.body.error.field]).toEqual([400, 'drill.month']);
    const badValue = await get(`${RANGE}&drill.arrival=soon`);
    expect([badValue.status, badValue.body.error.field]).toEqual([400, 'drill.arrival']);
    expect((await t.server.get(`${URL}?${RANGE}`)).status).toBe(401);
  });
});
