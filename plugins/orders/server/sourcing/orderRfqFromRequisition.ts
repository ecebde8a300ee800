import { conflict, isUuid, notFound, writeActivity, type Db } from '@portolan/sdk/server';
import { REQUISITION_KIND, type Incoterm } from '../../shared/states';
import { insertOrderRfq } from './insertOrderRfq';

export interface FromRequisitionInput { requisitionId: string; supplierIds: string[]; quoteDeadline: string; title?: string; incoterm?: Incoterm; shipToLocationId?: string | null; notes?: string | null }

/**
 * An order RFQ (DRAFT) from an APPROVED requisition (409 otherwise), in the caller's transaction: its
 * lines (with requisition_line_item_id, the estimated price as target), currency, and its location as
 * ship-to unless given; incoterm FOB unless given. The requisition → SOURCING (audited). Answers the RFQ id.
 */
export async function orderRfqFromRequisition(tx: Db, actor: { id: string; name: string; companyId: string }, input: FromRequisitionInput): Promise<string> {
  const req = await tx.one<{ id: string; status: string; reference: string; title: string; currency: string; location_id: string | null }>(
    'SELECT id, status, reference, title, currency, location_id FROM requisitions WHERE id = $1 AND company_id = $2 FOR UPDATE',
    [isUuid(input.requisitionId) ? input.requisitionId : null, actor.companyId],
  );
  if (!req) throw notFound('Requisition not found');
  if (req.status !== 'APPROVED') throw conflict(`Cannot source the requisition: it is ${req.status}`, 'data.requisitionId');
  const lines = await tx.query<Record<string, unknown>>(
    `SELECT id, product_id, sku, description, quantity::text AS quantity, unit, estimated_unit_price::text AS price, needed_by::text AS needed_by
       FROM requisition_line_items WHERE requisition_id = $1 ORDER BY line_no`,
    [req.id],
  );
  const rfqId = await insertOrderRfq(tx, actor.companyId, actor.id, {
    title: input.title?.trim() || req.title,
    currency: req.currency,
    incoterm: input.incoterm ?? 'FOB',
    shipToLocationId: input.shipToLocationId === undefined ? req.location_id : input.shipToLocationId,
    quoteDeadline: input.quoteDeadline,
    notes: input.notes ?? null,
    supplierIds: input.supplierIds,
    lines: lines.rows.map((l) => ({
      requisitionLineItemId: String(l.id), productId: (l.product_id as string | null) ?? null, sku: String(l.sku), description: String(l.description), quantity: String(l.quantity),
      unit: String(l.unit), targetUnitPrice: String(l.price), neededBy: String(l.needed_by),
    })),
  }, req.id);
  await tx.query("UPDATE requisitions SET status = 'SOURCING', version = version + 1, updated_at = now() WHERE id = $1", [req.id]);
  const rfq = await tx.one<{ reference: string }>('SELECT reference FROM order_rfqs WHERE id = $1', [rfqId]);
  await writeActivity(tx, { kind: REQUISITION_KIND, recordId: req.id, companyId: actor.companyId, actorId: actor.id, actorName: actor.name, action: 'sourcing', from: 'APPROVED', to: 'SOURCING', note: `Order RFQ ${rfq!.reference}` });
  return rfqId;
}
