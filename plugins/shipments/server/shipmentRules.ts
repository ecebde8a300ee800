import type { Db } from '@portolan/sdk/server';
import { badRequest, conflict, shareRecord } from '@portolan/sdk/server';
import { containerNumberProblem, normalizeContainerNumber } from '@portolan/sdk/shared';
import { teuOf } from '../shared/statuses';
import type { ShipmentInput } from './shipmentSchemas';

/** One broken rule of a shipment: the field (as sent, e.g. `containers.1.number`) and why. */
export interface Problem {
  field: string;
  message: string;
}

/**
 * The domain rules a JSON schema cannot say: ISO 6346 check digits, no container twice, ETA not
 * before ETD, ATA not before ATD, POL differs from POD. `current` is the stored shipment on update.
 */
export function shipmentProblems(input: ShipmentInput, current?: { etd: string; eta: string; pol: string; pod: string }): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  (input.containers ?? []).forEach((container, i) => {
    const problem = containerNumberProblem(container.number);
    if (problem) problems.push({ field: `containers.${i}.number`, message: `Container number ${container.number} ${problem}` });
    const number = normalizeContainerNumber(container.number);
    if (seen.has(number)) problems.push({ field: `containers.${i}.number`, message: `Container ${number} is listed twice` });
    seen.add(number);
  });
  const etd = input.etd ?? current?.etd;
  const eta = input.eta ?? current?.eta;
  if (etd && eta && Date.parse(eta) < Date.parse(etd)) problems.push({ field: 'eta', message: 'ETA must not be before ETD' });
  if (input.atd && input.ata && Date.parse(input.ata) < Date.parse(input.atd)) problems.push({ field: 'ata', message: 'ATA must not be before ATD' });
  const pol = (input.pol ?? current?.pol)?.toUpperCase();
  const pod = (input.pod ?? current?.pod)?.toUpperCase();
  if (pol && pod && pol === pod) problems.push({ field: 'pod', message: 'POD must differ from POL' });
  return problems;
}

/** Throws the first problem as a 400 naming `data.<field>`. */
export function assertShipment(input: ShipmentInput, current?: { etd: string; eta: string; pol: string; pod: string }): void {
  const [first] = shipmentProblems(input, current);
  if (first) throw badRequest(first.message, `data.${first.field}`);
}

const upper = (v: string | undefined) => (v === undefined ? undefined : v.toUpperCase());
const trimmed = (v: string | null | undefined) => (v === undefined ? undefined : v === null ? null : v.trim() || null);

/** Column values of the fields present in `input` (create gets defaults for origin/destination). */
export function shipmentColumns(input: ShipmentInput, creating: boolean): Record<string, unknown> {
  const columns: Record<string, unknown> = {};
  const set = (column: string, value: unknown) => {
    if (value !== undefined) columns[column] = value;
  };
  set('reference', input.reference?.trim());
  set('mode', input.mode);
  set('status', input.status);
  set('shipper', trimmed(input.shipper));
  set('consignee', trimmed(input.consignee));
  set('forwarder', trimmed(input.forwarder));
  set('carrier', upper(input.carrier));
  set('booking_number', trimmed(input.bookingNumber));
  set('bl_number', trimmed(input.blNumber));
  set('pol', upper(input.pol));
  set('pod', upper(input.pod));
  set('origin', upper(input.origin) ?? (creating ? upper(input.pol) : undefined));
  set('destination', upper(input.destination) ?? (creating ? upper(input.pod) : undefined));
  set('transshipment_ports', input.transshipmentPorts?.map((p) => p.toUpperCase()));
  set('vessel', trimmed(input.vessel));
  set('voyage', trimmed(input.voyage));
  set('etd', input.etd);
  set('eta', input.eta);
  set('atd', input.atd);
  set('ata', input.ata);
  set('commodity', trimmed(input.commodity));
  set('hs_code', input.hsCode);
  set('weight_kg', input.weightKg);
  set('volume_cbm', input.volumeCbm);
  set('rfq_id', input.rfqId);
  set('contract_ref', trimmed(input.contractRef));
  // TEU: as sent, else from the containers (FCL), else unchanged.
  if (input.teu !== undefined) columns.teu = input.teu;
  else if (input.containers) columns.teu = input.containers.reduce((n, c) => n + teuOf(c.isoType ?? '42G1'), 0);
  return columns;
}

/** Replaces a shipment's containers (in the caller's transaction). */
export async function replaceContainers(tx: Db, companyId: string, shipmentId: string, containers: NonNullable<ShipmentInput['containers']>): Promise<void> {
  await tx.query('DELETE FROM shipment_containers WHERE shipment_id = $1 AND company_id = $2', [shipmentId, companyId]);
  if (containers.length === 0) return;
  const values: unknown[] = [];
  const tuples = containers.map((c, i) => {
    values.push(companyId, shipmentId, normalizeContainerNumber(c.number), c.isoType ?? '42G1', c.sealNumber ?? null, c.weightKg ?? null, i);
    const b = i * 7;
    return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6}, $${b + 7})`;
  });
  await tx.query(`INSERT INTO shipment_containers (company_id, shipment_id, number, iso_type, seal_number, weight_kg, position) VALUES ${tuples.join(', ')}`, values);
}

/**
 * Replaces the companies a shipment is shared with (read-only): each must be in the owner's network,
 * else the same 400 for a stranger and an unknown id (see the SDK's `shareRecord`).
 */
export async function replaceParties(tx: Db, companyId: string, shipmentId: string, companyIds: string[]): Promise<void> {
  await shareRecord(tx, { kind: 'shipment', recordId: shipmentId, ownerCompanyId: companyId, companyIds, field: 'data.sharedWith' });
}

/** 409 naming data.reference when the company already has a shipment with that reference. */
export async function assertReferenceFree(db: Db, companyId: string, reference: string, exceptId?: string): Promise<void> {
  const row = await db.one('SELECT id FROM shipments WHERE company_id = $1 AND reference = $2 AND ($3::uuid IS NULL OR id <> $3::uuid)', [companyId, reference.trim(), exceptId ?? null]);
  if (row) throw conflict(`A shipment with reference ${reference.trim()} already exists`, 'data.reference');
}
