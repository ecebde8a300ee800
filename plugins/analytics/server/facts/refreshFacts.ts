import { SHIPMENT_FACTS, type Db, type Live, type ServerPluginContext, type ShipmentFact } from '@portolan/sdk/server';
import { LIVE_KINDS } from '@portolan/sdk/shared';
import { computeEmissions } from '../emissions/computeEmissions';

/** Shipments read (and written) per transaction. */
const BATCH = 2_000;
/** refreshIfStale leaves a copy refreshed this recently alone. */
const FRESH_MS = 5_000;

/** Where a shipment stands between its transshipment ports (from its legs): the port it waits at, the next one it is due at. */
function transshipmentState(f: ShipmentFact): { waitingPort: string | null; waitingSince: string | null; nextPort: string | null; nextEta: string | null } {
  const none = { waitingPort: null, waitingSince: null, nextPort: null, nextEta: null };
  if (f.ata || f.status === 'CANCELLED' || f.status === 'DELIVERED' || f.status === 'ARRIVED') return none;
  const state: ReturnType<typeof transshipmentState> = { ...none };
  // Leg i (i ≥ 1) leaves the i-th transshipment port; leg i − 1 arrives there.
  for (let i = 1; i < f.legs.length; i++) {
    const inbound = f.legs[i - 1]!;
    const outbound = f.legs[i]!;
    if (inbound.arrivedAt && !outbound.departedAt) {
      state.waitingPort = outbound.from;
      state.waitingSince = inbound.arrivedAt;
    } else if (!inbound.arrivedAt && !state.nextPort) {
      state.nextPort = outbound.from;
      state.nextEta = inbound.plannedArrival;
    }
  }
  return state;
}

/** One JSON row per fact for the insert statement (the derived day and duration columns are computed in SQL). */
function factRow(f: ShipmentFact) {
  const ts = transshipmentState(f);
  return {
    ...f,
    viewers: [...new Set(f.viewerCompanyIds)],
    legs: f.legs,
    waitingPort: ts.waitingPort,
    waitingSince: ts.waitingSince,
    nextPort: ts.nextPort,
    nextEta: ts.nextEta,
  };
}

/** Writes one batch: every viewer's row of the changed shipments replaced, the deleted shipments' rows and emissions gone. */
async function applyBatch(tx: Db, facts: ShipmentFact[], deleted: string[]): Promise<void> {
  const touched = [...facts.map((f) => f.shipmentId), ...deleted];
  if (touched.length === 0) return;
  await tx.query('DELETE FROM analytics_facts WHERE shipment_id = ANY($1::uuid[])', [touched]);
  if (deleted.length) {
    await tx.query('DELETE FROM emission_results WHERE shipment_id = ANY($1::uuid[])', [deleted]);
    await tx.query('DELETE FROM emission_gaps WHERE shipment_id = ANY($1::uuid[])', [deleted]);
  }
  if (facts.length === 0) return;
  // One statement for the batch: the facts as a JSON array, one row per viewer (a company since removed is skipped).
  await tx.query(
    `WITH f AS (SELECT jsonb_array_elements($1::jsonb) AS r),
     v AS (
       SELECT r, (r->>'atd')::timestamptz AS atd, (r->>'ata')::timestamptz AS ata, (r->>'etd')::timestamptz AS etd, (r->>'firstEta')::timestamptz AS first_eta
       FROM f
     )
     INSERT INTO analytics_facts (company_id, shipment_id, owner_company_id, reference, mode, status, carrier, pol, pod, origin, destination,
       transshipment_ports, etd, eta, first_eta, atd, ata, discharged_at, gate_out_at, empty_return_at, departed_on, arrived_on,
       transit_days, delay_hours, teu, containers, reefer_containers, reefer_teu, container_types, weight_kg, vessel, voyage, legs,
       waiting_port, waiting_since, next_transshipment_port, next_transshipment_eta, shipment_created_at, shipment_updated_at, refreshed_at)
     SELECT c.id, (r->>'shipmentId')::uuid, (r->>'companyId')::uuid, r->>'reference', r->>'mode', r->>'status', r->>'carrier', r->>'pol', r->>'pod',
       r->>'origin', r->>'destination', ARRAY(SELECT jsonb_array_elements_text(r->'transshipmentPorts')), etd, (r->>'eta')::timestamptz, first_eta,
       atd, ata, (r->>'dischargedAt')::timestamptz, (r->>'gateOutAt')::timestamptz, (r->>'emptyReturnAt')::timestamptz,
       (coalesce(atd, etd) AT TIME ZONE 'UTC')::date, (ata AT TIME ZONE 'UTC')::date,
       round((extract(epoch FROM ata - atd) / 86400)::numeric, 2), round((extract(epoch FROM ata - first_eta) / 3600)::numeric, 2),
       (r->>'teu')::numeric, (r->>'containers')::int, (r->>'reeferContainers')::int, (r->>'reeferTeu')::numeric,
       ARRAY(SELECT jsonb_array_elements_text(r->'containerTypes')), (r->>'weightKg')::numeric, r->>'vessel', r->>'voyage', r->'legs',
       r->>'waitingPort', (r->>'waitingSince')::timestamptz, r->>'nextPort', (r->>'nextEta')::timestamptz,
       (r->>'createdAt')::timestamptz, (r->>'updatedAt')::timestamptz, now()
     FROM v CROSS JOIN LATERAL jsonb_array_elements_text(r->'viewers') AS viewer(id)
     JOIN companies c ON c.id = viewer.id::uuid`,
    [JSON.stringify(facts.map(factRow))],
  );
}

