import { badRequest, baseRecord, conflict, containerNumberProblem, CONTAINER_TYPES, normalizeContainerNumber, type ContainerJourney, type Db, type ResourceSpec, type ShipmentEquipment } from '@portolan/sdk/server';
import { CONDITIONS, INVENTORY_STATES, OWNERSHIPS, type Condition, type InventoryState, type Ownership } from '../../shared/states';
import { DND_API, type InventoryContainer, type NewInventoryContainer } from '../../shared/types';

const nullable = (schema: Record<string, unknown>) => ({ ...schema, type: [schema.type as string, 'null'] });
const DAY = { type: 'string', pattern: '^\\d{4}-\\d\\d-\\d\\d$' };
const LOCODE = { type: 'string', pattern: '^[A-Z]{2}[A-Z2-9]{3}$' };

const PROPERTIES = {
  number: { type: 'string', minLength: 11, maxLength: 16 },
  isoType: { type: 'string', enum: CONTAINER_TYPES.map((c) => c.code) },
  ownership: { type: 'string', enum: OWNERSHIPS },
  lessor: nullable({ type: 'string', maxLength: 100 }),
  leaseReference: nullable({ type: 'string', maxLength: 60 }),
  leaseEnd: nullable(DAY),
  status: { type: 'string', enum: INVENTORY_STATES },
  location: nullable(LOCODE),
  condition: { type: 'string', enum: CONDITIONS },
  nextAvailableOn: nullable(DAY),
  manufacturedYear: nullable({ type: 'integer', minimum: 1960, maximum: 2100 }),
  notes: nullable({ type: 'string', maxLength: 2000 }),
};
export const INVENTORY_SCHEMA = { type: 'object', additionalProperties: false, required: ['number', 'isoType', 'ownership', 'status', 'condition'], properties: PROPERTIES } as const;

/** Open shipments: the box is on one of them now. */
const OPEN = new Set<ContainerJourney['status']>(['BOOKED', 'IN_TRANSIT', 'ARRIVED']);

/** A container_inventory row → InventoryContainer (currentShipment and journeys filled by expand). */
export function toInventoryContainer(row: Record<string, unknown>): InventoryContainer {
  return {
    ...baseRecord(row),
    number: String(row.number),
    isoType: String(row.iso_type),
    ownership: row.ownership as Ownership,
    lessor: (row.lessor as string | null) ?? null,
    leaseReference: (row.lease_reference as string | null) ?? null,
    leaseEnd: (row.lease_end as string | null) ?? null,
    status: row.status as InventoryState,
    location: (row.location as string | null) ?? null,
    condition: row.condition as Condition,
    nextAvailableOn: (row.next_available_on as string | null) ?? null,
    manufacturedYear: row.manufactured_year === null || row.manufactured_year === undefined ? null : Number(row.manufactured_year),
    notes: (row.notes as string | null) ?? null,
    currentShipment: null,
    journeys: 0,
  };
}

/**
 * The validated columns of an inventory box (the whole record, after a merge on update): ISO 6346
 * number with its check digit (400 naming `data.number`; stored without spaces, upper case), a lessor
 * for a LEASED box (400 naming `data.lessor`), the number free in the company's inventory (409).
 */
export async function inventoryColumns(tx: Db, companyId: string, data: NewInventoryContainer, id?: string): Promise<Record<string, unknown>> {
  const problem = containerNumberProblem(data.number);
  if (problem) throw badRequest(`The container number ${problem}`, 'data.number');
  const number = normalizeContainerNumber(data.number);
  const lessor = data.lessor?.trim() || null;
  if (data.ownership === 'LEASED' && !lessor) throw badRequest('A leased container needs its lessor', 'data.lessor');
  const taken = await tx.one('SELECT 1 FROM container_inventory WHERE company_id = $1 AND number = $2 AND ($3::uuid IS NULL OR id <> $3::uuid)', [companyId, number, id ?? null]);
  if (taken) throw conflict(`${number} is already in your inventory`, 'data.number');
  return {
    number,
    iso_type: data.isoType,
    ownership: data.ownership,
    lessor,
    lease_reference: data.leaseReference?.trim() || null,
    lease_end: data.leaseEnd ?? null,
    status: data.status,
    location: data.location ?? null,
    condition: data.condition,
    next_available_on: data.nextAvailableOn ?? null,
    manufactured_year: data.manufacturedYear ?? null,
    notes: data.notes?.trim() || null,
    search_text: [number, lessor ?? '', data.leaseReference ?? '', data.location ?? ''].join('\n'),
  };
}

