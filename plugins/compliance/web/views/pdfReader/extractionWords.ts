import type { ExtractionKind } from '../../../shared/states';
import type { ExtractedField } from '../../../shared/types';

/** What each kind of document is called on screen. */
export const KIND_TITLES: Record<ExtractionKind, string> = { SHIPPING_BILL: 'Shipping bill (India)', BILL_OF_LADING: 'Bill of lading' };

/** Labels of the fields the reader finds; an unknown name is shown as words. */
const FIELD_LABELS: Record<string, string> = {
  sbNumber: 'Shipping bill number',
  sbDate: 'Shipping bill date',
  portCode: 'Port code',
  invoiceNumber: 'Invoice number',
  invoiceDate: 'Invoice date',
  invoiceValue: 'Invoice value',
  currency: 'Currency',
  buyerName: 'Buyer',
  buyerCountry: 'Buyer country',
  exporterName: 'Exporter',
  iec: 'IEC',
  blNumber: 'B/L number',
  shipper: 'Shipper',
  consignee: 'Consignee',
  notifyParty: 'Notify party',
  vessel: 'Vessel',
  voyage: 'Voyage',
  portOfLoading: 'Port of loading',
  portOfDischarge: 'Port of discharge',
  placeOfReceipt: 'Place of receipt',
  placeOfDelivery: 'Place of delivery',
  finalDestination: 'Final destination',
  containers: 'Containers',
  containerNumbers: 'Containers (number/seal)',
  seal: 'Seal',
  gstin: 'GSTIN',
  fobValueInr: 'FOB value (INR)',
  countryOfDestination: 'Country of destination',
  leoDate: 'LEO date',
  shippedOnBoardDate: 'Shipped on board',
  freightTerms: 'Freight terms',
  issueDate: 'Date of issue',
  grossWeightKg: 'Gross weight (kg)',
  packages: 'Packages',
};

export function fieldLabel(name: string): string {
  if (FIELD_LABELS[name]) return FIELD_LABELS[name];
  const words = name.replace(/\./g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Below this confidence a read value is to be checked. */
export const CHECK_BELOW = 0.8;

export type Confidence = 'read' | 'check' | 'not found';

/** How sure the reader is of a field: not found (no value), check (confidence < 0.8) or read. */
export function confidenceOf(field: Pick<ExtractedField, 'value' | 'confidence'> | undefined): Confidence {
  if (!field || field.value === null || field.value === '') return 'not found';
  return field.confidence < CHECK_BELOW ? 'check' : 'read';
}
