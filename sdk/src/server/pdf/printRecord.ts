import { builtInTemplate } from '../../shared/documents/builtInTemplate';
import type { PrintableRecord } from '../../shared/documents/PrintableRecord';
import type { Db } from '../Db';
import type { Services } from '../Services';
import { DOCUMENT_TEMPLATES } from '../services/DocumentTemplates';
import { renderTemplatePdf } from './renderTemplatePdf';

/**
 * The PDF of a record as its issuer designed it: the issuer company's default template of the type
 * (through DOCUMENT_TEMPLATES, which the printing plugin names in `optional`) and logo, else the
 * built-in template. Every area that prints a quote, invoice, PO, booking confirmation or bill of
 * lading calls this.
 */
export async function printRecord(db: Db, services: Services, record: PrintableRecord): Promise<Buffer> {
  const design = await services.find(DOCUMENT_TEMPLATES)?.designFor(db, record.issuerCompanyId, record.documentType);
  return renderTemplatePdf(design?.body ?? builtInTemplate(record.documentType), record, { logo: design?.logo ?? null });
}
