import { printedDocument } from '@portolan/sdk/server/pdf';
import type { Statement } from '../../shared/types';
import { decimalOfMinor } from './formatMinor';

/** The statement's PDF file name. */
export function statementPdfName(s: Statement): string {
  return `statement-${s.customerName.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'customer'}-${s.from}-${s.to}.pdf`;
}

/** A customer statement as an A4 PDF: issuer, customer, period, opening balance, the entries with the running balance, closing balance. */
export async function statementPdf(s: Statement): Promise<Buffer> {
  const { doc, margin, width, finish } = printedDocument({ title: `Statement of account — ${s.customerName}`, author: s.issuerName });
  const money = (minor: number) => decimalOfMinor(minor, s.currency);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#1c2127').text('Statement of account', margin, margin);
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  doc.text(`From: ${s.issuerName}`);
  doc.text(`To: ${s.customerName}`);
  doc.text(`Period: ${s.from} to ${s.to}`);
  doc.text(`Currency: ${s.currency}`);
  doc.moveDown();

  const cols = [
    { title: 'Date', w: 0.14, align: 'left' as const },
    { title: 'Kind', w: 0.14, align: 'left' as const },
    { title: 'Reference', w: 0.24, align: 'left' as const },
    { title: 'Debit', w: 0.16, align: 'right' as const },
    { title: 'Credit', w: 0.16, align: 'right' as const },
    { title: 'Balance', w: 0.16, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - 80) doc.addPage();
    const y = doc.y;
    let x = margin;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((text, i) => {
      const w = cols[i]!.w * width;
      doc.text(text, x, y, { width: w - 4, align: cols[i]!.align, lineBreak: false });
      x += w;
    });
    doc.x = margin;
    doc.y = y + 16;
  };
  row(cols.map((c) => c.title), true);
  row([s.from, '', 'Opening balance', '', '', money(s.openingMinor)], true);
  for (const e of s.entries) {
    row([e.date, e.kind.replace('_', ' '), e.reference, e.debitMinor ? money(e.debitMinor) : '', e.creditMinor ? money(e.creditMinor) : '', money(e.balanceMinor)]);
  }
  row([s.to, '', 'Closing balance', '', '', money(s.closingMinor)], true);
  return finish(`${s.issuerName} - statement for ${s.customerName}`);
}
