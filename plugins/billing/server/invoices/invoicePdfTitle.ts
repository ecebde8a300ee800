import type { InvoiceRecord } from '../../shared/types';

/** The document's title: by kind, regime and status (README "Invoice PDF"). */
export function invoicePdfTitle(invoice: Pick<InvoiceRecord, 'kind' | 'taxRegime' | 'status'>): string {
  if (invoice.status === 'DRAFT') return 'DRAFT — not a tax invoice';
  if (invoice.kind === 'CREDIT_NOTE') return 'Credit note';
  if (invoice.taxRegime === 'EXPORT') return 'Export Invoice (supply meant for export under LUT without payment of IGST)';
  if (invoice.taxRegime === 'NONE') return 'Invoice';
  return 'Tax Invoice';
}
