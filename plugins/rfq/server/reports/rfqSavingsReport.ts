import { reportPeriodSql, SqlParams, type ReportDefinition } from '@portolan/sdk/server';

interface Row {
  rfq_id: string;
  reference: string;
  title: string;
  currency: string;
  awarded_on: string;
  lanes: number;
  baseline: string | null;
  awarded: string | null;
  savings: string | null;
  savings_pct: string | null;
}

/**
 * RFQ savings (`/api/reporting/v2/rfqSavingsQuery`): per RFQ awarded in the period (awarded_at), the
 * baseline spend (Σ lane volume × the lane's baseline rate, or its current rate when no baseline was
 * given) against the awarded spend (Σ lane volume × each vendor's share × its awarded rate), in the RFQ's
 * currency, computed in SQL numeric. Lanes with neither rate are left out of both sums. Origins and
 * destinations narrow to RFQs with such a lane; carriers and modes do not apply (vendors are companies).
 */
export const rfqSavingsReport: ReportDefinition = {
  name: 'rfqSavings',
  title: 'RFQ savings',
  description: 'Baseline against awarded spend of each awarded RFQ, and the savings.',
  area: 'rfq',
  access: { features: ['reports', 'rfq'], level: 'Read' },
  columns: [
    { key: 'reference', title: 'RFQ', type: 'text', dimension: true },
    { key: 'title', title: 'Title', type: 'text' },
    { key: 'awardedOn', title: 'Awarded', type: 'date', dimension: true },
    { key: 'currency', title: 'Currency', type: 'text', dimension: true },
    { key: 'lanes', title: 'Lanes', type: 'number' },
    { key: 'baseline', title: 'Baseline spend', type: 'money', digits: 2 },
    { key: 'awarded', title: 'Awarded spend', type: 'money', digits: 2 },
    { key: 'savings', title: 'Savings', type: 'money', digits: 2 },
    { key: 'savingsPct', title: 'Savings %', type: 'percent', digits: 1 },
  ],
  series: { kind: 'bar', x: 'reference', y: ['baseline', 'awarded'] },
  async run(db, scope, filter) {
    const params = new SqlParams([scope.companyId]);
    const { where } = reportPeriodSql(filter, { at: 'r.awarded_at' }, params);
    const lanes: string[] = [];
    if (filter.origins.length) lanes.push(`l2.origin = ANY(${params.add(filter.origins, 'text[]')})`);
    if (filter.destinations.length) lanes.push(`l2.destination = ANY(${params.add(filter.destinations, 'text[]')})`);
    const laneFilter = lanes.length ? `AND EXISTS (SELECT 1 FROM rfq_lanes l2 WHERE l2.rfq_id = r.id AND ${lanes.join(' AND ')})` : '';
    const result = await db.query<Row>(
      `WITH per_rfq AS (
         SELECT r.id AS rfq_id, r.reference, r.title, r.currency, r.awarded_at,
                count(DISTINCT l.id)::int AS lanes,
                sum(l.volume * coalesce(l.baseline_amount, l.current_amount)) FILTER (WHERE a.lane_total IS NOT NULL) AS baseline,
                sum(a.lane_total) AS awarded
           FROM rfqs r
           JOIN rfq_lanes l ON l.rfq_id = r.id
           LEFT JOIN LATERAL (
             SELECT sum(l.volume * al.share_pct / 100 * al.amount) AS lane_total FROM rfq_allocations al WHERE al.lane_id = l.id
           ) a ON coalesce(l.baseline_amount, l.current_amount) IS NOT NULL
          WHERE r.company_id = $1 AND r.status = 'AWARDED' AND r.awarded_at IS NOT NULL AND ${where.join(' AND ')} ${laneFilter}
          GROUP BY r.id
       )
       SELECT rfq_id, reference, title, currency, to_char(awarded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS awarded_on, lanes,
              round(baseline, 2)::text AS baseline, round(awarded, 2)::text AS awarded,
              round(baseline - awarded, 2)::text AS savings,
              CASE WHEN baseline > 0 THEN round(100 * (baseline - awarded) / baseline, 1)::text END AS savings_pct
         FROM per_rfq ORDER BY awarded_at DESC LIMIT 500`,
      params.values,
    );
    const num = (v: string | null) => (v === null ? null : Number(v));
    const rows = result.rows.map((r) => ({
      reference: r.reference,
      title: r.title,
      awardedOn: r.awarded_on,
      currency: r.currency,
      lanes: r.lanes,
      baseline: num(r.baseline),
      awarded: num(r.awarded),
      savings: num(r.savings),
      savingsPct: num(r.savings_pct),
      href: `/rfq/${r.rfq_id}`,
    }));
    return { rows, totals: { rfqs: rows.length }, notes: ['Amounts are in each RFQ\'s own currency; compare rows of one currency.'] };
  },
};
