import { baseRecord, iso, type Db } from '@portolan/sdk/server';
import type { LossReason, QuoteState } from '../../shared/states';
import type { Margin, QuoteLine, QuoteOption, QuoteRecord } from '../../shared/types';
import { difference, money } from './quoteMath';

/** The quote columns as text where PGlite and PostgreSQL would differ (days, numerics). */
export const QUOTE_COLUMNS = `q.id, q.company_id, q.enquiry_id, q.reference, q.revision, q.status, q.currency, q.margin_type,
  q.margin_value::text AS margin_value, q.valid_until::text AS valid_until, q.terms_id, q.terms, q.notes, q.exchange,
  q.sell_from::text AS sell_from, q.published_at, q.accepted_option_id, q.accepted_at, q.accepted_by, q.decline_reason,
  q.decline_comment, q.created_by, q.created_at, q.updated_at, q.version, e.reference AS enquiry_reference, e.customer_name`;

type Row = Record<string, unknown>;

function marginOf(type: unknown, value: unknown): Margin | null {
  return type ? { type: type as Margin['type'], value: String(value) } : null;
}

function text(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

function lineOf(row: Row, currency: string): QuoteLine {
  const buyCurrency = String(row.buy_currency);
  return {
    _id: String(row.id),
    code: String(row.code),
    name: String(row.name),
    stage: row.stage as QuoteLine['stage'],
    basis: row.basis as QuoteLine['basis'],
    quantity: String(row.quantity),
    buyUnit: String(row.buy_unit),
    buyAmount: money(String(row.buy_amount), buyCurrency),
    buyCurrency,
    rateId: text(row.rate_id),
    margin: marginOf(row.margin_type, row.margin_value),
    sellAmount: money(String(row.sell_amount), currency),
    buyConverted: money(String(row.buy_converted), currency),
  };
}

/** The options (with lines) of some quotes, by quote id, in position order. */
export async function optionsOfQuotes(db: Db, quotes: Array<{ id: string; currency: string }>): Promise<Map<string, QuoteOption[]>> {
  const byQuote = new Map<string, QuoteOption[]>(quotes.map((q) => [q.id, []]));
  if (quotes.length === 0) return byQuote;
  const currencyOf = new Map(quotes.map((q) => [q.id, q.currency]));
  const ids = quotes.map((q) => q.id);
  const options = await db.query<Row>(
    `SELECT id, quote_id, position, title, carrier, origin, destination, via, transit_days, free_days, sailing,
       sell_total::text AS sell_total, buy_total::text AS buy_total
     FROM quote_options WHERE quote_id = ANY($1::uuid[]) ORDER BY quote_id, position`,
    [ids],
  );
  const lines = await db.query<Row>(
    `SELECT l.id, l.option_id, l.code, l.name, l.stage, l.basis, l.quantity::text AS quantity, l.buy_unit::text AS buy_unit,
       l.buy_amount::text AS buy_amount, l.buy_currency, l.rate_id, l.margin_type, l.margin_value::text AS margin_value,
       l.buy_converted::text AS buy_converted, l.sell_amount::text AS sell_amount
     FROM quote_lines l JOIN quote_options o ON o.id = l.option_id WHERE o.quote_id = ANY($1::uuid[]) ORDER BY l.option_id, l.position`,
    [ids],
  );
  const linesByOption = new Map<string, QuoteLine[]>();
  const quoteOfOption = new Map(options.rows.map((o) => [String(o.id), String(o.quote_id)]));
  for (const l of lines.rows) {
    const optionId = String(l.option_id);
    const list = linesByOption.get(optionId) ?? [];
    list.push(lineOf(l, currencyOf.get(quoteOfOption.get(optionId)!)!));
    linesByOption.set(optionId, list);
  }
  for (const o of options.rows) {
    const currency = currencyOf.get(String(o.quote_id))!;
    const sell = money(String(o.sell_total), currency);
    const buy = money(String(o.buy_total), currency);
    byQuote.get(String(o.quote_id))!.push({
      _id: String(o.id),
      position: Number(o.position),
      title: String(o.title),
      carrier: String(o.carrier),
      origin: String(o.origin),
      destination: String(o.destination),
      via: (o.via as string[] | null) ?? [],
      transitDays: o.transit_days === null ? null : Number(o.transit_days),
      freeDays: o.free_days === null ? null : Number(o.free_days),
      sailing: (o.sailing as QuoteOption['sailing']) ?? null,
      lines: linesByOption.get(String(o.id)) ?? [],
      sellTotal: sell,
      buyTotal: buy,
      marginTotal: difference(sell, buy, currency),
    });
  }
  return byQuote;
}

/** A quote row (QUOTE_COLUMNS) and its options as the forwarder sees it. */
export function quoteRecordOf(row: Row, options: QuoteOption[]): QuoteRecord {
  const currency = String(row.currency);
  return {
    ...baseRecord(row),
    reference: String(row.reference),
    revision: Number(row.revision),
    status: row.status as QuoteState,
    enquiryId: String(row.enquiry_id),
    enquiryReference: String(row.enquiry_reference),
    customerName: String(row.customer_name),
    currency,
    margin: marginOf(row.margin_type, row.margin_value),
    validUntil: String(row.valid_until),
    termsId: text(row.terms_id),
    terms: text(row.terms),
    notes: text(row.notes),
    exchange: row.exchange as QuoteRecord['exchange'],
    options,
    sellFrom: row.sell_from === null || row.sell_from === undefined ? null : money(String(row.sell_from), currency),
    publishedAt: iso(row.published_at),
    acceptedOptionId: text(row.accepted_option_id),
    acceptedAt: iso(row.accepted_at),
    acceptedBy: text(row.accepted_by),
    declineReason: (row.decline_reason as LossReason | null) ?? null,
    declineComment: text(row.decline_comment),
  };
}

/** Quotes by id with their options; `companyId` scopes to a forwarder (undefined: any, for shared and token views). */
export async function loadQuotes(db: Db, where: string, params: unknown[]): Promise<QuoteRecord[]> {
  const rows = await db.query<Row>(`SELECT ${QUOTE_COLUMNS} FROM quotes q JOIN enquiries e ON e.id = q.enquiry_id WHERE ${where}`, params);
  const options = await optionsOfQuotes(db, rows.rows.map((r) => ({ id: String(r.id), currency: String(r.currency) })));
  return rows.rows.map((r) => quoteRecordOf(r, options.get(String(r.id)) ?? []));
}

/** One quote of a forwarder (undefined: none, or another company's). */
export async function loadQuote(db: Db, companyId: string, id: string): Promise<QuoteRecord | undefined> {
  return (await loadQuotes(db, 'q.id = $1 AND q.company_id = $2', [id, companyId]))[0];
}
