import type { Db } from '@portolan/sdk/server';
import { CURRENT_FACTOR_SET, type EmissionFactorSet } from './emissionFactorSets';
import { planShipmentEmission } from './planShipmentEmission';

interface FactRow {
  shipment_id: string;
  owner_company_id: string;
  status: string;
  carrier: string;
  pol: string;
  pod: string;
  transshipment_ports: string[];
  mode: string;
  weight_kg: string | number | null;
  teu: string | number;
  reefer_teu: string | number;
  departed_on: string | Date;
}

const dayOf = (d: string | Date) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

/**
 * (Re)computes the emission results of these shipments from their owner's row in `analytics_facts` with
 * a factor set (the current one by default): the set and version's rows of these shipments are replaced
 * (results and gaps), every other version's are kept, so a report on an earlier version re-runs as it
 * was. A cancelled shipment (it did not sail) or one no longer in the facts keeps no result of this
 * version. Set-based: one read, two deletes and two inserts however many shipments (up to 2,000 a call).
 */
export async function computeEmissions(db: Db, shipmentIds: string[], set: EmissionFactorSet = CURRENT_FACTOR_SET): Promise<void> {
  const ids = [...new Set(shipmentIds)];
  if (ids.length === 0) return;
  const { rows } = await db.query<FactRow>(
    `SELECT shipment_id, owner_company_id, status, mode, weight_kg, carrier, pol, pod, transshipment_ports, teu, reefer_teu, departed_on
     FROM analytics_facts WHERE shipment_id = ANY($1::uuid[]) AND company_id = owner_company_id`,
    [ids],
  );
  const results: unknown[][] = [[], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], [], []];
  const gaps: unknown[][] = [[], [], []];
  for (const f of rows) {
    if (f.status === 'CANCELLED') continue;
    const teu = shipmentTeu(f);
    const reeferTeu = Number(f.reefer_teu);
    const plan = planShipmentEmission({ pol: f.pol, pod: f.pod, transshipmentPorts: f.transshipment_ports ?? [], teu, reeferTeu }, set);
    if ('gap' in plan) {
      gaps[0]!.push(f.shipment_id);
      gaps[1]!.push(f.owner_company_id);
      gaps[2]!.push(plan.gap);
      continue;
    }
    for (const leg of plan.legs) {
      const values = [
        f.shipment_id, f.owner_company_id, leg.seq, leg.from, leg.to, f.carrier, dayOf(f.departed_on), leg.distanceKm, leg.distanceSource,
        teu, Math.min(reeferTeu, teu), leg.tradeLane, leg.dryWtw, leg.reeferWtw, set.wttShare, leg.ttwKg, leg.wttKg, leg.wtwKg,
      ];
      values.forEach((v, i) => results[i]!.push(v));
    }
  }
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM emission_results WHERE shipment_id = ANY($1::uuid[]) AND factor_set = $2 AND factor_version = $3', [ids, set.name, set.version]);
    await tx.query('DELETE FROM emission_gaps WHERE shipment_id = ANY($1::uuid[]) AND factor_version = $2', [ids, set.version]);
    if (results[0]!.length > 0) {
      await tx.query(
        `INSERT INTO emission_results (shipment_id, company_id, leg_seq, from_port, to_port, carrier, departed_on, distance_km, distance_source,
           teu, reefer_teu, trade_lane, factor_set, factor_version, dry_wtw_factor, reefer_wtw_factor, wtt_share, ttw_kg, wtt_kg, wtw_kg)
         SELECT r.shipment_id, r.company_id, r.leg_seq, r.from_port, r.to_port, r.carrier, r.departed_on, r.distance_km, r.distance_source,
           r.teu, r.reefer_teu, r.trade_lane, $19, $20, r.dry, r.reefer, r.wtt_share, r.ttw, r.wtt, r.wtw
         FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::text[], $6::text[], $7::date[], $8::numeric[], $9::text[],
           $10::numeric[], $11::numeric[], $12::text[], $13::numeric[], $14::numeric[], $15::numeric[], $16::numeric[], $17::numeric[], $18::numeric[])
           AS r(shipment_id, company_id, leg_seq, from_port, to_port, carrier, departed_on, distance_km, distance_source,
             teu, reefer_teu, trade_lane, dry, reefer, wtt_share, ttw, wtt, wtw)`,
        [...results, set.name, set.version],
      );
    }
    if (gaps[0]!.length > 0) {
      await tx.query(
        `INSERT INTO emission_gaps (shipment_id, company_id, factor_version, reason)
         SELECT g.shipment_id, g.company_id, $4, g.reason FROM unnest($1::uuid[], $2::uuid[], $3::text[]) AS g(shipment_id, company_id, reason)`,
        [...gaps, set.version],
      );
    }
  });
}

/**
 * An LCL shipment has no containers of its own: its share of the boxes it travels in is its weight over
 * the GLEC default average load of a loaded TEU ({@link LCL_TONNES_PER_TEU} t), so 2.5 t is 0.25 TEU.
 */
export const LCL_TONNES_PER_TEU = 10;

function shipmentTeu(f: Pick<FactRow, 'mode' | 'weight_kg' | 'teu'>): number {
  const teu = Number(f.teu);
  if (teu > 0 || f.mode !== 'LCL' || f.weight_kg === null) return teu;
  return Math.round((Number(f.weight_kg) / 1000 / LCL_TONNES_PER_TEU) * 100) / 100;
}
