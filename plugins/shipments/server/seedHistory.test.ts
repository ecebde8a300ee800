import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectCompanies } from '@portolan/sdk/server';
import { createTestServer, testDatabases, type TestServer } from '@portolan/sdk/testing/server';
import { seedHistory, historyOf } from './seedHistory';
import { ACME_CARGO, ACME_LANES } from './seedDemo';
import { shipmentFacts } from './shipmentFacts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 4, 15, 9);
const TOTAL = 3_000;

/**
 * The demo's two years of history: Acme's and Bluewave's completed shipments with their DCSA events,
 * written in bulk, in the past, on the demo lanes, carriers differing in reliability, shared with Acme
 * where Bluewave moves Acme's cargo; written once.
 */
describe.each(testDatabases())('seedHistory on %s', (dialect) => {
  let server: TestServer;
  let acme = '';
  let bluewave = '';
  let seconds = 0;

  beforeAll(async () => {
    server = await createTestServer({ plugins: ['auth', 'shipments'], dialect });
    await server.seed('auth');
    const id = async (name: string) => (await server.db.one<{ id: string }>('SELECT id FROM companies WHERE name = $1', [name]))!.id;
    acme = await id('Acme Exports');
    bluewave = await id('Bluewave Logistics');
    await connectCompanies(server.db, bluewave, acme);
    const started = performance.now();
    expect(await seedHistory(server.db, { acme, bluewave, total: TOTAL, now: NOW })).toBe(TOTAL);
    seconds = (performance.now() - started) / 1000;
    console.info(`seedHistory: ${TOTAL} shipments on ${dialect} in ${seconds.toFixed(2)} s`);
  }, 120_000);
  afterAll(async () => server?.close());

  it('writes the shipments in a few seconds: all delivered, departed over the two years before the current demo shipments, every event in the past', async () => {
    expect(seconds).toBeLessThan(20);
    const counts = await server.db.query<{ company_id: string; n: number; first: string; last: string; statuses: string[] }>(
      `SELECT company_id, count(*)::int AS n, min(etd)::text AS first, max(etd)::text AS last, array_agg(DISTINCT status) AS statuses
       FROM shipments GROUP BY company_id ORDER BY n`,
    );
    expect(counts.rows.map((r) => [r.company_id, r.n, r.statuses])).toEqual([[acme, 1350, ['DELIVERED']], [bluewave, 1650, ['DELIVERED']]]);
    for (const r of counts.rows) {
      expect(Date.parse(r.first)).toBeGreaterThan(NOW - 806 * DAY);
      expect(Date.parse(r.last)).toBeLessThanOrEqual(NOW - 75 * DAY);
    }
    const late = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM shipment_events WHERE event_at > $1 OR recorded_at > $1', [new Date(NOW).toISOString()]);
    expect(late!.n).toBe(0);
  });

  it('gives each shipment a plan, an estimate, actuals at every port and each container’s discharge, gate out and empty return, as its facts show', async () => {
    const sample = await server.db.query<{ id: string }>("SELECT id FROM shipments WHERE cardinality(transshipment_ports) > 0 AND mode = 'FCL' ORDER BY reference LIMIT 50");
    const facts = await shipmentFacts().factsOf(server.db, sample.rows.map((r) => r.id));
    expect(facts).toHaveLength(50);
    for (const f of facts) {
      expect(f.atd && f.ata && f.dischargedAt && f.gateOutAt && f.emptyReturnAt).toBeTruthy();
      expect(f.legs.length).toBe(f.transshipmentPorts.length + 1);
      for (const leg of f.legs) expect(leg.plannedDeparture && leg.departedAt && leg.plannedArrival && leg.arrivedAt).toBeTruthy();
      expect(Date.parse(f.emptyReturnAt!)).toBeGreaterThan(Date.parse(f.gateOutAt!) - 30 * DAY);
      expect(f.eta).toBe(f.ata);
      expect(f.containers).toBeGreaterThan(0);
    }
    const mix = await server.db.query<{ iso_type: string }>('SELECT DISTINCT iso_type FROM shipment_containers ORDER BY iso_type');
    expect(mix.rows.map((r) => r.iso_type)).toEqual(['22G1', '42G1', '45G1', '45R1']);
  });

  it('makes carriers differ in on-time arrival (within a day of the first ETA) and destinations in turnaround', async () => {
    const onTime = await server.db.query<{ carrier: string; pct: number }>(
      `SELECT s.carrier, round(100.0 * avg(CASE WHEN a.event_at <= p.event_at + interval '24 hours' THEN 1 ELSE 0 END))::int AS pct
       FROM shipments s
       JOIN shipment_events p ON p.shipment_id = s.id AND p.event_code = 'ARRI' AND p.classifier = 'PLN' AND p.location = s.pod
       JOIN shipment_events a ON a.shipment_id = s.id AND a.event_code = 'ARRI' AND a.classifier = 'ACT' AND a.location = s.pod
       GROUP BY s.carrier HAVING count(*) > 60`,
    );
    const pct = new Map(onTime.rows.map((r) => [r.carrier, r.pct]));
    expect(pct.get('MAEU')).toBeGreaterThanOrEqual(78);
    expect(pct.get('MSCU')).toBeLessThanOrEqual(66);
    const turnaround = await server.db.query<{ pod: string; days: number }>(
      `SELECT s.pod, avg(extract(epoch FROM g.event_at - s.ata) / 86400)::float8 AS days
       FROM shipments s JOIN shipment_events g ON g.shipment_id = s.id AND g.event_code = 'GTIN' AND g.location = s.pod GROUP BY s.pod`,
    );
    const days = new Map(turnaround.rows.map((r) => [r.pod, r.days]));
    expect(days.get('BRSSZ')! - days.get('NLRTM')!).toBeGreaterThan(5);
  });

  it("shares Bluewave's shipments of Acme's lanes with Acme (every 7th), and writes nothing the second time", async () => {
    const shared = await server.db.query<{ pol: string; shipper: string }>(
      "SELECT s.pol, s.shipper FROM record_parties p JOIN shipments s ON s.id = p.record_id WHERE p.kind = 'shipment' AND p.company_id = $1 AND p.owner_company_id = $2",
      [acme, bluewave],
    );
    expect(shared.rows).toHaveLength(Math.ceil(1650 / 7));
    expect(new Set(shared.rows.map((r) => r.shipper))).toEqual(new Set(['Acme Exports']));
    expect(shared.rows.every((r) => ACME_LANES.some((l) => l.pol === r.pol))).toBe(true);
    expect(await seedHistory(server.db, { acme, bluewave, total: TOTAL, now: NOW })).toBe(0);
    expect((await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM shipments'))!.n).toBe(TOTAL);
  });

  it('is the same history for the same instant', () => {
    const company = { id: 'a', prefix: 'ACME', lanes: ACME_LANES, cargo: ACME_CARGO, count: 20 };
    expect(historyOf(company, NOW, 1, 0)).toEqual(historyOf(company, NOW, 1, 0));
  });
});
