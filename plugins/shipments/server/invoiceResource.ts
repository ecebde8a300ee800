import type { ResourceSpec, TransitionRule } from '@portolan/sdk/server';
import { baseRecord } from '@portolan/sdk/server';

export interface InvoiceRecord {
  _id: string;
  createdAt: string;
  updatedAt: string;
  version: number;
  shipmentId: string;
  number: string;
  vendor: string;
  /** Money in minor units (ISO 4217), never floats. */
  amountMinor: number;
  currency: string;
  status: string;
  issuedOn: string;
  dueOn: string;
  shipmentReference: string | null;
}

/** Invoices vendors raised on the company's shipments (`/vendor-payments`): list and details; states move by `invoiceActions`. */
export const invoiceResource: ResourceSpec<InvoiceRecord> = {
  base: '/api/shipments/v2/shipment-invoices',
  table: 'shipment_invoices',
  feature: 'shipments',
  fields: {
    status: { column: 'status', type: 'text', filter: 'in' },
    vendor: { column: 'vendor', type: 'text', filter: 'in' },
    currency: { column: 'currency', type: 'text', filter: 'in' },
    shipmentId: { column: 'shipment_id', type: 'uuid', filter: 'in' },
    dueOn: { column: 'due_on', type: 'date', filter: 'range', sort: true },
    createdAt: { column: 'created_at', type: 'timestamp', filter: 'range', sort: true },
  },
  defaultSort: { field: 'dueOn', dir: 'asc' },
  search: { columns: ['number', 'vendor'] },
  toRecord: (row) => ({
    ...baseRecord(row),
    shipmentId: String(row.shipment_id),
    number: String(row.number),
    vendor: String(row.vendor),
    amountMinor: Number(row.amount_minor),
    currency: String(row.currency),
    status: String(row.status),
    issuedOn: String(row.issued_on),
    dueOn: String(row.due_on),
    shipmentReference: null,
  }),
  async expand(via, records) {
    const rows = await via.query<{ id: string; reference: string }>('SELECT id, reference FROM shipments WHERE id = ANY($1::uuid[])', [records.map((r) => r.shipmentId)]);
    const refs = new Map(rows.rows.map((r) => [r.id, r.reference]));
    for (const r of records) r.shipmentReference = refs.get(r.shipmentId) ?? null;
  },
};

/**
 * The invoice state table (SPEC §6: approvals need the Approve level — an operator reads, disputes
 * and reopens, a manager or admin approves and pays). Each move is audited.
 */
export const invoiceActions: Record<string, TransitionRule> = {
  approve: { from: ['UNPAID', 'DISPUTED'], to: 'APPROVED', level: 'Approve' },
  pay: { from: ['APPROVED'], to: 'PAID', level: 'Approve' },
  dispute: { from: ['UNPAID', 'APPROVED'], to: 'DISPUTED', level: 'Update' },
  reopen: { from: ['DISPUTED'], to: 'UNPAID', level: 'Update' },
};
