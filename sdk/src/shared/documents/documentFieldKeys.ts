import type { DocumentFieldDef, PrintableDocumentType } from './PrintableRecord';

/**
 * The record fields each type's built-in template binds (`field` blocks' `entityField`), with their
 * captions. Every area that prints a type fills `PrintableRecord.fields` under these keys (values
 * already formatted; a missing or empty one prints nothing) and may add more for companies' own
 * templates. The first two keys of each list are the ones the built-in header shows under the reference;
 * the rest fill its fields grid, in this order.
 *
 * - QUOTE: the quote's date and validity, the enquiry it answers, the lane (origin → destination),
 *   the cargo summary, incoterm, status and quote currency.
 * - INVOICE: dates, place of supply and the customer's GSTIN (Indian GST), currency and the exchange
 *   rate to the company currency, the shipment it bills, the payment terms.
 * - PURCHASE_ORDER: dates, incoterm, payment terms, currency and the delivery address.
 * - BOOKING_CONFIRMATION: the carrier's booking number and date, carrier, vessel and voyage, ports,
 *   ETD/ETA, the cargo cut-off, the containers (e.g. "2 × 40HC") and the commodity.
 * - BILL_OF_LADING: issue date and place, shipper, consignee and notify party (multi-line: name and
 *   address), vessel and voyage, ports and place of delivery, containers, marks and numbers, freight terms.
 */
export const DOCUMENT_FIELD_KEYS: Record<PrintableDocumentType, DocumentFieldDef[]> = {
  QUOTE: [
    { key: 'issueDate', label: 'Date' },
    { key: 'validUntil', label: 'Valid until' },
    { key: 'enquiry', label: 'Enquiry' },
    { key: 'lane', label: 'Lane' },
    { key: 'cargo', label: 'Cargo' },
    { key: 'incoterm', label: 'Incoterm' },
    { key: 'status', label: 'Status' },
    { key: 'currency', label: 'Currency' },
  ],
  INVOICE: [
    { key: 'issueDate', label: 'Invoice date' },
    { key: 'dueDate', label: 'Due date' },
    { key: 'placeOfSupply', label: 'Place of supply' },
    { key: 'gstin', label: 'Customer GSTIN' },
    { key: 'currency', label: 'Currency' },
    { key: 'exchangeRate', label: 'Exchange rate' },
    { key: 'shipment', label: 'Shipment' },
    { key: 'paymentTerms', label: 'Payment terms' },
  ],
  PURCHASE_ORDER: [
    { key: 'orderDate', label: 'Order date' },
    { key: 'deliveryDate', label: 'Delivery date' },
    { key: 'incoterm', label: 'Incoterm' },
    { key: 'paymentTerms', label: 'Payment terms' },
    { key: 'currency', label: 'Currency' },
    { key: 'shipTo', label: 'Ship to' },
  ],
  BOOKING_CONFIRMATION: [
    { key: 'bookingNumber', label: 'Carrier booking no.' },
    { key: 'bookingDate', label: 'Booking date' },
    { key: 'carrier', label: 'Carrier' },
    { key: 'vessel', label: 'Vessel' },
    { key: 'voyage', label: 'Voyage' },
    { key: 'pol', label: 'Port of loading' },
    { key: 'pod', label: 'Port of discharge' },
    { key: 'etd', label: 'ETD' },
    { key: 'eta', label: 'ETA' },
    { key: 'cutoff', label: 'Cargo cut-off' },
    { key: 'containers', label: 'Containers' },
    { key: 'commodity', label: 'Commodity' },
  ],
  BILL_OF_LADING: [
    { key: 'issueDate', label: 'Date of issue' },
    { key: 'placeOfIssue', label: 'Place of issue' },
    { key: 'shipper', label: 'Shipper' },
    { key: 'consignee', label: 'Consignee' },
    { key: 'notifyParty', label: 'Notify party' },
    { key: 'vessel', label: 'Vessel' },
    { key: 'voyage', label: 'Voyage' },
    { key: 'pol', label: 'Port of loading' },
    { key: 'pod', label: 'Port of discharge' },
    { key: 'placeOfDelivery', label: 'Place of delivery' },
    { key: 'containers', label: 'Containers' },
    { key: 'marks', label: 'Marks and numbers' },
    { key: 'freightTerms', label: 'Freight' },
  ],
};

