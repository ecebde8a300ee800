import type { PdfCell, PdfLine, PdfPage } from './pdfText';
import { PdfUnreadableError } from './PdfUnreadableError';

/** At most this many pages are read (a shipping bill has 1–4, a bill of lading 1–3). */
export const MAX_PDF_PAGES = 20;
/** Reading stops with PdfUnreadableError after this long. */
export const PDF_READ_TIMEOUT_MS = 15_000;
/** Items on baselines this close (points) are one line. */
const BASELINE_TOLERANCE = 2;

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;
/** pdfjs-dist is loaded with the first PDF read, not at server start (it is large). */
const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

/**
 * The text of a PDF as pages of lines: text items grouped by baseline (±2 pt), sorted by x, joined into
 * cells where the gap between two items is wider than about a character (so "Port of Loading" and its
 * value in the next box are two cells). Throws PdfUnreadableError for anything that is not a readable
 * PDF (not a PDF, damaged, password protected) or that takes longer than PDF_READ_TIMEOUT_MS.
 */
export async function readPdfText(bytes: Uint8Array, options: { maxPages?: number; timeoutMs?: number } = {}): Promise<PdfPage[]> {
  const { getDocument } = await loadPdfJs();
  // pdfjs transfers (detaches) the buffer it is given: hand it a copy.
  const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false, verbosity: 0, stopAtErrors: false });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PdfUnreadableError('reading took too long')), options.timeoutMs ?? PDF_READ_TIMEOUT_MS);
  });
  try {
    return await Promise.race([readAll(task, options.maxPages ?? MAX_PDF_PAGES), timeout]);
  } catch (error) {
    if (error instanceof PdfUnreadableError) throw error;
    const name = (error as { name?: string }).name;
    throw new PdfUnreadableError(name === 'PasswordException' ? 'password protected' : name === 'InvalidPDFException' ? 'invalid PDF structure' : 'damaged');
  } finally {
    clearTimeout(timer);
    void task.destroy();
  }
}

async function readAll(task: { promise: Promise<import('pdfjs-dist/legacy/build/pdf.mjs').PDFDocumentProxy> }, maxPages: number): Promise<PdfPage[]> {
  const document = await task.promise;
  const pages: PdfPage[] = [];
  for (let n = 1; n <= Math.min(document.numPages, maxPages); n++) {
    const page = await document.getPage(n);
    const [, , width, height] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    const items = (content.items as TextItem[]).filter((i) => typeof i.str === 'string' && i.str.trim() !== '');
    pages.push({ number: n, width, height, lines: linesOf(items, height) });
    page.cleanup();
  }
  return pages;
}

/** Groups items into lines top to bottom, and each line into cells left to right. */
export function linesOf(items: TextItem[], pageHeight: number): PdfLine[] {
  const placed = items
    .map((i) => ({ x: i.transform[4]!, y: pageHeight - i.transform[5]!, x2: i.transform[4]! + i.width, size: Math.abs(i.transform[3]!) || i.height || 10, text: i.str }))
    .sort((a, b) => a.y - b.y || a.x - b.x);
  const groups: (typeof placed)[] = [];
  for (const item of placed) {
    const group = groups[groups.length - 1];
    if (group && Math.abs(group[0]!.y - item.y) <= BASELINE_TOLERANCE) group.push(item);
    else groups.push([item]);
  }
  return groups.map((group) => {
    group.sort((a, b) => a.x - b.x);
    const cells: PdfCell[] = [];
    let previous: (typeof group)[number] | undefined;
    for (const item of group) {
      const gap = previous ? item.x - previous.x2 : Infinity;
      const cell = cells[cells.length - 1];
      if (cell && gap < Math.max(previous!.size, item.size) * 0.9) {
        cell.text += gap > item.size * 0.15 && !cell.text.endsWith(' ') && !item.text.startsWith(' ') ? ` ${item.text}` : item.text;
        cell.x2 = Math.max(cell.x2, item.x2);
      } else cells.push({ x: item.x, x2: item.x2, text: item.text });
      previous = item;
    }
    for (const cell of cells) cell.text = cell.text.replace(/\s+/g, ' ').trim();
    const kept = cells.filter((c) => c.text !== '');
    return { y: group[0]!.y, cells: kept, text: kept.map((c) => c.text).join('   ') };
  });
}
