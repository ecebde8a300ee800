import { badRequest, nextReference, type Db } from '@portolan/sdk/server';
import { checkOrderParties } from './checkOrderParties';
import type { NewPurchaseOrder } from '../../shared/types';
import { insertOrderLines } from './insertOrderLines';
import { refreshOrder } from './refreshOrder';

export { lineAmount } from './insertOrderLines';

export interface InsertOrderOptions {
  /** Prefix of the error fields (`data` → `data.lines.0.sku`). */
  field?: string;
  requisitionId?: string | null;
  orderRfqId?: string | null;
  uploadId?: string | null;
  /** The milestone source of the rows written (UPLOAD for bulk files). */
  source?: 'USER' | 'UPLOAD' | 'SYSTEM';
}

/**
 * Inserts a DRAFT purchase order with its lines and their planned milestones, in the caller's
 * transaction; answers its id. Checks what a JSON schema cannot (400 naming the field under `field`):
 * the supplier is an active SUPPLIER of the company master, the ship-to an active location of the
 * company, a product id the company's, the PO number free (empty: the next `PO-<year>-<n>`), a line's
 * required delivery not before its cargo-ready day. A line naming a catalogue SKU (or product) takes its
 * description, HS code and unit when left out.
 */
export async function insertPurchaseOrder(tx: Db, companyId: string, userId: string | null, input: NewPurchaseOrder, options: InsertOrderOptions = {}): Promise<string> {
  const field = options.field ?? 'data';
  await checkOrderParties(tx, companyId, input, field);
  if (!input.lines.length) throw badRequest('An order needs at least one line', `${field}.lines`);
  const poNumber = input.poNumber?.trim() || (await nextReference(tx, companyId, 'PO'));
  const taken = await tx.one('SELECT 1 FROM purchase_orders WHERE company_id = $1 AND lower(po_number) = lower($2)', [companyId, poNumber]);
  if (taken) throw badRequest(`PO number ${poNumber} is already used`, `${field}.poNumber`);

  const order = (await tx.one<{ id: string }>(
    `INSERT INTO purchase_orders (company_id, po_number, supplier_id, order_date, ship_from, pol, pod, ship_to_location_id, incoterm, currency, payment_terms, notes,
       requisition_id, order_rfq_id, upload_id, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
    [companyId, poNumber, input.supplierId, input.orderDate, input.shipFrom ?? null, input.pol ?? null, input.pod ?? null, input.shipToLocationId ?? null, input.incoterm, input.currency,
      input.paymentTerms ?? null, input.notes ?? null, options.requisitionId ?? null, options.orderRfqId ?? null, options.uploadId ?? null, userId],
  ))!;

  await insertOrderLines(tx, { orderId: String(order.id), companyId, orderDate: input.orderDate, currency: input.currency }, input.lines, userId, options.source ?? 'USER', field);
  await refreshOrder(tx, order.id);
  return String(order.id);
}
