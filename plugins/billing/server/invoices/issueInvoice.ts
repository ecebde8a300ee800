import { conflict, notFound, notifyCompany, writeActivity, type Db } from '@portolan/sdk/server';
import { currencyDigits } from '@portolan/sdk/shared';
import type { InvoiceDraftInput, InvoiceStatus, PartySnapshot } from '../../shared/types';
import type { BillingDeps } from '../BillingDeps';
import { queueAccountingSync } from '../accounting/queueAccountingSync';
import { billingProfileOf } from './billingProfileOf';
import { draftContent, writeLines } from './createDraftInvoice';
import { dateText, todayUtc } from './invoiceRecordOf';
import { invoiceNotices, moneyText } from './invoiceNotices';
import { statusAfterMoney } from './statusAfterMoney';
import { takeInvoiceNumber } from './takeInvoiceNumber';

/** 'YYYY-MM-DD' plus `days`. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Issues a DRAFT invoice of `companyId` in the caller's transaction: takes the next number of the
 * issuer's series and financial year (gap-free: the counter row is locked until commit), snapshots the
 * supplier and customer billing profiles, fixes the issue date (default today, UTC), the due date
 * (issue + terms), the totals and the status ISSUED (OVERDUE at once when the due date is already past),
 * writes the activity, queues the accounting sync (PUSH_INVOICE) and notifies the customer company
 * (`invoice.issued`). A non-draft is a 409 naming its status.
 */
export async function issueInvoice(tx: Db, deps: BillingDeps, args: { invoiceId: string; companyId: string; userId: string | null; issueDate?: string; actorName?: string }): Promise<void> {
  const row = await tx.one<Record<string, unknown>>('SELECT * FROM invoices WHERE id = $1 AND company_id = $2 FOR UPDATE', [args.invoiceId, args.companyId]);
  if (!row) throw notFound('Invoice not found');
  if (row.status !== 'DRAFT') throw conflict(`Cannot issue: the invoice is ${row.status}`);
  const issuer = await billingProfileOf(tx, args.companyId);
  if (!issuer.saved) throw conflict('Set up your billing profile first (legal name, address, GSTIN) — Invoices › Billing profile');
  const lines = await tx.query<Record<string, unknown>>('SELECT * FROM invoice_lines WHERE invoice_id = $1 ORDER BY position', [args.invoiceId]);
  if (lines.rows.length === 0) throw conflict('Cannot issue: the invoice has no lines');
  const snapshot = (typeof row.customer === 'string' ? JSON.parse(row.customer) : row.customer) as Partial<PartySnapshot>;
  // Fresh snapshots of both parties (an on-platform customer's profile as it is today) and totals from them.
  const input: InvoiceDraftInput = {
    customerCompanyId: (row.customer_company_id as string) ?? null,
    customerName: String(row.customer_name),
    ...(row.customer_company_id ? {} : { customer: snapshot }),
    currency: String(row.currency),
    exchangeRate: String(row.exchange_rate),
    termsDays: Number(row.terms_days),
    placeOfSupply: (row.place_of_supply as string) ?? null,
    tdsRate: Number(row.tds_rate),
    poNumber: (row.po_number as string) ?? null,
    notes: (row.notes as string) ?? null,
    lines: lines.rows.map((l) => ({ code: String(l.code), description: String(l.description), sac: (l.sac as string) ?? null, quantity: String(l.quantity), unitPrice: String(l.unit_price), taxRate: Number(l.tax_rate) })),
  };
  // The customer may have been disconnected since the draft: then it is billed as an off-platform party.
  const { columns, lines: lineRows } = await draftContent(tx, args.companyId, input, 'data').catch(async (error: unknown) => {
    if ((error as { field?: string }).field !== 'data.customerCompanyId') throw error;
    throw conflict('Cannot issue: the customer is no longer connected with your company');
  });
  const issueDate = args.issueDate ?? todayUtc();
  const number = await takeInvoiceNumber(tx, { companyId: args.companyId, series: 'INVOICE', prefix: issuer.profile.invoicePrefix, country: issuer.profile.country, issueDate });
  const dueDate = addDays(issueDate, Number(columns.terms_days));
  const payable = Number(columns.payable_minor);
  const status: InvoiceStatus = statusAfterMoney({ status: 'ISSUED', payableMinor: payable, paidMinor: 0, creditedMinor: 0, dueDate }, todayUtc());
  const all: Record<string, unknown> = { ...columns, number, status, issue_date: issueDate, due_date: dueDate, issued_at: new Date().toISOString(), paid_at: status === 'PAID' ? new Date().toISOString() : null };
  const names = Object.keys(all);
  await tx.query(
    `UPDATE invoices SET ${names.map((n, i) => `${n} = $${i + 3}`).join(', ')}, version = version + 1, updated_at = now() WHERE id = $1 AND company_id = $2`,
    [args.invoiceId, args.companyId, ...names.map((n) => all[n])],
  );
  await writeLines(tx, args.companyId, args.invoiceId, lineRows);
  await writeActivity(tx, { kind: 'invoice', recordId: args.invoiceId, companyId: args.companyId, actorId: args.userId, actorName: args.actorName ?? 'System', action: 'issue', from: 'DRAFT', to: status, note: number });
  await queueAccountingSync(tx, args.companyId, 'PUSH_INVOICE', { invoiceId: args.invoiceId });
  const customerId = row.customer_company_id as string | null;
  if (customerId) {
    const currency = String(row.currency);
    await notifyCompany(tx, invoiceNotices(deps), customerId, {
      event: 'invoice.issued',
      subject: `Invoice ${number} from ${issuer.profile.legalName}`,
      body: `${issuer.profile.legalName} issued invoice ${number} to your company: ${moneyText(Number(columns.total_minor), currency, currencyDigits(currency))}, due ${dateText(dueDate)}.\n\nSee it under Invoices (/invoices/${args.invoiceId}).`,
      href: `/invoices/${args.invoiceId}`,
      record: { kind: 'invoice', id: args.invoiceId },
      ...(args.userId ? { actorUserId: args.userId } : {}),
    });
  }
}
