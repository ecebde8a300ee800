import { baseRecord } from '@portolan/sdk/server';
import type { DocumentTemplateBody, PrintableDocumentType } from '@portolan/sdk/shared';
import type { DocumentTemplateRecord } from '../../shared/types';

/** The composer_templates columns a record is read from (alias-free). */
export const TEMPLATE_COLUMNS = 'id, company_id, name, document_type, body, revision, is_default, updated_by_name, created_at, updated_at, version';

/** A composer_templates row as the API answers it. */
export function toTemplateRecord(row: Record<string, unknown>): DocumentTemplateRecord {
  return {
    ...baseRecord(row),
    name: String(row.name),
    documentType: String(row.document_type) as PrintableDocumentType,
    revision: Number(row.revision),
    isDefault: row.is_default === true,
    body: (typeof row.body === 'string' ? JSON.parse(row.body) : row.body) as DocumentTemplateBody,
    updatedByName: (row.updated_by_name as string | null) ?? null,
  };
}
