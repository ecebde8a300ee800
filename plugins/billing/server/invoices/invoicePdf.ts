import { printedDocument } from '@portolan/sdk/server/pdf';
import type { InvoiceRecord, PartySnapshot } from '../../shared/types';
import { amountInWords } from './invoicePdfAmountInWords';
import { invoicePdfMoney } from './invoicePdfMoney';
import { gstStateName } from './taxRegimeStates';

const MARGIN = 40;
const INK = '#1c2127';
const TEXT = '#404854';

/** The document's title: by kind, regime and status (README "Invoice PDF"). */
export function invoicePdfTitle(invoice: Pick<InvoiceRecord, 'kind' | 'taxRegime' | 'status'>): string {
  if (invoice.status === 'DRAFT') return 'DRAFT — not a tax invoice';
  if (invoice.kind === 'CREDIT_NOTE') return 'Credit Note';
  if (invoice.taxRegime === 'EXPORT') return 'Export Invoice (supply meant for export under LUT without payment of IGST)';
  if (invoice.taxRegime === 'NONE') return 'Invoice';
  return 'Tax Invoice';
}

const stateOf = (code: string | null) => (code ? `${code} - ${gstStateName(code) ?? 'unknown state'}` : null);

function partyLines(p: PartySnapshot): string[] {
  return [
    p.address,
    p.country,
    p.stateCode ? `State: ${stateOf(p.stateCode)}` : '',
    p.gstin ? `GSTIN: ${p.gstin}` : '',
    p.pan ? `PAN: ${p.pan}` : '',
  ].filter(Boolean);
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: InvoiceRecord['lines'][number], i: number) => string;
}

/**
 * The invoice or credit note as a PDF an accountant accepts (A4, standard fonts so its text extracts):
 * the title by kind, regime and status (a DRAFT is watermarked and says it is not a tax invoice),
 * supplier and customer with GSTIN and PAN, number, dates, place of supply (code and state), shipment,
 * quote and PO references, the lines with SAC, taxable value and the regime's tax columns (CGST + SGST,
 * or IGST), the totals with TDS withheld and the amount payable, the total in words for rupees, notes.
 * Bank details are not printed: the party snapshot has none.
 */
