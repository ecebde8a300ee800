import type { FakeHttpClient } from '@portolan/sdk/testing';
import { API, type AgeingAnswer, type BatchRecord, type BillRecord, type PublicRegularization, type RemittanceRecord, type ValidateAnswer } from '../../../shared/types';

export const ok = (data: unknown) => ({ success: true, data });
export const page = (items: unknown[]) => ok({ items, count: items.length, nextCursor: null, prevCursor: null });

const base = { createdAt: '2026-09-01T08:00:00.000Z', updatedAt: '2026-09-01T08:00:00.000Z', version: 1 };

export const BILL: BillRecord = {
  ...base,
  _id: 'b1',
  state: 'OPEN',
  sbNumber: '4512345',
  sbDate: '2026-03-10',
  portCode: 'INNSA1',
  shipmentId: null,
  shipmentReference: 'SH-2026-0042',
  invoiceNumber: 'ACME/EXP/118',
  invoiceDate: '2026-03-08',
  invoiceValue: '48200.00',
  currency: 'USD',
  buyerName: 'Hanse Textil GmbH',
  buyerCountry: 'DE',
  exportDate: '2026-03-14',
  realizationDueDate: '2026-12-14',
  realizedAmount: '0.00',
  outstandingAmount: '48200.00',
  overdue: false,
  daysToDue: 20,
  bankReference: null,
  regularizedAt: null,
  extractionId: null,
};

export const OVERDUE_BILL: BillRecord = {
  ...BILL,
  _id: 'b2',
  state: 'PARTLY_REALIZED',
  sbNumber: '4511111',
  invoiceNumber: 'ACME/EXP/101',
  invoiceValue: '12000.00',
  realizedAmount: '2000.00',
  outstandingAmount: '10000.00',
  realizationDueDate: '2026-10-01',
  overdue: true,
  daysToDue: -54,
};

export const REMITTANCE: RemittanceRecord = {
  ...base,
  _id: 'r1',
  bankReference: 'IRM0099887',
  remittanceDate: '2026-09-20',
  amount: '60000.00',
  currency: 'USD',
  purposeCode: 'P0102',
  remitterName: 'Hanse Textil GmbH',
  remitterCountry: 'DE',
  bank: 'ICICI',
  utilizedAmount: '0.00',
  availableAmount: '60000.00',
};

export const EXACT_REMITTANCE: RemittanceRecord = { ...REMITTANCE, _id: 'r2', bankReference: 'IRM0099900', amount: '48200.00', availableAmount: '48200.00' };

export const AGEING: AgeingAnswer = {
  asOf: '2026-11-24',
  buckets: [
    { id: 'OVERDUE_90', title: 'Overdue > 90 days', count: 0, outstanding: [] },
    { id: 'OVERDUE_31_90', title: 'Overdue 31–90 days', count: 1, outstanding: [{ currency: 'USD', amount: '10000.00' }] },
    { id: 'OVERDUE_1_30', title: 'Overdue 1–30 days', count: 0, outstanding: [] },
    { id: 'DUE_0_30', title: 'Due in 0–30 days', count: 1, outstanding: [{ currency: 'USD', amount: '48200.00' }] },
    { id: 'DUE_31_90', title: 'Due in 31–90 days', count: 0, outstanding: [] },
    { id: 'DUE_91_180', title: 'Due in 91–180 days', count: 0, outstanding: [] },
    { id: 'DUE_180', title: 'Due in > 180 days', count: 0, outstanding: [] },
  ],
};

export const BATCH: BatchRecord = {
  ...base,
  _id: 'batch-1',
  state: 'VALIDATED',
  bank: 'ICICI',
  rowCount: 1,
  problemCount: 0,
  totals: [{ currency: 'USD', amount: '48200.00' }],
  bankReference: null,
  bankAnswer: null,
  pushedAt: null,
  gateway: null,
  createdByName: 'Asha Rao',
};

export const VALID: ValidateAnswer = { batch: BATCH, rows: [], valid: true, tookMs: 42 };

export const INVALID: ValidateAnswer = {
  batch: { ...BATCH, state: 'DRAFT', problemCount: 1 },
  rows: [{ index: 0, problems: [{ field: 'rows.0.amount', code: 'OVER_OUTSTANDING', message: 'The amount is more than the bill’s outstanding USD 48,200.00' }] }],
  valid: false,
  tookMs: 17,
};

export const PUSHED: BatchRecord = { ...BATCH, state: 'PUSHED', bankReference: 'SANDBOX-ICICI-000123', bankAnswer: 'Accepted by the sandbox bank', gateway: 'sandbox', pushedAt: '2026-11-24T10:00:00.000Z' };

export const PUBLIC_VIEW: PublicRegularization = { companyName: 'Acme Exports', bank: 'ICICI', bills: [BILL, OVERDUE_BILL], remittances: [REMITTANCE, EXACT_REMITTANCE], ageing: AGEING, kycVerified: true };

/** The signed-in workbench's answers. */
export function serveWorkbench(http: FakeHttpClient): FakeHttpClient {
  return http
    .on('GET', API.bills, (request) => {
      const state = (request.query as { filter?: { state?: string } } | undefined)?.filter?.state;
      return page(state ? [BILL, OVERDUE_BILL].filter((b) => state.split(',').includes(b.state)) : [BILL, OVERDUE_BILL]);
    })
    .on('GET', API.remittances, page([REMITTANCE, EXACT_REMITTANCE]))
    .on('GET', API.regularizationSettings, ok({ record: { realizationMonths: 9, tolerancePercent: '1.00', bank: 'ICICI', version: 3 } }))
    .on('GET', API.ageing, ok(AGEING));
}
