import { describe, expect, it } from 'vitest';
import { generateDocument } from './corpus/generateCorpus';
import { PdfUnreadableError } from './PdfUnreadableError';
import { readPdfText } from './readPdfText';

describe('readPdfText', () => {
  it('answers lines top to bottom, split into cells at wide gaps', async () => {
    const doc = await generateDocument('BILL_OF_LADING', 2); // the compact layout
    expect(doc.layout).toBe('compact');
    const [page] = await readPdfText(doc.bytes);
    expect(page!.number).toBe(1);
    const vessel = page!.lines.find((l) => l.text.startsWith('Vessel:'))!;
    expect(vessel.cells.map((c) => c.text)).toEqual([`Vessel: ${doc.truth.vessel}`, `Voyage: ${doc.truth.voyage}`]);
    expect(vessel.cells[1]!.x).toBeGreaterThan(vessel.cells[0]!.x2);
    const ys = page!.lines.map((l) => l.y);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
  });

  it('refuses bytes that are not a readable PDF with PdfUnreadableError', async () => {
    await expect(readPdfText(Buffer.from('hello, not a PDF'))).rejects.toBeInstanceOf(PdfUnreadableError);
    await expect(readPdfText(Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'))).rejects.toThrow(/not a readable PDF/);
  });

  it('reads at most maxPages pages', async () => {
    const doc = await generateDocument('SHIPPING_BILL', 1);
    expect(await readPdfText(doc.bytes, { maxPages: 0 })).toEqual([]);
  });
});