export async function invoicePdf(invoice: InvoiceRecord): Promise<Buffer> {
  const title = invoicePdfTitle(invoice);
  const cur = invoice.currency;
  const money = (minor: number) => invoicePdfMoney(minor, cur);
  const printed = printedDocument({ title: `${title} ${invoice.number ?? ''}`.trim(), author: invoice.supplier.legalName || invoice.issuerName }, MARGIN);
  const { doc, width } = printed;
  const draft = invoice.status === 'DRAFT';

  const watermark = () => {
    if (!draft) return;
    const { x, y } = doc;
    doc.save();
    doc.rotate(-35, { origin: [doc.page.width / 2, doc.page.height / 2] });
    doc.font('Helvetica-Bold').fontSize(110).fillColor('#d33d17').fillOpacity(0.12)
      .text('DRAFT', 0, doc.page.height / 2 - 55, { width: doc.page.width, align: 'center', lineBreak: false });
    doc.restore();
    doc.fillOpacity(1);
    doc.x = x;
    doc.y = y;
  };
  watermark();
  doc.on('pageAdded', watermark);

  const ensure = (space: number) => {
    if (doc.y > doc.page.height - MARGIN - 30 - space) doc.addPage();
  };
  const heading = (text: string) => {
    ensure(40);
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(10).fillColor(INK).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.2).font('Helvetica').fontSize(9).fillColor(TEXT);
  };

  // Title and the document's facts, right of the supplier.
  doc.font('Helvetica-Bold').fontSize(title.length > 40 ? 13 : 18).fillColor(draft ? '#ac2f33' : INK).text(title, MARGIN, MARGIN, { width });
  if (invoice.kind === 'CREDIT_NOTE') {
    doc.font('Helvetica').fontSize(10).fillColor(INK).text(`against invoice ${invoice.creditsInvoiceNumber ?? '(not numbered)'}`, MARGIN, doc.y, { width });
  }
  if (invoice.status === 'VOID') doc.font('Helvetica-Bold').fontSize(10).fillColor('#ac2f33').text(`VOID${invoice.voidReason ? `: ${invoice.voidReason}` : ''}`, MARGIN, doc.y, { width });
  doc.moveDown(0.6);

  const top = doc.y;
  const half = width / 2 - 10;
  const facts: Array<[string, string | null]> = [
    [invoice.kind === 'CREDIT_NOTE' ? 'Credit note no.' : 'Invoice no.', invoice.number ?? 'not numbered (draft)'],
    ['Issue date', invoice.issueDate],
    ['Due date', invoice.dueDate ? `${invoice.dueDate} (${invoice.termsDays} days)` : null],
    ['Place of supply', invoice.taxRegime === 'EXPORT' ? 'Outside India (export)' : stateOf(invoice.placeOfSupply)],
    ['Currency', invoice.currency !== invoice.baseCurrency ? `${invoice.currency} (1 ${invoice.currency} = ${invoice.exchangeRate} ${invoice.baseCurrency})` : invoice.currency],
    ['Shipment', invoice.shipmentReference],
    ['Quote', invoice.quoteReference],
    ['PO number', invoice.poNumber],
    ['Period', invoice.periodStart && invoice.periodEnd ? `${invoice.periodStart} to ${invoice.periodEnd}` : null],
  ];
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text('Supplier', MARGIN, top, { width: half });
  doc.font('Helvetica-Bold').fontSize(9).text(invoice.supplier.legalName || invoice.issuerName, MARGIN, doc.y, { width: half });
  doc.font('Helvetica').fillColor(TEXT).text(partyLines(invoice.supplier).join('\n'), MARGIN, doc.y, { width: half });
  const supplierBottom = doc.y;
  doc.y = top;
  for (const [label, value] of facts) {
    if (!value) continue;
    doc.font('Helvetica-Bold').fontSize(9).fillColor(INK).text(`${label}: `, MARGIN + half + 20, doc.y, { width: half, continued: true });
    doc.font('Helvetica').fillColor(TEXT).text(value);
  }
  doc.y = Math.max(doc.y, supplierBottom) + 10;

  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(invoice.kind === 'CREDIT_NOTE' ? 'Credited to' : 'Bill to', MARGIN, doc.y, { width });
  doc.font('Helvetica-Bold').fontSize(9).text(invoice.customer.legalName || invoice.customerName, MARGIN, doc.y, { width });
  doc.font('Helvetica').fillColor(TEXT).text(partyLines(invoice.customer).join('\n'), MARGIN, doc.y, { width: half });

  // The lines, with the regime's tax columns.
  const regime = invoice.taxRegime;
  const gst = regime !== 'NONE';
  const lineTotal = (l: InvoiceRecord['lines'][number]) => l.amountMinor + l.cgstMinor + l.sgstMinor + l.igstMinor;
  const columns: Column[] = [
    { title: '#', width: 18, align: 'left', cell: (_l, i) => String(i + 1) },
    { title: 'Description', width: 0, align: 'left', cell: (l) => l.description },
    ...(gst ? [{ title: 'SAC', width: 40, align: 'left' as const, cell: (l: InvoiceRecord['lines'][number]) => l.sac ?? '' }] : []),
    { title: 'Qty', width: 36, align: 'right', cell: (l) => l.quantity },
    { title: 'Unit price', width: 58, align: 'right', cell: (l) => l.unitPrice },
    { title: gst ? 'Taxable value' : 'Amount', width: 62, align: 'right', cell: (l) => money(l.amountMinor) },
    ...(gst ? [{ title: 'Rate', width: 30, align: 'right' as const, cell: (l: InvoiceRecord['lines'][number]) => `${regime === 'EXPORT' ? 0 : l.taxRate}%` }] : []),
    ...(regime === 'INTRA'
      ? [
          { title: 'CGST', width: 50, align: 'right' as const, cell: (l: InvoiceRecord['lines'][number]) => money(l.cgstMinor) },
          { title: 'SGST', width: 50, align: 'right' as const, cell: (l: InvoiceRecord['lines'][number]) => money(l.sgstMinor) },
        ]
      : []),
    ...(regime === 'INTER' ? [{ title: 'IGST', width: 56, align: 'right' as const, cell: (l: InvoiceRecord['lines'][number]) => money(l.igstMinor) }] : []),
    ...(gst ? [{ title: 'Amount', width: 64, align: 'right' as const, cell: (l: InvoiceRecord['lines'][number]) => money(lineTotal(l)) }] : []),
  ];
  const fixed = columns.reduce((s, c) => s + c.width, 0);
  columns[1]!.width = width - fixed;
  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8).fillColor(bold ? INK : TEXT);
    const height = Math.max(...cells.map((c, i) => doc.heightOfString(c || ' ', { width: columns[i]!.width - 4 })));
    ensure(height + 4);
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((c, i) => {
      doc.text(c, x + 2, y, { width: columns[i]!.width - 4, align: columns[i]!.align });
      x += columns[i]!.width;
    });
    doc.y = y + height + 3;
    doc.moveTo(MARGIN, doc.y - 1).lineTo(MARGIN + width, doc.y - 1).lineWidth(0.3).strokeColor('#c5cbd3').stroke();
    doc.x = MARGIN;
  };
  heading(`Lines (${cur})`);
  row(columns.map((c) => c.title), true);
  invoice.lines.forEach((l, i) => row(columns.map((c) => c.cell(l, i)), false));

  // Totals, right-aligned.
  const totals: Array<[string, number, boolean]> = [[gst ? 'Taxable value' : 'Subtotal', invoice.subtotalMinor, false]];
  if (regime === 'INTRA') totals.push(['CGST', invoice.cgstMinor, false], ['SGST', invoice.sgstMinor, false]);
  if (regime === 'INTER') totals.push(['IGST', invoice.igstMinor, false]);
  if (regime === 'EXPORT') totals.push(['IGST (zero-rated export)', 0, false]);
  totals.push([invoice.kind === 'CREDIT_NOTE' ? 'Total credit' : 'Total', invoice.totalMinor, true]);
  if (invoice.tdsMinor) totals.push([`TDS withheld (${invoice.tdsRate}%)`, -invoice.tdsMinor, false], ['Amount payable', invoice.payableMinor, true]);
  if (invoice.paidMinor) totals.push(['Paid', -invoice.paidMinor, false]);
  if (invoice.creditedMinor) totals.push(['Credited', -invoice.creditedMinor, false]);
  if (invoice.paidMinor || invoice.creditedMinor) totals.push(['Balance due', invoice.balanceMinor, true]);
  doc.moveDown(0.6);
  ensure(totals.length * 13);
  for (const [label, amount, bold] of totals) {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9).fillColor(bold ? INK : TEXT);
    doc.text(label, MARGIN + width - 280, y, { width: 170, align: 'right' });
    doc.text(`${cur} ${money(amount)}`, MARGIN + width - 110, y, { width: 110, align: 'right' });
    doc.y = Math.max(doc.y, y + 12);
  }
  if (cur === 'INR') {
    doc.moveDown(0.4).font('Helvetica-Bold').fontSize(9).fillColor(INK).text('Total in words: ', MARGIN, doc.y, { width, continued: true });
    doc.font('Helvetica').fillColor(TEXT).text(amountInWords(invoice.totalMinor));
    if (invoice.tdsMinor) {
      doc.font('Helvetica-Bold').fillColor(INK).text('Amount payable in words: ', MARGIN, doc.y, { width, continued: true });
      doc.font('Helvetica').fillColor(TEXT).text(amountInWords(invoice.payableMinor));
    }
  }
  if (regime === 'EXPORT') {
    heading('Declaration');
    doc.text('Supply meant for export under letter of undertaking (LUT) without payment of integrated tax (IGST).', MARGIN, doc.y, { width });
  }
  if (invoice.notes) {
    heading('Notes');
    doc.text(invoice.notes, MARGIN, doc.y, { width });
  }
  if (gst && !draft) {
    doc.moveDown(1.5);
    ensure(40);
    doc.font('Helvetica').fontSize(9).fillColor(TEXT).text(`For ${invoice.supplier.legalName || invoice.issuerName}`, MARGIN, doc.y, { width, align: 'right' });
    doc.moveDown(1.5).text('Authorised signatory', MARGIN, doc.y, { width, align: 'right' });
  }
  doc.removeListener('pageAdded', watermark);
  return printed.finish(`${title}${invoice.number ? ` ${invoice.number}` : ''}`);
}
