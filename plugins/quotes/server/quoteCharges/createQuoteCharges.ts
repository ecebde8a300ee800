import Big from 'big.js';
import { iso, isUuid, type AcceptedQuote, type Db, type QuoteChargeLine, type QuoteCharges, type ServerPluginContext } from '@portolan/sdk/server';
import { currencyDigits } from '@portolan/sdk/shared';

type Row = Record<string, unknown>;

const DEFAULT_LIMIT = 20;
const MAX_LIMIT = 200;

/** A place code as the options hold them (UN/LOCODE, upper case), or null when there is none to match. */
const placeOf = (value: string | undefined) => (value && value.trim() ? value.trim().toUpperCase() : null);

/**
 * The QUOTE_CHARGES service: the company's own ACCEPTED quotes, newest acceptance first, each with the
 * charges of the option its customer accepted (sell side only: code, name, stage, basis, quantity, the
 * unit sell price = sell amount / quantity rounded half-up to 6 places, and the sell amount at the
 * quote currency's minor digits). Filters: `quoteId`; `customerCompanyId` (the enquiry's customer
 * company, else its customer record's); `origin` / `destination` — a UN/LOCODE matched against the
 * accepted option's origin/destination or the enquiry's (its POL/POD); `limit` (default 20, at most 200).
 * Ids that are not UUIDs match nothing.
 */
export function createQuoteCharges(ctx?: Pick<ServerPluginContext, 'db'>): QuoteCharges {
  void ctx;
  return {
    async accepted(db: Db, companyId: string, filter = {}) {
      if (!isUuid(companyId)) return [];
      if (filter.quoteId !== undefined && !isUuid(filter.quoteId)) return [];
      if (filter.customerCompanyId !== undefined && !isUuid(filter.customerCompanyId)) return [];
      const requested = Number.isInteger(filter.limit) ? filter.limit! : DEFAULT_LIMIT;
      const limit = Math.min(Math.max(requested, 1), MAX_LIMIT);

      const params: unknown[] = [companyId];
      const where = ["q.company_id = $1", "q.status = 'ACCEPTED'"];
      const customerCompany = 'COALESCE(e.customer_company_id, c.customer_company_id)';
      if (filter.quoteId) where.push(`q.id = $${params.push(filter.quoteId)}`);
      if (filter.customerCompanyId) where.push(`${customerCompany} = $${params.push(filter.customerCompanyId)}`);
      const origin = placeOf(filter.origin);
      if (origin) where.push(`(upper(o.origin) = $${params.push(origin)} OR e.origin = $${params.length})`);
      const destination = placeOf(filter.destination);
      if (destination) where.push(`(upper(o.destination) = $${params.push(destination)} OR e.destination = $${params.length})`);

      const quotes = await db.query<Row>(
        `SELECT q.id, q.reference, q.currency, q.accepted_at, q.accepted_option_id, ${customerCompany} AS customer_company_id,
           e.customer_name, o.origin, o.destination, o.carrier
         FROM quotes q
         JOIN enquiries e ON e.id = q.enquiry_id AND e.company_id = q.company_id
         LEFT JOIN customers c ON c.id = e.customer_id AND c.company_id = q.company_id
         JOIN quote_options o ON o.id = q.accepted_option_id AND o.quote_id = q.id
         WHERE ${where.join(' AND ')}
         ORDER BY q.accepted_at DESC NULLS LAST, q.id DESC
         LIMIT ${limit}`,
        params,
      );
      if (quotes.rows.length === 0) return [];

      const optionIds = quotes.rows.map((q) => String(q.accepted_option_id));
      const lines = await db.query<Row>(
        `SELECT option_id, code, name, stage, basis, quantity::text AS quantity, sell_amount::text AS sell_amount
         FROM quote_lines WHERE company_id = $1 AND option_id = ANY($2::uuid[]) ORDER BY option_id, position`,
        [companyId, optionIds],
      );
      const byOption = new Map<string, Row[]>();
      for (const l of lines.rows) byOption.set(String(l.option_id), [...(byOption.get(String(l.option_id)) ?? []), l]);

      return quotes.rows.map((q): AcceptedQuote => {
        const currency = String(q.currency);
        const digits = currencyDigits(currency);
        return {
          quoteId: String(q.id),
          reference: String(q.reference),
          customerCompanyId: q.customer_company_id ? String(q.customer_company_id) : null,
          customerName: String(q.customer_name),
          currency,
          acceptedAt: iso(q.accepted_at) ?? '',
          origin: String(q.origin),
          destination: String(q.destination),
          carrier: String(q.carrier),
          lines: (byOption.get(String(q.accepted_option_id)) ?? []).map((l): QuoteChargeLine => {
            const quantity = new Big(String(l.quantity));
            const sell = new Big(String(l.sell_amount));
            return {
              code: String(l.code),
              name: String(l.name),
              stage: l.stage as QuoteChargeLine['stage'],
              basis: l.basis as QuoteChargeLine['basis'],
              quantity: quantity.toFixed(),
              unitSell: sell.div(quantity).round(6, Big.roundHalfUp).toFixed(),
              sellAmount: sell.toFixed(digits),
            };
          }),
        };
      });
    },
  };
}
