import { groupedAmount, printedDocument } from '@portolan/sdk/server/pdf';
import type { AcknowledgementView } from '../../shared/types';

/** The PDF's file name of an order. */
export const orderPdfName = (poNumber: string) => `${poNumber.replace(/[^\w.-]/g, '_')}.pdf`;

const COLUMNS = [['#', 22], ['SKU', 70], ['Description', 135], ['Quantity', 55], ['Unit price', 60], ['Amount', 70], ['Cargo ready', 52], ['Deliver by', 52]] as const;
const LEFT = new Set(['#', 'SKU', 'Description']);

/**
 * The purchase order as a printable A4 document (the buyer's `:id/pdf` and the supplier's link): buyer,
 * supplier, PO number, order day, incoterm, payment terms, ship-from and ship-to, the lines with
 * quantities, unit prices and amounts, the dates, and the total in the order's currency.
 */
export function orderPdf(order: AcknowledgementView): Promise<Buffer> {
  const printed = printedDocument({ title: `Purchase order ${order.poNumber}`, author: order.buyer.name });
  const { doc, margin, width } = printed;
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#1c2127').text(`Purchase order ${order.poNumber}`, margin, margin);
  doc.font('Helvetica').fontSize(10).fillColor('#404854');
  doc.text(`Buyer: ${order.buyer.name}`);
  doc.text(`Supplier: ${order.supplierName}`);
  doc.text(`Order date: ${order.orderDate}    Incoterm: ${order.incoterm}    Currency: ${order.currency}${order.paymentTerms ? `    Payment: ${order.paymentTerms}` : ''}`);
  if (order.shipFrom) doc.text(`Ship from: ${order.shipFrom}`);
  if (order.shipTo) doc.text(`Ship to: ${[order.shipTo.name, order.shipTo.address, order.shipTo.city, order.shipTo.country].filter(Boolean).join(', ')}`);
  doc.text(`Status: ${order.status}`);
  doc.moveDown(1);
  const header = () => {
    let x = margin;
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(8).fillColor('#1c2127');
    for (const [name, w] of COLUMNS) {
      doc.text(name, x, y, { width: w - 4, align: LEFT.has(name) ? 'left' : 'right' });
      x += w;
    }
    doc.moveDown(0.3);
    doc.font('Helvetica').fontSize(8).fillColor('#404854');
  };
  header();
  for (const line of order.lines) {
    if (doc.y > doc.page.height - 90) {
      doc.addPage();
      header();
    }
    const cells = [String(line.lineNo), line.sku, line.description, `${groupedAmount(line.quantity)} ${line.unit}`, groupedAmount(line.unitPrice), groupedAmount(line.amount), line.cargoReadyDate, line.requiredDeliveryDate];
    const y = doc.y + 2;
    let x = margin;
    let bottom = y;
    COLUMNS.forEach(([name, w], i) => {
      doc.text(cells[i]!, x, y, { width: w - 4, align: LEFT.has(name) ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    doc.y = bottom;
  }
  if (order.lines.length === 0) doc.text('No lines.', margin);
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#1c2127').text(`Total ${order.currency} ${groupedAmount(order.totalAmount)}`, margin, doc.y, { width, align: 'right' });
  return printed.finish(`Purchase order ${order.poNumber}`);
}
