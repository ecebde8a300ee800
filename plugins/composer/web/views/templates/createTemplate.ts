import { PRINTABLE_DOCUMENT_NAMES, builtInTemplate, type ApiResult, type PrintableDocumentType } from '@portolan/sdk';
import type { DocumentTemplateRecord } from '../../../shared/types';
import type { TemplatesApi } from './templatesApi';

/** A name no template of the company has yet: "Quotation template", then "Quotation template 2", … (names are unique per company). */
export function freshTemplateName(documentType: PrintableDocumentType, taken: readonly string[]): string {
  const base = `${PRINTABLE_DOCUMENT_NAMES[documentType]} template`;
  const names = new Set(taken.map((n) => n.toLowerCase()));
  if (!names.has(base.toLowerCase())) return base;
  let n = 2;
  while (names.has(`${base} ${n}`.toLowerCase())) n++;
  return `${base} ${n}`;
}

/** "New template": a template of the type starting from the built-in design (builtInTemplate), named afresh. */
export async function createTemplate(api: TemplatesApi, documentType: PrintableDocumentType, taken: readonly string[]): Promise<ApiResult<{ record: DocumentTemplateRecord; id?: string }>> {
  return api.create({ name: freshTemplateName(documentType, taken), documentType, body: builtInTemplate(documentType) });
}
