import { addDays, todayUtc } from '@portolan/sdk/shared';
import { ORDER_UPLOAD_COLUMNS } from '../../shared/types';

/** The orders file template: the header row (ORDER_UPLOAD_COLUMNS) and one example line, as CSV. */
export function orderUploadTemplate(today = todayUtc()): string {
  const example: Record<(typeof ORDER_UPLOAD_COLUMNS)[number], string> = {
    poNumber: 'PO-2030-0001', supplierCode: 'SUP-BRIGHTWAY', orderDate: today, incoterm: 'FOB', currency: 'USD', paymentTerms: '30% advance, 70% against B/L copy',
    shipFrom: 'Shenzhen, CN', pol: 'CNYTN', pod: 'INNSA', shipToCode: 'LOC-BHIWANDI', sku: 'EL-CBL-USBC-1M', description: 'USB-C cable 1 m, braided', hsCode: '854442',
    quantity: '5000', unit: 'PCS', unitPrice: '1.85', cargoReadyDate: addDays(today, 30), requiredDeliveryDate: addDays(today, 60),
  };
  const cell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return `${ORDER_UPLOAD_COLUMNS.join(',')}\r\n${ORDER_UPLOAD_COLUMNS.map((c) => cell(example[c])).join(',')}\r\n`;
}
