import type { Db } from '@portolan/sdk/server';
import type { DocumentTemplateRecord } from '../../shared/types';
import { TEMPLATE_COLUMNS, toTemplateRecord } from './toTemplateRecord';

/**
 * Makes a company's template the default of its type, in one transaction: the type's other default is
 * unset first (the partial unique index allows one). Undefined when the company has no such template.
 * Neither the revision nor the row version changes (an open editor's save still applies).
 */
export async function makeDefaultTemplate(db: Db, companyId: string, id: string): Promise<DocumentTemplateRecord | undefined> {
  return db.transaction(async (tx) => {
    const target = await tx.one<{ document_type: string }>('SELECT document_type FROM composer_templates WHERE id = $1 AND company_id = $2 FOR UPDATE', [id, companyId]);
    if (!target) return undefined;
    await tx.query('UPDATE composer_templates SET is_default = false WHERE company_id = $1 AND document_type = $2 AND is_default AND id <> $3', [companyId, target.document_type, id]);
    const row = await tx.one<Record<string, unknown>>(`UPDATE composer_templates SET is_default = true WHERE id = $1 AND company_id = $2 RETURNING ${TEMPLATE_COLUMNS}`, [id, companyId]);
    return toTemplateRecord(row!);
  });
}
