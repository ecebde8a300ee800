import { addDays, badRequest, baseRecord, conflict, HttpError, type ResourceSpec, type Services } from '@portolan/sdk/server';
import type { ClockContext } from '../clocks/containerClocks';
import { DISPUTE_WINDOW_DAYS, type InvoiceState } from '../../shared/states';
import type { CostBand } from '../../shared/freeTime';
import { DND_API, type CarrierInvoiceDetails, type Finding, type Money, type NewCarrierInvoice } from '../../shared/types';
import { checkInvoice, type InvoiceCheck } from './checkInvoice';
import { invoiceFacts } from './invoiceFacts';
import { computedMinor, enteredMinor } from './invoiceMoney';
import { INVOICE_SCHEMA } from './invoiceSchemas';

export const INVOICE_KIND = 'dnd-invoice';

/** What is stored in `expected` beside the findings: the expected amount, the difference and the bands. */
interface StoredExpected {
  amount: Money | null;
  difference: Money | null;
  breakdown: CostBand[];
  facts: InvoiceCheck['expected'];
  /** The container's number as its shipment knows it. */
  containerNumber: string;
}

/** The columns a (re-)check sets: findings and what was expected. */
export function checkColumns(check: InvoiceCheck, currency: string, containerNumber: string): Record<string, unknown> {
  const expected: StoredExpected = { amount: check.expectedAmount, difference: check.difference, breakdown: check.expectedBreakdown, facts: check.expected, containerNumber };
  return {
    findings: JSON.stringify(check.findings),
    expected: JSON.stringify(expected),
    expected_minor: check.expectedAmount && check.expectedAmount.currency === currency ? computedMinor(check.expectedAmount) : null,
  };
}

/**
 * Validates an invoice's fields beyond the schema and checks it: the container must be one of the
 * company's (its shipments' containers through SHIPMENT_EQUIPMENT: else 404 naming `data.containerId`),
 * amounts exact in the currency's digits, bands and the charged period in order, the invoice number
 * free for the carrier (409). Answers the row's columns with the findings (checkInvoice).
 */
export async function invoiceColumns(ctx: ClockContext, companyId: string, data: NewCarrierInvoice, invoiceId?: string): Promise<Record<string, unknown>> {
  const tx = ctx.db;
  const found = await invoiceFacts(ctx, companyId, data.containerId, data.direction, data.chargeType);
  if (!found) throw new HttpError(404, 'Container not found among your shipments', 'NOT_FOUND', 'data.containerId');
  const { journey, facts } = found;
  const amountMinor = enteredMinor(data.amount, 'data.amount');
  (data.rates ?? []).forEach((rate, i) => {
    if (rate.toDay < rate.fromDay) throw badRequest('toDay must not be before fromDay', `data.rates.${i}.toDay`);
    enteredMinor({ amount: rate.perDiem, currency: data.amount.currency }, 'data.amount', `data.rates.${i}.perDiem`);
  });
  if (data.chargedFrom && data.chargedTo && data.chargedTo < data.chargedFrom) throw badRequest('chargedTo must not be before chargedFrom', 'data.chargedTo');
  if (data.freeTimeStart && data.freeTimeEnd && data.freeTimeEnd < data.freeTimeStart) throw badRequest('freeTimeEnd must not be before freeTimeStart', 'data.freeTimeEnd');
  const taken = await tx.one(
    'SELECT 1 FROM dnd_invoices WHERE company_id = $1 AND carrier = $2 AND invoice_number = $3 AND ($4::uuid IS NULL OR id <> $4::uuid)',
    [companyId, data.carrier, data.invoiceNumber, invoiceId ?? null],
  );
  if (taken) throw conflict(`${data.carrier} invoice ${data.invoiceNumber} is already recorded`, 'data.invoiceNumber');
  const check = checkInvoice(data, facts);
  return {
    container_id: data.containerId,
    shipment_id: journey.shipmentId,
    shipment_reference: journey.shipmentReference,
    invoice_number: data.invoiceNumber.trim(),
    carrier: data.carrier,
    direction: data.direction,
    charge_type: data.chargeType,
    fields: JSON.stringify(data),
    invoice_date: data.invoiceDate,
    amount_minor: amountMinor,
    currency: data.amount.currency,
    document_id: data.documentId ?? null,
    search_text: [data.invoiceNumber, journey.number, data.blNumber ?? journey.blNumber ?? '', journey.shipmentReference, data.carrier].join('\n'),
    ...checkColumns(check, data.amount.currency, journey.number),
  };
}

