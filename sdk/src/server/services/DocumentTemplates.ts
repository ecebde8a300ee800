import type { DocumentTemplateBody } from '../../shared/documents/DocumentTemplateBody';
import type { PrintableDocumentType } from '../../shared/documents/PrintableRecord';
import type { Db } from '../Db';
import { serviceToken } from '../ServiceToken';

/** A company's design for one document type: its default template (null: none, print with the built-in one) and its logo. */
export interface CompanyDocumentDesign {
  body: DocumentTemplateBody | null;
  /** The template's name and revision (for the PDF's metadata and the tests). */
  templateName: string | null;
  revision: number | null;
  /** The company's logo (PNG or JPEG bytes), or null. */
  logo: Buffer | null;
}

/** What the composer plugin offers the areas that print: the company's default template of a type and its logo. */
export interface DocumentTemplates {
  designFor(db: Db, companyId: string, documentType: PrintableDocumentType): Promise<CompanyDocumentDesign>;
}

export const DOCUMENT_TEMPLATES = serviceToken<DocumentTemplates>('composer.templates', "a company's document templates and logo (every printed quote, invoice, PO and booking renders through them)");
