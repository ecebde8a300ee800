import { carrierName, containerTypeByCode, portName } from '@portolan/sdk/server';
import { printedDocument } from '@portolan/sdk/server/pdf';
import type { BookingDetails, BookingParty } from '../../shared/types';

/** The PDF's file name of a booking. */
export const bookingPdfName = (booking: Pick<BookingDetails, 'reference' | 'confirmation'>) =>
  `${(booking.confirmation ? `${booking.reference}-${booking.confirmation.carrierBookingReference}` : booking.reference).replace(/[^\w.-]/g, '_')}.pdf`;

const place = (code: string | null | undefined) => (code ? `${portName(code) ?? code} (${code})` : '—');
const party = (p: BookingParty | null | undefined) => (p ? [p.name, p.address, p.contactName, p.email, p.phone, p.taxId ? `Tax id ${p.taxId}` : null].filter(Boolean).join('\n') : '—');
const SERVICE: Record<string, string> = { CY: 'Container yard', SD: 'Store door', CFS: 'Container freight station' };

/**
 * The booking as an operator receives it (A4): the request (parties, routing, service types, equipment
 * with reefer settings, cargo with HS codes, weights and dangerous goods) and, once confirmed, the
 * confirmation (carrier booking number, vessel, voyage, ETD/ETA, cut-offs, equipment release).
 */
export function bookingPdf(b: BookingDetails): Promise<Buffer> {
  const title = b.confirmation ? `Booking confirmation ${b.confirmation.carrierBookingReference}` : `Booking request ${b.reference}`;
  const printed = printedDocument({ title, author: b.companyName });
  const { doc, margin, width } = printed;
  const heading = (text: string) => {
    if (doc.y > doc.page.height - 120) doc.addPage();
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11).fillColor('#1c2127').text(text, margin, doc.y);
    doc.moveDown(0.2).font('Helvetica').fontSize(9).fillColor('#404854');
  };
  const line = (label: string, value: string | null | undefined) => doc.text(`${label}: ${value || '—'}`, margin, doc.y, { width });

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#1c2127').text(title, margin, margin);
  doc.font('Helvetica').fontSize(10).fillColor('#404854');
  line('Booking request reference', b.reference);
  line('Status', `${b.status}${b.amendedStatus ? ` (${b.amendedStatus})` : ''}`);
  line('Booked by', b.companyName);
  line('Booked with', b.providerName);
  line('Carrier', `${carrierName(b.carrier) ?? b.carrier} (${b.carrier})`);
  if (b.customerReference) line('Customer reference', b.customerReference);
  if (b.contractRef) line('Service contract / quote', b.contractRef);

  heading('Parties');
  const top = doc.y;
  const col = width / 3;
  [['Shipper', b.shipper], ['Consignee', b.consignee], ['Notify party', b.notifyParty]].forEach(([label, p], i) => {
    doc.font('Helvetica-Bold').text(String(label), margin + i * col, top, { width: col - 8 });
    doc.font('Helvetica').text(party(p as BookingParty | null), margin + i * col, doc.y, { width: col - 8 });
  });
  doc.y = Math.max(doc.y, top + 60);

  heading('Routing');
  line('Place of receipt', `${place(b.placeOfReceipt ?? b.pol)} — ${SERVICE[b.receiptTypeAtOrigin] ?? b.receiptTypeAtOrigin}`);
  line('Port of loading', place(b.pol));
  line('Port of discharge', place(b.pod));
  line('Place of delivery', `${place(b.placeOfDelivery ?? b.pod)} — ${SERVICE[b.deliveryTypeAtDestination] ?? b.deliveryTypeAtDestination}`);
  line('Earliest departure', b.expectedDepartureDate);
  if (b.latestDeliveryDate) line('Latest delivery', b.latestDeliveryDate);
  line('Movement / Incoterms', `${b.cargoMovementType}${b.incoTerms ? ` / ${b.incoTerms}` : ''}`);

  heading(`Equipment (${b.containerCount} containers, ${b.teu} TEU)`);
  for (const e of b.equipment) {
    const type = containerTypeByCode(e.isoType);
    const reefer = e.reefer ? ` — reefer set point ${e.reefer.temperature} °${e.reefer.unit === 'CEL' ? 'C' : 'F'}${e.reefer.ventilation ? `, ventilation ${e.reefer.ventilation} m³/h` : ''}${e.reefer.humidity ? `, humidity ${e.reefer.humidity} %` : ''}` : '';
    doc.text(`${e.count} × ${e.isoType} ${type?.name ?? ''}${e.soc ? ' (shipper-owned)' : ''}${reefer}`, margin, doc.y, { width });
  }

  heading('Cargo');
  b.cargo.forEach((c, i) => {
    if (doc.y > doc.page.height - 90) doc.addPage();
    doc.font('Helvetica-Bold').text(`${i + 1}. HS ${c.hsCode} — ${c.description}`, margin, doc.y, { width });
    doc.font('Helvetica').text(`${c.packages} × ${c.packageCode}, gross ${c.grossWeightKg} kg${c.volumeCbm ? `, ${c.volumeCbm} m³` : ''}`, margin + 12, doc.y, { width: width - 12 });
    const dg = c.dangerousGoods;
    if (dg) {
      doc.fillColor('#ac2f33').text(
        `DANGEROUS GOODS: UN ${dg.unNumber}, ${dg.properShippingName}, IMO class ${dg.imoClass}${dg.packingGroup ? `, PG ${dg.packingGroup}` : ''}${dg.flashPoint ? `, flash point ${dg.flashPoint} °C` : ''}${dg.emsNumber ? `, EmS ${dg.emsNumber}` : ''}`,
        margin + 12, doc.y, { width: width - 12 },
      );
      const ec = dg.emergencyContact;
      if (ec) {
        const by = [ec.provider, ec.referenceNumber ? `ref. ${ec.referenceNumber}` : null].filter(Boolean).join(', ');
        doc.text(`24-hour emergency contact: ${ec.name}, ${ec.phone}${by ? ` (${by})` : ''}`, margin + 12, doc.y, { width: width - 12 });
      }
      doc.fillColor('#404854');
    }
  });
  if (b.remarks) {
    heading('Remarks');
    doc.text(b.remarks, margin, doc.y, { width });
  }

  const c = b.confirmation;
  if (c) {
    heading(`Confirmation by ${b.providerName}`);
    line('Carrier booking number', c.carrierBookingReference);
    line('Vessel / voyage', `${c.vessel} / ${c.voyage}${c.serviceCode ? ` (service ${c.serviceCode})` : ''}`);
    line('ETD', c.etd);
    line('ETA', c.eta);
    line('Documentation (SI) cut-off', c.cutOffs?.documentation);
    line('VGM cut-off', c.cutOffs?.vgm);
    line('Cargo (port) cut-off', c.cutOffs?.cargo);
    if (c.equipmentRelease) {
      line('Empty release depot', c.equipmentRelease.depot);
      line('Release reference', c.equipmentRelease.releaseReference);
      line('Available from', c.equipmentRelease.availableFrom);
    }
    if (c.remarks) line('Remarks', c.remarks);
  } else if (b.pendingRequest) {
    heading('Open request from the provider');
    doc.text(b.pendingRequest.message, margin, doc.y, { width });
  }
  if (b.closingReason) {
    heading(b.status === 'CANCELLED' ? 'Cancelled' : b.status === 'REJECTED' ? 'Rejected' : 'Declined');
    doc.text(b.closingReason, margin, doc.y, { width });
  }
  return printed.finish(title);
}
