import type { ExtractionKind } from '../../shared/states';
import type { ExtractedField } from '../../shared/types';
import { extractBillOfLading } from './extractBillOfLading';
import { extractShippingBill } from './extractShippingBill';
import type { PdfPage } from './pdfText';

/** The fields of a document of a kind. */
export function extractFields(kind: ExtractionKind, pages: PdfPage[]): ExtractedField[] {
  return kind === 'SHIPPING_BILL' ? extractShippingBill(pages) : extractBillOfLading(pages);
}
