import type { Db } from '@portolan/sdk/server';
import type { EnterpriseSubscription } from '../../shared/types';
import { isoDate, periodEndOf, type BillingCycle } from './subscriptionPeriod';
import { subscriptionOfCompany } from './subscriptionOfCompany';

/** A company's EnterpriseSubscription: its subscription, plan and billing terms (defaults while none are set: 0 INR monthly, no period). Undefined: no such company. */
export async function loadEnterpriseSubscription(db: Db, companyId: string): Promise<EnterpriseSubscription | undefined> {
  const sub = await subscriptionOfCompany(db, companyId);
  if (!sub) return undefined;
  const terms = sub.subscriptionId
    ? await db.one<{ price_minor: string | number; currency: string; cycle: BillingCycle; current_period_start: Date | string; auto_invoice: boolean; version: number }>(
        'SELECT price_minor, currency, cycle, current_period_start, auto_invoice, version FROM subscription_billing WHERE subscription_id = $1',
        [sub.subscriptionId],
      )
    : undefined;
  const start = terms ? isoDate(terms.current_period_start) : null;
  return {
    subscriptionId: sub.subscriptionId,
    companyId: sub.companyId,
    companyName: sub.companyName,
    planName: sub.planName,
    status: sub.status,
    priceMinor: terms ? Number(terms.price_minor) : 0,
    currency: terms?.currency ?? 'INR',
    cycle: terms?.cycle ?? 'MONTHLY',
    currentPeriodStart: start,
    currentPeriodEnd: start && terms ? periodEndOf(start, terms.cycle) : null,
    autoInvoice: terms?.auto_invoice ?? false,
    version: terms?.version ?? 0,
  };
}
