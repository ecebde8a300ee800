import PDFDocument from 'pdfkit';
import type { DocumentTemplateBody } from '../../shared/documents/DocumentTemplateBody';
import type { PrintableRecord } from '../../shared/documents/PrintableRecord';
import { blockSlices } from './blockSlices';
import { placeSlices } from './placeSlices';
import type { RenderContext } from './RenderContext';
import { TextSetter } from './TextSetter';

/** The logo as pdfkit sees it, or null when there is none or it is not a PNG/JPEG (the document then prints without it). */
function openLogo(doc: PDFKit.PDFDocument, logo: Buffer | null): RenderContext['logo'] {
  if (!logo || logo.length === 0) return null;
  try {
    // openImage is pdfkit's (missing from its typings); the opened image is embedded once however often it is drawn
    const image = (doc as unknown as { openImage(src: Buffer): { width: number; height: number } }).openImage(logo);
    return image.width > 0 && image.height > 0 ? { image, width: image.width, height: image.height } : null;
  } catch {
    return null;
  }
}

/**
 * Draws `record` with the template `body` (pdfkit, server-side): the page size, orientation and
 * margins; the blocks as DocumentTemplateBody describes, flowing onto new pages (tables repeat their
 * header); the footer with "page n of m" on every page. Text is set in Noto Sans, with Noto Sans
 * Devanagari and Noto Sans SC for the runs in those scripts (embedded subsets, so the text extracts).
 */
export function renderTemplatePdf(body: DocumentTemplateBody, record: PrintableRecord, assets: { logo: Buffer | null }): Promise<Buffer> {
  const { page, tree } = body;
  const margins = { ...page.margins };
  const doc = new PDFDocument({
    size: page.size,
    layout: page.orientation,
    margins,
    bufferPages: true,
    info: { Title: record.pdfTitle, Author: record.issuer.name, Subject: record.reference },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = new TextSetter(doc);
  const top = margins.top;
  const bottom = doc.page.height - margins.bottom;
  const width = doc.page.width - margins.left - margins.right;
  const ctx: RenderContext = { doc, text, tree, record, logo: openLogo(doc, assets.logo), pageContentHeight: bottom - top };
  const root = tree.nodes[tree.rootId];
  if (root) placeSlices(blockSlices(ctx, root, margins.left, width), top, bottom, () => doc.addPage({ size: page.size, layout: page.orientation, margins }));

  const range = doc.bufferedPageRange();
  const style = { size: 8, bold: false, color: '#738091' };
  for (let p = range.start; p < range.start + range.count; p++) {
    doc.switchToPage(p);
    const footer = `${record.footer} - page ${p + 1} of ${range.count}`;
    const y = doc.page.height - Math.max(margins.bottom, 18) / 2 - text.lineHeight(style) / 2;
    text.drawLine(footer, margins.left, y, width, style, 'center');
  }
  doc.end();
  return done;
}
