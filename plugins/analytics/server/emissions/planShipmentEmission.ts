import { laneFactor, type EmissionFactorSet } from './emissionFactorSets';
import { legEmission } from './legEmission';
import { SEA_DISTANCE_SOURCE, seaDistance } from './seaDistance';
import { tradeLaneOf } from './tradeLaneOf';

/** What a shipment's emissions are computed from (its owner's row in analytics_facts). */
export interface EmissionShipmentInput {
  pol: string;
  pod: string;
  transshipmentPorts: string[];
  teu: number;
  reeferTeu: number;
}

export interface PlannedLeg {
  seq: number;
  from: string;
  to: string;
  distanceKm: number;
  distanceSource: string;
  tradeLane: string;
  dryWtw: number;
  reeferWtw: number;
  ttwKg: number;
  wttKg: number;
  wtwKg: number;
}

export type EmissionPlan = { legs: PlannedLeg[] } | { gap: string };

/**
 * A shipment's legs (POL → each transshipment port → POD) with their sea distance, trade lane and
 * emissions under `set`, or the reason it cannot be computed (no TEU, a leg without a sea route).
 */
export function planShipmentEmission(shipment: EmissionShipmentInput, set: EmissionFactorSet): EmissionPlan {
  if (!(shipment.teu > 0)) return { gap: 'No TEU: the shipment has no containers with a known type' };
  const reeferTeu = Math.min(shipment.reeferTeu, shipment.teu);
  const stops = [shipment.pol, ...shipment.transshipmentPorts, shipment.pod].filter((p, i, all) => i === 0 || p !== all[i - 1]);
  if (stops.length < 2) return { gap: `No sea leg: ${shipment.pol} → ${shipment.pod}` };
  const legs: PlannedLeg[] = [];
  for (let i = 0; i + 1 < stops.length; i++) {
    const from = stops[i]!;
    const to = stops[i + 1]!;
    const route = seaDistance(from, to);
    if (!route) return { gap: `No sea route from ${from} to ${to} in the sea-route graph` };
    const lane = tradeLaneOf(from, to, route.via.includes('PANAMA_PACIFIC') && route.via.includes('PAMIT'));
    const factor = laneFactor(set, lane);
    const e = legEmission({
      distanceKm: route.km, teu: shipment.teu, reeferTeu, dryWtw: factor.dryWtw, reeferWtw: factor.reeferWtw,
      wttShare: set.wttShare, distanceAdjustment: set.distanceAdjustment,
    });
    legs.push({
      seq: i, from, to, distanceKm: Math.round(e.distanceKm * 10) / 10, distanceSource: SEA_DISTANCE_SOURCE, tradeLane: factor.lane,
      dryWtw: factor.dryWtw, reeferWtw: factor.reeferWtw, ttwKg: e.ttwKg, wttKg: e.wttKg, wtwKg: e.wtwKg,
    });
  }
  return { legs };
}
