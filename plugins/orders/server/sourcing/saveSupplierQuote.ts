import Big from 'big.js';
import { badRequest, conflict, iso, notifyCompany, type Db, type NoticeServices } from '@portolan/sdk/server';
import { ORDER_RFQ_KIND } from '../../shared/states';
import type { SupplierQuoteAnswer } from '../../shared/types';
import { lineAmount } from '../orders/insertPurchaseOrder';
import { MAX_TOTAL } from '../requisitions/saveRequisitionLines';
import { rfqOfLink } from './loadSupplierQuoteView';
import type { OpenQuoteLink } from './quoteLinks';

const PRICE = /^\d{1,14}(\.\d{1,4})?$/;
const QUANTITY = /^\d{1,11}(\.\d{1,3})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (v: string) => DAY.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

/**
 * A supplier's answer from its link, in the caller's transaction: only while the RFQ is OPEN and before
 * its deadline (409 otherwise). `decline` → the supplier DECLINED with its reason (a quote it had is
 * withdrawn); else the lines are saved (every RFQ line at most once; 400 `data.lines.<i>.<field>`),
 * the total recomputed, and with `submit` the quote is SUBMITTED (again: revised in place) and the
 * supplier QUOTED. Submitting and declining notify the buyer's company ('order.supplier-quote'; `buyerLink` to the RFQ screen).
 */
