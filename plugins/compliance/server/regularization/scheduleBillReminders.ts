import { MAILER, NOTIFIER, notifyCompany, type Db, type NoticeServices, type ServerPluginContext } from '@portolan/sdk/server';
import { todayUtc } from '@portolan/sdk/shared';
import { REMINDER_DAYS } from '../../shared/states';
import { decimalOfMinor } from './billMoney';

/** The threshold a bill `d` days from its due date has reached: the nearest of REMINDER_DAYS at or above d, 0 when overdue (SQL over `d`). */
const THRESHOLD_SQL = `CASE WHEN d < 0 THEN 0 ${[...REMINDER_DAYS].sort((a, b) => a - b).map((n) => `WHEN d <= ${n} THEN ${n}`).join(' ')} END`;

/**
 * One reminder round as of `today`: each OPEN or PARTLY_REALIZED bill within the largest of REMINDER_DAYS
 * of its realization due date (or past it: threshold 0) gets its current threshold recorded in
 * bill_reminders once; the companies with newly reminded bills are told once each (notifyCompany, event
 * 'bill.reminder') with the list. Answers how many bills were reminded.
 */
export async function sendBillReminders(db: Db, notices: NoticeServices, today = todayUtc()): Promise<number> {
  return db.transaction(async (tx) => {
    const fresh = await tx.query<{ company_id: string; sb_number: string; sb_date: string; invoice_number: string; currency: string; outstanding: string; due: string; d: number; days_before: number }>(
      `WITH th AS (
         SELECT id, company_id, sb_number, sb_date, invoice_number, currency, invoice_minor - realized_minor AS outstanding, realization_due_date AS due, d, ${THRESHOLD_SQL} AS days_before
           FROM (SELECT *, realization_due_date - $1::date AS d FROM export_bills WHERE state IN ('OPEN', 'PARTLY_REALIZED')) b
          WHERE d <= $2
       ), added AS (
         INSERT INTO bill_reminders (bill_id, days_before) SELECT id, days_before FROM th ON CONFLICT DO NOTHING RETURNING bill_id, days_before
       )
       SELECT th.company_id, th.sb_number, th.sb_date, th.invoice_number, th.currency, th.outstanding::text AS outstanding, th.due, th.d, th.days_before
         FROM th JOIN added ON added.bill_id = th.id AND added.days_before = th.days_before
        ORDER BY th.company_id, th.due, th.sb_number`,
      [today, Math.max(...REMINDER_DAYS)],
    );
    const byCompany = new Map<string, typeof fresh.rows>();
    for (const r of fresh.rows) byCompany.set(String(r.company_id), [...(byCompany.get(String(r.company_id)) ?? []), r]);
    for (const [companyId, bills] of byCompany) {
      const overdue = bills.filter((b) => Number(b.d) < 0).length;
      const subject = overdue
        ? `${overdue} export bill${overdue === 1 ? '' : 's'} overdue for realization${bills.length > overdue ? `, ${bills.length - overdue} due soon` : ''}`
        : `${bills.length} export bill${bills.length === 1 ? '' : 's'} due for realization soon`;
      const lines = bills.map((b) => {
        const when = Number(b.d) < 0 ? `overdue since ${b.due} (${-Number(b.d)} days)` : `due ${b.due} (in ${Number(b.d)} days)`;
        return `- Shipping bill ${b.sb_number} of ${b.sb_date}, invoice ${b.invoice_number}: ${b.currency} ${decimalOfMinor(b.outstanding, b.currency)} outstanding, ${when}`;
      });
      const body = [
        'Export proceeds must be realized, and the shipping bills regularized by your bank in EDPMS, by their due date (RBI: nine months from export unless extended).',
        '',
        ...lines,
        '',
        'Match the inward remittances to these bills under Regularization and push the batch to your bank; a bill past its due date needs the bank\'s extension.',
      ].join('\n');
      await notifyCompany(tx, notices, companyId, { event: 'bill.reminder', subject, body, href: '/regularize' });
    }
    return fresh.rows.length;
  });
}

/** The hourly reminder job (`bill-reminders`). */
export function scheduleBillReminders(ctx: ServerPluginContext): void {
  const mailer = ctx.services.get(MAILER);
  ctx.scheduler.every('bill-reminders', 3600, async (now) => {
    await sendBillReminders(ctx.db, { mailer, notifier: ctx.services.find(NOTIFIER) }, todayUtc(now));
  });
}
