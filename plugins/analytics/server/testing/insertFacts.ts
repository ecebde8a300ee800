import { randomUUID } from 'node:crypto';
import type { Db } from '@portolan/sdk/server';

/** One fact row for a test: only what the test cares about; the rest defaults to a delivered INNSA→DEHAM MAEU shipment. */
export interface FactFixture {
  shipmentId?: string;
  reference?: string;
  mode?: 'FCL' | 'LCL';
  status?: 'BOOKED' | 'IN_TRANSIT' | 'ARRIVED' | 'DELIVERED' | 'CANCELLED';
  carrier?: string;
  pol?: string;
  pod?: string;
  transshipmentPorts?: string[];
  etd: string;
  eta?: string;
  firstEta?: string;
  atd?: string | null;
  ata?: string | null;
  dischargedAt?: string | null;
  gateOutAt?: string | null;
  emptyReturnAt?: string | null;
  teu?: number;
  containers?: number;
  reeferContainers?: number;
  reeferTeu?: number;
  containerTypes?: string[];
  weightKg?: number | null;
  legs?: unknown[];
  waitingPort?: string | null;
  waitingSince?: string | null;
  nextTransshipmentPort?: string | null;
  nextTransshipmentEta?: string | null;
  /** Companies that see it besides the owner. */
  sharedWith?: string[];
}

const HOUR = 3_600_000;

/**
 * Inserts fact rows straight into `analytics_facts` (one per viewer company, as refreshFacts writes them),
 * computing the derived columns (departed_on, arrived_on, transit_days, delay_hours) the same way. For
 * widget tests with hand-computed expectations. Answers the shipment ids in order.
 */
export async function insertFacts(db: Db, ownerCompanyId: string, fixtures: FactFixture[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, f] of fixtures.entries()) {
    const id = f.shipmentId ?? randomUUID();
    ids.push(id);
    const eta = f.eta ?? new Date(Date.parse(f.etd) + 26 * 24 * HOUR).toISOString();
    const firstEta = f.firstEta ?? eta;
    const atd = f.atd === undefined ? f.etd : f.atd;
    const ata = f.ata === undefined ? eta : f.ata;
    const transitDays = atd && ata ? (Date.parse(ata) - Date.parse(atd)) / (24 * HOUR) : null;
    const delayHours = ata ? (Date.parse(ata) - Date.parse(firstEta)) / HOUR : null;
    const status = f.status ?? (ata ? 'DELIVERED' : atd ? 'IN_TRANSIT' : 'BOOKED');
    const viewers = [ownerCompanyId, ...(f.sharedWith ?? [])];
    for (const viewer of viewers) {
      await db.query(
        `INSERT INTO analytics_facts (company_id, shipment_id, owner_company_id, reference, mode, status, carrier, pol, pod, origin, destination,
           transshipment_ports, etd, eta, first_eta, atd, ata, discharged_at, gate_out_at, empty_return_at, departed_on, arrived_on,
           transit_days, delay_hours, teu, containers, reefer_containers, reefer_teu, container_types, weight_kg, legs,
           waiting_port, waiting_since, next_transshipment_port, next_transshipment_eta, shipment_created_at, shipment_updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
           (coalesce($14::timestamptz, $11::timestamptz) AT TIME ZONE 'UTC')::date, ($15::timestamptz AT TIME ZONE 'UTC')::date,
           $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31, $11, $11)`,
        [
          viewer, id, ownerCompanyId, f.reference ?? `FIX-${String(i + 1).padStart(4, '0')}`, f.mode ?? 'FCL', status, f.carrier ?? 'MAEU',
          f.pol ?? 'INNSA', f.pod ?? 'DEHAM', f.transshipmentPorts ?? [], f.etd, eta, firstEta, atd, ata,
          f.dischargedAt ?? null, f.gateOutAt ?? null, f.emptyReturnAt ?? null,
          transitDays === null ? null : transitDays.toFixed(2), delayHours === null ? null : delayHours.toFixed(2),
          f.teu ?? 2, f.containers ?? 1, f.reeferContainers ?? 0, f.reeferTeu ?? 0, f.containerTypes ?? ['45G1'], f.weightKg ?? null,
          JSON.stringify(f.legs ?? []), f.waitingPort ?? null, f.waitingSince ?? null, f.nextTransshipmentPort ?? null, f.nextTransshipmentEta ?? null,
        ],
      );
    }
  }
  return ids;
}
