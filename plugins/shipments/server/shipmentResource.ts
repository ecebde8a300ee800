import { sqlArray, sqlIso, sqlNumber, sqlRecord, type Db, type ResourceSpec } from '@portolan/sdk/server';
import { toContainerRecord, toShipmentRecord, type ShipmentRecord } from './shipmentRecord';
import { shipmentCreateData, shipmentUpdateData, type ShipmentInput } from './shipmentSchemas';
import { assertReferenceFree, assertShipment, replaceContainers, replaceParties, shipmentColumns } from './shipmentRules';
import { iso } from '@portolan/sdk/server';

/** Loads containers (and, for the owner's details, the parties) into shipment records. */
async function expandShipments(db: Db, records: ShipmentRecord[], { companyId, many }: { companyId: string; many: boolean }): Promise<void> {
  const ids = records.map((r) => r._id);
  const containers = await db.query<Record<string, unknown>>(
    'SELECT * FROM shipment_containers WHERE shipment_id = ANY($1::uuid[]) ORDER BY shipment_id, position, number',
    [ids],
  );
  const byShipment = new Map<string, ShipmentRecord>(records.map((r) => [r._id, r]));
  for (const row of containers.rows) byShipment.get(String(row.shipment_id))?.containers.push(toContainerRecord(row));
  for (const record of records) record.isShared = record.companyId !== companyId;
  if (!many) {
    const own = records.filter((r) => !r.isShared).map((r) => r._id);
    if (own.length) {
      const parties = await db.query<{ shipment_id: string; company_id: string }>('SELECT shipment_id, company_id FROM shipment_parties WHERE shipment_id = ANY($1::uuid[]) ORDER BY created_at', [own]);
      for (const p of parties.rows) byShipment.get(p.shipment_id)?.sharedWith.push(p.company_id);
    }
  }
}

/**
 * A shipment record as PostgreSQL builds it (lists and details): what toShipmentRecord + expandShipments
 * (details) give — shipmentResource.test.ts holds the two to the same answer.
 */
const shipmentRecordSql: Record<string, string> = {
  _id: 't.id',
  createdAt: sqlIso('t.created_at'),
  updatedAt: sqlIso('t.updated_at'),
  version: 't.version',
  companyId: 't.company_id',
  reference: 't.reference',
  mode: 't.mode',
  status: 't.status',
  shipper: 't.shipper',
  consignee: 't.consignee',
  forwarder: 't.forwarder',
  carrier: 't.carrier',
  bookingNumber: 't.booking_number',
  blNumber: 't.bl_number',
  origin: 't.origin',
  destination: 't.destination',
  pol: 't.pol',
  pod: 't.pod',
  transshipmentPorts: 't.transshipment_ports',
  vessel: 't.vessel',
  voyage: 't.voyage',
  etd: sqlIso('t.etd'),
  eta: sqlIso('t.eta'),
  atd: sqlIso('t.atd'),
  ata: sqlIso('t.ata'),
  commodity: 't.commodity',
  hsCode: 't.hs_code',
  weightKg: sqlNumber('t.weight_kg'),
  volumeCbm: sqlNumber('t.volume_cbm'),
  teu: sqlNumber('t.teu'),
  rfqId: 't.rfq_id',
  contractRef: 't.contract_ref',
  trackingFeed: 't.tracking_feed',
  containers: sqlArray(
    sqlRecord({ _id: 'c.id', number: 'c.number', isoType: 'c.iso_type', sealNumber: 'c.seal_number', weightKg: sqlNumber('c.weight_kg') }),
    'shipment_containers c WHERE c.shipment_id = t.id',
    'c.position, c.number',
  ),
  isShared: 't.company_id <> $1',
  // Whom the owner shares it with; a company it is shared with sees [].
  sharedWith: `CASE WHEN t.company_id = $1 THEN ${sqlArray('p.company_id', 'shipment_parties p WHERE p.shipment_id = t.id', 'p.created_at')} ELSE '[]'::json END`,
};

