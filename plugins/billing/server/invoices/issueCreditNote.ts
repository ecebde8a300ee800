import { badRequest, conflict, isUuid, notFound, writeActivity, type Db } from '@portolan/sdk/server';
import type { InvoiceLineInput, PartySnapshot } from '../../shared/types';
import { queueAccountingSync } from '../accounting/queueAccountingSync';
import { billingProfileOf } from './billingProfileOf';
import { writeLines } from './createDraftInvoice';
import { invoiceTotals } from './invoiceTotals';
import { dateText, todayUtc } from './invoiceRecordOf';
import { statusAfterMoney } from './statusAfterMoney';
import { takeInvoiceNumber } from './takeInvoiceNumber';
import type { InvoiceStatus, TaxRegime } from '../../shared/types';

const CREDITABLE = ['ISSUED', 'PARTLY_PAID', 'OVERDUE'];

/**
 * Issues a credit note against an issued invoice of `companyId`, in the caller's transaction: the
 * invoice's parties, currency, GST regime and TDS rate; its own series number (creditNotePrefix); what
 * it takes off the customer's cash debt (its total − TDS) must fit the invoice's open balance (else 400
 * naming `data.lines`). Raises the invoice's credited amount, recomputes its status, writes activity on
 * both and queues the accounting push. Answers the credit note's id.
 */
export async function issueCreditNote(tx: Db, args: { invoiceId: string; companyId: string; userId: string; actorName: string; lines: InvoiceLineInput[]; reason: string; version?: number }): Promise<string> {
  const inv = isUuid(args.invoiceId) ? await tx.one<Record<string, unknown>>('SELECT * FROM invoices WHERE id = $1 AND company_id = $2 FOR UPDATE', [args.invoiceId, args.companyId]) : undefined;
  if (!inv) throw notFound('Invoice not found');
  if (inv.kind !== 'INVOICE' || !CREDITABLE.includes(String(inv.status))) throw conflict(`Cannot credit: the ${inv.kind === 'INVOICE' ? 'invoice' : 'credit note'} is ${inv.kind === 'INVOICE' ? inv.status : 'a credit note'}`);
  if (args.version !== undefined && Number(inv.version) !== args.version) throw conflict(`This invoice was changed by someone else (version ${inv.version}); reload it and try again`, 'data.version');
  const currency = String(inv.currency);
  const totals = invoiceTotals({ currency, regime: String(inv.tax_regime) as TaxRegime, tdsRate: String(inv.tds_rate), lines: args.lines.map((l) => ({ quantity: l.quantity, unitPrice: l.unitPrice, taxRate: Number(l.taxRate) })) });
  const open = Number(inv.payable_minor) - Number(inv.paid_minor) - Number(inv.credited_minor);
  if (totals.payableMinor <= 0) throw badRequest('The credit note must credit something', 'data.lines');
  if (totals.payableMinor > open) throw badRequest(`The credit note (${totals.payableMinor} after TDS) exceeds the invoice's open balance (${open})`, 'data.lines');
  const issuer = (await billingProfileOf(tx, args.companyId)).profile;
  const issueDate = todayUtc();
  const number = await takeInvoiceNumber(tx, { companyId: args.companyId, series: 'CREDIT_NOTE', prefix: issuer.creditNotePrefix, country: issuer.country, issueDate });
  const customer = (typeof inv.customer === 'string' ? JSON.parse(inv.customer) : inv.customer) as PartySnapshot;
  const row = await tx.one<{ id: string }>(
    `INSERT INTO invoices (company_id, customer_company_id, customer_name, kind, credits_invoice_id, source, shipment_id, shipment_reference, quote_id, quote_reference,
                           number, status, currency, base_currency, exchange_rate, issue_date, terms_days, due_date, tax_regime, place_of_supply, supplier, customer,
                           subtotal_minor, cgst_minor, sgst_minor, igst_minor, tax_minor, total_minor, tds_rate, tds_minor, payable_minor, balance_minor, notes, issued_at, created_by)
     VALUES ($1, $2, $3, 'CREDIT_NOTE', $4, $5, $6, $7, $8, $9, $10, 'ISSUED', $11, $12, $13, $14, 0, NULL, $15, $16, $17, $18,
             $19, $20, $21, $22, $23, $24, $25, $26, $27, 0, $28, now(), $29) RETURNING id`,
    [args.companyId, inv.customer_company_id, inv.customer_name, args.invoiceId, inv.source, inv.shipment_id, inv.shipment_reference, inv.quote_id, inv.quote_reference,
      number, currency, inv.base_currency, inv.exchange_rate, issueDate, inv.tax_regime, inv.place_of_supply, JSON.stringify(inv.supplier), JSON.stringify(customer),
      totals.subtotalMinor, totals.cgstMinor, totals.sgstMinor, totals.igstMinor, totals.taxMinor, totals.totalMinor, inv.tds_rate, totals.tdsMinor, totals.payableMinor, args.reason, args.userId],
  );
  const creditId = row!.id;
  await writeLines(tx, args.companyId, creditId, args.lines.map((l, i) => ({
    position: i + 1, code: l.code ?? '', description: l.description.trim(), sac: l.sac ?? null, quantity: String(l.quantity), unit_price: String(l.unitPrice), tax_rate: Number(l.taxRate),
    amount_minor: totals.lines[i].amountMinor, cgst_minor: totals.lines[i].cgstMinor, sgst_minor: totals.lines[i].sgstMinor, igst_minor: totals.lines[i].igstMinor,
  })));
  const credited = Number(inv.credited_minor) + totals.payableMinor;
  const from = String(inv.status) as InvoiceStatus;
  const to = statusAfterMoney({ status: from, payableMinor: Number(inv.payable_minor), paidMinor: Number(inv.paid_minor), creditedMinor: credited, dueDate: dateText(inv.due_date) }, todayUtc());
  await tx.query(
    `UPDATE invoices SET credited_minor = $3, balance_minor = payable_minor - paid_minor - $3, status = $4, paid_at = CASE WHEN $4 = 'PAID' THEN now() ELSE paid_at END,
            version = version + 1, updated_at = now() WHERE id = $1 AND company_id = $2`,
    [args.invoiceId, args.companyId, credited, to],
  );
  await writeActivity(tx, { kind: 'invoice', recordId: args.invoiceId, companyId: args.companyId, actorId: args.userId, actorName: args.actorName, action: 'credit', from, to, note: `${number}: ${args.reason}` });
  await writeActivity(tx, { kind: 'invoice', recordId: creditId, companyId: args.companyId, actorId: args.userId, actorName: args.actorName, action: 'issue', from: null, to: 'ISSUED', note: args.reason });
  await queueAccountingSync(tx, args.companyId, 'PUSH_INVOICE', { invoiceId: creditId });
  return creditId;
}
