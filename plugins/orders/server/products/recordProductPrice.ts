import type { Db } from '@portolan/sdk/server';
import type { ProductPrice } from '../../shared/types';

/**
 * Writes one row of a product's price history, in the caller's transaction (a catalogue edit MANUAL,
 * a products upload UPLOAD, a PO line ORDER, an order RFQ award AWARD; `sourceReference` says which
 * file, PO or RFQ). The product must be the company's (the caller checked it).
 */
export async function recordProductPrice(
  tx: Db, companyId: string, productId: string, unitPrice: string, currency: string, source: ProductPrice['source'], sourceReference: string | null, userId: string | null = null,
): Promise<void> {
  await tx.query(
    'INSERT INTO product_prices (product_id, company_id, unit_price, currency, source, source_reference, created_by) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [productId, companyId, unitPrice, currency, source, sourceReference, userId],
  );
}
