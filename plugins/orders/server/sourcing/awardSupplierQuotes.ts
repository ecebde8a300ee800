import Big from 'big.js';
import { addDays, badRequest, conflict, isUuid, notFound, todayUtc, writeActivity, type Db } from '@portolan/sdk/server';
import { ORDER_KIND, ORDER_RFQ_KIND, REQUISITION_KIND } from '../../shared/states';
import type { NewOrderLine } from '../../shared/types';
import { insertPurchaseOrder } from '../orders/insertPurchaseOrder';
import { recordProductPrice } from '../products/recordProductPrice';

export interface AwardInput { rfqId: string; version: number; awards: Array<{ supplierQuoteLineItemId: string; quantity: string }> }
interface Actor { id: string; name: string; companyId: string }

const QUANTITY = /^\d{1,11}(\.\d{1,3})?$/;
/** When a supplier's cargo is ready after the day the RFQ line is needed, the PO line is due this many days after cargo ready. */
export const LATE_DELIVERY_DAYS = 30;

interface QuoteLine {
  id: string; rfq_line_item_id: string; quantity: string; unit_price: string; cargo_ready_date: string; supplier_id: string; status: string; rfq_id: string;
  line_no: number; product_id: string | null; sku: string; description: string; hs_code: string | null; unit: string; line_quantity: string; needed_by: string;
  supplier_code: string; payment_terms: string | null; port: string | null;
}

/**
 * Awards a CLOSED order RFQ per line (in the caller's transaction; 409 for another state or a stale
 * version): each award names a line of a SUBMITTED quote of this RFQ (400 `data.awards.<i>.supplierQuoteLineItemId`)
 * and a quantity above 0, at most the quote line's, and the awards of an RFQ line add up to at most its
 * quantity (400 `data.awards.<i>.quantity`). Sets the awarded quantities, the suppliers AWARDED or LOST,
 * the RFQ AWARDED; makes one DRAFT purchase order per awarded supplier (lines at the awarded quantity and
 * quoted price, cargo ready as quoted, required delivery on the RFQ line's day — or 30 days after cargo
 * ready when that is later; ship-to, incoterm and currency of the RFQ, the supplier's payment terms and
 * port); the requisition → ORDERED; the catalogue's price history gets an AWARD price per product line.
 * Everything audited. Answers the purchase order ids (suppliers in code order).
 */
