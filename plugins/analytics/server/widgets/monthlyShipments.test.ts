import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { analyticsTestServer, type AnalyticsTestServer } from '../testing/analyticsTestServer';
import { insertFacts } from '../testing/insertFacts';

const URL = '/api/reporting/v2/monthlyShipmentsQuery';
const RANGE = 'from=2026-01-01&to=2026-03-31';
type Row = Record<string, unknown>;
const cells = (rows: Row[]) => rows.map((r) => [r.month, r.shipments, r.teu, r.fclShipments, r.lclShipments, r.fclTeu, r.lclTeu]);

describe.each(testDatabases())('monthlyShipments on %s', (dialect) => {
  let t: AnalyticsTestServer;
  const get = async (query: string, token = t.tokens.acme) => t.server.get(`${URL}?${query}`, token);

  beforeAll(async () => {
    t = await analyticsTestServer(dialect);
    await insertFacts(t.server.db, t.acmeId, [
      { reference: 'M1', etd: '2026-01-05T00:00:00Z', teu: 2 },
      { reference: 'M2', carrier: 'CMDU', pol: 'CNSHA', etd: '2026-01-20T00:00:00Z', teu: 4 },
      { reference: 'M3', mode: 'LCL', etd: '2026-01-25T00:00:00Z', teu: 0.5 },
      { reference: 'M4', status: 'BOOKED', etd: '2026-03-10T00:00:00Z', atd: null, ata: null, teu: 2 }, // not departed: its planned day counts
      { reference: 'M5', etd: '2026-02-27T00:00:00Z', atd: '2026-03-02T00:00:00Z', teu: 2 }, // planned February, sailed in March
      { reference: 'M6', etd: '2025-12-30T00:00:00Z', teu: 2 }, // before the range
    ]);
    await insertFacts(t.server.db, t.bluewaveId, [
      { reference: 'B1', etd: '2026-02-10T00:00:00Z', teu: 2, sharedWith: [t.acmeId] },
      { reference: 'B2', etd: '2026-02-11T00:00:00Z', teu: 2 },
    ]);
  }, 120_000);
  afterAll(async () => t?.server.close());

  it('counts shipments and TEU per month of departure, FCL and LCL apart, every month of the range', async () => {
    const res = await get(RANGE);
    expect(res.status).toBe(200);
    const { rows, totals, series } = res.body.data.record;
    expect(series).toMatchObject({ x: 'month', y: ['shipments', 'teu'] });
    // January: M1 (2), M2 (4) FCL and M3 (0.5) LCL; February: B1 shared by Bluewave; March: M4 (planned) and M5 (sailed 2 Mar).
    expect(cells(rows)).toEqual([
      ['2026-01', 3, 6.5, 2, 1, 6, 0.5],
      ['2026-02', 1, 2, 1, 0, 2, 0],
      ['2026-03', 2, 4, 2, 0, 4, 0],
    ]);
    expect(totals).toEqual({ shipments: 6, teu: 12.5 });
    expect(rows[0].drill).toEqual({ month: '2026-01' });
    const behind = await t.server.get(`/api/reporting/v2/shipmentsQuery?${RANGE}&drill.month=2026-01`, t.tokens.acme);
    expect(behind.body.data.record.rows.map((r: { reference: string }) => r.reference)).toEqual(['M3', 'M2', 'M1']);
  });

  it('narrows by carrier, origin, mode and range', async () => {
    // Only M2 is CMDU and loads at Shanghai: January 1 shipment, 4 TEU.
    for (const q of ['carriers=CMDU', 'origins=CNSHA']) expect(cells((await get(`${RANGE}&${q}`)).body.data.record.rows).map((r) => r.slice(0, 3))).toEqual([['2026-01', 1, 4], ['2026-02', 0, 0], ['2026-03', 0, 0]]);
    expect((await get(`${RANGE}&modes=LCL`)).body.data.record.totals).toEqual({ shipments: 1, teu: 0.5 });
    expect(cells((await get('from=2026-02-15&to=2026-03-31')).body.data.record.rows).map((r) => r.slice(0, 2))).toEqual([['2026-02', 0], ['2026-03', 2]]);
  });

  it('counts only what the company may see', async () => {
    // Bluewave: B1 and B2 in February.
    expect(cells((await get(RANGE, t.tokens.bluewave)).body.data.record.rows).map((r) => r.slice(0, 3))).toEqual([['2026-01', 0, 0], ['2026-02', 2, 4], ['2026-03', 0, 0]]);
  });

  it('answers CSV, a 400 for a backwards range, a 401 without a session', async () => {
    const csv = await get(`${RANGE}&format=csv`);
    expect(csv.text.split('\n').slice(0, 2)).toEqual(['Month,Shipments,TEU,FCL shipments,LCL shipments,FCL TEU,LCL TEU', '2026-01,3,6.5,2,1,6,0.5']);
    const bad = await get('from=2026-03-01&to=2026-01-01');
    expect([bad.status, bad.body.error.field]).toEqual([400, 'to']);
    expect((await t.server.get(`${URL}?${RANGE}`)).status).toBe(401);
  });
});
