import { describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { renderPdfPages } from './renderPdfPages';

/** A real two-page PDF (pdfkit, as the server prints). */
function twoPagePdf(): Promise<Blob> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4' });
    const parts: Uint8Array[] = [];
    doc.on('data', (chunk: Uint8Array) => parts.push(chunk));
    doc.on('end', () => resolve(new Blob(parts as BlobPart[], { type: 'application/pdf' })));
    doc.text('Quotation Q-2026-0012');
    doc.addPage().text('Terms');
    doc.end();
  });
}

// pdfjs 4 uses Promise.withResolvers (every current browser has it; Node has it from 22, the tests run on 20).
const promises = Promise as unknown as { withResolvers?: () => unknown };
promises.withResolvers ??= () => {
  let resolve!: (value: unknown) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('renderPdfPages', { timeout: 30_000 }, () => {
  it('loads pdfjs lazily and draws one labelled canvas per page, A4-proportioned', async () => {
    const host = document.createElement('div');
    host.append(document.createElement('p'));
    const pages = await renderPdfPages(await twoPagePdf(), host, 300, () => true);
    expect(pages).toBe(2);
    const canvases = [...host.querySelectorAll('canvas')];
    expect(canvases.map((c) => c.getAttribute('aria-label'))).toEqual(['Preview page 1 of 2', 'Preview page 2 of 2']);
    expect(host.querySelector('p')).toBeNull();
    expect(canvases[0].height / canvases[0].width).toBeCloseTo(842 / 595, 1);
  });

  it('leaves the host alone when a newer preview took over', async () => {
    const host = document.createElement('div');
    host.append(document.createElement('p'));
    await renderPdfPages(await twoPagePdf(), host, 300, () => false);
    expect(host.querySelector('p')).not.toBeNull();
  });
});
