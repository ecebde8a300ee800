import { groupedAmount, printedDocument } from '@portolan/sdk/server/pdf';
import type { EquipmentEvent } from '@portolan/sdk/server';
import { carrierLabel } from '@portolan/sdk/shared';
import type { CarrierInvoiceDetails, Dispute } from '../../shared/types';

export interface DisputeLetter {
  companyName: string;
  dispute: Dispute;
  invoice: CarrierInvoiceDetails;
  /** The container's equipment and transport events (actual ones are the evidence), oldest first. */
  events: EquipmentEvent[];
}

/** The PDF's file name of a dispute. */
export const disputePdfName = (reference: string) => `${reference.replace(/[^\w.-]/g, '_')}.pdf`;

const EVIDENCE = [['Finding', 120], ['Field', 85], ['Billed', 70], ['Expected', 70], ['Detail', 150]] as const;
const EVENTS = [['Event', 70], ['Kind', 40], ['Date and time', 160], ['Place', 70]] as const;

/**
 * The dispute letter to the carrier (46 CFR 541.8: a request for refund or waiver of demurrage or
 * detention, with evidence): who disputes what, the invoice and its container, the amount disputed
 * and why, the findings as an evidence table (billed against expected), and the container's actual
 * events with their dates (what the free time and the days charged are measured from).
 */
export function disputePdf({ companyName, dispute, invoice, events }: DisputeLetter): Promise<Buffer> {
  const printed = printedDocument({ title: `Dispute ${dispute.reference}`, author: companyName });
  const { doc, margin, width } = printed;
  const table = (columns: ReadonlyArray<readonly [string, number]>, rows: string[][]) => {
    const line = (cells: readonly string[], bold: boolean) => {
      if (doc.y > doc.page.height - 90) doc.addPage();
      const y = doc.y + 2;
      let x = margin;
      let bottom = y;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8).fillColor(bold ? '#1c2127' : '#404854');
      columns.forEach(([, w], i) => {
        doc.text(cells[i] ?? '', x, y, { width: w - 4 });
        bottom = Math.max(bottom, doc.y);
        x += w;
      });
      doc.y = bottom;
    };
    line(columns.map(([name]) => name), true);
    for (const row of rows) line(row, false);
    doc.x = margin;
  };

  doc.font('Helvetica-Bold').fontSize(16).fillColor('#1c2127').text(`Dispute of demurrage and detention charges ${dispute.reference}`, margin, margin, { width });
  doc.font('Helvetica').fontSize(10).fillColor('#404854');
  doc.moveDown(0.5);
  doc.text(`From: ${companyName}`);
  doc.text(`To: ${carrierLabel(invoice.carrier)}${invoice.disputeContact ? ` (${invoice.disputeContact})` : ''}`);
  doc.text(`Date: ${(dispute.submittedAt ?? dispute.createdAt).slice(0, 10)}    Status: ${dispute.status}${dispute.respondBy ? `    Answer due by: ${dispute.respondBy}` : ''}`);
  doc.moveDown(0.8);
  doc.text(
    `Under 46 CFR part 541 (Demurrage and detention billing requirements), we dispute invoice ${invoice.invoiceNumber} of ${invoice.invoiceDate} ` +
      `for ${invoice.chargeType.toLowerCase()} (${invoice.direction.toLowerCase()}) on container ${dispute.containerNumber}, shipment ${invoice.shipmentReference}` +
      `${invoice.blNumber ? `, bill of lading ${invoice.blNumber}` : ''}. We ask for a refund or waiver of ${invoice.amount.currency} ${groupedAmount(dispute.disputed.amount)} ` +
      `of the ${groupedAmount(invoice.amount.amount)} billed, and an answer within 30 days (46 CFR 541.8).`,
    { width },
  );
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').text('Reason');
  doc.font('Helvetica').text(dispute.reason, { width });
  doc.moveDown(0.5);
  if (invoice.expectedAmount) {
    doc.text(`By the tariff${invoice.tariffReference ? ` (${invoice.tariffReference})` : ''} and the events the charge is ${invoice.expectedAmount.currency} ${groupedAmount(invoice.expectedAmount.amount)}.`, { width });
  }
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#1c2127').text('Evidence: what the invoice says against the tariff and the events');
  doc.moveDown(0.3);
  if (dispute.evidence.length) table(EVIDENCE, dispute.evidence.map((f) => [f.code, f.field, f.billed ?? '-', f.expected ?? '-', f.message]));
  else doc.font('Helvetica').fontSize(9).text('No findings were recorded when the dispute was opened.');
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#1c2127').text(`Events of container ${dispute.containerNumber}`, margin);
  doc.moveDown(0.3);
  const actual = events.filter((e) => e.classifier === 'ACT');
  if (actual.length) table(EVENTS, actual.map((e) => [e.eventCode, e.eventType.toLowerCase(), e.eventAt, e.location ?? '-']));
  else doc.font('Helvetica').fontSize(9).text('No actual events recorded.');
  return printed.finish(`Dispute ${dispute.reference} - invoice ${invoice.invoiceNumber}`);
}
