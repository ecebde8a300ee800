import type { DocumentTemplateBody } from './DocumentTemplateBody';
import type { PrintableDocumentType } from './PrintableRecord';

/**
 * The template a type prints with when the company has none of its own (and the one "New template"
 * starts from): logo and company details beside the title and reference, the counterparty, the type's
 * main fields, the line tables, totals, notes and terms, a signature line. Ids are stable (`root`, `header`, …).
 */
export function builtInTemplate(documentType: PrintableDocumentType): DocumentTemplateBody {
  void documentType;
  throw new Error('not built yet');
}
