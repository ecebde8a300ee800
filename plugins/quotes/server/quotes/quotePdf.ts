import { carrierName, portName, stableHash } from '@portolan/sdk/server';
import { groupedAmount, printedDocument } from '@portolan/sdk/server/pdf';
import type { CustomerQuote } from '../../shared/types';

const PALETTE = ['#215db0', '#0d8050', '#c87619', '#7961db', '#ac2f33', '#147eb3', '#29a634'];
const MARGIN = 50;

/** '1234567.5' → '1,234,567.5' (the SDK's groupedAmount). */
export const grouped = groupedAmount;

const place = (code: string) => `${portName(code) ?? code} (${code})`;
const label = (text: string) => text.replace(/_/g, ' ').toLowerCase().replace(/^\w/, (c) => c.toUpperCase());

/**
 * The printable quote (A4, standard fonts so its text extracts): the forwarder's monogram and details,
 * the customer, the enquiry's lane and cargo, each option with its lines and total (sell prices
 * only — it is drawn from the customer view), validity, terms, notes, and page numbers.
 */
export function quotePdf(quote: CustomerQuote): Promise<Buffer> {
  const printed = printedDocument({ title: `Quote ${quote.reference} revision ${quote.revision}`, author: quote.forwarder.name }, MARGIN);
  const { doc, width } = printed;
  const colour = PALETTE[stableHash(quote.forwarder.name) % PALETTE.length]!;

  // The forwarder: a drawn monogram in its colour, then its details.
  doc.roundedRect(MARGIN, MARGIN, 56, 56, 8).fill(colour);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(22).text(quote.forwarder.logoText, MARGIN, MARGIN + 17, { width: 56, align: 'center' });
  const detailsWidth = width - 72 - 170;
  doc.fillColor('#1c2127').font('Helvetica-Bold').fontSize(16).text(quote.forwarder.name, MARGIN + 72, MARGIN + 2, { width: detailsWidth });
  doc.font('Helvetica').fontSize(9).fillColor('#404854');
  for (const line of [quote.forwarder.address, quote.forwarder.email, quote.forwarder.phone]) if (line) doc.text(line, MARGIN + 72, doc.y, { width: detailsWidth });
  const headerBottom = doc.y;
  // The quote's own header, right-aligned beside the forwarder's.
  const right = { width: 160, align: 'right' as const };
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#1c2127').text('Quotation', MARGIN + width - 160, MARGIN, right);
  doc.font('Helvetica').fontSize(9).text(`${quote.reference}  revision ${quote.revision}`, MARGIN + width - 160, doc.y, right);
  doc.text(`Status: ${quote.status}`, MARGIN + width - 160, doc.y, right);
  doc.text(`Valid until ${quote.validUntil}`, MARGIN + width - 160, doc.y, right);

  doc.y = Math.max(MARGIN + 80, headerBottom + 16, doc.y + 16);
  doc.x = MARGIN;
  const e = quote.enquiry;
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#1c2127').text(`For ${quote.customerName}`);
  doc.font('Helvetica').fontSize(9).fillColor('#404854');
  doc.text(`Enquiry ${e.reference}: ${place(e.origin)} to ${place(e.destination)}, ${e.mode}${e.incoterm ? `, ${e.incoterm}` : ''}`);
  const cargo = [
    e.mode === 'FCL' ? e.containers.map((c) => `${c.count} x ${c.type}`).join(', ') : null,
    e.cargo.commodity,
    e.cargo.weightKg ? `${grouped(e.cargo.weightKg)} kg` : null,
    e.cargo.volumeM3 ? `${e.cargo.volumeM3} m3` : null,
    e.cargo.dgClass ? `DG class ${e.cargo.dgClass}` : null,
    e.cargo.reeferTempC ? `reefer ${e.cargo.reeferTempC} C` : null,
  ].filter(Boolean);
  doc.text(`Cargo: ${cargo.join(', ')}; ready ${e.cargoReadyOn}`);
  if (e.services.length) doc.text(`Services: ${e.services.map(label).join(', ')}`);
  doc.text(`Prices in ${quote.currency}; exchange rates of ${quote.exchangeRateDate}.`);

  for (const [i, o] of quote.options.entries()) {
    doc.moveDown(1);
    if (doc.y > doc.page.height - 200) doc.addPage();
    const accepted = quote.acceptedOptionId === o._id ? '  (accepted)' : '';
    doc.font('Helvetica-Bold').fontSize(11).fillColor(colour).text(`Option ${i + 1}: ${o.title}${accepted}`, MARGIN);
    doc.font('Helvetica').fontSize(9).fillColor('#404854');
    const route = [place(o.origin), ...o.via.map(place), place(o.destination)].join(' - ');
    doc.text(`${carrierName(o.carrier)}: ${route}${o.transitDays !== null ? `, ${o.transitDays} days transit` : ''}${o.freeDays !== null ? `, ${o.freeDays} free days` : ''}`);
    if (o.sailing) doc.text(`Next sailing: ${o.sailing.vessel} ${o.sailing.voyage}, departs ${o.sailing.departsAt.slice(0, 10)}, arrives ${o.sailing.arrivesAt.slice(0, 10)}`);
    doc.moveDown(0.3);
    const cols = [MARGIN, MARGIN + 60, MARGIN + 250, MARGIN + 330, MARGIN + 380];
    const header = doc.y;
    doc.font('Helvetica-Bold').fontSize(8).fillColor('#1c2127');
    doc.text('Code', cols[0]!, header).text('Charge', cols[1]!, header).text('Stage', cols[2]!, header).text('Qty', cols[3]!, header);
    doc.text(`Amount (${quote.currency})`, cols[4]!, header, { width: width - 380, align: 'right' });
    doc.font('Helvetica').fontSize(8).fillColor('#404854');
    for (const l of o.lines) {
      if (doc.y > doc.page.height - 90) doc.addPage();
      const y = doc.y + 2;
      doc.text(l.name, cols[1]!, y, { width: 185 });
      const bottom = doc.y;
      doc.text(l.code, cols[0]!, y).text(label(l.stage), cols[2]!, y).text(l.quantity, cols[3]!, y);
      doc.text(grouped(l.amount), cols[4]!, y, { width: width - 380, align: 'right' });
      doc.y = Math.max(bottom, doc.y);
    }
    doc.moveDown(0.3);
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#1c2127').text(`Total ${quote.currency} ${grouped(o.total)}`, MARGIN, doc.y, { width, align: 'right' });
  }
  if (quote.options.length === 0) doc.moveDown(1).font('Helvetica').fontSize(9).text('No options.', MARGIN);

  for (const [title, body] of [['Notes', quote.notes], ['Terms and conditions', quote.terms]] as const) {
    if (!body) continue;
    doc.moveDown(1);
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#1c2127').text(title, MARGIN);
    doc.font('Helvetica').fontSize(8).fillColor('#404854').text(body, MARGIN, doc.y, { width });
  }

  return printed.finish(`${quote.reference} r${quote.revision}`);
}
