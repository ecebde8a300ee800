import type { DocumentTemplates } from '@portolan/sdk/server';

/** DOCUMENT_TEMPLATES: a company's default template of a type (composer_templates.is_default) and its logo (company_logos). */
export function createDocumentTemplates(): DocumentTemplates {
  // Not built yet (a helper is writing it): no template, no logo.
  return { designFor: async () => ({ body: null, templateName: null, revision: null, logo: null }) };
}
