import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { analyticsTestServer, type AnalyticsTestServer } from '../testing/analyticsTestServer';
import { insertFacts } from '../testing/insertFacts';
import { registerFactException } from './factFilterSql';

const URL = '/api/reporting/v2/shipmentsQuery';
const RANGE = 'from=2026-01-01&to=2026-03-31';
const DAY = 86_400_000;

// A Watch Tower exception kind, as its file registers them: the ETA slipped beyond the first promise.
registerFactException('testEtaSlip', ({ column }) => `${column('eta')} > ${column('first_eta')} AND ${column('ata')} IS NULL`);

describe.each(testDatabases())('the drill list (shipmentsQuery) on %s', (dialect) => {
  let t: AnalyticsTestServer;
  const list = async (query: string, token = t.tokens.acme) => t.server.get(`${URL}?${query}`, token);
  const refs = async (query: string, token = t.tokens.acme) => {
    const res = await list(query, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.record.rows.map((r: { reference: string }) => r.reference);
  };

  beforeAll(async () => {
    t = await analyticsTestServer(dialect);
    await insertFacts(t.server.db, t.acmeId, [
      // Direct INNSA→DEHAM, arrived on its ETA (31 Jan); shared with Bluewave.
      { reference: 'S1', etd: '2026-01-05T00:00:00Z', sharedWith: [t.bluewaveId] },
      // Via Singapore, first promised 1 Mar, arrived 4 Mar: 3 days late, 29 days in transit.
      { reference: 'S2', etd: '2026-02-03T00:00:00Z', ata: '2026-03-04T00:00:00Z', transshipmentPorts: ['SGSIN'], teu: 4 },
      // At sea, LCL, ETA slipped from 10 to 20 Mar (a Friday, week of Monday 16 Mar); waiting at Colombo for 4 days.
      { reference: 'S3', carrier: 'CMDU', pol: 'CNSHA', pod: 'USLAX', mode: 'LCL', etd: '2026-02-10T00:00:00Z', firstEta: '2026-03-10T00:00:00Z', eta: '2026-03-20T00:00:00Z', ata: null, transshipmentPorts: ['SGSIN', 'LKCMB'], waitingPort: 'LKCMB', waitingSince: new Date(Date.now() - 4 * DAY).toISOString() },
      // At sea on schedule, due Saturday 28 Mar (week of Monday 23 Mar).
      { reference: 'S4', carrier: 'HLCU', pol: 'CNSHA', pod: 'USLAX', etd: '2026-03-02T00:00:00Z', eta: '2026-03-28T00:00:00Z', ata: null },
      // Booked, not departed.
      { reference: 'S5', status: 'BOOKED', etd: '2026-03-20T00:00:00Z', atd: null, ata: null },
      // Departed in December (outside the range), arrived 15 Jan on time.
      { reference: 'S6', etd: '2025-12-20T00:00:00Z' },
    ]);
    await insertFacts(t.server.db, t.bluewaveId, [{ reference: 'B1', etd: '2026-01-07T00:00:00Z' }]);
  }, 120_000);
  afterAll(async () => t?.server.close());

  it('lists the shipments departed in the range, newest first, with typed values and a link', async () => {
    const res = await list(RANGE);
    const { rows, totals, columns } = res.body.data.record;
    expect(rows.map((r: { reference: string }) => r.reference)).toEqual(['S5', 'S4', 'S3', 'S2', 'S1']);
    expect(totals).toEqual({ shipments: 5 });
    expect(columns.find((c: { key: string }) => c.key === 'ata')).toMatchObject({ type: 'date' });
    expect(rows[3]).toMatchObject({
      reference: 'S2', carrier: 'MAEU', pol: 'INNSA', pod: 'DEHAM', mode: 'FCL', status: 'DELIVERED',
      etd: '2026-02-03T00:00:00.000Z', eta: '2026-03-01T00:00:00.000Z', firstEta: '2026-03-01T00:00:00.000Z',
      atd: '2026-02-03T00:00:00.000Z', ata: '2026-03-04T00:00:00.000Z', delayDays: 3, transitDays: 29, teu: 4,
    });
    expect(rows[3].href).toBe(`/shipments/${rows[3].shipmentId}`);
    expect(rows[0]).toMatchObject({ reference: 'S5', atd: null, ata: null, delayDays: null, transitDays: null });
  });

  it('narrows to the shipments behind each drill key', async () => {
    const cases: Array<[string, string[]]> = [
      ['drill.carrier=CMDU', ['S3']],
      ['drill.pol=CNSHA', ['S4', 'S3']],
      ['drill.pod=DEHAM', ['S5', 'S2', 'S1']],
      ['drill.lane=INNSA-DEHAM', ['S5', 'S2', 'S1']],
      ['drill.month=2026-02', ['S3', 'S2']],
      ['drill.status=BOOKED', ['S5']],
      // Arrivals range on the arrival day: S6 departed in December but arrived 15 Jan.
      ['drill.arrival=onTime', ['S1', 'S6']],
      ['drill.arrival=late', ['S2']],
      ['drill.arrival=any', ['S2', 'S1', 'S6']],
      ['drill.inTransit=delayed', ['S3']],
      ['drill.inTransit=onSchedule', ['S4']],
      ['drill.inTransit=any', ['S4', 'S3']],
      ['drill.transshipmentPort=SGSIN', ['S3', 'S2']],
      ['drill.atTransshipment=LKCMB', ['S3']],
      ['drill.ageing=d3_5', ['S3']],
      ['drill.ageing=d0_2', []],
      ['drill.dueWeek=2026-03-16', ['S3']],
      ['drill.dueWeek=2026-03-23', ['S4']],
      ['drill.routing=direct', ['S5', 'S4', 'S1']],
      ['drill.routing=transshipment', ['S3', 'S2']],
      ['drill.mode=LCL', ['S3']],
      ['drill.exception=testEtaSlip', ['S3']],
      ['carriers=MAEU&drill.routing=direct', ['S5', 'S1']],
      ['destinations=USLAX&modes=FCL', ['S4']],
    ];
    for (const [query, expected] of cases) expect.soft(await refs(`${RANGE}&${query}`), query).toEqual(expected);
  });

  it('answers 400 naming the drill key for a value it cannot read, or a key it does not know', async () => {
    for (const [query, field] of [
      ['drill.lane=INNSA', 'drill.lane'],
      ['drill.month=2026-13', 'drill.month'],
      ['drill.dueWeek=2026-03-24', 'drill.dueWeek'], // a Tuesday
      ['drill.ageing=d99', 'drill.ageing'],
      ['drill.inTransit=maybe', 'drill.inTransit'],
      ['drill.exception=noSuchKind', 'drill.exception'],
      ['drill.colour=red', 'drill.colour'],
    ]) {
      const res = await list(`${RANGE}&${query}`);
      expect([res.status, res.body.error.field], query).toEqual([400, field]);
    }
  });

  it('lists only what the company may see: its own and what is shared with it', async () => {
    expect(await refs(RANGE, t.tokens.bluewave)).toEqual(['B1', 'S1']);
    expect(await refs(`${RANGE}&drill.carrier=MAEU`, t.tokens.viewer)).toEqual(['S5', 'S2', 'S1']);
    expect((await list(RANGE)).body.data.record.rows.map((r: { reference: string }) => r.reference)).not.toContain('B1');
  });

  it('stops at 500 rows and counts them all', async () => {
    const [s1] = (await t.server.db.query<{ shipment_id: string }>(`SELECT shipment_id FROM analytics_facts WHERE company_id = $1 AND reference = 'S1'`, [t.acmeId])).rows;
    // 501 copies of S1 departed in June 2025.
    await t.server.db.query(
      `INSERT INTO analytics_facts (company_id, shipment_id, owner_company_id, reference, mode, status, carrier, pol, pod, etd, eta, first_eta, departed_on, shipment_created_at, shipment_updated_at)
       SELECT company_id, gen_random_uuid(), owner_company_id, 'BULK-' || n, mode, status, carrier, pol, pod, etd, eta, first_eta, '2025-06-15', shipment_created_at, shipment_updated_at
       FROM analytics_facts, generate_series(1, 501) AS n WHERE company_id = $1 AND shipment_id = $2`,
      [t.acmeId, s1!.shipment_id],
    );
    const { rows, totals } = (await list('from=2025-06-01&to=2025-06-30')).body.data.record;
    expect([rows.length, totals.shipments]).toEqual([500, 501]);
  });

  it('answers CSV with the column titles, and 401 without a session', async () => {
    const csv = await list(`${RANGE}&drill.carrier=CMDU&format=csv`);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, row] = csv.text.split('\n');
    expect(header).toBe('Reference,Carrier,POL,POD,Mode,Status,ETD,ETA,First ETA,ATD,ATA,Delay (days),Transit (days),TEU,Shipment id');
    expect(row).toMatch(/^S3,CMDU,CNSHA,USLAX,LCL,IN_TRANSIT,2026-02-10T00:00:00.000Z,2026-03-20T00:00:00.000Z,2026-03-10T00:00:00.000Z,2026-02-10T00:00:00.000Z,,,,2,[0-9a-f-]{36}$/);
    expect((await t.server.get(`${URL}?${RANGE}`)).status).toBe(401);
  });
});
