import { groupedAmount } from '@portolan/sdk/server/pdf';
import type { PrintableParty, PrintableRecord } from '@portolan/sdk/shared';
import type { OrderState } from '../../shared/states';
import type { AcknowledgementView } from '../../shared/types';

/** What the supplier's view does not carry: the buyer company (whose template prints it) and the supplier's master-data lines. */
export interface PurchaseOrderParties {
  buyerCompanyId: string;
  /** The supplier's address, contact, email, phone and tax id as the buyer keeps them. */
  supplierLines: string[];
}

const LABEL: Record<OrderState, string> = { DRAFT: 'Draft', PENDING_APPROVAL: 'Pending approval', ISSUED: 'Issued', ACKNOWLEDGED: 'Acknowledged', CHANGES_PROPOSED: 'Changes proposed', REJECTED: 'Rejected', CLOSED: 'Closed', CANCELLED: 'Cancelled' };

/**
 * The purchase order as the buyer issues it (the buyer's `:id/pdf` and the supplier's link), drawn from
 * the supplier's view so the buyer's internal notes, approvals and sources never print: the buyer as
 * issuer, the supplier as counterparty, the PO number, dates, incoterm, payment terms, ship-from and
 * ship-to, currency (DOCUMENT_FIELD_KEYS.PURCHASE_ORDER and more), the lines with quantity, unit
 * price, amount and dates, the total, and the terms (incoterm, payment, currency).
 */
export function printablePurchaseOrder(view: AcknowledgementView, parties: PurchaseOrderParties): PrintableRecord {
  const cur = view.currency;
  const total = `${cur} ${groupedAmount(view.totalAmount)}`;
  const dates = (pick: (l: AcknowledgementView['lines'][number]) => string) => view.lines.map(pick).sort();
  const deliverBy = dates((l) => l.requiredDeliveryDate);
  const cargoReady = dates((l) => l.cargoReadyDate);
  const shipTo = view.shipTo ? [view.shipTo.name, view.shipTo.address, [view.shipTo.city, view.shipTo.country].filter(Boolean).join(', ')].filter(Boolean).join('\n') : '';
  const supplier: PrintableParty = { name: view.supplierName, lines: parties.supplierLines };
  const fields: Record<string, string> = {
    orderDate: view.orderDate,
    // The last line's delivery day: when the whole order is due.
    deliveryDate: deliverBy.at(-1) ?? '',
    incoterm: view.incoterm,
    paymentTerms: view.paymentTerms ?? '',
    currency: cur,
    shipTo,
    poNumber: view.poNumber,
    status: LABEL[view.status],
    buyerName: view.buyer.name,
    supplierName: view.supplierName,
    shipFrom: view.shipFrom ?? '',
    cargoReadyDate: cargoReady[0] ?? '',
    lineCount: String(view.lines.length),
    totalAmount: total,
  };
  return {
    documentType: 'PURCHASE_ORDER',
    issuerCompanyId: parties.buyerCompanyId,
    title: 'Purchase order',
    reference: view.poNumber,
    issuer: { name: view.buyer.name, lines: [] },
    counterparty: supplier,
    counterpartyLabel: 'Supplier',
    fields,
    tables: [{
      key: 'lines',
      title: 'Order lines',
      columns: [
        { key: 'lineNo', label: '#', width: 0.3 },
        { key: 'sku', label: 'SKU', width: 2.1 },
        { key: 'description', label: 'Description', width: 2.3 },
        { key: 'quantity', label: 'Quantity', align: 'right', width: 1 },
        { key: 'unitPrice', label: `Unit price (${cur})`, align: 'right', width: 1 },
        { key: 'amount', label: `Amount (${cur})`, align: 'right', width: 1.1 },
        { key: 'cargoReadyDate', label: 'Cargo ready', width: 1.1 },
        { key: 'requiredDeliveryDate', label: 'Deliver by', width: 1.1 },
      ],
      rows: view.lines.map((l) => ({
        lineNo: String(l.lineNo), sku: l.sku, description: l.description, quantity: `${groupedAmount(l.quantity)} ${l.unit}`,
        unitPrice: groupedAmount(l.unitPrice), amount: groupedAmount(l.amount), cargoReadyDate: l.cargoReadyDate, requiredDeliveryDate: l.requiredDeliveryDate,
      })),
    }],
    totals: [{ label: 'Total', value: total, strong: true }],
    terms: [
      `Incoterm ${view.incoterm}${view.shipFrom ? ` (ship from ${view.shipFrom})` : ''}.`,
      view.paymentTerms ? `Payment: ${view.paymentTerms}.` : '',
      `Prices in ${cur}.`,
    ].filter(Boolean).join(' '),
    // The buyer's notes on the order are internal (the supplier's view leaves them out).
    notes: '',
    footer: `${view.buyer.name} — purchase order ${view.poNumber}`,
    pdfTitle: `Purchase order ${view.poNumber}`,
  };
}
