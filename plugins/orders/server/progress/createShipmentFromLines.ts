import Big from 'big.js';
import { badRequest, conflict, HttpError, type Db, type NewShipment, type ShipmentRecords } from '@portolan/sdk/server';
import type { CreateShipmentFromLines } from '../../shared/types';
import type { OrderRow } from '../orders/lockOrder';
import { validDayOrTime } from './validDayOrTime';

/** The new shipment as the routes accept it: POL and POD may be left to the order's. */
export type ShipmentDraft = Omit<NonNullable<CreateShipmentFromLines['shipment']>, 'pol' | 'pod'> & { pol?: string; pod?: string };
export type ShipmentFromLinesInput = Omit<CreateShipmentFromLines, 'shipment'> & { shipment?: ShipmentDraft | null };

/** Where a line's error is reported: `data.lines.<i>.<name>` for the order route, `data.quantity` for the one-line route. */
export type LineField = (index: number, name: 'lineItemId' | 'quantity') => string;

const DEFAULT_REFERENCE_TRIES = 50;

/**
 * Books quantities of an ACKNOWLEDGED order's lines on a shipment (README "Shipments from lines"), in the
 * caller's transaction: an existing shipment of the company (SHIPMENT_RECORDS.progress) or a new one
 * (SHIPMENT_RECORDS.create, reference `<PO number>-<n>` unless given, shipper the supplier, consignee the
 * buyer, POL / POD the order's unless given). Each quantity is above 0 and at most the line's open
 * quantity; a line already on the shipment gets the quantity added. The lines' BOOKED milestone gets
 * today as its actual day (source SHIPMENT) where it has none. Answers the shipment and an audit note.
 */
export async function createShipmentFromLines(
  tx: Db,
  shipments: ShipmentRecords,
  order: OrderRow,
  input: ShipmentFromLinesInput,
  who: { companyId: string; userId: string; today: string },
  lineField: LineField = (i, name) => `data.lines.${i}.${name}`,
): Promise<{ shipmentId: string; shipmentReference: string; note: string }> {
  if (order.status !== 'ACKNOWLEDGED') throw conflict(`Cannot create a shipment: the order is ${order.status}`);
  const lines = await tx.query<{ id: string; line_no: number; quantity: string; booked_quantity: string; cancelled: boolean; description: string; unit: string }>(
    'SELECT id, line_no, quantity::text AS quantity, booked_quantity::text AS booked_quantity, cancelled, description, unit FROM order_line_items WHERE order_id = $1 ORDER BY line_no',
    [order.id],
  );
  const byId = new Map(lines.rows.map((l) => [String(l.id), l]));
  const seen = new Set<string>();
  const booked = input.lines.map((wanted, i) => {
    const line = byId.get(wanted.lineItemId);
    if (!line || seen.has(wanted.lineItemId)) throw badRequest(line ? 'The line is listed twice' : 'Not a line of this order', lineField(i, 'lineItemId'));
    if (line.cancelled) throw badRequest(`Line ${line.line_no} is cancelled`, lineField(i, 'lineItemId'));
    seen.add(wanted.lineItemId);
    const open = new Big(line.quantity).minus(line.booked_quantity);
    const quantity = new Big(wanted.quantity);
    if (quantity.lte(0) || quantity.gt(open)) {
      throw badRequest(open.gt(0) ? `Line ${line.line_no}: ship more than 0 and at most the open ${open.toString()} ${line.unit}` : `Line ${line.line_no} has nothing left to ship`, lineField(i, 'quantity'));
    }
    return { line, quantity };
  });

  let shipment: { id: string; reference: string };
  if (input.shipmentId && input.shipment) throw badRequest('Give either an existing shipment or a new one, not both', 'data.shipmentId');
  if (input.shipmentId) {
    const [found] = await shipments.progress(tx, who.companyId, [input.shipmentId]);
    if (!found) throw badRequest('Not a shipment of your company', 'data.shipmentId');
    if (found.status === 'CANCELLED') throw badRequest(`Shipment ${found.reference} is cancelled`, 'data.shipmentId');
    shipment = { id: found.id, reference: found.reference };
  } else if (input.shipment) {
    shipment = await newShipment(tx, shipments, order, input.shipment, booked.map((b) => b.line.description), who);
  } else {
    throw badRequest('Give an existing shipment or a new one', 'data.shipment');
  }

  const links = booked.map((b) => ({ line_item_id: String(b.line.id), quantity: b.quantity.toString() }));
  await tx.query(
    `INSERT INTO order_line_shipments (company_id, order_id, line_item_id, shipment_id, shipment_reference, quantity, created_by)
     SELECT $1, $2, t.line_item_id, $3, $4, t.quantity, $5 FROM jsonb_to_recordset($6::jsonb) AS t(line_item_id uuid, quantity numeric)
     ON CONFLICT (line_item_id, shipment_id) DO UPDATE SET quantity = order_line_shipments.quantity + EXCLUDED.quantity`,
    [who.companyId, order.id, shipment.id, shipment.reference, who.userId, JSON.stringify(links)],
  );
  await tx.query(
    `UPDATE order_line_items l SET booked_quantity = l.booked_quantity + t.quantity, version = l.version + 1, updated_at = now()
       FROM jsonb_to_recordset($1::jsonb) AS t(line_item_id uuid, quantity numeric) WHERE l.id = t.line_item_id`,
    [JSON.stringify(links)],
  );
  const ids = links.map((l) => l.line_item_id);
  await tx.query(
    `INSERT INTO order_milestones (company_id, order_id, line_item_id, milestone, actual_date, source, updated_by)
     SELECT li.company_id, li.order_id, li.id, 'BOOKED', $2, 'SHIPMENT', $3 FROM order_line_items li WHERE li.id = ANY($1::uuid[])
     ON CONFLICT (line_item_id, milestone) WHERE line_item_id IS NOT NULL
     DO UPDATE SET actual_date = EXCLUDED.actual_date, source = 'SHIPMENT', updated_by = EXCLUDED.updated_by, updated_at = now() WHERE order_milestones.actual_date IS NULL`,
    [ids, who.today, who.userId],
  );
  const note = `Shipment ${shipment.reference}: ${booked.map((b) => `line ${b.line.line_no} × ${b.quantity.toString()} ${b.line.unit}`).join(', ')}`;
  return { shipmentId: shipment.id, shipmentReference: shipment.reference, note };
}

