import type { DocumentTemplateBody } from '../../shared/documents/DocumentTemplateBody';
import type { PrintableRecord } from '../../shared/documents/PrintableRecord';

/**
 * Draws `record` with the template `body` (pdfkit, server-side): the page size, orientation and
 * margins; the blocks as DocumentTemplateBody describes, flowing onto new pages (tables repeat their
 * header); the footer with "page n of m" on every page. Text is set in Noto Sans, with Noto Sans
 * Devanagari and Noto Sans SC for the runs in those scripts (embedded subsets, so the text extracts).
 */
export function renderTemplatePdf(body: DocumentTemplateBody, record: PrintableRecord, assets: { logo: Buffer | null }): Promise<Buffer> {
  void body; void record; void assets;
  throw new Error('not built yet');
}
