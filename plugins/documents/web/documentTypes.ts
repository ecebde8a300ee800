/** The document types of the documents API, with their labels, in upload-form order. */
export const DOCUMENT_TYPES: Record<string, string> = {
  BL: 'Bill of lading',
  INVOICE: 'Commercial invoice',
  PACKING_LIST: 'Packing list',
  CERTIFICATE_OF_ORIGIN: 'Certificate of origin',
  SHIPPING_BILL: 'Shipping bill',
  OTHER: 'Other',
};
