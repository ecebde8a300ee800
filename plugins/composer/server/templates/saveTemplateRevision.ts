import { conflict, notFound, type Db } from '@portolan/sdk/server';
import type { DocumentTemplateBody } from '@portolan/sdk/shared';
import type { DocumentTemplateRecord } from '../../shared/types';
import { TEMPLATE_COLUMNS, toTemplateRecord } from './toTemplateRecord';

export interface TemplateChange {
  /** The row version the caller read (a stale one is a 409 naming `data.version`). */
  version: number;
  name?: string;
  body?: DocumentTemplateBody;
}

/**
 * Saves a change of a company's template as its next revision: the row takes revision + 1 and a
 * composer_template_revisions row keeps it, in one transaction (the update and restore routes).
 */
export async function saveTemplateRevision(db: Db, companyId: string, id: string, change: TemplateChange, user: { id: string; name: string }): Promise<DocumentTemplateRecord> {
  return db.transaction(async (tx) => {
    const current = await tx.one<{ version: number; name: string; body: unknown; revision: number }>(
      'SELECT version, name, body, revision FROM composer_templates WHERE id = $1 AND company_id = $2 FOR UPDATE',
      [id, companyId],
    );
    if (!current) throw notFound('Template not found');
    if (Number(current.version) !== change.version) {
      throw conflict(`The template was changed by someone else (version ${current.version}); reload it and try again`, 'data.version');
    }
    const name = change.name ?? current.name;
    if (name !== current.name && (await tx.one('SELECT 1 AS x FROM composer_templates WHERE company_id = $1 AND name = $2 AND id <> $3', [companyId, name, id]))) {
      throw conflict(`A template named ${name} already exists`, 'data.name');
    }
    const body = change.body === undefined ? (typeof current.body === 'string' ? current.body : JSON.stringify(current.body)) : JSON.stringify(change.body);
    const row = await tx.one<Record<string, unknown>>(
      `UPDATE composer_templates SET name = $3, body = $4::jsonb, revision = revision + 1, updated_by = $5, updated_by_name = $6, updated_at = now(), version = version + 1
       WHERE id = $1 AND company_id = $2 RETURNING ${TEMPLATE_COLUMNS}`,
      [id, companyId, name, body, user.id, user.name],
    );
    await tx.query(
      `INSERT INTO composer_template_revisions (template_id, company_id, revision, name, body, created_by, created_by_name)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)`,
      [id, companyId, row!.revision, name, body, user.id, user.name],
    );
    return toTemplateRecord(row!);
  });
}
