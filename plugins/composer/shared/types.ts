import type { ComposerTree, DocumentTemplateBody, PrintableDocumentType } from '@portolan/sdk/shared';

/** A company's document template (`/api/documents/v2/templates`): versioned by `revision`, one default per document type. */
export interface DocumentTemplateRecord {
  _id: string;
  createdAt: string;
  updatedAt: string;
  /** Optimistic-concurrency version of the row (send it back to update). */
  version: number;
  name: string;
  documentType: PrintableDocumentType;
  /** 1 for a new template; every saved change of name or body adds one (kept in the revisions). */
  revision: number;
  /** The one the company's PDFs of this type print with. */
  isDefault: boolean;
  body: DocumentTemplateBody;
  updatedByName: string | null;
}

/** One saved revision of a template (`GET /api/documents/v2/templates/:id/revisions`, newest first; `body` only on `…/revisions/:revision`). */
export interface TemplateRevisionRecord {
  revision: number;
  name: string;
  createdAt: string;
  createdByName: string | null;
  body?: DocumentTemplateBody;
}

/** A record the preview can print (`GET /api/documents/v2/templates/records?documentType=…&search=…`). */
export interface PreviewRecordOption {
  id: string;
  label: string;
}

/** The company's logo (`GET /api/documents/v2/templates/logo/info`); the image itself at `…/templates/logo`. */
export interface CompanyLogoInfo {
  contentType: 'image/png' | 'image/jpeg';
  size: number;
  width: number | null;
  height: number | null;
  updatedAt: string;
  updatedByName: string | null;
}

/** A composed page (`/api/composer/pages`): the working tree, and what was last published to the company. */
export interface ComposedPageRecord {
  _id: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  title: string;
  tree: ComposerTree;
  publishedTree: ComposerTree | null;
  publishedAt: string | null;
  publishedByName: string | null;
  /** Shown on every user's home dashboard (the "Company page" widget); at most one per company. */
  pinned: boolean;
  updatedByName: string | null;
}

/** A published page as a public share link shows it (`GET /api/composer/public/page?token=…`, no sign-in). */
export interface PublicPage {
  title: string;
  tree: ComposerTree;
  companyName: string;
  /** `/api/composer/public/logo?token=…` when the company has a logo. */
  logoUrl: string | null;
  publishedAt: string;
}

/**
 * The page composer's blocks (node `type`): layout `row`, `column`, `section`; content `heading`
 * (title), `text` (value), `image` (value: an https URL or the company logo), `divider`, `spacer`;
 * company `companyDetails`, `companyLogo`; data `field` (entityField, one of PAGE_ENTITY_FIELDS),
 * `table` and `chart` (props.report: a report's name, drawn with the SDK's report table / chart),
 * `widget` (props.widget: `<pluginId>:<widgetId>` of any registered dashboard widget).
 */
export const PAGE_BLOCK_TYPES = ['row', 'column', 'section', 'heading', 'text', 'image', 'divider', 'spacer', 'companyDetails', 'companyLogo', 'field', 'table', 'chart', 'widget'] as const;
export type PageBlockType = (typeof PAGE_BLOCK_TYPES)[number];

/** What a page's `field` block may show (the signed-in company and user, today). */
export const PAGE_ENTITY_FIELDS = [
  { key: 'company.name', label: 'Company name' },
  { key: 'company.kind', label: 'Company kind' },
  { key: 'company.country', label: 'Company country' },
  { key: 'user.name', label: 'Your name' },
  { key: 'user.email', label: 'Your email' },
  { key: 'today', label: "Today's date" },
] as const;

/** Browser-storage key of a page's working layout (SPEC §9: composer layouts live in browser storage). */
export const pageLayoutKey = (pageId: string) => `portolan.composer.page.${pageId}`;
/** Browser-storage key of a template's working design. */
export const templateLayoutKey = (templateId: string) => `portolan.composer.template.${templateId}`;
