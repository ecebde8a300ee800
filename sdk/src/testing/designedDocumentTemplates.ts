import { DOCUMENT_TEMPLATES, provide, type CompanyDocumentDesign, type DocumentTemplates, type ServiceProvider } from '../server';
import { DEFAULT_DOCUMENT_PAGE, type DocumentTemplateBody } from '../shared/documents/DocumentTemplateBody';
import type { PrintableDocumentType } from '../shared/documents/PrintableRecord';

/** What a printing area's test designs: a template of one type, and the companies that use it. */
export interface DesignedDocumentTemplates {
  /** A template whose only blocks are a heading "CUSTOM" and the given field. */
  body: DocumentTemplateBody;
  /** The companies whose default template of the type is `body` (add and clear in the test). */
  designed: Set<string>;
  /** DOCUMENT_TEMPLATES as the composer plugin offers it: `body` for the companies in `designed`, else none (the built-in template prints). */
  provider: ServiceProvider<DocumentTemplates>;
}

const NONE: CompanyDocumentDesign = { body: null, templateName: null, revision: null, logo: null };

/**
 * A stand-in for the composer plugin's DOCUMENT_TEMPLATES in a printing area's tests: put `provider` in a
 * test plugin's `provides`, add a company to `designed`, and its PDFs of `documentType` print with a
 * template of just "CUSTOM" and `field` (caption `field.title`) — so the test sees them follow the template.
 */
export function designedDocumentTemplates(documentType: PrintableDocumentType, field: { title: string; entityField: string }): DesignedDocumentTemplates {
  const name = `Custom ${documentType.toLowerCase().replace(/_/g, ' ')}`;
  const body: DocumentTemplateBody = {
    page: DEFAULT_DOCUMENT_PAGE,
    tree: {
      rootId: 'root',
      highlighted: null,
      nodes: {
        root: { id: 'root', type: 'Fragment', parent: null, children: ['h', 'f'], isCollapsed: false, title: name, order: 0, props: {} },
        h: { id: 'h', type: 'heading', parent: 'root', children: [], isCollapsed: false, title: 'Heading', value: 'CUSTOM', order: 0, props: {} },
        f: { id: 'f', type: 'field', parent: 'root', children: [], isCollapsed: false, title: field.title, entityField: field.entityField, order: 0, props: {} },
      },
    },
  };
  const designed = new Set<string>();
  const provider = provide(DOCUMENT_TEMPLATES, () => ({
    designFor: async (_db, companyId, type) => (designed.has(companyId) && type === documentType ? { body, templateName: name, revision: 1, logo: null } : NONE),
  }));
  return { body, designed, provider };
}
