import PDFDocument from 'pdfkit';

/** '1234567.5' → '1,234,567.5' (the decimal string as is, grouped; never through a float). */
export function groupedAmount(amount: string): string {
  const [whole, fraction] = amount.split('.');
  const sign = whole!.startsWith('-') ? '-' : '';
  const digits = whole!.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${digits}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/** A document being drawn: pdfkit's `doc`, the usable width and margin, and `finish` (page footers, then the bytes). */
export interface PrintedDocument {
  doc: PDFKit.PDFDocument;
  margin: number;
  width: number;
  /** Writes `footer — page n of m` at the bottom of every page, ends the document and answers its bytes. */
  finish(footer: string): Promise<Buffer>;
}

/**
 * The scaffolding of a printable A4 document (quotes, RFQ award letters): standard fonts so its text
 * extracts, buffered pages for the page numbers, the bytes collected into one Buffer.
 */
export function printedDocument(info: { title: string; author: string }, margin = 50): PrintedDocument {
  const doc = new PDFDocument({ size: 'A4', margin, bufferPages: true, info: { Title: info.title, Author: info.author } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - margin * 2;
  return {
    doc,
    margin,
    width,
    finish(footer) {
      const range = doc.bufferedPageRange();
      for (let p = range.start; p < range.start + range.count; p++) {
        doc.switchToPage(p);
        const bottom = doc.page.margins.bottom;
        doc.page.margins.bottom = 0;
        doc.font('Helvetica').fontSize(8).fillColor('#738091').text(`${footer}  -  page ${p + 1} of ${range.count}`, margin, doc.page.height - 35, { width, align: 'center', lineBreak: false });
        doc.page.margins.bottom = bottom;
      }
      doc.end();
      return done;
    },
  };
}
