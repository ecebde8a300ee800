import type { ComposerTree } from '../../shared/composer/ComposerTree';
import type { PrintableRecord } from '../../shared/documents/PrintableRecord';
import type { TextSetter } from './TextSetter';

/** What laying out a template's blocks needs: the document, its text setter, the tree, the record and logo. */
export interface RenderContext {
  doc: PDFKit.PDFDocument;
  text: TextSetter;
  tree: ComposerTree;
  record: PrintableRecord;
  /** The logo, already opened by pdfkit (null when there is none, or it is no PNG/JPEG); `image` is what pdfkit's `image()` takes. */
  logo: { image: object; width: number; height: number } | null;
  /** The height between the top and bottom margins: a row of blocks taller than this is stacked instead. */
  pageContentHeight: number;
}
