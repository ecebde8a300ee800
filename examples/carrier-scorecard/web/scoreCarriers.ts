/** A shipment as the scorecard needs it (fields of GET /api/shipments/v2). */
export interface ScoredShipment {
  _id: string;
  carrier: string | null;
  eta: string | null;
  ata: string | null;
  status: string;
  /** The planned arrival at the POD (the PLN arrival of the last leg); falls back to `eta`. */
  plannedArrival?: string | null;
}

export interface CarrierScore {
  carrier: string;
  /** Shipments that have arrived or were due to arrive by now. */
  due: number;
  onTime: number;
  late: number;
  /** 0–100, one decimal. */
  onTimePercent: number;
  /** Mean delay of the late ones, in days (one decimal). */
  averageDelayDays: number;
}

const DAY = 86_400_000;
/** An arrival up to this late still counts as on time (a day's slack, as carriers report by day). */
export const GRACE_MS = DAY;

/**
 * Ranks carriers by on-time arrival. A shipment counts once it has arrived (`ata`) or its planned
 * arrival has passed; it is on time when it arrived no later than planned + one day. Cancelled
 * shipments do not count. Best first; ties by volume, then by code.
 */
export function scoreCarriers(shipments: readonly ScoredShipment[], now: number = Date.now()): CarrierScore[] {
  const by = new Map<string, { due: number; onTime: number; delays: number[] }>();
  for (const s of shipments) {
    if (!s.carrier || s.status === 'CANCELLED') continue;
    const planned = Date.parse(s.plannedArrival ?? s.eta ?? '');
    if (Number.isNaN(planned)) continue;
    const actual = s.ata ? Date.parse(s.ata) : undefined;
    if (actual === undefined && planned + GRACE_MS > now) continue; // not due yet
    const entry = by.get(s.carrier) ?? { due: 0, onTime: 0, delays: [] };
    entry.due += 1;
    const arrivedBy = actual ?? now;
    if (actual !== undefined && actual <= planned + GRACE_MS) entry.onTime += 1;
    else entry.delays.push((arrivedBy - planned) / DAY);
    by.set(s.carrier, entry);
  }
  return [...by]
    .map(([carrier, e]) => ({
      carrier,
      due: e.due,
      onTime: e.onTime,
      late: e.due - e.onTime,
      onTimePercent: Math.round((e.onTime / e.due) * 1000) / 10,
      averageDelayDays: e.delays.length ? Math.round((e.delays.reduce((a, b) => a + b, 0) / e.delays.length) * 10) / 10 : 0,
    }))
    .sort((a, b) => b.onTimePercent - a.onTimePercent || b.due - a.due || a.carrier.localeCompare(b.carrier));
}
