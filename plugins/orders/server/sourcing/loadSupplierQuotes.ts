import Big from 'big.js';
import { baseRecord, currencyDigits, iso, type Db } from '@portolan/sdk/server';
import type { SupplierQuoteState } from '../../shared/states';
import type { SupplierQuote, SupplierQuoteLineItem } from '../../shared/types';
import { lineAmount } from '../orders/insertPurchaseOrder';

type Row = Record<string, unknown>;
const text = (v: unknown) => (v === null || v === undefined ? null : String(v));

/**
 * Supplier quotes of an order RFQ with their lines: the buyer's view (`submittedOnly`: a supplier's draft
 * is its own) or one supplier's own quote (`rfqSupplierId`). Amounts are quantity × unit price in the
 * RFQ currency's digits.
 */
export async function loadSupplierQuotes(db: Db, rfqId: string, scope: { submittedOnly?: boolean; rfqSupplierId?: string }): Promise<SupplierQuote[]> {
  const quotes = await db.query<Row>(
    `SELECT q.id, q.rfq_id, q.supplier_id, q.status, q.valid_until::text AS valid_until, q.notes, q.total_amount::text AS total_amount, q.submitted_at, q.created_at, q.updated_at, q.version, s.name AS supplier_name, r.currency
       FROM supplier_quotes q JOIN company_master s ON s.id = q.supplier_id JOIN order_rfqs r ON r.id = q.rfq_id
      WHERE q.rfq_id = $1 AND ($2::boolean IS NOT TRUE OR q.status = 'SUBMITTED') AND ($3::uuid IS NULL OR q.rfq_supplier_id = $3) ORDER BY s.code`,
    [rfqId, scope.submittedOnly ?? false, scope.rfqSupplierId ?? null],
  );
  if (!quotes.rows.length) return [];
  const lines = await db.query<Row>(
    `SELECT ql.id, ql.quote_id, ql.rfq_line_item_id, ql.unit_price::text AS unit_price, ql.quantity::text AS quantity, ql.lead_time_days, ql.cargo_ready_date::text AS cargo_ready_date,
            ql.comment, ql.awarded_quantity::text AS awarded_quantity
       FROM supplier_quote_line_items ql JOIN order_rfq_line_items l ON l.id = ql.rfq_line_item_id WHERE ql.quote_id = ANY($1::uuid[]) ORDER BY l.line_no`,
    [quotes.rows.map((q) => q.id)],
  );
  return quotes.rows.map((q) => {
    const currency = String(q.currency);
    const digits = currencyDigits(currency);
    const own: SupplierQuoteLineItem[] = lines.rows.filter((l) => l.quote_id === q.id).map((l) => ({
      _id: String(l.id), quoteId: String(q.id), supplierId: String(q.supplier_id), supplierName: String(q.supplier_name), rfqLineItemId: String(l.rfq_line_item_id),
      unitPrice: new Big(String(l.unit_price)).toString(), quantity: new Big(String(l.quantity)).toString(),
      amount: lineAmount(String(l.quantity), String(l.unit_price), currency).toFixed(digits), leadTimeDays: Number(l.lead_time_days), cargoReadyDate: String(l.cargo_ready_date),
      comment: text(l.comment), awardedQuantity: l.awarded_quantity === null ? null : new Big(String(l.awarded_quantity)).toString(),
    }));
    return {
      ...baseRecord(q), rfqId: String(q.rfq_id), supplierId: String(q.supplier_id), supplierName: String(q.supplier_name), status: String(q.status) as SupplierQuoteState,
      validUntil: text(q.valid_until), notes: text(q.notes), totalAmount: new Big(String(q.total_amount)).toFixed(digits), currency, submittedAt: iso(q.submitted_at), lines: own,
    };
  });
}