/** Creates the shipment through SHIPMENT_RECORDS; a default reference that is taken moves on to the next number. */
async function newShipment(
  tx: Db,
  shipments: ShipmentRecords,
  order: OrderRow,
  draft: ShipmentDraft,
  descriptions: string[],
  who: { companyId: string; userId: string },
): Promise<{ id: string; reference: string }> {
  const pol = draft.pol ?? (order.pol as string | null);
  const pod = draft.pod ?? (order.pod as string | null);
  if (!pol) throw badRequest('Give the port of loading (the order has none)', 'data.shipment.pol');
  if (!pod) throw badRequest('Give the port of discharge (the order has none)', 'data.shipment.pod');
  for (const name of ['etd', 'eta'] as const) if (!validDayOrTime(draft[name])) throw badRequest(`${draft[name]} is not a day`, `data.shipment.${name}`);
  const buyer = await tx.one<{ name: string }>('SELECT name FROM companies WHERE id = $1', [who.companyId]);
  const supplier = await tx.one<{ name: string }>('SELECT name FROM company_master WHERE id = $1', [order.supplier_id]);
  const given = draft.reference?.trim();
  const linked = await tx.one<{ n: number }>('SELECT count(DISTINCT shipment_id)::int AS n FROM order_line_shipments WHERE order_id = $1', [order.id]);
  const commodity = [...new Set(descriptions)].join(', ');
  for (let n = Number(linked?.n ?? 0) + 1, tries = 0; ; n++, tries++) {
    const reference = given || `${String(order.po_number)}-${n}`;
    const body: NewShipment = {
      reference, mode: draft.mode, carrier: draft.carrier, pol, pod, etd: draft.etd, eta: draft.eta, shipper: supplier?.name ?? null, consignee: buyer?.name ?? null,
      commodity: commodity.length > 200 ? `${commodity.slice(0, 199)}…` : commodity, containers: draft.containers,
    };
    try {
      const [id] = await shipments.create(tx, who.companyId, who.userId, [body], 'data.shipment');
      return { id: id!, reference };
    } catch (error) {
      const field = error instanceof HttpError ? error.field : (error as { field?: string }).field;
      const taken = field === 'data.shipment.0.reference';
      if (taken && !given && tries < DEFAULT_REFERENCE_TRIES) continue;
      if (error instanceof HttpError && field?.startsWith('data.shipment.0')) throw new HttpError(error.statusCode, error.message, error.code, field.replace('data.shipment.0', 'data.shipment'));
      throw error;
    }
  }
}
