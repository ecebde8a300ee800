import PDFDocument from 'pdfkit';

/** A generated document being drawn with pdfkit: standard fonts (their text extracts), fixed metadata dates so the bytes are deterministic. */
export class PdfCanvas {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor(title: string) {
    const fixed = new Date(Date.UTC(2026, 0, 1));
    this.doc = new PDFDocument({ size: 'A4', margin: 36, info: { Title: title, Author: 'Portolan test corpus', CreationDate: fixed, ModDate: fixed } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  /** One line of text at (x, y) from the top-left, never wrapped. */
  text(text: string, x: number, y: number, options: { size?: number; bold?: boolean; width?: number; align?: 'left' | 'center' | 'right' } = {}): this {
    this.doc
      .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(options.size ?? 9)
      .fillColor('#111111')
      .text(text, x, y, { lineBreak: false, width: options.width, align: options.align ?? 'left' });
    return this;
  }

  /** A ruled box with a small label at its top-left and value lines under it. */
  box(x: number, y: number, w: number, h: number, label: string, lines: string[] = [], size = 9): this {
    this.doc.lineWidth(0.6).strokeColor('#444444').rect(x, y, w, h).stroke();
    this.text(label, x + 3, y + 3, { size: 6.5 });
    lines.forEach((line, i) => this.text(line, x + 4, y + 13 + i * (size + 2.5), { size }));
    return this;
  }

  /** A table: a header row of labels and rows of values, ruled, columns of the given widths. */
  table(x: number, y: number, widths: number[], header: string[], rows: string[][], rowHeight = 15): number {
    const total = widths.reduce((a, b) => a + b, 0);
    const lines = [header, ...rows];
    lines.forEach((cells, r) => {
      const top = y + r * rowHeight;
      this.doc.lineWidth(0.5).strokeColor('#666666').rect(x, top, total, rowHeight).stroke();
      let left = x;
      cells.forEach((cell, c) => {
        this.text(cell, left + 3, top + 4, { size: r === 0 ? 7 : 8.5, bold: r === 0 });
        left += widths[c]!;
        if (c < cells.length - 1) this.doc.moveTo(left, top).lineTo(left, top + rowHeight).stroke();
      });
    });
    return y + lines.length * rowHeight;
  }

  rule(x1: number, y: number, x2: number): this {
    this.doc.lineWidth(0.8).strokeColor('#222222').moveTo(x1, y).lineTo(x2, y).stroke();
    return this;
  }

  finish(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}