export async function awardSupplierQuotes(tx: Db, actor: Actor, input: AwardInput): Promise<string[]> {
  const rfq = await tx.one<{ id: string; status: string; version: number; reference: string; title: string; requisition_id: string | null; currency: string; incoterm: string; ship_to_location_id: string | null; pod: string | null }>(
    `SELECT r.id, r.status, r.version, r.reference, r.title, r.requisition_id, r.currency, r.incoterm, r.ship_to_location_id, l.port AS pod
       FROM order_rfqs r LEFT JOIN company_locations l ON l.id = r.ship_to_location_id WHERE r.id = $1 AND r.company_id = $2 FOR UPDATE OF r`,
    [input.rfqId, actor.companyId],
  );
  if (!rfq) throw notFound('Order RFQ not found');
  if (rfq.status !== 'CLOSED') throw conflict(`Cannot award: the RFQ is ${rfq.status}`);
  if (Number(rfq.version) !== input.version) throw conflict(`This RFQ was changed by someone else (version ${rfq.version}); reload it and try again`, 'data.version');

  const rows = await tx.query<QuoteLine>(
    `SELECT ql.id, ql.rfq_line_item_id, ql.quantity::text AS quantity, ql.unit_price::text AS unit_price, ql.cargo_ready_date::text AS cargo_ready_date, q.supplier_id, q.status, q.rfq_id,
            l.line_no, l.product_id, l.sku, l.description, l.hs_code, l.unit, l.quantity::text AS line_quantity, l.needed_by::text AS needed_by, s.code AS supplier_code, s.payment_terms, s.port
       FROM supplier_quote_line_items ql JOIN supplier_quotes q ON q.id = ql.quote_id JOIN order_rfq_line_items l ON l.id = ql.rfq_line_item_id JOIN company_master s ON s.id = q.supplier_id
      WHERE ql.id = ANY($1::uuid[]) AND q.rfq_id = $2 AND q.status = 'SUBMITTED'`,
    [input.awards.map((a) => a.supplierQuoteLineItemId).filter(isUuid), rfq.id],
  );
  const byId = new Map(rows.rows.map((r) => [String(r.id), r]));
  const perLine = new Map<string, Big>();
  const seen = new Set<string>();
  const awarded = input.awards.map((a, i) => {
    const at = `data.awards.${i}`;
    const line = byId.get(a.supplierQuoteLineItemId);
    if (!line) throw badRequest('Not a line of a submitted quote of this RFQ', `${at}.supplierQuoteLineItemId`);
    if (seen.has(line.id)) throw badRequest('This quote line is awarded twice', `${at}.supplierQuoteLineItemId`);
    seen.add(line.id);
    if (!QUANTITY.test(a.quantity) || new Big(a.quantity).lte(0)) throw badRequest('The quantity must be above 0 (up to 3 decimals)', `${at}.quantity`);
    if (new Big(a.quantity).gt(line.quantity)) throw badRequest(`At most the quoted ${new Big(line.quantity).toString()}`, `${at}.quantity`);
    const sum = (perLine.get(line.rfq_line_item_id) ?? new Big(0)).plus(a.quantity);
    if (sum.gt(line.line_quantity)) throw badRequest(`Line ${line.line_no} needs ${new Big(line.line_quantity).toString()}: the awards add up to ${sum.toString()}`, `${at}.quantity`);
    perLine.set(line.rfq_line_item_id, sum);
    return { line, quantity: a.quantity };
  });

  await tx.query(
    'UPDATE supplier_quote_line_items SET awarded_quantity = t.q FROM jsonb_to_recordset($1::jsonb) AS t(id uuid, q numeric) WHERE supplier_quote_line_items.id = t.id',
    [JSON.stringify(awarded.map((a) => ({ id: a.line.id, q: a.quantity })))],
  );
  const winners = [...new Set(awarded.map((a) => a.line.supplier_id))];
  await tx.query(
    `UPDATE order_rfq_suppliers SET status = CASE WHEN supplier_id = ANY($2::uuid[]) THEN 'AWARDED' WHEN status = 'QUOTED' THEN 'LOST' ELSE status END WHERE rfq_id = $1`,
    [rfq.id, winners],
  );
  await tx.query("UPDATE order_rfqs SET status = 'AWARDED', awarded_at = now(), version = version + 1, updated_at = now() WHERE id = $1", [rfq.id]);

  const today = todayUtc();
  const orderIds: string[] = [];
  const poNumbers: string[] = [];
  const suppliers = winners.map((id) => awarded.find((a) => a.line.supplier_id === id)!.line).sort((a, b) => a.supplier_code.localeCompare(b.supplier_code));
  for (const s of suppliers) {
    const lines: NewOrderLine[] = awarded
      .filter((a) => a.line.supplier_id === s.supplier_id)
      .sort((a, b) => a.line.line_no - b.line.line_no)
      .map(({ line, quantity }) => ({
        productId: line.product_id, sku: line.sku, description: line.description, hsCode: line.hs_code, quantity, unit: line.unit, unitPrice: new Big(line.unit_price).toString(),
        cargoReadyDate: line.cargo_ready_date,
        requiredDeliveryDate: line.needed_by >= line.cargo_ready_date ? line.needed_by : addDays(line.cargo_ready_date, LATE_DELIVERY_DAYS),
      }));
    const orderId = await insertPurchaseOrder(
      tx, actor.companyId, actor.id,
      { supplierId: s.supplier_id, orderDate: today, pol: s.port, pod: rfq.pod, shipToLocationId: rfq.ship_to_location_id, incoterm: rfq.incoterm as never, currency: rfq.currency, paymentTerms: s.payment_terms, notes: `Awarded from ${rfq.reference} "${rfq.title}"`, lines },
      { requisitionId: rfq.requisition_id, orderRfqId: rfq.id, source: 'USER' },
    );
    const po = await tx.one<{ po_number: string }>('SELECT po_number FROM purchase_orders WHERE id = $1', [orderId]);
    orderIds.push(orderId);
    poNumbers.push(po!.po_number);
    await writeActivity(tx, { kind: ORDER_KIND, recordId: orderId, companyId: actor.companyId, actorId: actor.id, actorName: actor.name, action: 'create', to: 'DRAFT', note: `From the award of ${rfq.reference}` });
  }

  for (const { line } of awarded) {
    if (line.product_id) await recordProductPrice(tx, actor.companyId, line.product_id, line.unit_price, rfq.currency, 'AWARD', rfq.reference, actor.id);
  }

  await writeActivity(tx, {
    kind: ORDER_RFQ_KIND, recordId: rfq.id, companyId: actor.companyId, actorId: actor.id, actorName: actor.name, action: 'award', from: 'CLOSED', to: 'AWARDED',
    note: `${awarded.length} quote line(s) awarded to ${winners.length} supplier(s): ${poNumbers.join(', ')}`,
  });
  if (rfq.requisition_id) {
    const req = await tx.one<{ status: string }>("SELECT status FROM requisitions WHERE id = $1 AND status IN ('SOURCING', 'APPROVED') FOR UPDATE", [rfq.requisition_id]);
    if (req) await tx.query("UPDATE requisitions SET status = 'ORDERED', version = version + 1, updated_at = now() WHERE id = $1", [rfq.requisition_id]);
    if (req) {
      await writeActivity(tx, { kind: REQUISITION_KIND, recordId: rfq.requisition_id, companyId: actor.companyId, actorId: actor.id, actorName: actor.name, action: 'ordered', from: req.status, to: 'ORDERED', note: `${rfq.reference} awarded: ${poNumbers.join(', ')}` });
    }
  }
  return orderIds;
}
