import { containsPattern, type DocumentSource } from '@portolan/sdk/server';
import { DOCUMENT_FIELD_KEYS, PRINTABLE_DOCUMENT_NAMES } from '@portolan/sdk/shared';
import { printablePurchaseOrderOf } from './printablePurchaseOrderOf';

/**
 * Purchase orders for the document-template composer: the fields and the lines table
 * printablePurchaseOrder fills, the orders the company placed as buyer (newest first,
 * "PO-2026-0012 — Shenzhen Brightway …", searched by PO number or supplier) and each as printed —
 * only the company's own orders; another's or a malformed id: undefined.
 */
export const purchaseOrderDocumentSource: DocumentSource = {
  documentType: 'PURCHASE_ORDER',
  name: PRINTABLE_DOCUMENT_NAMES.PURCHASE_ORDER,
  fields: [
    ...DOCUMENT_FIELD_KEYS.PURCHASE_ORDER,
    { key: 'poNumber', label: 'PO number' },
    { key: 'status', label: 'Status' },
    { key: 'buyerName', label: 'Buyer' },
    { key: 'supplierName', label: 'Supplier' },
    { key: 'shipFrom', label: 'Ship from' },
    { key: 'cargoReadyDate', label: 'First cargo ready' },
    { key: 'lineCount', label: 'Lines' },
    { key: 'totalAmount', label: 'Total' },
  ],
  tables: [{ key: 'lines', title: 'Order lines' }],
  async list(db, companyId, { search, limit }) {
    const params: unknown[] = [companyId, Math.max(1, Math.min(limit, 200))];
    const text = search?.trim();
    if (text) params.push(containsPattern(text));
    const rows = await db.query<{ id: string; po_number: string; supplier_name: string }>(
      `SELECT o.id, o.po_number, s.name AS supplier_name FROM purchase_orders o JOIN company_master s ON s.id = o.supplier_id
        WHERE o.company_id = $1 ${text ? 'AND (o.po_number ILIKE $3 OR s.name ILIKE $3)' : ''}
        ORDER BY o.created_at DESC, o.id DESC LIMIT $2`,
      params,
    );
    return rows.rows.map((r) => ({ id: String(r.id), label: `${r.po_number} — ${r.supplier_name}` }));
  },
  load: (db, companyId, id) => printablePurchaseOrderOf(db, companyId, id),
};
