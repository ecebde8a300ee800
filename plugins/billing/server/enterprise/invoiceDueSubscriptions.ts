import type { BillingDeps } from '../BillingDeps';
import { invoiceSubscriptionPeriod } from './invoiceSubscriptionPeriod';
import { majorOf } from './subscriptionMoney';
import { isoDate, nextPeriodStart, periodEndOf, type BillingCycle } from './subscriptionPeriod';

interface DueRow {
  subscription_id: string;
  company_id: string;
  company_name: string;
  plan_name: string;
  price_minor: string | number;
  currency: string;
  cycle: BillingCycle;
  current_period_start: Date | string;
}

const MAX_PERIODS_PER_RUN = 24;

/**
 * The hourly job (`subscription-invoices`, queue `billing.subscription-invoices`): every active subscription with auto_invoice and a
 * price whose current period has ended is invoiced for that period from the platform's company
 * (issueInvoice notifies the company, `invoice.issued`) and moves on to the next period — each period
 * in its own transaction, under the row's lock, once (a period already invoiced, by hand or by an
 * earlier run, is skipped). Answers how many invoices it issued. Without a platform company it does nothing.
 */
export async function invoiceDueSubscriptions(deps: BillingDeps, now: Date): Promise<number> {
  const { db, log } = deps;
  const platform = await db.one<{ id: string }>("SELECT id FROM companies WHERE kind = 'platform' ORDER BY created_at, id LIMIT 1");
  if (!platform) return 0;
  const today = isoDate(now);
  const due = await db.query<{ subscription_id: string }>(
    `SELECT b.subscription_id FROM subscription_billing b JOIN subscriptions s ON s.id = b.subscription_id
      WHERE b.auto_invoice AND b.price_minor > 0 AND s.status = 'active' AND b.company_id <> $1 AND b.current_period_start <= $2::date
      ORDER BY b.current_period_start, b.subscription_id`,
    [platform.id, today],
  );
  let issued = 0;
  for (const { subscription_id } of due.rows) {
    for (let i = 0; i < MAX_PERIODS_PER_RUN; i += 1) {
      try {
        const step = await db.transaction(async (tx) => {
          const row = await tx.one<DueRow>(
            `SELECT b.subscription_id, b.company_id, c.name AS company_name, p.name AS plan_name, b.price_minor, b.currency, b.cycle, b.current_period_start
               FROM subscription_billing b JOIN subscriptions s ON s.id = b.subscription_id JOIN plans p ON p.id = s.plan_id JOIN companies c ON c.id = b.company_id
              WHERE b.subscription_id = $1 AND b.auto_invoice AND b.price_minor > 0 FOR UPDATE OF b`,
            [subscription_id],
          );
          if (!row) return 'done';
          const start = isoDate(row.current_period_start);
          const end = periodEndOf(start, row.cycle);
          if (end >= today) return 'done'; // the period has not ended yet
          const taken = await tx.one("SELECT 1 FROM invoices WHERE subscription_id = $1 AND period_start = $2 AND kind = 'INVOICE' AND status <> 'VOID'", [subscription_id, start]);
          if (!taken) {
            await invoiceSubscriptionPeriod(tx, deps, {
              platformCompanyId: platform.id,
              userId: null,
              companyId: row.company_id,
              companyName: row.company_name,
              subscriptionId: subscription_id,
              planName: row.plan_name,
              periodStart: start,
              periodEnd: end,
              currency: row.currency,
              amount: majorOf(Number(row.price_minor), row.currency),
            });
          }
          await tx.query('UPDATE subscription_billing SET current_period_start = $2, updated_at = now(), version = version + 1 WHERE subscription_id = $1', [subscription_id, nextPeriodStart(start, row.cycle)]);
          return taken ? 'skipped' : 'issued';
        });
        if (step === 'issued') issued += 1;
        if (step === 'done') break;
      } catch (error) {
        log.error({ err: error, subscriptionId: subscription_id }, 'subscription invoice failed');
        break;
      }
    }
  }
  return issued;
}
