import { saveBlob, xlsxBlob } from '@portolan/sdk';
import type { BulkUploadKind } from '../../../shared/states';
import { ORDER_UPLOAD_COLUMNS, PRODUCT_UPLOAD_COLUMNS } from '../../../shared/types';

/** The columns of each kind of upload file, and one example row to copy. */
export const UPLOAD_TEMPLATES: Record<BulkUploadKind, { columns: readonly string[]; example: string[]; fileName: string; noun: string }> = {
  ORDERS: {
    columns: ORDER_UPLOAD_COLUMNS,
    example: ['PO-2026-1001', 'SZBT', '2026-12-01', 'FOB', 'USD', '30 days from B/L', 'CNSZX', 'CNSZX', 'INNSA', 'MUM-DC', 'TSH-001', 'Cotton T-shirt, white', '610910', '1000', 'PCS', '4.25', '2027-01-10', '2027-02-15'],
    fileName: 'purchase-orders-template.xlsx',
    noun: 'orders',
  },
  PRODUCTS: {
    columns: PRODUCT_UPLOAD_COLUMNS,
    example: ['TSH-001', 'Cotton T-shirt, white', '180 gsm, crew neck', 'Apparel', '610910', 'PCS', '30', '25', '2', '0.2', '4.25', 'USD', 'SZBT'],
    fileName: 'products-template.xlsx',
    noun: 'products',
  },
};

/** Saves the XLSX template of an upload kind: its header row (the contract's columns) and an example row. */
export async function downloadUploadTemplate(kind: BulkUploadKind): Promise<void> {
  const template = UPLOAD_TEMPLATES[kind];
  saveBlob(await xlsxBlob([[...template.columns], template.example], kind === 'ORDERS' ? 'Orders' : 'Products'), template.fileName);
}
