import { MAX_UPLOAD_BYTES } from '@portolan/sdk/server';

/** The upload check lives in the SDK (shared with the RFQ area's attachments). */
export { checkFileType } from '@portolan/sdk/server';

export const MAX_DOCUMENT_BYTES = MAX_UPLOAD_BYTES;

export const DOCUMENT_TYPES = [
  { _id: 'BL', name: 'Bill of lading' },
  { _id: 'INVOICE', name: 'Commercial invoice' },
  { _id: 'PACKING_LIST', name: 'Packing list' },
  { _id: 'CERTIFICATE_OF_ORIGIN', name: 'Certificate of origin' },
  { _id: 'SHIPPING_BILL', name: 'Shipping bill' },
  { _id: 'OTHER', name: 'Other' },
];
