import type { AccountingConnection } from '../../shared/types';
import type { SyncInvoice, SyncPayment } from './AccountingAdapter';

/** The fixed invoice the recorded samples were written for (Bluewave, Maharashtra → Acme, Karnataka: IGST 18 %, TDS 2 %). */
export const SAMPLE_INVOICE: SyncInvoice = {
  id: '6f1c2b1e-0000-4000-8000-000000000001',
  number: 'BWL-2627-0001',
  customerCompanyId: '6f1c2b1e-0000-4000-8000-0000000000ac',
  customerName: 'Acme Exports Pvt Ltd',
  customerGstin: '29AAACA5678K1Z2',
  placeOfSupply: '29',
  taxRegime: 'INTER',
  currency: 'INR',
  exchangeRate: '1.0000000000',
  issueDate: '2026-11-02',
  dueDate: '2026-12-02',
  subtotalMinor: 10250050,
  taxMinor: 1845009,
  totalMinor: 12095059,
  tdsRate: 2,
  tdsMinor: 205001,
  notes: 'Shipment BWL-SH-0042',
  poNumber: 'PO-7781',
  lines: [
    { code: 'OFR', description: 'Ocean freight INNSA → DEHAM, 2 × 40HC', sac: '996521', quantity: '2.0000', unitPrice: '45000.000000', amountMinor: 9000000, taxRate: 18 },
    { code: 'THC', description: 'Terminal handling at origin', sac: '996719', quantity: '1.0000', unitPrice: '12500.500000', amountMinor: 1250050, taxRate: 18 },
  ],
};

export const SAMPLE_PAYMENT: SyncPayment = {
  id: '6f1c2b1e-0000-4000-8000-0000000000b1',
  payerCompanyId: SAMPLE_INVOICE.customerCompanyId,
  payerName: 'Acme Exports Pvt Ltd',
  method: 'BANK_TRANSFER',
  reference: 'UTR2026110500123',
  receivedOn: '2026-11-20',
  currency: 'INR',
  amountMinor: 11890058,
  allocations: [{ invoiceNumber: 'BWL-2627-0001', externalId: '', amountMinor: 11890058 }],
};

const base = { _id: '6f1c2b1e-0000-4000-8000-0000000000c1', mode: 'SANDBOX' as const, status: 'ACTIVE' as const, createdAt: '2026-11-01T00:00:00.000Z', version: 1 };

export const SAMPLE_QUICKBOOKS: AccountingConnection = {
  ...base,
  provider: 'QUICKBOOKS',
  externalOrgId: '9341452816514082',
  settings: {
    [`customer.${SAMPLE_INVOICE.customerCompanyId}`]: '58',
    itemRef: '21',
    'taxCode.18': '22',
    tdsReceivableAccount: '91',
    receivableAccount: '84',
  },
};

export const SAMPLE_ZOHO: AccountingConnection = {
  ...base,
  provider: 'ZOHO',
  externalOrgId: '60021345678',
  settings: {
    [`customer.${SAMPLE_INVOICE.customerCompanyId}`]: '982000000567001',
    'taxId.18': '982000000041183',
    'tdsTaxId.2': '982000000041209',
  },
};
