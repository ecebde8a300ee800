import { conflict, isUuid, notFound, writeActivity, type Db } from '@portolan/sdk/server';
import type { AccountingProvider } from '../../shared/types';
import { percentOf } from './accountingMoney';
import { providerName } from './mappingOf';

const OPEN = ['ISSUED', 'PARTLY_PAID', 'OVERDUE'];

/**
 * `updateTds`: sets the TDS rate of the caller's issued, unpaid invoice, recomputes TDS (half-up on the
 * subtotal, in minor units), payable and balance, writes the activity and queues UPDATE_TDS for that
 * provider's connection only. 404 other companies' invoices or no connection; 409 for DRAFT, VOID and
 * PAID, or when payable would fall below what is already paid and credited.
 */
export async function updateInvoiceTds(
  db: Db,
  caller: { companyId: string; userId: string; name: string },
  provider: AccountingProvider,
  input: { invoiceId: string; tdsRate: number },
): Promise<{ invoiceId: string; number: string; tdsRate: number; tdsMinor: number; payableMinor: number; balanceMinor: number; jobId: string }> {
  return db.transaction(async (tx) => {
    const invoice = isUuid(input.invoiceId)
      ? await tx.one<{ id: string; number: string | null; status: string; kind: string; subtotal_minor: string; total_minor: string; tds_rate: string; paid_minor: string; credited_minor: string }>(
          `SELECT id, number, status, kind, subtotal_minor, total_minor, tds_rate::text AS tds_rate, paid_minor, credited_minor
             FROM invoices WHERE id = $1 AND company_id = $2 FOR UPDATE`,
          [input.invoiceId, caller.companyId],
        )
      : undefined;
    if (!invoice || invoice.kind !== 'INVOICE') throw notFound('Invoice not found');
    if (!OPEN.includes(invoice.status)) throw conflict(`TDS can only be changed on an issued, unpaid invoice (this one is ${invoice.status})`, 'invoiceId');
    const connection = await tx.one<{ id: string; provider: AccountingProvider }>(
      `SELECT id, provider FROM accounting_connections WHERE company_id = $1 AND provider = $2 AND status = 'ACTIVE'`,
      [caller.companyId, provider],
    );
    if (!connection) throw notFound(`No ${providerName({ provider })} connection`);
    const tdsMinor = percentOf(Number(invoice.subtotal_minor), input.tdsRate);
    const payableMinor = Number(invoice.total_minor) - tdsMinor;
    const settled = Number(invoice.paid_minor) + Number(invoice.credited_minor);
    if (payableMinor < settled) throw conflict(`With TDS ${input.tdsRate} % the payable amount would fall below what is already paid and credited`, 'tdsRate');
    const balanceMinor = payableMinor - settled;
    await tx.query(
      `UPDATE invoices SET tds_rate = $2, tds_minor = $3, payable_minor = $4, balance_minor = $5, updated_at = now(), version = version + 1 WHERE id = $1`,
      [invoice.id, input.tdsRate, tdsMinor, payableMinor, balanceMinor],
    );
    await writeActivity(tx, {
      kind: 'invoice', recordId: invoice.id, companyId: caller.companyId, actorId: caller.userId, actorName: caller.name, action: 'tds',
      from: invoice.status, to: invoice.status, note: `TDS ${Number(invoice.tds_rate)} % → ${input.tdsRate} %, sent to ${providerName({ provider })}`,
    });
    const job = await tx.one<{ id: string }>(
      `INSERT INTO accounting_sync_jobs (company_id, connection_id, provider, action, invoice_id) VALUES ($1, $2, $3, 'UPDATE_TDS', $4) RETURNING id`,
      [caller.companyId, connection.id, provider, invoice.id],
    );
    return { invoiceId: invoice.id, number: String(invoice.number), tdsRate: input.tdsRate, tdsMinor, payableMinor, balanceMinor, jobId: job!.id };
  });
}
