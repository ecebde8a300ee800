import type { ResourceSpec } from '@portolan/sdk/server';
import type { InvoiceRecord } from '../../shared/types';
import { invoiceRecordOf } from './invoiceRecordOf';
import { attachLines } from './loadInvoices';

/**
 * The invoices a company reads as a list resource: its own (every state) and, through the
 * `invoice_parties` view, those issued to it (never drafts). `filter[direction]=ISSUED|RECEIVED` picks a side.
 */
export const INVOICE_LIST: ResourceSpec<InvoiceRecord> = {
  base: '/api/invoices',
  table: 'invoices',
  feature: 'invoices',
  sharedVia: { table: 'invoice_parties', key: 'invoice_id' },
  fields: {
    status: { column: 'status', type: 'text', filter: 'in' },
    kind: { column: 'kind', type: 'text', filter: 'in' },
    payerStatus: { column: 'payer_status', type: 'text', filter: 'in' },
    customerCompanyId: { column: 'customer_company_id', type: 'uuid', filter: 'in' },
    shipmentId: { column: 'shipment_id', type: 'uuid', filter: 'in' },
    creditsInvoiceId: { column: 'credits_invoice_id', type: 'uuid', filter: 'in' },
    currency: { column: 'currency', type: 'text', filter: 'in' },
    issueDate: { column: 'issue_date', type: 'date', filter: 'range', sort: true },
    dueDate: { column: 'due_date', type: 'date', filter: 'range', sort: true },
    createdAt: { column: 'created_at', type: 'timestamp', filter: 'range', sort: true },
    totalMinor: { column: 'total_minor', type: 'integer', sort: true },
  },
  customFilters: {
    direction: { schema: { type: 'string', enum: ['ISSUED', 'RECEIVED'] }, sql: (value) => (value === 'ISSUED' ? 't.company_id = $1' : 't.company_id <> $1') },
  },
  defaultSort: { field: 'createdAt', dir: 'desc' },
  search: { columns: ['number', 'customer_name'] },
  toRecord: (row) => invoiceRecordOf(row, String(row.company_id)),
  expand: async (db, records, { companyId }) => {
    for (const r of records) r.direction = r.companyId === companyId ? 'ISSUED' : 'RECEIVED';
    await attachLines(db, records);
  },
};
