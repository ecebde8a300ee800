import Big from 'big.js';
import { badRequest, baseRecord, conflict, HttpError, iso, nextReference, writeActivity, type Db, type ResourceSpec, type WriteContext } from '@portolan/sdk/server';
import type { DisputeState } from '../../shared/states';
import { DND_API, type Dispute, type Finding } from '../../shared/types';
import { containerNumberOf, INVOICE_KIND } from './invoiceResource';
import { amountOf, enteredMinor } from './invoiceMoney';
import { DECIMAL, DISPUTE_SCHEMA } from './invoiceSchemas';

export const DISPUTE_KIND = 'dnd-dispute';

/** A dnd_disputes row (with the invoice's number, container and carrier from expand) → Dispute. */
export function toDispute(row: Record<string, unknown>): Dispute {
  const currency = String(row.currency);
  return {
    ...baseRecord(row),
    reference: String(row.reference),
    invoiceId: String(row.invoice_id),
    invoiceNumber: '',
    containerNumber: '',
    carrier: '',
    status: row.status as DisputeState,
    reason: String(row.reason),
    disputed: { amount: amountOf(row.disputed_minor as number, currency), currency },
    recovered: row.recovered_minor === null || row.recovered_minor === undefined ? null : { amount: amountOf(row.recovered_minor as number, currency), currency },
    evidence: (row.evidence as Finding[]) ?? [],
    submittedAt: iso(row.submitted_at),
    respondBy: (row.respond_by as string | null) ?? null,
    closedAt: iso(row.closed_at),
  };
}

/** Moves the dispute's invoice to `to` (with its own activity entry), in the caller's transaction. */
export async function moveInvoice(tx: Db, ctx: { companyId: string; userId: string; userName: string }, invoiceId: string, from: string, to: string, action: string, note: string): Promise<void> {
  await tx.query('UPDATE dnd_invoices SET status = $3, version = version + 1, updated_at = now() WHERE id = $1 AND company_id = $2', [invoiceId, ctx.companyId, to]);
  await writeActivity(tx, { kind: INVOICE_KIND, recordId: invoiceId, companyId: ctx.companyId, actorId: ctx.userId, actorName: ctx.userName, action, from, to, note });
}

/**
 * Disputes of carrier invoices (DND_API.disputes). Create `{invoiceId, reason, amount?}` from a RECEIVED
 * invoice of the company (another's: 404 naming `data.invoiceId`; any other state: 409): the amount
 * defaults to the invoice's overcharge (billed − expected; none: 400 naming `data.amount`) and may not
 * exceed what was billed; the findings are kept as the evidence; the reference is DSP-<year>-<n>; the
 * invoice becomes DISPUTED. Update (OPEN only): reason and amount.
 */
export function disputeResource(): ResourceSpec<Dispute> {
  return {
    base: DND_API.disputes,
    table: 'dnd_disputes',
    feature: 'dnd',
    fields: {
      status: { column: 'status', type: 'text', filter: 'in' },
      invoiceId: { column: 'invoice_id', type: 'uuid', filter: 'in' },
      createdAt: { column: 'created_at', type: 'timestamp', sort: true },
    },
    defaultSort: { field: 'createdAt', dir: 'desc' },
    search: { columns: ['reference', 'reason'] },
    toRecord: toDispute,
    async expand(db, records) {
      if (records.length === 0) return;
      const rows = await db.query<Record<string, unknown>>(
        'SELECT id, invoice_number, carrier, fields, expected FROM dnd_invoices WHERE id = ANY($1::uuid[])',
        [[...new Set(records.map((r) => r.invoiceId))]],
      );
      const byId = new Map(rows.rows.map((r) => [String(r.id), r]));
      for (const rec of records) {
        const inv = byId.get(rec.invoiceId);
        if (!inv) continue;
        rec.invoiceNumber = String(inv.invoice_number);
        rec.carrier = String(inv.carrier);
        rec.containerNumber = containerNumberOf(inv);
      }
    },
    create: {
      data: DISPUTE_SCHEMA,
      async columns(data: { invoiceId: string; reason: string; amount?: string }, ctx: WriteContext) {
        const invoice = await ctx.tx.one<Record<string, unknown>>('SELECT * FROM dnd_invoices WHERE id = $1 AND company_id = $2 FOR UPDATE', [data.invoiceId, ctx.companyId]);
        if (!invoice) throw new HttpError(404, 'Invoice not found', 'NOT_FOUND', 'data.invoiceId');
        if (invoice.status !== 'RECEIVED') throw conflict(`Cannot dispute: the invoice is ${String(invoice.status)}`, 'data.invoiceId');
        const currency = String(invoice.currency);
        const billed = Number(invoice.amount_minor);
        const difference = (invoice.expected as { difference: { amount: string; currency: string } | null } | null)?.difference;
        let disputed: number;
        if (data.amount !== undefined) disputed = enteredMinor({ amount: data.amount, currency }, 'data', 'data.amount');
        else if (difference && new Big(difference.amount).gt(0)) disputed = enteredMinor(difference, 'data', 'data.amount');
        else throw badRequest('The invoice is not above what the tariff and the events give: name the amount you dispute', 'data.amount');
        if (disputed <= 0) throw badRequest('amount must be above 0', 'data.amount');
        if (disputed > billed) throw badRequest(`amount must not exceed the invoice's ${amountOf(billed, currency)} ${currency}`, 'data.amount');
        return {
          invoice_id: data.invoiceId,
          reference: await nextReference(ctx.tx, ctx.companyId, 'DSP'),
          reason: data.reason.trim(),
          disputed_minor: disputed,
          currency,
          evidence: JSON.stringify(invoice.findings ?? []),
          created_by: ctx.userId,
        };
      },
      async after(id, data: { invoiceId: string }, ctx) {
        const user = ctx.request.user!;
        const row = await ctx.tx.one<{ reference: string }>('SELECT reference FROM dnd_disputes WHERE id = $1', [id]);
        await writeActivity(ctx.tx, { kind: DISPUTE_KIND, recordId: id, companyId: ctx.companyId, actorId: user.id, actorName: user.name, action: 'open', from: null, to: 'OPEN', note: null });
        await moveInvoice(ctx.tx, { companyId: ctx.companyId, userId: user.id, userName: user.name }, data.invoiceId, 'RECEIVED', 'DISPUTED', 'dispute', `Disputed in ${row!.reference}`);
      },
    },
    update: {
      data: { type: 'object', additionalProperties: false, properties: { reason: DISPUTE_SCHEMA.properties.reason, amount: DECIMAL } },
      async columns(changes: { reason?: string; amount?: string }, current, ctx) {
        if (current.status !== 'OPEN') throw conflict(`Only an OPEN dispute can be changed: this one is ${String(current.status)}`, 'data.status');
        const columns: Record<string, unknown> = {};
        if (changes.reason !== undefined) columns.reason = changes.reason.trim();
        if (changes.amount !== undefined) {
          const currency = String(current.currency);
          const disputed = enteredMinor({ amount: changes.amount, currency }, 'data', 'data.amount');
          const invoice = await ctx.tx.one<{ amount_minor: number }>('SELECT amount_minor FROM dnd_invoices WHERE id = $1', [current.invoice_id]);
          if (disputed <= 0 || disputed > Number(invoice!.amount_minor)) throw badRequest(`amount must be above 0 and at most the invoice's ${amountOf(invoice!.amount_minor, currency)} ${currency}`, 'data.amount');
          columns.disputed_minor = disputed;
        }
        return columns;
      },
    },
  };
}
