import { reportPeriodSql, SqlParams, type ReportDefinition } from '@portolan/sdk/server';

interface Row {
  milestone: string;
  orders: number;
  due: number;
  late: number;
  avg_delay: string | null;
  max_delay: number | null;
}

const ORDER = ['ACKNOWLEDGED', 'IN_PRODUCTION', 'CARGO_READY', 'BOOKED', 'SHIPPED', 'DELIVERED'];

/**
 * Order delays (`/api/reporting/v2/orderDelaysQuery`): per purchase-order milestone, of the orders dated in
 * the period (order_date): milestones due (a planned date), late (done after the planned date, or not done
 * and the planned date passed), the average and longest delay in days. Origins/destinations narrow by the
 * order's POL/POD; carriers and modes do not apply.
 */
export const orderDelaysReport: ReportDefinition = {
  name: 'orderDelays',
  title: 'Order delays',
  description: 'Purchase-order milestones due, late, and by how many days, per milestone.',
  area: 'orders',
  access: { features: ['reports', 'orders'], level: 'Read' },
  columns: [
    { key: 'milestone', title: 'Milestone', type: 'text', dimension: true },
    { key: 'orders', title: 'Orders', type: 'number' },
    { key: 'due', title: 'Due', type: 'number' },
    { key: 'late', title: 'Late', type: 'number' },
    { key: 'latePct', title: 'Late %', type: 'percent', digits: 1 },
    { key: 'avgDelayDays', title: 'Average delay', type: 'days', digits: 1 },
    { key: 'maxDelayDays', title: 'Longest delay', type: 'days', digits: 0 },
  ],
  series: { kind: 'hbar', x: 'milestone', y: ['late', 'due'] },
  async run(db, scope, filter) {
    const params = new SqlParams([scope.companyId]);
    const { where } = reportPeriodSql(filter, { at: 'o.order_date', origin: 'o.pol', destination: 'o.pod' }, params);
    const today = params.add(scope.now.toISOString().slice(0, 10), 'date');
    const result = await db.query<Row>(
      `SELECT m.milestone, count(DISTINCT o.id)::int AS orders,
              count(*) FILTER (WHERE m.planned_date IS NOT NULL)::int AS due,
              count(*) FILTER (WHERE m.planned_date IS NOT NULL AND coalesce(m.actual_date, ${today}) > m.planned_date AND (m.actual_date IS NOT NULL OR m.planned_date < ${today}))::int AS late,
              round(avg(coalesce(m.actual_date, ${today}) - m.planned_date) FILTER (WHERE m.planned_date IS NOT NULL AND coalesce(m.actual_date, ${today}) > m.planned_date), 1)::text AS avg_delay,
              max(coalesce(m.actual_date, ${today}) - m.planned_date) FILTER (WHERE m.planned_date IS NOT NULL AND coalesce(m.actual_date, ${today}) > m.planned_date) AS max_delay
         FROM purchase_orders o
         JOIN order_milestones m ON m.order_id = o.id AND m.line_item_id IS NULL
        WHERE o.company_id = $1 AND o.status NOT IN ('DRAFT', 'CANCELLED', 'REJECTED') AND m.milestone <> 'ISSUED' AND ${where.join(' AND ')}
        GROUP BY m.milestone`,
      params.values,
    );
    const rows = result.rows
      .sort((a, b) => ORDER.indexOf(a.milestone) - ORDER.indexOf(b.milestone))
      .map((r) => ({
        milestone: r.milestone,
        orders: r.orders,
        due: r.due,
        late: r.late,
        latePct: r.due ? Number(((100 * r.late) / r.due).toFixed(1)) : null,
        avgDelayDays: r.avg_delay === null ? null : Number(r.avg_delay),
        maxDelayDays: r.max_delay,
      }));
    return { rows, totals: { late: rows.reduce((n, r) => n + r.late, 0) } };
  },
};
