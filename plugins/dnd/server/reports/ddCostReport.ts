import { currencyDigits, reportPeriodSql, SqlParams, type ReportDefinition } from '@portolan/sdk/server';

interface Row {
  month: string;
  carrier: string;
  currency: string;
  clocks: number;
  over: number;
  chargeable_days: number;
  cost_minor: string;
  projected_minor: string;
}

/**
 * D&D cost (`/api/reporting/v2/ddCostQuery`): demurrage and detention per month the clock started and
 * per carrier: clocks, clocks over their free time, chargeable days, the cost so far and the projected
 * cost (integer minor units summed in SQL, per currency). Carriers and ports (origins = export ports,
 * destinations = import ports) narrow it; modes do not apply (containers are FCL).
 */
export const ddCostReport: ReportDefinition = {
  name: 'ddCost',
  title: 'Demurrage and detention cost',
  description: 'D&D cost so far and projected, per month and carrier.',
  area: 'dnd',
  access: { features: ['reports', 'dnd'], level: 'Read' },
  columns: [
    { key: 'month', title: 'Month', type: 'text', dimension: true },
    { key: 'carrier', title: 'Carrier', type: 'text', dimension: true },
    { key: 'currency', title: 'Currency', type: 'text', dimension: true },
    { key: 'clocks', title: 'Clocks', type: 'number' },
    { key: 'over', title: 'Over free time', type: 'number' },
    { key: 'chargeableDays', title: 'Chargeable days', type: 'number' },
    { key: 'cost', title: 'Cost so far', type: 'money', digits: 2 },
    { key: 'projected', title: 'Projected cost', type: 'money', digits: 2 },
  ],
  series: { kind: 'stacked', x: 'month', y: ['cost'], split: 'carrier' },
  async run(db, scope, filter) {
    const params = new SqlParams([scope.companyId]);
    const { where } = reportPeriodSql(filter, { at: 'c.start_day' }, params);
    if (filter.carriers.length) where.push(`c.carrier = ANY(${params.add(filter.carriers, 'text[]')})`);
    const ports: string[] = [];
    if (filter.origins.length) ports.push(`(c.direction = 'EXPORT' AND c.port = ANY(${params.add(filter.origins, 'text[]')}))`);
    if (filter.destinations.length) ports.push(`(c.direction = 'IMPORT' AND c.port = ANY(${params.add(filter.destinations, 'text[]')}))`);
    if (ports.length) where.push(`(${ports.join(' OR ')})`);
    const result = await db.query<Row>(
      `SELECT to_char(c.start_day, 'YYYY-MM') AS month, c.carrier, coalesce(c.currency, '—') AS currency,
              count(*)::int AS clocks, count(*) FILTER (WHERE c.state = 'OVER' OR c.chargeable_days > 0)::int AS over,
              coalesce(sum(c.chargeable_days), 0)::int AS chargeable_days,
              coalesce(sum(c.cost_minor), 0)::text AS cost_minor, coalesce(sum(coalesce(c.projected_cost_minor, c.cost_minor)), 0)::text AS projected_minor
         FROM dnd_clocks c
        WHERE c.company_id = $1 AND c.start_day IS NOT NULL AND ${where.join(' AND ')}
        GROUP BY 1, 2, 3
        ORDER BY 1, 2
        LIMIT 2000`,
      params.values,
    );
    const major = (minor: string, currency: string) => {
      const digits = currency === '—' ? 2 : currencyDigits(currency);
      // Display only: the sum itself was exact (integer minor units in SQL).
      return Number(minor) / 10 ** digits;
    };
    const rows = result.rows.map((r) => ({
      month: r.month,
      carrier: r.carrier,
      currency: r.currency,
      clocks: r.clocks,
      over: r.over,
      chargeableDays: r.chargeable_days,
      cost: major(r.cost_minor, r.currency),
      projected: major(r.projected_minor, r.currency),
    }));
    return { rows, totals: { clocks: rows.reduce((n, r) => n + r.clocks, 0) }, notes: ['Costs are summed per currency in integer minor units; a row is one month, carrier and currency.'] };
  },
};
