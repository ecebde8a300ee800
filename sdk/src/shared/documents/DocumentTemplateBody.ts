import type { ComposerTree } from '../composer/ComposerTree';

/**
 * A document template's design: the page and a composer tree of document blocks. The blocks (node
 * `type`) and what each draws:
 * - `row`: its children side by side, widths by their `props.grow` (default 1), sorted by flex `order`;
 *   `props.gap` points between them (default 12).
 * - `column` / `section`: its children one under another (a column's `props.grow` sizes it in a row).
 * - `heading`: `value` (or the record's title when empty) at `props.size` points (default 18), `props.align` left|center|right.
 * - `text`: `value`, where `{{key}}` is replaced by the record field `key` (and `{{reference}}`, `{{title}}`).
 * - `field`: the record field `entityField`, captioned by the node `title` unless `props.showLabel` is false.
 * - `companyLogo`: the company's logo (node.companyLogo true), `props.width` points (default 96); nothing when there is no logo.
 * - `companyDetails`: the issuer's name and lines (node.companyDetails true).
 * - `party`: the counterparty with its caption.
 * - `lineItems`: the record's table `props.table` (all tables when empty), with page breaks and repeated headers.
 * - `totals`: the totals block, right-aligned.
 * - `terms`: the record's notes and terms under their captions.
 * - `signature`: a signature line with `props.label` (default "Authorised signatory") and the issuer's name.
 * - `divider`: a rule; `spacer`: `props.height` points of space (default 12).
 * `props.size`, `props.bold`, `props.align` and `props.color` (#rrggbb) style any text block.
 */
export const DOCUMENT_BLOCK_TYPES = ['row', 'column', 'section', 'heading', 'text', 'field', 'companyLogo', 'companyDetails', 'party', 'lineItems', 'totals', 'terms', 'signature', 'divider', 'spacer'] as const;
export type DocumentBlockType = (typeof DOCUMENT_BLOCK_TYPES)[number];

export const PAGE_SIZES = ['A4', 'LETTER'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** Margins in points (1/72 inch), each 18..144. */
export interface PageMargins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface DocumentPage {
  size: PageSize;
  orientation: 'portrait' | 'landscape';
  margins: PageMargins;
}

export interface DocumentTemplateBody {
  page: DocumentPage;
  tree: ComposerTree;
}

export const DEFAULT_DOCUMENT_PAGE: DocumentPage = { size: 'A4', orientation: 'portrait', margins: { top: 50, right: 50, bottom: 50, left: 50 } };