export async function saveSupplierQuote(tx: Db, notices: NoticeServices, link: OpenQuoteLink, answer: SupplierQuoteAnswer, buyerLink: string): Promise<void> {
  const party = await rfqOfLink(tx, link, true);
  if (party.status !== 'OPEN') throw conflict(`Cannot quote: the RFQ is ${party.status}`);
  if (!party.canQuote) throw conflict(`Cannot quote: the quote deadline passed on ${iso(party.quote_deadline)!.replace('T', ' ').slice(0, 16)} UTC`);
  const tell = (what: string, body: string) => notifyCompany(tx, notices, party.company_id, {
    event: 'order.supplier-quote', subject: `${party.reference} ${party.title}: ${party.supplier_name} ${what}`, body,
    href: `/order-rfqs/${party.rfq_id}`, record: { kind: ORDER_RFQ_KIND, id: String(party.rfq_id) },
  });

  if (answer.decline) {
    const reason = answer.decline.reason.trim();
    await tx.query('DELETE FROM supplier_quotes WHERE rfq_supplier_id = $1', [party.id]);
    await tx.query("UPDATE order_rfq_suppliers SET status = 'DECLINED', decline_reason = $2 WHERE id = $1", [party.id, reason]);
    await touch(tx, party.rfq_id);
    await tell('declined to quote', `${party.supplier_name} declined to quote on ${party.reference}: ${reason}\n\nOpen the RFQ: ${buyerLink}\n`);
    return;
  }

  const rfqLines = await tx.query<{ id: string }>('SELECT id FROM order_rfq_line_items WHERE rfq_id = $1', [party.rfq_id]);
  const known = new Set(rfqLines.rows.map((r) => String(r.id)));
  const seen = new Set<string>();
  const currency = (await tx.one<{ currency: string }>('SELECT currency FROM order_rfqs WHERE id = $1', [party.rfq_id]))!.currency;
  let total = new Big(0);
  answer.lines.forEach((l, i) => {
    const at = `data.lines.${i}`;
    if (!known.has(l.rfqLineItemId)) throw badRequest('Not a line of this RFQ', `${at}.rfqLineItemId`);
    if (seen.has(l.rfqLineItemId)) throw badRequest('This line is quoted twice', `${at}.rfqLineItemId`);
    seen.add(l.rfqLineItemId);
    if (!PRICE.test(l.unitPrice)) throw badRequest('The unit price must be a decimal of at least 0 (up to 4 decimals)', `${at}.unitPrice`);
    if (!QUANTITY.test(l.quantity) || new Big(l.quantity).lte(0)) throw badRequest('The quantity must be above 0 (up to 3 decimals)', `${at}.quantity`);
    if (l.leadTimeDays < 0 || l.leadTimeDays > 730) throw badRequest('The lead time must be 0 to 730 days', `${at}.leadTimeDays`);
    if (!isDay(l.cargoReadyDate)) throw badRequest('The cargo-ready day must be a date (YYYY-MM-DD)', `${at}.cargoReadyDate`);
    total = total.plus(lineAmount(l.quantity, l.unitPrice, currency));
  });
  if (total.gte(MAX_TOTAL)) throw badRequest('The quote total is too large', 'data.lines');
  if (answer.validUntil && !isDay(answer.validUntil)) throw badRequest('Must be a date (YYYY-MM-DD)', 'data.validUntil');
  if (answer.submit && !answer.lines.length) throw badRequest('Quote at least one line to submit', 'data.lines');

  const quote = await tx.one<{ id: string }>(
    `INSERT INTO supplier_quotes (company_id, rfq_id, rfq_supplier_id, supplier_id, status, valid_until, notes, total_amount, submitted_at)
     VALUES ($1, $2, $3, $4, CASE WHEN $8 THEN 'SUBMITTED' ELSE 'DRAFT' END, $5, $6, $7, CASE WHEN $8 THEN now() END)
     ON CONFLICT (rfq_id, supplier_id) DO UPDATE SET status = CASE WHEN $8 THEN 'SUBMITTED' ELSE supplier_quotes.status END, valid_until = EXCLUDED.valid_until, notes = EXCLUDED.notes,
       total_amount = EXCLUDED.total_amount, submitted_at = CASE WHEN $8 THEN now() ELSE supplier_quotes.submitted_at END, updated_at = now(), version = supplier_quotes.version + 1
     RETURNING id`,
    [party.company_id, party.rfq_id, party.id, party.supplier_id, answer.validUntil ?? null, answer.notes?.trim() || null, total.toFixed(4), answer.submit === true],
  );
  await tx.query('DELETE FROM supplier_quote_line_items WHERE quote_id = $1', [quote!.id]);
  await tx.query(
    `INSERT INTO supplier_quote_line_items (quote_id, company_id, rfq_line_item_id, unit_price, quantity, lead_time_days, cargo_ready_date, comment)
     SELECT $2, $3, t.rfq_line_item_id, t.unit_price, t.quantity, t.lead_time_days, t.cargo_ready_date, t.comment
       FROM jsonb_to_recordset($1::jsonb) AS t(rfq_line_item_id uuid, unit_price numeric, quantity numeric, lead_time_days int, cargo_ready_date date, comment text)`,
    [
      JSON.stringify(answer.lines.map((l) => ({ rfq_line_item_id: l.rfqLineItemId, unit_price: l.unitPrice, quantity: l.quantity, lead_time_days: l.leadTimeDays, cargo_ready_date: l.cargoReadyDate, comment: l.comment?.trim() || null }))),
      quote!.id,
      party.company_id,
    ],
  );
  if (answer.submit) {
    await tx.query("UPDATE order_rfq_suppliers SET status = 'QUOTED', decline_reason = NULL WHERE id = $1", [party.id]);
    await touch(tx, party.rfq_id);
    const again = party.supplier_status === 'QUOTED';
    await tell(again ? 'revised its quote' : 'submitted a quote',
      `${party.supplier_name} ${again ? 'revised its' : 'submitted a'} quote on ${party.reference}: ${currency} ${total.toFixed(2)} for ${answer.lines.length} line(s).\n\nCompare the quotes: ${buyerLink}\n`);
  } else if (party.supplier_status === 'INVITED') {
    await tx.query("UPDATE order_rfq_suppliers SET status = 'VIEWED' WHERE id = $1", [party.id]);
  }
}

/** A supplier's move changes what the buyer's RFQ shows: its version moves on (a stale award is a 409). */
async function touch(tx: Db, rfqId: string): Promise<void> {
  await tx.query('UPDATE order_rfqs SET version = version + 1, updated_at = now() WHERE id = $1', [rfqId]);
}
