import { notifyCompany, writeActivities, type Db } from '@portolan/sdk/server';
import { currencyDigits } from '@portolan/sdk/shared';
import type { BillingDeps } from '../BillingDeps';
import { dateText, todayUtc } from './invoiceRecordOf';
import { invoiceNotices, moneyText } from './invoiceNotices';

/**
 * The hourly job: every ISSUED or PARTLY_PAID invoice past its due date on `now` (UTC) becomes OVERDUE,
 * with an activity row, and both the billed customer (when on the platform) and the issuer are told
 * (`invoice.overdue`). Rows are claimed with SKIP LOCKED so two processes never mark one twice.
 * Answers how many invoices it marked.
 */
export async function markOverdueInvoices(deps: BillingDeps, now: Date = new Date()): Promise<number> {
  const today = todayUtc(now);
  return deps.db.transaction(async (tx: Db) => {
    const rows = await tx.query<Record<string, unknown>>(
      `UPDATE invoices i SET status = 'OVERDUE', version = i.version + 1, updated_at = now()
         FROM (SELECT id, status FROM invoices WHERE status IN ('ISSUED', 'PARTLY_PAID') AND due_date < $1::date AND kind = 'INVOICE'
                  AND paid_minor + credited_minor < payable_minor ORDER BY due_date, id LIMIT 500 FOR UPDATE SKIP LOCKED) d
        WHERE i.id = d.id
       RETURNING i.id, i.company_id, i.customer_company_id, i.customer_name, i.number, i.currency, i.balance_minor, i.due_date, d.status AS from_status`,
      [today],
    );
    if (!rows.rows.length) return 0;
    await writeActivities(tx, rows.rows.map((r) => ({ kind: 'invoice', recordId: String(r.id), companyId: String(r.company_id), actorId: null, actorName: 'System', action: 'overdue', from: String(r.from_status), to: 'OVERDUE', note: `Due ${dateText(r.due_date)}` })));
    const notices = invoiceNotices(deps);
    for (const r of rows.rows) {
      const currency = String(r.currency);
      const amount = moneyText(Number(r.balance_minor), currency, currencyDigits(currency));
      const href = `/invoices/${r.id}`;
      const record = { kind: 'invoice', id: String(r.id) };
      await notifyCompany(tx, notices, String(r.company_id), { event: 'invoice.overdue', subject: `Invoice ${r.number} to ${r.customer_name} is overdue`, body: `Invoice ${r.number} to ${r.customer_name} was due ${dateText(r.due_date)}; ${amount} is unpaid.\n\nSee it under Invoices (${href}).`, href, record });
      if (r.customer_company_id) {
        await notifyCompany(tx, notices, String(r.customer_company_id), { event: 'invoice.overdue', subject: `Invoice ${r.number} is overdue`, body: `Invoice ${r.number} was due ${dateText(r.due_date)}; ${amount} is unpaid.\n\nSee it under Invoices (${href}).`, href, record });
      }
    }
    return rows.rows.length;
  });
}
