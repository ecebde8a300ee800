import { isUuid, type Db } from '@portolan/sdk/server';
import type { PrintableRecord } from '@portolan/sdk/shared';
import { acknowledgementView } from './acknowledgementView';
import { printablePurchaseOrder } from './printablePurchaseOrder';

/**
 * The company's purchase order as it prints (printablePurchaseOrder), with the supplier's address,
 * contact, email, phone and tax id from the buyer's company master; undefined when the order is not
 * the company's (or the id is malformed).
 */
export async function printablePurchaseOrderOf(db: Db, companyId: string, orderId: string): Promise<PrintableRecord | undefined> {
  if (!isUuid(companyId) || !isUuid(orderId)) return undefined;
  const view = await acknowledgementView(db, companyId, orderId, '');
  if (!view) return undefined;
  const s = await db.one<Record<string, string | null>>(
    `SELECT s.address, s.city, s.country, s.contact_name, s.contact_email, s.phone, s.tax_id
       FROM purchase_orders o JOIN company_master s ON s.id = o.supplier_id WHERE o.id = $1 AND o.company_id = $2`,
    [orderId, companyId],
  );
  const supplierLines = s
    ? [s.address, [s.city, s.country].filter(Boolean).join(', '), s.contact_name ? `Attn. ${s.contact_name}` : null, s.contact_email, s.phone, s.tax_id ? `Tax id ${s.tax_id}` : null]
    : [];
  return printablePurchaseOrder(view, { buyerCompanyId: companyId, supplierLines: supplierLines.filter((l): l is string => !!l) });
}
