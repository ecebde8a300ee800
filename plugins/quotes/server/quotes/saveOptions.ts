import { badRequest, type Db } from '@portolan/sdk/server';
import type { Margin, QuoteLine, QuoteOption, QuoteRecord } from '../../shared/types';
import { hasRate, optionAmounts, sellFromOf, type Exchange } from './quoteMath';

/** A line as a client sends it (sell and converted amounts are always recomputed). */
export type LineInput = Pick<QuoteLine, 'code' | 'name' | 'stage' | 'basis' | 'quantity' | 'buyUnit' | 'buyCurrency'> & { _id?: string; rateId?: string | null; margin?: Margin | null };

/** An option as a client sends it. */
export type OptionInput = Pick<QuoteOption, 'title' | 'carrier' | 'origin' | 'destination'> &
  Partial<Pick<QuoteOption, 'via' | 'transitDays' | 'freeDays' | 'sailing'>> & { _id?: string; lines: LineInput[] };

/** What the math of a quote depends on. */
export type QuotePricing = { currency: string; margin: Margin | null; exchange: Exchange };

/** A stored option as the input that would write it again (to recompute after a currency or margin change). */
export function inputOfOption(o: QuoteOption): OptionInput {
  return {
    _id: o._id,
    title: o.title,
    carrier: o.carrier,
    origin: o.origin,
    destination: o.destination,
    via: o.via,
    transitDays: o.transitDays,
    freeDays: o.freeDays,
    sailing: o.sailing,
    lines: o.lines.map((l) => ({ _id: l._id, code: l.code, name: l.name, stage: l.stage, basis: l.basis, quantity: l.quantity, buyUnit: l.buyUnit, buyCurrency: l.buyCurrency, rateId: l.rateId, margin: l.margin })),
  };
}

/** 400 naming the first option or line field the quote cannot price or whose id is not the quote's. */
async function check(tx: Db, quoteId: string, options: OptionInput[], pricing: QuotePricing, field: string): Promise<void> {
  const known = await tx.query<{ option_id: string; line_id: string | null }>(
    'SELECT o.id AS option_id, l.id AS line_id FROM quote_options o LEFT JOIN quote_lines l ON l.option_id = o.id WHERE o.quote_id = $1',
    [quoteId],
  );
  const optionIds = new Set(known.rows.map((r) => r.option_id));
  const lineIds = new Set(known.rows.map((r) => r.line_id).filter(Boolean));
  const seenOptions = new Set<string>();
  const seenLines = new Set<string>();
  options.forEach((o, i) => {
    if (o._id !== undefined && (!optionIds.has(o._id) || seenOptions.has(o._id))) throw badRequest(`${field}.${i}._id is not an option of this quote`, `${field}.${i}._id`);
    if (o._id) seenOptions.add(o._id);
    o.lines.forEach((l, j) => {
      const at = `${field}.${i}.lines.${j}`;
      if (l._id !== undefined && (!lineIds.has(l._id) || seenLines.has(l._id))) throw badRequest(`${at}._id is not a line of this quote`, `${at}._id`);
      if (l._id) seenLines.add(l._id);
      if (!hasRate(pricing.exchange, l.buyCurrency)) throw badRequest(`${at}.buyCurrency ${l.buyCurrency} has no exchange rate in the quote's table`, `${at}.buyCurrency`);
    });
  });
}

/**
 * Replaces a quote's options and lines wholesale (ids given are kept), each priced by the quote math,
 * and sets the quote's sell_from. In the caller's transaction; `field` names the options in 400s.
 */
export async function saveOptions(tx: Db, companyId: string, quoteId: string, options: OptionInput[], pricing: QuotePricing, field = 'data.options'): Promise<void> {
  await check(tx, quoteId, options, pricing, field);
  await tx.query('DELETE FROM quote_options WHERE quote_id = $1', [quoteId]);
  const totals: string[] = [];
  for (const [i, o] of options.entries()) {
    const amounts = optionAmounts(o.lines.map((l) => ({ quantity: l.quantity, buyUnit: l.buyUnit, buyCurrency: l.buyCurrency, margin: l.margin ?? null })), pricing.margin, pricing.currency, pricing.exchange);
    totals.push(amounts.sellTotal);
    const row = await tx.one<{ id: string }>(
      `INSERT INTO quote_options (id, company_id, quote_id, position, title, carrier, origin, destination, via, transit_days, free_days, sailing, sell_total, buy_total)
       VALUES (COALESCE($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
      [o._id ?? null, companyId, quoteId, i + 1, o.title.trim(), o.carrier.trim(), o.origin, o.destination, o.via ?? [], o.transitDays ?? null, o.freeDays ?? null,
        o.sailing ? JSON.stringify(o.sailing) : null, amounts.sellTotal, amounts.buyTotal],
    );
    for (const [j, l] of o.lines.entries()) {
      const a = amounts.lines[j]!;
      await tx.query(
        `INSERT INTO quote_lines (id, company_id, option_id, position, code, name, stage, basis, quantity, buy_unit, buy_amount, buy_currency, rate_id, margin_type, margin_value, buy_converted, sell_amount)
         VALUES (COALESCE($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
        [l._id ?? null, companyId, row!.id, j + 1, l.code, l.name.trim(), l.stage, l.basis, l.quantity, l.buyUnit, a.buyAmount, l.buyCurrency, l.rateId ?? null,
          l.margin?.type ?? null, l.margin?.value ?? null, a.buyConverted, a.sellAmount],
      );
    }
  }
  await tx.query('UPDATE quotes SET sell_from = $2 WHERE id = $1', [quoteId, sellFromOf(totals, pricing.currency)]);
}

/** Prices a stored quote again (after its currency, exchange or margin changed). */
export async function repriceQuote(tx: Db, companyId: string, quote: QuoteRecord, pricing: QuotePricing, field: string): Promise<void> {
  await saveOptions(tx, companyId, quote._id, quote.options.map(inputOfOption), pricing, field);
}
