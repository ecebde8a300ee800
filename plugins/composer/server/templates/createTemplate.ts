import { conflict, type Db } from '@portolan/sdk/server';
import type { DocumentTemplateBody, PrintableDocumentType } from '@portolan/sdk/shared';
import type { DocumentTemplateRecord } from '../../shared/types';
import { TEMPLATE_COLUMNS, toTemplateRecord } from './toTemplateRecord';

export interface NewTemplate {
  name: string;
  documentType: PrintableDocumentType;
  body: DocumentTemplateBody;
}

/**
 * Creates a company's template at revision 1 (with its first revisions row), in one transaction; the
 * company's first template of a type becomes that type's default. A name the company already uses is a
 * 409 naming `data.name`.
 */
export async function createTemplate(db: Db, companyId: string, input: NewTemplate, user: { id: string | null; name: string | null }): Promise<DocumentTemplateRecord> {
  return db.transaction(async (tx) => {
    if (await tx.one('SELECT 1 AS x FROM composer_templates WHERE company_id = $1 AND name = $2', [companyId, input.name])) {
      throw conflict(`A template named ${input.name} already exists`, 'data.name');
    }
    const row = await tx.one<Record<string, unknown>>(
      `INSERT INTO composer_templates (company_id, name, document_type, body, is_default, updated_by, updated_by_name)
       VALUES ($1, $2, $3, $4::jsonb,
         NOT EXISTS (SELECT 1 FROM composer_templates WHERE company_id = $1 AND document_type = $3 AND is_default), $5, $6)
       RETURNING ${TEMPLATE_COLUMNS}`,
      [companyId, input.name, input.documentType, JSON.stringify(input.body), user.id, user.name],
    );
    await tx.query(
      `INSERT INTO composer_template_revisions (template_id, company_id, revision, name, body, created_by, created_by_name)
       VALUES ($1, $2, 1, $3, $4::jsonb, $5, $6)`,
      [row!.id, companyId, input.name, JSON.stringify(input.body), user.id, user.name],
    );
    return toTemplateRecord(row!);
  });
}
