import type { AgeingReport, InvoiceRecord, PayAccount, PaymentRecord, PayTransaction } from '../../../shared/types';

export const ok = (data: unknown) => ({ success: true, data });
export const page = (items: unknown[]) => ok({ items, count: items.length, nextCursor: null, prevCursor: null });

const party = { companyId: null, legalName: '', address: '', country: 'IN', stateCode: null, gstin: null, pan: null };

/** An invoice with what the screens read; the rest filled in. */
export function invoice(over: Partial<InvoiceRecord> & { _id: string }): InvoiceRecord {
  return {
    companyId: 'vendor-1', issuerName: 'Oceanic Lines', customerCompanyId: 'test-company', customerName: 'Test Shipper', direction: 'RECEIVED', kind: 'INVOICE',
    creditsInvoiceId: null, creditsInvoiceNumber: null, source: 'SHIPMENT', shipmentId: 's1', shipmentReference: 'SHP-001', quoteId: null, quoteReference: null,
    subscriptionId: null, periodStart: null, periodEnd: null, number: `INV-${over._id}`, status: 'ISSUED', payerStatus: 'PENDING', currency: 'USD', baseCurrency: 'USD',
    exchangeRate: '1', issueDate: '2026-11-01', termsDays: 30, dueDate: '2026-12-01', daysOverdue: 0, taxRegime: 'NONE', placeOfSupply: null, supplier: party, customer: party,
    lines: [], subtotalMinor: 100000, cgstMinor: 0, sgstMinor: 0, igstMinor: 0, taxMinor: 0, totalMinor: 100000, tdsRate: 0, tdsMinor: 0, payableMinor: 100000,
    paidMinor: 0, creditedMinor: 0, balanceMinor: 100000, poNumber: null, notes: null, voidReason: null, hasFile: false, issuedAt: '2026-11-01T00:00:00Z', paidAt: null,
    createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z', version: 1,
    ...over,
  };
}

export const ACCOUNT: PayAccount = { _id: 'acc-1', provider: 'pay2corp', mode: 'SANDBOX', corporateId: 'SBX-ACME01', displayName: 'Acme treasury', currency: 'USD', status: 'ACTIVE', createdAt: '2026-11-01T00:00:00Z', version: 1 };

export function transaction(over: Partial<PayTransaction> = {}): PayTransaction {
  return {
    _id: 'tx-1', payAccountId: 'acc-1', payeeCompanyId: 'vendor-1', payeeName: 'Oceanic Lines', idempotencyKey: 'k', invoices: [{ invoiceId: 'i1', number: 'INV-i1', amountMinor: 100000 }],
    currency: 'USD', amountMinor: 100000, status: 'PROCESSING', providerReference: null, failureReason: null, settledAt: null, createdAt: '2026-11-24T10:00:00Z', version: 1,
    ...over,
  };
}

export function payment(over: Partial<PaymentRecord> & { _id: string }): PaymentRecord {
  return {
    companyId: 'test-company', payeeName: 'Test Shipper', payerCompanyId: 'cust-1', payerName: 'Bharat Traders', direction: 'RECEIVED', kind: 'RECEIPT', refundOf: null,
    method: 'BANK_TRANSFER', reference: 'UTR123', receivedOn: '2026-11-20', currency: 'USD', amountMinor: 150000, unappliedMinor: 50000, refundedMinor: 0,
    allocations: [{ invoiceId: 'i9', invoiceNumber: 'INV-9', invoiceCurrency: 'USD', amountMinor: 100000, paymentAmountMinor: 100000, realizedRate: '1', fxGainMinor: 0 }],
    payTransactionId: null, notes: null, createdAt: '2026-11-20T00:00:00Z', version: 1,
    ...over,
  };
}

export const AGEING: AgeingReport = {
  side: 'receivables',
  currency: 'USD',
  asOf: '2026-11-24',
  buckets: [
    { bucket: 'current', amountMinor: 500000, count: 2 },
    { bucket: '1-30', amountMinor: 250000, count: 1 },
    { bucket: '31-60', amountMinor: 0, count: 0 },
    { bucket: '61-90', amountMinor: 120000, count: 1 },
    { bucket: '90+', amountMinor: 30000, count: 1 },
  ],
  byCounterparty: [
    { companyId: 'cust-1', name: 'Bharat Traders', totalMinor: 650000, current: 400000, '1-30': 250000, '31-60': 0, '61-90': 0, '90+': 0 },
    { companyId: 'cust-2', name: 'Coastal Foods', totalMinor: 250000, current: 100000, '1-30': 0, '31-60': 0, '61-90': 120000, '90+': 30000 },
  ],
  totalMinor: 900000,
};
