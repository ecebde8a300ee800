import { reportPeriodSql, SqlParams, type ReportDefinition } from '@portolan/sdk/server';

interface Row {
  month: string;
  published: number;
  accepted: number;
  declined: number;
  expired: number;
  open: number;
}

/**
 * Quote win rate (`/api/reporting/v2/quoteWinRateQuery`): per month a quote was published, quotes
 * published, accepted, declined, expired (or withdrawn) and still open, and the win rate = accepted ÷
 * decided (accepted + declined + expired). Origins/destinations/modes narrow by the enquiry's lane and
 * mode; carriers do not apply.
 */
export const quoteWinRateReport: ReportDefinition = {
  name: 'quoteWinRate',
  title: 'Quote win rate',
  description: 'Quotes published, accepted, declined and expired per month, and the win rate.',
  area: 'quotes',
  access: { features: ['reports', 'quotes'], level: 'Read' },
  columns: [
    { key: 'month', title: 'Month', type: 'text', dimension: true },
    { key: 'published', title: 'Published', type: 'number' },
    { key: 'accepted', title: 'Accepted', type: 'number' },
    { key: 'declined', title: 'Declined', type: 'number' },
    { key: 'expired', title: 'Expired or withdrawn', type: 'number' },
    { key: 'open', title: 'Open', type: 'number' },
    { key: 'winRate', title: 'Win rate', type: 'percent', digits: 1 },
  ],
  series: { kind: 'stacked', x: 'month', y: ['accepted', 'declined', 'expired', 'open'] },
  async run(db, scope, filter) {
    const params = new SqlParams([scope.companyId]);
    const { where } = reportPeriodSql(filter, { at: 'q.published_at', origin: 'e.origin', destination: 'e.destination' }, params);
    if (filter.modes.length) where.push(`e.mode = ANY(${params.add(filter.modes, 'text[]')})`);
    const result = await db.query<Row>(
      `SELECT to_char(q.published_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month,
              count(*)::int AS published,
              count(*) FILTER (WHERE q.status = 'ACCEPTED')::int AS accepted,
              count(*) FILTER (WHERE q.status = 'DECLINED')::int AS declined,
              count(*) FILTER (WHERE q.status IN ('EXPIRED', 'WITHDRAWN'))::int AS expired,
              count(*) FILTER (WHERE q.status = 'PUBLISHED')::int AS open
         FROM quotes q JOIN enquiries e ON e.id = q.enquiry_id
        WHERE q.company_id = $1 AND q.published_at IS NOT NULL AND ${where.join(' AND ')}
        GROUP BY 1 ORDER BY 1`,
      params.values,
    );
    const rows = result.rows.map((r) => {
      const decided = r.accepted + r.declined + r.expired;
      return { ...r, winRate: decided ? Number(((100 * r.accepted) / decided).toFixed(1)) : null };
    });
    const accepted = rows.reduce((n, r) => n + r.accepted, 0);
    const decided = rows.reduce((n, r) => n + r.accepted + r.declined + r.expired, 0);
    return { rows, totals: { published: rows.reduce((n, r) => n + r.published, 0), winRate: decided ? Number(((100 * accepted) / decided).toFixed(1)) : null } };
  },
};
