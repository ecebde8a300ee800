import Big from 'big.js';
import { badRequest, currencyDigits, type Db, type ExchangeTable } from '@portolan/sdk/server';
import type { EnquirySummary } from '../../shared/types';
import { ENQUIRY_STATES, type EnquiryState } from '../../shared/states';

/** Months `YYYY-MM` from `from` to `to` (days), inclusive. */
function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const d = new Date(`${from.slice(0, 7)}-01T00:00:00Z`);
  while (d.toISOString().slice(0, 7) <= to.slice(0, 7)) {
    out.push(d.toISOString().slice(0, 7));
    d.setUTCMonth(d.getUTCMonth() + 1);
  }
  return out;
}

/** Converts exactly through the table (1 base = rates[c] of c); a currency it lacks is a 400 naming it. */
function converter(table: ExchangeTable, to: string): (amount: string, from: string) => Big {
  const rate = (c: string) => {
    if (c === table.base) return new Big(1);
    const r = table.rates[c];
    if (!r) throw badRequest(`No exchange rate for ${c} in the rate table of ${table.rateDate}`, 'currency');
    return new Big(r);
  };
  return (amount, from) => (from === to ? new Big(amount) : new Big(amount).div(rate(from)).times(rate(to)));
}

/**
 * The enquiries-and-quotes figures for `from`–`to` (days, inclusive, UTC) in `currency`:
 * enquiries received in the range (by created_at) with their states, won and lost among them, the win
 * rate (won ÷ decided) and the average hours to the first published quote; quotes published in the range
 * (`quotesSent`) and the sum of their cheapest options (`revenueQuoted`, quotes.sell_from); quotes accepted
 * in the range and their accepted options' totals (`revenueWon`). Other currencies are converted with the
 * company's exchange table (big.js), the sums rounded to the currency's minor unit. `byMonth`: enquiries
 * by their created month, revenue by the month it was published / accepted.
 */
export async function enquirySummary(db: Db, companyId: string, range: { from: string; to: string; currency: string }, table: () => Promise<ExchangeTable>): Promise<EnquirySummary> {
  const { from, to, currency } = range;
  const months = monthsBetween(from, to);
  const month = (m: string) => ({ month: m, received: 0, quoted: 0, won: 0, lost: 0, revenueQuoted: new Big(0), revenueWon: new Big(0) });
  const byMonth = new Map(months.map((m) => [m, month(m)]));
  const byStatus = Object.fromEntries(ENQUIRY_STATES.map((s) => [s, 0])) as Record<EnquiryState, number>;

  const enquiries = await db.query<{ m: string; status: EnquiryState; quoted: boolean; n: string }>(
    `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS m, status, first_quoted_at IS NOT NULL AS quoted, count(*) AS n
       FROM enquiries WHERE company_id = $1 AND created_at >= $2::date AND created_at < ($3::date + 1)
      GROUP BY 1, 2, 3`,
    [companyId, from, to],
  );
  let total = 0;
  for (const r of enquiries.rows) {
    const n = Number(r.n);
    total += n;
    byStatus[r.status] += n;
    const b = byMonth.get(r.m);
    if (!b) continue;
    b.received += n;
    if (r.quoted) b.quoted += n;
    if (r.status === 'WON') b.won += n;
    if (r.status === 'LOST') b.lost += n;
  }
  const response = await db.one<{ hours: string | null }>(
    `SELECT avg(EXTRACT(EPOCH FROM (first_quoted_at - created_at)) / 3600) AS hours
       FROM enquiries WHERE company_id = $1 AND first_quoted_at IS NOT NULL AND created_at >= $2::date AND created_at < ($3::date + 1)`,
    [companyId, from, to],
  );

  const published = await db.query<{ m: string; sell_from: string | null; currency: string }>(
    `SELECT to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM') AS m, sell_from::text AS sell_from, currency
       FROM quotes WHERE company_id = $1 AND published_at IS NOT NULL AND published_at >= $2::date AND published_at < ($3::date + 1)`,
    [companyId, from, to],
  );
  const accepted = await db.query<{ m: string; total: string; currency: string }>(
    `SELECT to_char(q.accepted_at AT TIME ZONE 'UTC', 'YYYY-MM') AS m, o.sell_total::text AS total, q.currency
       FROM quotes q JOIN quote_options o ON o.id = q.accepted_option_id AND o.quote_id = q.id
      WHERE q.company_id = $1 AND q.accepted_at IS NOT NULL AND q.accepted_at >= $2::date AND q.accepted_at < ($3::date + 1)`,
    [companyId, from, to],
  );
  const needsTable = [...published.rows, ...accepted.rows].some((r) => r.currency !== currency);
  const convert = converter(needsTable ? await table() : { base: currency, rates: {}, rateDate: '', source: '' }, currency);
  let revenueQuoted = new Big(0);
  let revenueWon = new Big(0);
  for (const r of published.rows) {
    if (r.sell_from === null) continue;
    const v = convert(r.sell_from, r.currency);
    revenueQuoted = revenueQuoted.plus(v);
    const b = byMonth.get(r.m);
    if (b) b.revenueQuoted = b.revenueQuoted.plus(v);
  }
  for (const r of accepted.rows) {
    const v = convert(r.total, r.currency);
    revenueWon = revenueWon.plus(v);
    const b = byMonth.get(r.m);
    if (b) b.revenueWon = b.revenueWon.plus(v);
  }
  const digits = currencyDigits(currency);
  const money = (v: Big) => v.round(digits, Big.roundHalfUp).toFixed(digits);
  const won = byStatus.WON;
  const lost = byStatus.LOST;
  return {
    from,
    to,
    currency,
    enquiries: total,
    quotesSent: published.rows.length,
    won,
    lost,
    winRate: won + lost === 0 ? null : won / (won + lost),
    averageResponseHours: response?.hours === null || response?.hours === undefined ? null : Math.round(Number(response.hours) * 10) / 10,
    revenueQuoted: money(revenueQuoted),
    revenueWon: money(revenueWon),
    byStatus,
    byMonth: [...byMonth.values()].map((b) => ({ ...b, revenueQuoted: money(b.revenueQuoted), revenueWon: money(b.revenueWon) })),
  };
}
