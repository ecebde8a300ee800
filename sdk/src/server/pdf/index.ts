/**
 * `@portolan/sdk/server/pdf`: the PDF scaffolding of documents that leave the system (quotes, award
 * letters). Its own entry, so a server part that prints nothing (an add-on) does not bundle pdfkit
 * and its fonts.
 */
export { printedDocument, groupedAmount } from './printedDocument';
export type { PrintedDocument } from './printedDocument';
export { renderTemplatePdf } from './renderTemplatePdf';
export { printRecord } from './printRecord';