/** The container's number as its shipment knows it, from an invoice row. */
export const containerNumberOf = (row: Record<string, unknown>): string => (row.expected as StoredExpected | null)?.containerNumber ?? invoiceFields(row).containerNumber ?? '';

/** The stored invoice's fields (NewCarrierInvoice) from its row. */
export const invoiceFields = (row: Record<string, unknown>): NewCarrierInvoice => row.fields as NewCarrierInvoice;

/** A dnd_invoices row → CarrierInvoiceDetails (disputeId filled by expand). */
export function toInvoice(row: Record<string, unknown>): CarrierInvoiceDetails {
  const fields = invoiceFields(row);
  const expected = (row.expected as StoredExpected | null) ?? null;
  return {
    ...fields,
    ...baseRecord(row),
    status: row.status as InvoiceState,
    shipmentId: String(row.shipment_id),
    shipmentReference: String(row.shipment_reference),
    findings: (row.findings as Finding[]) ?? [],
    expectedAmount: expected?.amount ?? null,
    difference: expected?.difference ?? null,
    disputeId: null,
    expectedBreakdown: expected?.breakdown ?? [],
    disputeBy: addDays(fields.invoiceDate, DISPUTE_WINDOW_DAYS),
  };
}

const UPDATE_SCHEMA = { ...INVOICE_SCHEMA, required: [] };

/**
 * Carrier D&D invoices (DND_API.invoices): list with `filter[status|carrier|direction|chargeType]`,
 * `filter[hasFindings]=true|false`, `filter[invoiceDate][from|to]`, `search` (invoice number, container,
 * B/L, shipment); create checks and stores the findings; update (RECEIVED only) merges the fields given
 * and checks again. `disputeId`: the invoice's latest dispute.
 */
export function invoiceResource(services: Services): ResourceSpec<CarrierInvoiceDetails> {
  return {
    base: DND_API.invoices,
    table: 'dnd_invoices',
    feature: 'dnd',
    fields: {
      status: { column: 'status', type: 'text', filter: 'in' },
      carrier: { column: 'carrier', type: 'text', filter: 'in' },
      direction: { column: 'direction', type: 'text', filter: 'in' },
      chargeType: { column: 'charge_type', type: 'text', filter: 'in' },
      containerId: { column: 'container_id', type: 'uuid', filter: 'in' },
      invoiceDate: { column: 'invoice_date', type: 'date', filter: 'range' },
      createdAt: { column: 'created_at', type: 'timestamp', sort: true },
    },
    defaultSort: { field: 'createdAt', dir: 'desc' },
    search: { columns: ['search_text'] },
    customFilters: {
      hasFindings: {
        schema: { type: 'string', enum: ['true', 'false'] },
        sql: (value) => (String(value) === 'true' ? 'jsonb_array_length(t.findings) > 0' : 'jsonb_array_length(t.findings) = 0'),
      },
    },
    toRecord: toInvoice,
    async expand(db, records) {
      if (records.length === 0) return;
      const rows = await db.query<{ invoice_id: string; id: string }>(
        'SELECT DISTINCT ON (invoice_id) invoice_id, id FROM dnd_disputes WHERE invoice_id = ANY($1::uuid[]) ORDER BY invoice_id, created_at DESC, id DESC',
        [records.map((r) => r._id)],
      );
      const byInvoice = new Map(rows.rows.map((r) => [String(r.invoice_id), String(r.id)]));
      for (const r of records) r.disputeId = byInvoice.get(r._id) ?? null;
    },
    create: {
      data: INVOICE_SCHEMA,
      columns: (data: NewCarrierInvoice, ctx) => invoiceColumns({ db: ctx.tx, services }, ctx.companyId, data).then((c) => ({ ...c, created_by: ctx.userId })),
    },
    update: {
      data: UPDATE_SCHEMA,
      async columns(changes: Partial<NewCarrierInvoice>, current, ctx) {
        if (current.status !== 'RECEIVED') throw conflict(`Only a RECEIVED invoice can be changed: this one is ${String(current.status)}`, 'data.status');
        const merged = { ...invoiceFields(current), ...changes } as NewCarrierInvoice;
        return invoiceColumns({ db: ctx.tx, services }, ctx.companyId, merged, String(current.id));
      },
    },
  };
}