/** The journeys of these container numbers, and the next last free day of each open shipment's container (dnd_clocks). */
export async function journeysOf(db: Db, equipment: ShipmentEquipment, companyId: string, numbers: readonly string[]): Promise<{ byNumber: Map<string, ContainerJourney[]>; lastFreeDay: Map<string, string> }> {
  const byNumber = new Map<string, ContainerJourney[]>();
  const lastFreeDay = new Map<string, string>();
  if (numbers.length === 0) return { byNumber, lastFreeDay };
  const journeys = await equipment.journeys(db, companyId, { numbers });
  for (const j of journeys) byNumber.set(j.number, [...(byNumber.get(j.number) ?? []), j]);
  const open = journeys.filter((j) => OPEN.has(j.status)).map((j) => j.containerId);
  if (open.length) {
    const rows = await db.query<{ container_id: string; lfd: string }>(
      `SELECT container_id, min(last_free_day)::text AS lfd FROM dnd_clocks
        WHERE company_id = $1 AND container_id = ANY($2::uuid[]) AND state <> 'STOPPED' AND last_free_day IS NOT NULL GROUP BY container_id`,
      [companyId, open],
    );
    for (const r of rows.rows) lastFreeDay.set(String(r.container_id), r.lfd);
  }
  return { byNumber, lastFreeDay };
}

/** The open shipment a box is on now (the latest departure), with its next last free day. */
export function currentShipmentOf(journeys: readonly ContainerJourney[], lastFreeDay: Map<string, string>): InventoryContainer['currentShipment'] {
  const open = journeys.filter((j) => OPEN.has(j.status)).sort((a, b) => Date.parse(b.etd) - Date.parse(a.etd))[0];
  return open ? { shipmentId: open.shipmentId, reference: open.shipmentReference, lastFreeDay: lastFreeDay.get(open.containerId) ?? null } : null;
}

/**
 * The company's own containers (DND_API.inventory, the shipments plugin's `containers` feature):
 * list with `filter[ownership|status|condition|location|isoType]`, `filter[nextAvailableOn][from|to]`,
 * `search` (number, lessor, lease reference, location); each with the open shipment it is on now
 * (SHIPMENT_EQUIPMENT by number, with its last free day from the clocks) and its count of journeys.
 */
export function inventoryResource(equipment: ShipmentEquipment): ResourceSpec<InventoryContainer> {
  return {
    base: DND_API.inventory,
    table: 'container_inventory',
    feature: 'containers',
    fields: {
      ownership: { column: 'ownership', type: 'text', filter: 'in' },
      status: { column: 'status', type: 'text', filter: 'in' },
      condition: { column: 'condition', type: 'text', filter: 'in' },
      location: { column: 'location', type: 'text', filter: 'in' },
      isoType: { column: 'iso_type', type: 'text', filter: 'in' },
      lessor: { column: 'lessor', type: 'text', filter: 'in' },
      nextAvailableOn: { column: 'next_available_on', type: 'date', filter: 'range' },
      createdAt: { column: 'created_at', type: 'timestamp', sort: true },
      updatedAt: { column: 'updated_at', type: 'timestamp', sort: true },
    },
    defaultSort: { field: 'createdAt', dir: 'desc' },
    search: { columns: ['search_text'] },
    toRecord: toInventoryContainer,
    async expand(db, records, { companyId }) {
      const { byNumber, lastFreeDay } = await journeysOf(db, equipment, companyId, records.map((r) => r.number));
      for (const r of records) {
        const journeys = byNumber.get(r.number) ?? [];
        r.journeys = journeys.length;
        r.currentShipment = currentShipmentOf(journeys, lastFreeDay);
      }
    },
    create: {
      data: INVENTORY_SCHEMA,
      columns: async (data: NewInventoryContainer, ctx) => ({ ...(await inventoryColumns(ctx.tx, ctx.companyId, data)), created_by: ctx.userId }),
    },
    update: {
      data: { ...INVENTORY_SCHEMA, required: [] },
      columns: (changes: Partial<NewInventoryContainer>, current, ctx) => {
        const merged = { ...toInventoryContainer(current), ...changes } as NewInventoryContainer;
        return inventoryColumns(ctx.tx, ctx.companyId, merged, String(current.id));
      },
    },
  };
}
