import { companyNetwork, type Db } from '@portolan/sdk/server';
import type { LaneAverage } from '../../shared/types';
import type { Converter } from './exchangeRates';
import { roundMoney } from './money';
import { todayUtc } from '@portolan/sdk/shared';

/**
 * The lane's market view: per month (oldest first, the last `months` up to this one), the average,
 * min, max and quartiles (percentile_cont) of the FCL rates of the container type valid at any time in
 * that month that the company pays — its own BUY, CONTRACT and SPOT rates (its SELL prices carry its
 * own margin, not the market's) and the SELL rates of its network (what connected forwarders offer
 * it) — each converted into `currency` at the exchange table's cross rate. Months without a rate are
 * left out. The network is read once, then one statement.
 */
export async function laneAverage(
  db: Db,
  companyId: string,
  query: { origin: string; destination: string; containerType: string; currency: string; months: number },
  converter: Converter,
): Promise<LaneAverage> {
  const currencies = Object.keys(converter.table.rates).concat(converter.table.base).filter((c, i, all) => all.indexOf(c) === i);
  const factors = currencies.map((c) => converter.rate(c, query.currency));
  const network = (await companyNetwork(db, companyId)).map((c) => c.id);
  const first = new Date(`${todayUtc().slice(0, 7)}-01T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() - (query.months - 1));
  const rows = await db.query<{ month: string; average: string; min: string; max: string; p25: string; p75: string; samples: number }>(
    `WITH months AS (SELECT generate_series($5::date, date_trunc('month', $6::date)::date, interval '1 month')::date AS m),
          fx AS (SELECT * FROM unnest($7::text[], $8::numeric[]) AS f(currency, factor))
     SELECT to_char(months.m, 'YYYY-MM') AS month, avg(r.v)::text AS average, min(r.v)::text AS min, max(r.v)::text AS max,
            (percentile_cont(0.25) WITHIN GROUP (ORDER BY r.v))::numeric::text AS p25,
            (percentile_cont(0.75) WITHIN GROUP (ORDER BY r.v))::numeric::text AS p75, count(r.v)::int AS samples
       FROM months
       JOIN LATERAL (
         SELECT t.amount * fx.factor AS v FROM rates t JOIN fx ON fx.currency = t.currency
          WHERE ((t.company_id = $1 AND t.side <> 'SELL') OR (t.company_id = ANY($9::uuid[]) AND t.side = 'SELL')) AND t.kind = 'FCL' AND t.origin = $2 AND t.destination = $3 AND t.container_type = $4
            AND t.valid_to >= months.m AND t.valid_from <= (months.m + interval '1 month' - interval '1 day')::date
       ) r ON true
      GROUP BY months.m ORDER BY months.m`,
    [companyId, query.origin, query.destination, query.containerType, first.toISOString().slice(0, 10), todayUtc(), currencies, factors, network],
  );
  const money = (v: string) => roundMoney(v, query.currency);
  return {
    origin: query.origin,
    destination: query.destination,
    containerType: query.containerType,
    currency: query.currency,
    points: rows.rows.map((r) => ({ month: r.month, average: money(r.average), min: money(r.min), max: money(r.max), p25: money(r.p25), p75: money(r.p75), samples: Number(r.samples) })),
  };
}
