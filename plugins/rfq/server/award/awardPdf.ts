import Big from 'big.js';
import { portName } from '@portolan/sdk/server';
import { groupedAmount, printedDocument } from '@portolan/sdk/server/pdf';

/** One awarded share of a lane, as printed. */
export interface PrintedAward {
  lineNo: number;
  origin: string;
  destination: string;
  containerType: string;
  volume: number;
  vendorName: string;
  sharePct: string;
  amount: string;
  carrier: string | null;
}

export interface AwardDocument {
  /** 'summary': the owner's (every vendor, baseline and saving); 'letter': one vendor's own award. */
  kind: 'summary' | 'letter';
  reference: string;
  title: string;
  shipperName: string;
  /** The letter's addressee. */
  vendorName: string | null;
  currency: string;
  contractFrom: string;
  contractTo: string;
  awardedAt: string;
  awards: PrintedAward[];
  /** Σ volume × baseline of the awarded lanes (summary only). */
  baselineTotal: string | null;
}

const place = (code: string) => `${portName(code) ?? code} (${code})`;
const share = (pct: string) => new Big(pct).toString();

/** The award summary (owner) or award letter (one vendor): header, the awarded lanes with share, rate and value, totals. */
export function awardPdf(award: AwardDocument): Promise<Buffer> {
  const heading = award.kind === 'summary' ? 'Award summary' : 'Award letter';
  const printed = printedDocument({ title: `${heading} ${award.reference}`, author: award.shipperName });
  const { doc, margin, width } = printed;
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#1c2127').text(heading, margin, margin);
  doc.font('Helvetica').fontSize(10).fillColor('#404854');
  doc.text(`${award.reference}: ${award.title}`);
  doc.text(`Shipper: ${award.shipperName}`);
  if (award.vendorName) doc.text(`To: ${award.vendorName}`);
  doc.text(`Contract period ${award.contractFrom} to ${award.contractTo}; rates per container in ${award.currency}; awarded ${award.awardedAt.slice(0, 10)}.`);
  if (award.kind === 'letter') {
    doc.moveDown(0.5).text(`${award.shipperName} is pleased to award ${award.vendorName} the lanes below at the rates of its bid, for the contract period. Volumes are the shipper's forecast for the period.`, { width });
  }
  doc.moveDown(1);
  const cols = award.kind === 'summary'
    ? [['Lane', 30], ['Route', 150], ['Type', 35], ['Vendor', 95], ['Share %', 40], ['Volume', 40], ['Rate', 50], ['Value', 55]] as const
    : [['Lane', 30], ['Route', 190], ['Type', 40], ['Carrier', 45], ['Share %', 45], ['Volume', 45], ['Rate', 50], ['Value', 50]] as const;
  const header = () => {
    let x = margin;
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(8).fillColor('#1c2127');
    for (const [name, w] of cols) {
      doc.text(name, x, y, { width: w - 4, align: ['Lane', 'Route', 'Type', 'Vendor', 'Carrier'].includes(name) ? 'left' : 'right' });
      x += w;
    }
    doc.moveDown(0.3);
  };
  header();
  doc.font('Helvetica').fontSize(8).fillColor('#404854');
  let total = new Big(0);
  let volumeTotal = new Big(0);
  for (const a of award.awards) {
    if (doc.y > doc.page.height - 90) {
      doc.addPage();
      header();
      doc.font('Helvetica').fontSize(8).fillColor('#404854');
    }
    const volume = new Big(a.volume).times(a.sharePct).div(100);
    const value = volume.times(a.amount);
    total = total.plus(value);
    volumeTotal = volumeTotal.plus(volume);
    const cells = award.kind === 'summary'
      ? [String(a.lineNo), `${place(a.origin)} - ${place(a.destination)}`, a.containerType, a.vendorName, share(a.sharePct), volume.toString(), groupedAmount(a.amount), groupedAmount(value.toFixed(2))]
      : [String(a.lineNo), `${place(a.origin)} - ${place(a.destination)}`, a.containerType, a.carrier ?? '', share(a.sharePct), volume.toString(), groupedAmount(a.amount), groupedAmount(value.toFixed(2))];
    const y = doc.y + 2;
    let x = margin;
    let bottom = y;
    cols.forEach(([name, w], i) => {
      doc.text(cells[i]!, x, y, { width: w - 4, align: ['Lane', 'Route', 'Type', 'Vendor', 'Carrier'].includes(name) ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    doc.y = bottom;
  }
  if (award.awards.length === 0) doc.text('No lanes awarded.', margin);
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#1c2127').text(`Total ${award.currency} ${groupedAmount(total.toFixed(2))} for ${volumeTotal.toString()} containers`, margin, doc.y, { width, align: 'right' });
  if (award.kind === 'summary' && award.baselineTotal) {
    const saving = total.minus(award.baselineTotal);
    const pct = new Big(award.baselineTotal).gt(0) ? saving.times(100).div(award.baselineTotal).toFixed(1) : null;
    doc.font('Helvetica').fontSize(9).fillColor('#404854').text(`Against baseline ${award.currency} ${groupedAmount(award.baselineTotal)}: ${saving.lte(0) ? 'saving' : 'over by'} ${award.currency} ${groupedAmount(saving.abs().toFixed(2))}${pct ? ` (${pct} %)` : ''}`, margin, doc.y, { width, align: 'right' });
  }
  return printed.finish(`${award.reference} ${heading.toLowerCase()}`);
}
