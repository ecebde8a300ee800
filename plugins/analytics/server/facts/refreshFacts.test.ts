import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@portolan/sdk/testing/server';
import { connectCompanies } from '@portolan/sdk/server';
import { containerNumber } from '@portolan/sdk/shared';
import { analyticsTestServer, type AnalyticsTestServer } from '../testing/analyticsTestServer';
import { refreshFacts, refreshIfStale } from './refreshFacts';

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 1, 2);
const at = (days: number, hours = 0) => new Date(T0 + days * 24 * HOUR + hours * HOUR).toISOString();
const BOX = containerNumber('MSKU', 410001);
const REEFER = containerNumber('MSKU', 410002);

type FactRow = Record<string, unknown>;

/**
 * The analytics copy of the shipments (`analytics_facts`): refreshFacts brings it up to date from
 * SHIPMENT_FACTS — one row per company that may see a shipment, with the derived days and durations —
 * follows changes and deletions, and moves the revision the dashboards poll only when something changed.
 */
describe.each(testDatabases())('refreshFacts on %s', (dialect) => {
  let t: AnalyticsTestServer;
  let shared = '';
  let own = '';
  let n = 0;

  const create = async (token: string, data: Record<string, unknown>) => {
    const res = await t.server.post('/api/shipments/v2', { data: { mode: 'FCL', carrier: 'MAEU', pol: 'INNSA', pod: 'DEHAM', etd: at(0), eta: at(25), ...data } }, token);
    expect(res.status, res.text).toBe(201);
    return res.body.data.id as string;
  };
  const event = (shipmentId: string, companyId: string, type: string, code: string, classifier: string, eventAt: string, location: string, box: string | null = null, recordedAt = eventAt) =>
    t.server.db.query(
      `INSERT INTO shipment_events (company_id, shipment_id, source, event_id, event_type, event_code, classifier, event_at, location, equipment_reference, recorded_at)
       VALUES ($1, $2, 'test', $3, $4, $5, $6, $7, $8, $9, $10)`,
      [companyId, shipmentId, `refresh-${++n}`, type, code, classifier, eventAt, location, box, recordedAt],
    );
  const rows = async (shipmentId: string) =>
    (await t.server.db.query<FactRow>(
      `SELECT company_id::text, owner_company_id::text, reference, status, carrier, departed_on::text, arrived_on::text, transit_days::text, delay_hours::text,
              first_eta, ata, teu::text, containers, reefer_containers, reefer_teu::text, container_types, transshipment_ports, legs,
              waiting_port, waiting_since, next_transshipment_port, next_transshipment_eta
       FROM analytics_facts WHERE shipment_id = $1 ORDER BY company_id = $2 DESC`,
      [shipmentId, t.acmeId],
    )).rows;
  const revision = async () => (await t.server.db.one<{ revision: string }>('SELECT revision::text AS revision FROM analytics_refresh_state'))!.revision;
  const iso = (v: unknown) => (v === null ? null : new Date(v as string).toISOString());

  beforeAll(async () => {
    t = await analyticsTestServer(dialect);
    await connectCompanies(t.server.db, t.acmeId, t.bluewaveId);
    shared = await create(t.tokens.acme, {
      reference: 'RF-SHARED', transshipmentPorts: ['AEJEA'], sharedWith: [t.bluewaveId],
      containers: [{ number: BOX, isoType: '45G1' }, { number: REEFER, isoType: '45R1' }],
    });
    own = await create(t.tokens.bluewave, { reference: 'RF-OWN', carrier: 'MSCU', pol: 'CNSHA', pod: 'NLRTM', etd: at(3), eta: at(35) });
    await event(shared, t.acmeId, 'TRANSPORT', 'ARRI', 'PLN', at(4), 'AEJEA', null, at(-10));
    await event(shared, t.acmeId, 'TRANSPORT', 'ARRI', 'PLN', at(25), 'DEHAM', null, at(-10));
    await event(shared, t.acmeId, 'TRANSPORT', 'DEPA', 'ACT', at(0, 12), 'INNSA');
    await event(shared, t.acmeId, 'TRANSPORT', 'ARRI', 'ACT', at(5), 'AEJEA');
  }, 60_000);
  afterAll(async () => t?.server.close());

  it('copies each shipment for its owner and every company it is shared with, with the derived days, durations and transshipment state', async () => {
    const before = await revision();
    const result = await refreshFacts(t.server.db, t.ctx);
    expect(result.changed).toBe(2);
    expect(result.revision).not.toBe(before);
    expect(result.revision).toBe(await revision());

    const copies = await rows(shared);
    expect(copies.map((r) => r.company_id)).toEqual([t.acmeId, t.bluewaveId]);
    for (const r of copies) {
      expect(r).toMatchObject({
        owner_company_id: t.acmeId, reference: 'RF-SHARED', departed_on: '2026-02-02', arrived_on: null, transit_days: null, delay_hours: null,
        teu: '4.00', containers: 2, reefer_containers: 1, reefer_teu: '2.00', container_types: ['45G1', '45R1'], transshipment_ports: ['AEJEA'],
        waiting_port: 'AEJEA', next_transshipment_port: null, next_transshipment_eta: null,
      });
      expect(iso(r.first_eta)).toBe(at(25));
      expect(iso(r.waiting_since)).toBe(at(5));
      expect((r.legs as Array<{ from: string; arrivedAt: string | null }>).map((l) => [l.from, l.arrivedAt])).toEqual([['INNSA', at(5)], ['AEJEA', null]]);
    }
    const [bluewaveOnly] = await rows(own);
    expect(await rows(own)).toHaveLength(1);
    expect(bluewaveOnly).toMatchObject({ company_id: t.bluewaveId, status: 'BOOKED', departed_on: '2026-02-05', next_transshipment_port: null });

    // Nothing new: nothing changes, the revision stays.
    expect(await refreshFacts(t.server.db, t.ctx)).toEqual({ changed: 0, revision: result.revision });
  });

  it("follows new events: the row is replaced, the revision moves and the viewers' tabs are told at once", async () => {
    const { revision: before } = await refreshFacts(t.server.db, t.ctx);
    await event(shared, t.acmeId, 'TRANSPORT', 'DEPA', 'ACT', at(7), 'AEJEA');
    await event(shared, t.acmeId, 'TRANSPORT', 'ARRI', 'ACT', at(26, 12), 'DEHAM');
    const signals: Array<{ users: readonly string[]; kind: string; data: unknown }> = [];
    const live = { ...t.ctx.live, signal: async (users: readonly string[], kind: string, data: unknown) => void signals.push({ users, kind, data }) };
    const result = await refreshFacts(t.server.db, { ...t.ctx, live });
    expect(result.changed).toBe(1);
    expect(Number(result.revision)).toBeGreaterThan(Number(before));
    // Both companies that see the shipment (Acme owns it, Bluewave has it shared): every user of each.
    const users = await t.server.db.query<{ id: string }>('SELECT id FROM users WHERE company_id = ANY($1::uuid[])', [[t.acmeId, t.bluewaveId]]);
    expect(signals).toEqual([{ users: expect.arrayContaining(users.rows.map((u) => u.id)), kind: 'analytics.revision', data: { revision: result.revision } }]);
    expect(signals[0]!.users).toHaveLength(users.rows.length);
    // Nothing changed: nobody is told.
    await refreshFacts(t.server.db, { ...t.ctx, live });
    expect(signals).toHaveLength(1);
    for (const r of await rows(shared)) {
      // ATA 36 h after the first ETA; 26 days from ATD (02-02 12:00) to ATA (02-28 12:00).
      expect(r).toMatchObject({ arrived_on: '2026-02-28', transit_days: '26.00', delay_hours: '36.00', waiting_port: null });
      expect(iso(r.ata)).toBe(at(26, 12));
    }
  });

  it('a shipment edited and shared anew is rewritten for its new set of viewers', async () => {
    const current = await t.server.get(`/api/shipments/v2/${own}`, t.tokens.bluewave);
    const edit = await t.server.post(`/api/shipments/v2/${own}/`, { data: { version: current.body.data.record.version, carrier: 'CMDU', sharedWith: [t.acmeId] } }, t.tokens.bluewave);
    expect(edit.status, edit.text).toBe(200);
    await refreshFacts(t.server.db, t.ctx);
    expect((await rows(own)).map((r) => [r.company_id, r.carrier])).toEqual([[t.acmeId, 'CMDU'], [t.bluewaveId, 'CMDU']]);
  });

  it("removes a deleted shipment's rows and its emissions", async () => {
    await t.server.db.query(
      `INSERT INTO emission_results (shipment_id, company_id, leg_seq, from_port, to_port, carrier, departed_on, distance_km, distance_source, teu, trade_lane,
         factor_set, factor_version, dry_wtw_factor, reefer_wtw_factor, wtt_share, ttw_kg, wtt_kg, wtw_kg)
       VALUES ($1, $2, 0, 'INNSA', 'AEJEA', 'MAEU', '2026-02-02', 1900, 'test', 4, 'test', 'GLEC', 'test', 10, 20, 0.2, 1, 1, 2)`,
      [shared, t.acmeId],
    );
    const { revision: before } = await refreshFacts(t.server.db, t.ctx);
    await t.server.db.query('DELETE FROM shipments WHERE id = $1', [shared]);
    const result = await refreshFacts(t.server.db, t.ctx);
    expect(result.changed).toBe(1);
    expect(Number(result.revision)).toBeGreaterThan(Number(before));
    expect(await rows(shared)).toEqual([]);
    expect((await t.server.db.query('SELECT 1 FROM emission_results WHERE shipment_id = $1', [shared])).rows).toEqual([]);
    expect(await rows(own)).toHaveLength(2);
  });

  it('two refreshes at once apply each change once; refreshIfStale runs one at a time and not again within 5 s', async () => {
    const before = Number((await refreshFacts(t.server.db, t.ctx)).revision);
    await create(t.tokens.acme, { reference: 'RF-LATER' });
    const [a, b] = await Promise.all([refreshFacts(t.server.db, t.ctx), refreshFacts(t.server.db, t.ctx)]);
    expect(a.changed + b.changed).toBe(1);
    expect(Number(await revision())).toBe(before + 1);

    await Promise.all([refreshIfStale(t.ctx), refreshIfStale(t.ctx)]);
    await create(t.tokens.acme, { reference: 'RF-STALE' });
    await refreshIfStale(t.ctx); // refreshed just now: skipped
    expect((await t.server.db.query("SELECT 1 FROM analytics_facts WHERE reference = 'RF-STALE'")).rows).toEqual([]);
    await refreshFacts(t.server.db, t.ctx);
    expect((await t.server.db.query("SELECT 1 FROM analytics_facts WHERE reference = 'RF-STALE'")).rows).toHaveLength(1);
  });
});
