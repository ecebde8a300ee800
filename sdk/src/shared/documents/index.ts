export { PRINTABLE_DOCUMENT_TYPES, PRINTABLE_DOCUMENT_NAMES } from './PrintableRecord';
export type { PrintableDocumentType, PrintableParty, PrintableColumn, PrintableTable, PrintableRecord, DocumentFieldDef, DocumentSourceInfo } from './PrintableRecord';
export { DOCUMENT_BLOCK_TYPES, PAGE_SIZES, DEFAULT_DOCUMENT_PAGE } from './DocumentTemplateBody';
export type { DocumentBlockType, PageSize, PageMargins, DocumentPage, DocumentTemplateBody } from './DocumentTemplateBody';
export { builtInTemplate } from './builtInTemplate';
export { DOCUMENT_FIELD_KEYS } from './documentFieldKeys';
export { checkDocumentTemplateBody } from './checkDocumentTemplateBody';