/**
 * Brings `analytics_facts` up to date from SHIPMENT_FACTS.changedSince, from `analytics_refresh_state.since`
 * on, a batch per transaction until caught up: each batch replaces the changed shipments' rows (one per
 * company that may see them), drops the deleted ones' rows and emissions, recomputes the changed ones'
 * emissions, moves `since` and bumps `revision`. The state row is locked (FOR UPDATE) for the batch, so a
 * concurrent refresh waits and then reads on from where this one ended: nothing is applied twice.
 * Answers how many shipments changed and the revision now.
 */
export async function refreshFacts(db: Db, ctx: Pick<ServerPluginContext, 'services'> & { live?: Live }): Promise<{ changed: number; revision: string }> {
  const service = ctx.services.get(SHIPMENT_FACTS);
  let changed = 0;
  const companies = new Set<string>();
  for (;;) {
    const step = await db.transaction(async (tx) => {
      const state = await tx.one<{ since: string; revision: string }>(
        `SELECT to_char(since AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS since, revision::text AS revision
         FROM analytics_refresh_state WHERE id = 1 FOR UPDATE`,
      );
      if (!state) throw new Error('analytics_refresh_state has no row (migration 001_analytics)');
      const page = await service.changedSince(tx, state.since, BATCH);
      const count = page.facts.length + page.deleted.length;
      if (count === 0) {
        await tx.query('UPDATE analytics_refresh_state SET refreshed_at = now() WHERE id = 1');
        return { count, revision: String(state.revision) };
      }
      for (const fact of page.facts) for (const id of fact.viewerCompanyIds) companies.add(id);
      await applyBatch(tx, page.facts, page.deleted);
      if (page.facts.length) await computeEmissions(tx, page.facts.map((f) => f.shipmentId));
      const row = await tx.one<{ revision: string }>(
        'UPDATE analytics_refresh_state SET since = $1::timestamptz, revision = revision + 1, refreshed_at = now() WHERE id = 1 RETURNING revision::text AS revision',
        [page.until],
      );
      return { count, revision: String(row!.revision) };
    });
    changed += step.count;
    if (step.count < BATCH) {
      if (changed && ctx.live) await signalRevision(db, ctx.live, [...companies], step.revision);
      return { changed, revision: step.revision };
    }
  }
}

/** Tells the signed-in tabs of the companies whose facts changed that the revision moved (their dashboards reload now). */
async function signalRevision(db: Db, live: Live, companyIds: string[], revision: string): Promise<void> {
  if (!companyIds.length) return;
  const users = await db.query<{ id: string }>('SELECT id FROM users WHERE company_id = ANY($1::uuid[])', [companyIds]);
  if (users.rows.length) await live.signal(users.rows.map((u) => String(u.id)), LIVE_KINDS.reportingRevision, { revision });
}

/** The refresh under way in this process, and when the last one ended, per database. */
const running = new WeakMap<Db, Promise<void>>();
const lastRefresh = new WeakMap<Db, number>();

/**
 * Refreshes unless this process refreshed under 5 s ago; one refresh at a time per process and
 * database: a caller arriving during one waits for it instead of starting another.
 */
export async function refreshIfStale(ctx: Pick<ServerPluginContext, 'db' | 'services'> & { live?: Live }): Promise<void> {
  const current = running.get(ctx.db);
  if (current) return current;
  if (Date.now() - (lastRefresh.get(ctx.db) ?? 0) < FRESH_MS) return;
  const run = refreshFacts(ctx.db, ctx).then(() => {
    lastRefresh.set(ctx.db, Date.now());
  });
  running.set(ctx.db, run);
  try {
    await run;
  } finally {
    running.delete(ctx.db);
  }
}
