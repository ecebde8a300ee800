import { badRequest, conflict, iso, isUuid, notFound, writeActivity, type Db, type Identity, type NewShipment, type ShipmentProgress, type ShipmentRecords, type ShipmentUpdate } from '@portolan/sdk/server';
import { containerNumberProblem, normalizeContainerNumber } from '@portolan/sdk/shared';
import { CONTAINER_TYPES, teuOf } from '../shared/statuses';
import { assertShipment, shipmentColumns } from './shipmentRules';
import { insertShipment } from './bulkRoutes';

/** The most containers a shipment may carry (the API's containers maxItems). */
const MAX_CONTAINERS = 200;

const TEXT_LIMITS = { bookingNumber: 40, vessel: 100, voyage: 20, commodity: 200 } as const;

/**
 * The first broken rule of an update, as the API's schema and domain rules say it: `[field, message]`
 * with the field relative to the update (e.g. `addContainers.1.number`); undefined when it is sound.
 */
export function updateProblem(update: ShipmentUpdate, current: { etd: string; eta: string }): [string, string] | undefined {
  if (update.carrier !== undefined && !(typeof update.carrier === 'string' && /^[A-Za-z]{2,4}$/.test(update.carrier))) return ['carrier', 'Carrier must be a 2 to 4 letter SCAC code'];
  for (const [name, max] of Object.entries(TEXT_LIMITS) as Array<[keyof typeof TEXT_LIMITS, number]>) {
    const value = update[name];
    if (value !== undefined && value !== null && (typeof value !== 'string' || value.length > max)) return [name, `${name} must be text of at most ${max} characters`];
  }
  for (const name of ['etd', 'eta'] as const) {
    const value = update[name];
    if (value !== undefined && !(typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) && Number.isFinite(Date.parse(value)))) return [name, `${name.toUpperCase()} must be an ISO 8601 date-time`];
  }
  if (update.status !== undefined && update.status !== 'CANCELLED') return ['status', 'Only CANCELLED can be set on a shipment from another area'];
  if (update.teu !== undefined && !(typeof update.teu === 'number' && Number.isFinite(update.teu) && update.teu >= 0 && update.teu <= 1000)) return ['teu', 'TEU must be a number from 0 to 1000'];
  const etd = update.etd ?? current.etd;
  const eta = update.eta ?? current.eta;
  if (Date.parse(eta) < Date.parse(etd)) return ['eta', 'ETA must not be before ETD'];
  const seen = new Set<string>();
  for (const [i, c] of (update.addContainers ?? []).entries()) {
    const problem = typeof c?.number === 'string' ? containerNumberProblem(c.number) : 'is missing';
    if (problem) return [`addContainers.${i}.number`, `Container number ${c?.number ?? ''} ${problem}`.replace(/\s+/g, ' ')];
    const number = normalizeContainerNumber(c.number);
    if (seen.has(number)) return [`addContainers.${i}.number`, `Container ${number} is listed twice`];
    seen.add(number);
    if (c.isoType !== undefined && !CONTAINER_TYPES[c.isoType]) return [`addContainers.${i}.isoType`, `Unknown container type ${c.isoType}`];
  }
  return undefined;
}

/**
 * The SHIPMENT_RECORDS service: other areas create shipments under the shipments API's own rules
 * (assertShipment, unique reference per company), in their transaction.
 */
