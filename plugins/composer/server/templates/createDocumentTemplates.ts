import type { DocumentTemplates } from '@portolan/sdk/server';
import type { DocumentTemplateBody } from '@portolan/sdk/shared';
import { loadCompanyLogo } from '../logo/loadCompanyLogo';

/** DOCUMENT_TEMPLATES: a company's default template of a type (composer_templates.is_default) and its logo (company_logos). */
export function createDocumentTemplates(): DocumentTemplates {
  return {
    async designFor(db, companyId, documentType) {
      const [row, logo] = await Promise.all([
        db.one<{ name: string; revision: number; body: unknown }>('SELECT name, revision, body FROM composer_templates WHERE company_id = $1 AND document_type = $2 AND is_default', [companyId, documentType]),
        loadCompanyLogo(db, companyId),
      ]);
      return {
        body: row ? ((typeof row.body === 'string' ? JSON.parse(row.body) : row.body) as DocumentTemplateBody) : null,
        templateName: row?.name ?? null,
        revision: row ? Number(row.revision) : null,
        logo: logo?.bytes ?? null,
      };
    },
  };
}
