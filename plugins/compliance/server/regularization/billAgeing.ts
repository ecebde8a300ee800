import type { Db } from '@portolan/sdk/server';
import { todayUtc } from '@portolan/sdk/shared';
import { AGEING_BUCKETS, type AgeingBucketId } from '../../shared/states';
import type { AgeingAnswer } from '../../shared/types';
import { decimalOfMinor } from './billMoney';

/** The SQL bucket of a bill by `d`, its days to the realization due date (negative: overdue). */
const BUCKET_SQL = `CASE WHEN d < -90 THEN 'OVERDUE_90' WHEN d < -30 THEN 'OVERDUE_31_90' WHEN d < 0 THEN 'OVERDUE_1_30'
  WHEN d <= 30 THEN 'DUE_0_30' WHEN d <= 90 THEN 'DUE_31_90' WHEN d <= 180 THEN 'DUE_91_180' ELSE 'DUE_180' END`;

/**
 * Ageing of the company's OPEN and PARTLY_REALIZED bills by days to their realization due date, as of
 * `today`: per bucket (AGEING_BUCKETS, all of them, in order) the count and the outstanding amount per
 * currency — grouped and summed in SQL over minor units, written as decimal strings.
 */
export async function billAgeing(db: Db, companyId: string, today = todayUtc()): Promise<AgeingAnswer> {
  const rows = await db.query<{ bucket: AgeingBucketId; currency: string; bills: number; outstanding: string }>(
    `SELECT bucket, currency, count(*)::int AS bills, sum(outstanding)::text AS outstanding FROM (
       SELECT ${BUCKET_SQL} AS bucket, currency, greatest(invoice_minor - realized_minor, 0) AS outstanding
         FROM (SELECT *, realization_due_date - $2::date AS d FROM export_bills WHERE company_id = $1 AND state IN ('OPEN', 'PARTLY_REALIZED')) b
     ) x GROUP BY bucket, currency ORDER BY bucket, currency`,
    [companyId, today],
  );
  return {
    asOf: today,
    buckets: AGEING_BUCKETS.map((b) => {
      const mine = rows.rows.filter((r) => r.bucket === b.id);
      return {
        id: b.id,
        title: b.title,
        count: mine.reduce((n, r) => n + Number(r.bills), 0),
        outstanding: mine.map((r) => ({ currency: r.currency, amount: decimalOfMinor(r.outstanding, r.currency) })),
      };
    }),
  };
}
