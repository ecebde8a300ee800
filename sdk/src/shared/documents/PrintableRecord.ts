/**
 * What a printed document says, independent of how it looks: every area that prints a record (a
 * quote, an invoice, a purchase order, a booking confirmation, a bill of lading) turns the record into
 * a PrintableRecord, and the company's document template (DocumentTemplateBody) decides the layout.
 * All values are final text (amounts already formatted with their currency's digits and grouping).
 */

/** The document types a company can design templates for. */
export const PRINTABLE_DOCUMENT_TYPES = ['QUOTE', 'INVOICE', 'PURCHASE_ORDER', 'BOOKING_CONFIRMATION', 'BILL_OF_LADING'] as const;
export type PrintableDocumentType = (typeof PRINTABLE_DOCUMENT_TYPES)[number];

export const PRINTABLE_DOCUMENT_NAMES: Record<PrintableDocumentType, string> = {
  QUOTE: 'Quotation',
  INVOICE: 'Invoice',
  PURCHASE_ORDER: 'Purchase order',
  BOOKING_CONFIRMATION: 'Booking confirmation',
  BILL_OF_LADING: 'Bill of lading',
};

/** A company on the document: its name, then its lines (address lines, email, phone, GSTIN/PAN/tax ids). */
export interface PrintableParty {
  name: string;
  lines: string[];
}

export interface PrintableColumn {
  key: string;
  label: string;
  align?: 'left' | 'right';
  /** Relative width (default 1). */
  width?: number;
}

/** A table of lines (a quote option's charges, an invoice's lines, a PO's items, a booking's containers). */
export interface PrintableTable {
  key: string;
  title: string;
  columns: PrintableColumn[];
  rows: Record<string, string>[];
  /** Lines under the table (an option's total). */
  totals?: { label: string; value: string }[];
}

export interface PrintableRecord {
  documentType: PrintableDocumentType;
  /** The company whose template and logo print it (the quote's forwarder, the invoice's issuer, the PO's buyer, the booking's forwarder). */
  issuerCompanyId: string;
  /** The heading ("Quotation", "Tax invoice", "Purchase order"). */
  title: string;
  /** "Q-2026-0012 revision 2", "BWL/26-27/00007". */
  reference: string;
  issuer: PrintableParty;
  /** The other side (the customer, the bill-to, the supplier), when there is one. */
  counterparty: PrintableParty | null;
  /** Its caption: "Customer", "Bill to", "Supplier", "Shipper". */
  counterpartyLabel: string;
  /** The record's fields by key (the keys of its DocumentSource's `fields`), formatted; absent or '' prints nothing. */
  fields: Record<string, string>;
  tables: PrintableTable[];
  /** The document's totals block, in order (e.g. Subtotal, IGST 18 %, Total, TDS, Payable); `strong` lines are bold. */
  totals: { label: string; value: string; strong?: boolean }[];
  terms: string;
  notes: string;
  /** Printed at the bottom of every page with the page number. */
  footer: string;
  /** The PDF's metadata title. */
  pdfTitle: string;
}

/** A bindable field of a printable type, for the composer's field picker. */
export interface DocumentFieldDef {
  key: string;
  label: string;
}

/** What the composer knows about a printable type: its fields and tables (the documentType call answers these). */
export interface DocumentSourceInfo {
  documentType: PrintableDocumentType;
  name: string;
  fields: DocumentFieldDef[];
  tables: { key: string; title: string }[];
}