/**
 * The shipments resource, `/api/shipments/v2` (SPEC §7 generic pattern). Filters: status, carrier,
 * mode, pol, pod, origin, destination (one or several values), etd/eta/createdAt ranges, container
 * (a container number). Search: reference, booking and BL numbers, vessel, parties, container numbers.
 */
export const shipmentResource: ResourceSpec<ShipmentRecord> = {
  base: '/api/shipments/v2',
  table: 'shipments',
  feature: 'shipments',
  fields: {
    reference: { column: 'reference', type: 'text', filter: 'in', sort: true },
    status: { column: 'status', type: 'text', filter: 'in' },
    mode: { column: 'mode', type: 'text', filter: 'in' },
    carrier: { column: 'carrier', type: 'text', filter: 'in' },
    pol: { column: 'pol', type: 'text', filter: 'in' },
    pod: { column: 'pod', type: 'text', filter: 'in' },
    origin: { column: 'origin', type: 'text', filter: 'in' },
    destination: { column: 'destination', type: 'text', filter: 'in' },
    vessel: { column: 'vessel', type: 'text', filter: 'in' },
    rfqId: { column: 'rfq_id', type: 'text', filter: 'in' },
    contractRef: { column: 'contract_ref', type: 'text', filter: 'in' },
    etd: { column: 'etd', type: 'timestamp', filter: 'range', sort: true },
    eta: { column: 'eta', type: 'timestamp', filter: 'range', sort: true },
    createdAt: { column: 'created_at', type: 'timestamp', filter: 'range', sort: true },
    updatedAt: { column: 'updated_at', type: 'timestamp', filter: 'range', sort: true },
  },
  customFilters: {
    container: {
      schema: { type: 'string', maxLength: 15 },
      sql: (value, p) => `EXISTS (SELECT 1 FROM shipment_containers c WHERE c.shipment_id = t.id AND c.number = ${p.add(String(value).replace(/[\s-]/g, '').toUpperCase())})`,
    },
  },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  search: {
    columns: ['reference', 'booking_number', 'bl_number', 'vessel', 'shipper', 'consignee', 'commodity'],
    // Indexed by migration 003_search (trigrams on the same columns, in this order, and on container numbers).
    related: { table: 'shipment_containers', key: 'shipment_id', columns: ['number'] },
  },
  sharedVia: { table: 'shipment_parties', key: 'shipment_id' },
  toRecord: toShipmentRecord,
  recordSql: shipmentRecordSql,
  expand: expandShipments,
  create: {
    data: shipmentCreateData,
    async columns(data: ShipmentInput, ctx) {
      assertShipment(data);
      await assertReferenceFree(ctx.tx, ctx.companyId, data.reference!);
      return { ...shipmentColumns(data, true), created_by: ctx.userId };
    },
    async after(id, data: ShipmentInput, ctx) {
      await replaceContainers(ctx.tx, ctx.companyId, id, data.containers ?? []);
      if (data.sharedWith) await replaceParties(ctx.tx, ctx.companyId, id, data.sharedWith);
    },
  },
  update: {
    data: shipmentUpdateData,
    async columns(data: ShipmentInput, current, ctx) {
      assertShipment(data, { etd: iso(current.etd)!, eta: iso(current.eta)!, pol: String(current.pol), pod: String(current.pod) });
      if (data.reference !== undefined) await assertReferenceFree(ctx.tx, ctx.companyId, data.reference, String(current.id));
      return shipmentColumns(data, false);
    },
    async after(id, data: ShipmentInput, _current, ctx) {
      if (data.containers) await replaceContainers(ctx.tx, ctx.companyId, id, data.containers);
      if (data.sharedWith) await replaceParties(ctx.tx, ctx.companyId, id, data.sharedWith);
    },
  },
};