export function shipmentRecords(identity: Pick<Identity, 'findUserById'>): ShipmentRecords {
  return {
    async create(tx: Db, companyId: string, userId: string, shipments: readonly NewShipment[], field: string): Promise<string[]> {
      const ids: string[] = [];
      for (const [i, s] of shipments.entries()) {
        try {
          assertShipment(s);
        } catch (error) {
          const e = error as { field?: string; message: string };
          throw badRequest(e.message, e.field?.replace(/^data\./, `${field}.${i}.`) ?? `${field}.${i}`);
        }
        for (const [name, max] of [['bookingNumber', 40], ['vessel', 100], ['voyage', 20]] as const) {
          const value = s[name];
          if (value !== undefined && value !== null && (typeof value !== 'string' || value.length > max)) throw badRequest(`${name} must be text of at most ${max} characters`, `${field}.${i}.${name}`);
        }
        const clash = await tx.one('SELECT 1 FROM shipments WHERE company_id = $1 AND reference = $2', [companyId, s.reference.trim()]);
        if (clash) throw badRequest(`A shipment with reference ${s.reference} already exists`, `${field}.${i}.reference`);
        ids.push(await insertShipment(tx, companyId, userId, s));
      }
      return ids;
    },
    async progress(db: Db, companyId: string, ids: readonly string[]): Promise<ShipmentProgress[]> {
      const wanted = ids.filter(isUuid);
      if (!wanted.length) return [];
      const rows = await db.query<{ id: string; reference: string; status: ShipmentProgress['status']; carrier: string; pol: string; pod: string; etd: unknown; eta: unknown; atd: unknown; ata: unknown }>(
        'SELECT id, reference, status, carrier, pol, pod, etd, eta, atd, ata FROM shipments WHERE company_id = $1 AND id = ANY($2::uuid[])',
        [companyId, wanted],
      );
      return rows.rows.map((r) => ({
        id: String(r.id), reference: r.reference, status: r.status, carrier: r.carrier, pol: r.pol, pod: r.pod,
        etd: iso(r.etd)!, eta: iso(r.eta)!, atd: iso(r.atd), ata: iso(r.ata),
      }));
    },
    async update(tx: Db, companyId: string, userId: string, shipmentId: string, update: ShipmentUpdate, field: string): Promise<void> {
      const current = isUuid(shipmentId)
        ? await tx.one<{ id: string; reference: string; status: ShipmentProgress['status']; etd: unknown; eta: unknown }>('SELECT id, reference, status, etd, eta FROM shipments WHERE id = $1 AND company_id = $2 FOR UPDATE', [shipmentId, companyId])
        : undefined;
      if (!current) throw notFound('Shipment not found');
      const problem = updateProblem(update, { etd: iso(current.etd)!, eta: iso(current.eta)! });
      if (problem) throw badRequest(problem[1], `${field}.${problem[0]}`);
      // Cancelling: only a shipment that has not sailed (BOOKED); a CANCELLED one stays as it is.
      if (update.status === 'CANCELLED' && current.status !== 'BOOKED' && current.status !== 'CANCELLED') {
        throw conflict(`Shipment ${current.reference} is ${current.status}: it can no longer be cancelled`, `${field}.status`);
      }
      const cancelling = update.status === 'CANCELLED' && current.status !== 'CANCELLED';

      const existing = await tx.query<{ number: string; iso_type: string; position: number }>('SELECT number, iso_type, position FROM shipment_containers WHERE shipment_id = $1 ORDER BY position, number', [shipmentId]);
      const have = new Set(existing.rows.map((r) => r.number));
      const added = (update.addContainers ?? []).map((c) => ({ number: normalizeContainerNumber(c.number), isoType: c.isoType ?? '42G1' })).filter((c) => !have.has(c.number));
      if (existing.rows.length + added.length > MAX_CONTAINERS) throw badRequest(`A shipment carries at most ${MAX_CONTAINERS} containers`, `${field}.addContainers`);

      const { addContainers: _add, status: _status, ...fields } = update;
      const columns = shipmentColumns({ ...fields, ...(cancelling ? { status: 'CANCELLED' as const } : {}) }, false);
      // TEU follows the containers when they change and no TEU was given, as the API's update does.
      if (update.teu === undefined && added.length) {
        columns.teu = [...existing.rows.map((r) => r.iso_type), ...added.map((c) => c.isoType)].reduce((n, t) => n + teuOf(t), 0);
      }
      const changed = Object.keys(columns);
      if (!changed.length && !added.length) return;
      const names = Object.keys(columns);
      await tx.query(
        `UPDATE shipments SET ${[...names.map((n, i) => `${n} = $${i + 3}`), 'version = version + 1', 'updated_at = now()'].join(', ')} WHERE id = $1 AND company_id = $2`,
        [shipmentId, companyId, ...names.map((n) => columns[n])],
      );
      if (added.length) {
        const start = existing.rows.reduce((max, r) => Math.max(max, r.position + 1), 0);
        const values: unknown[] = [];
        const tuples = added.map((c, i) => {
          values.push(companyId, shipmentId, c.number, c.isoType, start + i);
          return `($${i * 5 + 1}, $${i * 5 + 2}, $${i * 5 + 3}, $${i * 5 + 4}, $${i * 5 + 5})`;
        });
        await tx.query(`INSERT INTO shipment_containers (company_id, shipment_id, number, iso_type, position) VALUES ${tuples.join(', ')}`, values);
      }
      const user = await identity.findUserById(tx, userId);
      const what = [...Object.keys(fields).filter((k) => fields[k as keyof typeof fields] !== undefined), ...(added.length ? [`containers +${added.map((c) => c.number).join(', ')}`] : [])];
      await writeActivity(tx, {
        kind: 'shipment', recordId: shipmentId, companyId, actorId: user ? userId : null, actorName: user?.name ?? 'System',
        ...(cancelling
          ? { action: 'cancel', from: current.status, to: 'CANCELLED', note: `Cancelled from ${field}${what.length ? `; updated: ${what.join('; ')}` : ''}` }
          : { action: 'update', note: `Updated from ${field}: ${what.join('; ')}` }),
      });
    },
  };
}
