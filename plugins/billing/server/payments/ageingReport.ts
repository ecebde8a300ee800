import type { Db } from '@portolan/sdk/server';
import { AGEING_BUCKETS, type AgeingBucket, type AgeingReport } from '../../shared/types';
import { convertMinor } from './convertMinor';

/** The bucket of an open balance `days` past its due date (0 or less: not due yet). */
export function ageingBucket(days: number): AgeingBucket {
  if (days <= 0) return 'current';
  if (days <= 30) return '1-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}

/**
 * Open balances of issued invoices (ISSUED, PARTLY_PAID, OVERDUE with a balance) by days past due at
 * `asOf`: receivables are invoices the company issued, payables those issued to it. Each balance is
 * converted to the company's base currency (billing_profiles.base_currency, INR without a profile) at
 * the invoice's own rate: 1 when the invoice is in the base currency, `exchange_rate` when the
 * invoice's base currency is the company's. An invoice in neither (a foreign issuer's invoice in a
 * third currency, payables only) has no known rate and is left out rather than counted at a wrong one.
 */
export async function ageingReport(db: Db, companyId: string, side: 'receivables' | 'payables', asOf: string): Promise<AgeingReport> {
  const profile = await db.one<{ base_currency: string }>('SELECT base_currency FROM billing_profiles WHERE company_id = $1', [companyId]);
  const base = profile?.base_currency ?? 'INR';
  const mine = side === 'receivables' ? 'i.company_id = $1' : 'i.customer_company_id = $1';
  const rows = await db.query<{ counterparty_id: string | null; counterparty: string; currency: string; base_currency: string; exchange_rate: string; balance_minor: number; days: number | null }>(
    `SELECT ${side === 'receivables' ? 'i.customer_company_id AS counterparty_id, i.customer_name AS counterparty' : 'i.company_id AS counterparty_id, c.name AS counterparty'},
            i.currency, i.base_currency, i.exchange_rate::text AS exchange_rate, i.balance_minor, ($2::date - i.due_date) AS days
       FROM invoices i JOIN companies c ON c.id = i.company_id
      WHERE ${mine} AND i.kind = 'INVOICE' AND i.status IN ('ISSUED', 'PARTLY_PAID', 'OVERDUE') AND i.balance_minor > 0
      ORDER BY i.due_date, i.id`,
    [companyId, asOf],
  );
  const buckets = new Map(AGEING_BUCKETS.map((b) => [b, { bucket: b, amountMinor: 0, count: 0 }]));
  const parties = new Map<string, AgeingReport['byCounterparty'][number]>();
  let totalMinor = 0;
  for (const r of rows.rows) {
    const rate = r.currency === base ? '1' : r.base_currency === base ? r.exchange_rate : null;
    if (rate === null) continue;
    const amount = convertMinor(Number(r.balance_minor), r.currency, base, rate);
    const bucket = ageingBucket(r.days === null ? 0 : Number(r.days));
    const b = buckets.get(bucket)!;
    b.amountMinor += amount;
    b.count += 1;
    const key = r.counterparty_id ? String(r.counterparty_id) : `name:${r.counterparty}`;
    const party = parties.get(key) ?? { companyId: r.counterparty_id ? String(r.counterparty_id) : null, name: r.counterparty, totalMinor: 0, current: 0, '1-30': 0, '31-60': 0, '61-90': 0, '90+': 0 };
    party[bucket] += amount;
    party.totalMinor += amount;
    parties.set(key, party);
    totalMinor += amount;
  }
  return {
    side,
    currency: base,
    asOf,
    buckets: [...buckets.values()],
    byCounterparty: [...parties.values()].sort((a, b) => b.totalMinor - a.totalMinor || a.name.localeCompare(b.name)),
    totalMinor,
  };
}
