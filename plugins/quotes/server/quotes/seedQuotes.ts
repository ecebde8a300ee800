import { connectedCompanies, demoLaneCarriers, shareRecord, stableHash, writeActivity, type Db, type SeedContext, nextReference } from '@portolan/sdk/server';
import type { EnquiryState, QuoteState } from '../../shared/states';
import { QUOTE_KIND, type Margin } from '../../shared/types';
import { addDays, todayUtc } from '@portolan/sdk/shared';
import { loadQuote } from './loadQuote';
import type { Exchange } from './quoteMath';
import { saveOptions, type LineInput, type OptionInput } from './saveOptions';
import { snapshotRevision } from './snapshotRevision';

/** What each enquiry state's quote is in the demo. */
const QUOTE_STATE: Partial<Record<EnquiryState, QuoteState>> = { QUOTING: 'DRAFT', QUOTED: 'PUBLISHED', WON: 'ACCEPTED', LOST: 'DECLINED', EXPIRED: 'EXPIRED' };

/**
 * The notes a forwarder keeps on its quotes to some customers, by enquiry contact: Acme's quotes name its
 * logistics head as she signs in Hindi and the buyer's sourcing agent in Shanghai to be kept informed
 * (the printed quotes carry Devanagari and Chinese names).
 */
const CONTACT_NOTES: Record<string, string> = {
  'asha.patel@acme.example': "Attention: Asha Patel (आशा पटेल), Acme Exports. Please copy the buyer's sourcing agent, 上海远洋贸易有限公司 (Shanghai Ocean Trading Co., Ltd.), on the booking confirmation.",
};

/** Used only when the company has no exchange table yet (the rates seed gives it one). */
const FALLBACK_EXCHANGE: Exchange = {
  base: 'USD',
  rateDate: todayUtc(),
  source: 'Demo reference rates',
  rates: { EUR: '0.92', GBP: '0.79', INR: '83.25', CNY: '7.21', SGD: '1.34', AED: '3.6725', JPY: '149.5', KRW: '1380' },
};

type EnquiryRow = {
  id: string; reference: string; status: EnquiryState; origin: string; destination: string; mode: 'FCL' | 'LCL'; containers: Array<{ type: string; count: number }>;
  weight_kg: string | null; volume_m3: string | null; currency: string; created_at: Date | string; first_quoted_at: Date | string | null; updated_at: Date | string;
  loss_reason: string | null; feedback: string | null; contact_name: string | null; contact_email: string | null; customer_company_id: string | null;
  margin_type: string | null; margin_value: string | null;
};
type RateRow = { kind: string; carrier: string | null; origin: string | null; destination: string | null; port: string | null; container_type: string | null; charge_code: string | null; stage: string | null; basis: string; amount: string; currency: string; transit_days: number | null; free_days: number | null; valid_to: string };

const dayOf = (value: Date | string) => new Date(value).toISOString().slice(0, 10);
const hoursAfter = (value: Date | string, hours: number) => new Date(new Date(value).getTime() + hours * 3_600_000);

/** Bluewave's current BUY rates that price a lane: freight by carrier, lane surcharges, local charges at both ends. */
async function laneRates(tx: Db, companyId: string, e: EnquiryRow): Promise<RateRow[]> {
  const rows = await tx.query<RateRow>(
    `SELECT kind, carrier, origin, destination, port, container_type, charge_code, stage, basis, amount::text AS amount, currency, transit_days, free_days, valid_to::text AS valid_to
     FROM rates WHERE company_id = $1 AND side = 'BUY' AND valid_to >= CURRENT_DATE - 31 AND (
       (kind IN ('FCL', 'LCL') AND origin = $2 AND destination = $3 AND kind = $4)
       OR (kind = 'OTHER' AND ((origin = $2 AND destination = $3) OR port IN ($2, $3))))
     ORDER BY valid_to DESC, amount`,
    [companyId, e.origin, e.destination, e.mode],
  );
  return rows.rows;
}

async function chargeNames(tx: Db): Promise<Map<string, string>> {
  const rows = await tx.query<{ code: string; name: string }>('SELECT code, name FROM rate_charge_types WHERE company_id IS NULL');
  return new Map(rows.rows.map((r) => [r.code, r.name]));
}

/** Up to three carriers' options for the enquiry, priced from the rate rows (cheapest first); realistic made-up lines when none. */
function optionsOf(e: EnquiryRow, rates: RateRow[], names: Map<string, string>): OptionInput[] {
  const containers = e.mode === 'FCL' ? e.containers : [];
  const boxes = containers.reduce((n, c) => n + c.count, 0);
  const wm = e.mode === 'LCL' ? String(Math.max(1, Math.ceil(Math.max(Number(e.weight_kg ?? 0) / 1000, Number(e.volume_m3 ?? 0))))) : '1';
  const freight = rates.filter((r) => r.kind === e.mode);
  const carriers = [...new Set(freight.map((r) => r.carrier!))];
  const first = (match: (r: RateRow) => boolean) => rates.find(match);
  const local: LineInput[] = [];
  for (const c of containers) {
    const othc = first((r) => r.charge_code === 'OTHC' && r.port === e.origin && r.container_type === c.type);
    const dthc = first((r) => r.charge_code === 'DTHC' && r.port === e.destination && r.container_type === c.type);
    if (othc) local.push({ code: 'OTHC', name: `${names.get('OTHC') ?? 'Origin terminal handling'} ${c.type}`, stage: 'ORIGIN', basis: 'PER_CONTAINER', quantity: String(c.count), buyUnit: othc.amount, buyCurrency: othc.currency, rateId: null });
    if (dthc) local.push({ code: 'DTHC', name: `${names.get('DTHC') ?? 'Destination terminal handling'} ${c.type}`, stage: 'DESTINATION', basis: 'PER_CONTAINER', quantity: String(c.count), buyUnit: dthc.amount, buyCurrency: dthc.currency, rateId: null });
  }
  for (const code of ['BAF', 'LSS', 'PSS']) {
    const r = first((x) => x.charge_code === code && x.origin === e.origin && x.destination === e.destination);
    if (r && boxes) local.push({ code, name: names.get(code) ?? code, stage: 'FREIGHT', basis: 'PER_CONTAINER', quantity: String(boxes), buyUnit: r.amount, buyCurrency: r.currency, rateId: null });
  }
  const doc = first((r) => r.charge_code === 'DOC' && r.port === e.origin);
  if (doc) local.push({ code: 'DOC', name: names.get('DOC') ?? 'Documentation fee', stage: 'ORIGIN', basis: 'PER_BL', quantity: '1', buyUnit: doc.amount, buyCurrency: doc.currency, rateId: null });

  const priced = carriers
    .map((carrier) => {
      const lines: LineInput[] = [];
      let transit: number | null = null;
      let free: number | null = null;
      if (e.mode === 'FCL') {
        for (const c of containers) {
          const r = first((x) => x.kind === 'FCL' && x.carrier === carrier && x.container_type === c.type);
          if (!r) return undefined;
          transit = r.transit_days;
          free = r.free_days;
          lines.push({ code: 'OFR', name: `${names.get('OFR') ?? 'Ocean freight'} ${c.type}`, stage: 'FREIGHT', basis: 'PER_CONTAINER', quantity: String(c.count), buyUnit: r.amount, buyCurrency: r.currency, rateId: null });
        }
      } else {
        const r = first((x) => x.kind === 'LCL' && x.carrier === carrier)!;
        transit = r.transit_days;
        lines.push({ code: 'OFR', name: 'Ocean freight (LCL)', stage: 'FREIGHT', basis: 'PER_WM', quantity: wm, buyUnit: r.amount, buyCurrency: r.currency, rateId: null });
      }
      const cost = lines.reduce((s, l) => s + Number(l.buyUnit) * Number(l.quantity), 0);
      return { carrier, transit, free, lines: [...lines, ...local], cost };
    })
    .filter((o): o is NonNullable<typeof o> => !!o)
    .sort((a, b) => a.cost - b.cost)
    .slice(0, 3);

  if (priced.length >= 2) {
    return priced.map((o, i) => ({
      title: i === 0 ? 'Cheapest' : o.transit !== null && o.transit === Math.min(...priced.map((p) => p.transit ?? 999)) ? 'Fastest' : `Option ${i + 1}`,
      carrier: o.carrier, origin: e.origin, destination: e.destination, via: [], transitDays: o.transit, freeDays: o.free, sailing: null, lines: o.lines,
    }));
  }
  // No (or one) priced carrier: realistic lines from the lane's demo carriers, the same on every start.
  return demoLaneCarriers(e.origin, e.destination).slice(0, 2).map((carrier, i) => {
    const base = 900 + (stableHash(`${e.origin}${e.destination}${carrier}`) % 900);
    const lines: LineInput[] = e.mode === 'FCL'
      ? containers.map((c) => ({ code: 'OFR', name: `Ocean freight ${c.type}`, stage: 'FREIGHT' as const, basis: 'PER_CONTAINER' as const, quantity: String(c.count), buyUnit: String(c.type.startsWith('2') ? base : Math.round(base * 1.6)), buyCurrency: 'USD', rateId: null }))
      : [{ code: 'OFR', name: 'Ocean freight (LCL)', stage: 'FREIGHT', basis: 'PER_WM', quantity: wm, buyUnit: String(Math.round(base / 28)), buyCurrency: 'USD', rateId: null }];
    lines.push({ code: 'DOC', name: 'Documentation fee', stage: 'ORIGIN', basis: 'PER_BL', quantity: '1', buyUnit: '75', buyCurrency: 'USD', rateId: null });
    return { title: i === 0 ? 'Cheapest' : `Option ${i + 1}`, carrier, origin: e.origin, destination: e.destination, via: [], transitDays: 20 + (stableHash(carrier) % 10), freeDays: 14, sailing: null, lines };
  });
}

/**
 * Demo quotes (idempotent: a Bluewave with quotes is left alone; runs after the enquiries seed): for
 * each of Bluewave's enquiries being quoted or decided, a quote in the matching state — DRAFT
 * (QUOTING), PUBLISHED with a live link (QUOTED), ACCEPTED with its cheapest option by the customer's
 * contact (WON), DECLINED with the enquiry's reason (LOST), EXPIRED — with 2–3 options priced from
 * Bluewave's BUY rates for the lane by the quote math, the customer's margin, every other one with a
 * first revision at a higher price, shared with the customer's Portolan company.
 */
export async function seedQuotes({ db, log }: SeedContext): Promise<void> {
  const company = await db.one<{ id: string }>("SELECT id FROM companies WHERE name = 'Bluewave Logistics' ORDER BY created_at LIMIT 1");
  if (!company) return;
  const companyId = company.id;
  if (await db.one('SELECT 1 AS x FROM quotes WHERE company_id = $1 LIMIT 1', [companyId])) return;
  const staff = await db.one<{ id: string; name: string }>('SELECT id, name FROM users WHERE company_id = $1 ORDER BY created_at LIMIT 1', [companyId]);
  const actor = { id: staff?.id ?? null, name: staff?.name ?? 'Bluewave Logistics' };
  const hasRates = !!(await db.one("SELECT 1 AS x FROM information_schema.tables WHERE table_name = 'rates' AND table_schema = current_schema()"));
  const table = hasRates ? await db.one<{ base: string; rates: Record<string, string>; rate_date: string; source: string }>(
    'SELECT base, rates, rate_date::text AS rate_date, source FROM rate_exchange_tables WHERE company_id = $1 ORDER BY created_at DESC LIMIT 1', [companyId],
  ) : undefined;
  const exchange: Exchange = table ? { base: table.base, rates: table.rates, rateDate: table.rate_date, source: table.source } : FALLBACK_EXCHANGE;
  const enquiries = await db.query<EnquiryRow>(
    `SELECT e.id, e.reference, e.status, e.origin, e.destination, e.mode, e.containers, e.weight_kg::text AS weight_kg, e.volume_m3::text AS volume_m3, e.currency,
       e.created_at, e.first_quoted_at, e.updated_at, e.loss_reason, e.feedback, e.contact_name, e.contact_email, e.customer_company_id,
       c.margin_type, c.margin_value::text AS margin_value
     FROM enquiries e LEFT JOIN customers c ON c.id = e.customer_id
     WHERE e.company_id = $1 AND e.status IN ('QUOTING', 'QUOTED', 'WON', 'LOST', 'EXPIRED') ORDER BY e.created_at, e.id`,
    [companyId],
  );
  if (enquiries.rows.length === 0) return;
  const terms = await db.one<{ id: string; body: string }>('SELECT id, body FROM quote_terms WHERE company_id = $1 AND is_default', [companyId]);
  const today = todayUtc();
  let count = 0;

  await db.transaction(async (tx) => {
    const names = hasRates ? await chargeNames(tx) : new Map<string, string>();
    for (const [i, e] of enquiries.rows.entries()) {
      const status = QUOTE_STATE[e.status]!;
      const currency = e.currency in exchange.rates || e.currency === exchange.base ? e.currency : exchange.base;
      const margin: Margin = e.margin_type ? { type: e.margin_type as Margin['type'], value: e.margin_value! } : { type: 'PERCENT', value: '10' };
      const created = hoursAfter(e.created_at, 2);
      const published = e.first_quoted_at ? new Date(e.first_quoted_at) : hoursAfter(e.created_at, 6);
      const decided = new Date(e.updated_at);
      const validUntil = status === 'DRAFT' || status === 'PUBLISHED' ? addDays(today, status === 'DRAFT' ? 14 : 10) : addDays(dayOf(published), 14);
      const reference = await nextReference(tx, companyId, 'Q', created);
      const row = await tx.one<{ id: string }>(
        `INSERT INTO quotes (company_id, enquiry_id, reference, currency, margin_type, margin_value, valid_until, terms_id, terms, notes, exchange, created_by, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) RETURNING id`,
        [companyId, e.id, reference, currency, margin.type, margin.value, validUntil, terms?.id ?? null, terms?.body ?? null, e.contact_email ? (CONTACT_NOTES[e.contact_email] ?? null) : null, JSON.stringify(exchange), actor.id, created],
      );
      const quoteId = row!.id;
      const options = optionsOf(e, hasRates ? await laneRates(tx, companyId, e) : [], names);
      const revised = status !== 'DRAFT' && i % 2 === 1;
      const at = (action: string, from: string | null, to: string, when: Date, note: string | null = null, who: { id: string | null; name: string } = actor) =>
        writeActivity(tx, { kind: QUOTE_KIND, recordId: quoteId, companyId, actorId: who.id, actorName: who.name, action, from, to, note }).then(() =>
          tx.query('UPDATE record_activity SET created_at = $4 WHERE kind = $1 AND record_id = $2 AND action = $3 AND created_at > $4', [QUOTE_KIND, quoteId, action, when]));
      await at('created', null, 'DRAFT', created, `For ${e.reference}`);

      if (revised) {
        // Revision 1 went out 6 % dearer; the customer pushed back and revision 2 is the one in force.
        const first: Margin = margin.type === 'PERCENT' ? { type: 'PERCENT', value: String(Number(margin.value) + 6) } : { type: 'AMOUNT', value: String(Number(margin.value) + 150) };
        await saveOptions(tx, companyId, quoteId, options, { currency, margin: first, exchange });
        await tx.query("UPDATE quotes SET status = 'PUBLISHED', published_at = $2, margin_type = $3, margin_value = $4 WHERE id = $1", [quoteId, hoursAfter(published, -20), first.type, first.value]);
        await snapshotRevision(tx, companyId, (await loadQuote(tx, companyId, quoteId))!, actor.id);
        await tx.query('UPDATE quote_revisions SET created_at = $2 WHERE quote_id = $1 AND revision = 1', [quoteId, hoursAfter(published, -20)]);
        await tx.query("UPDATE quotes SET status = 'DRAFT', revision = 2, margin_type = $2, margin_value = $3 WHERE id = $1", [quoteId, margin.type, margin.value]);
        await at('revise', 'PUBLISHED', 'DRAFT', hoursAfter(published, -2), 'Sharper price after the customer asked');
      }
      await saveOptions(tx, companyId, quoteId, options, { currency, margin, exchange });
      const quote = (await loadQuote(tx, companyId, quoteId))!;

      if (status !== 'DRAFT') {
        await tx.query("UPDATE quotes SET status = 'PUBLISHED', published_at = $2 WHERE id = $1", [quoteId, published]);
        await at('publish', 'DRAFT', 'PUBLISHED', published, e.contact_email ? `Sent to ${e.contact_email}` : null);
        const linkExpires = new Date(`${addDays(validUntil, 7)}T23:59:59.000Z`);
        await tx.query('INSERT INTO quote_links (company_id, quote_id, revision, email, expires_at, created_by, created_at, opened_count, last_opened_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)', [
          companyId, quoteId, quote.revision, e.contact_email, linkExpires, actor.id, published, status === 'PUBLISHED' ? 0 : 2, status === 'PUBLISHED' ? null : hoursAfter(published, 3),
        ]);
        if (e.customer_company_id && (await connectedCompanies(tx, companyId, [e.customer_company_id])).has(e.customer_company_id)) {
          await shareRecord(tx, { kind: QUOTE_KIND, recordId: quoteId, ownerCompanyId: companyId, companyIds: [e.customer_company_id], field: 'data.quoteId' });
        }
      }
      const customer = { id: null, name: e.contact_name ?? 'The customer' };
      if (status === 'ACCEPTED') {
        const cheapest = [...quote.options].sort((a, b) => Number(a.sellTotal) - Number(b.sellTotal))[0]!;
        await tx.query("UPDATE quotes SET status = 'ACCEPTED', accepted_option_id = $2, accepted_at = $3, accepted_by = $4 WHERE id = $1", [quoteId, cheapest._id, decided, e.contact_email ? `${customer.name} <${e.contact_email}>` : customer.name]);
        await at('accept', 'PUBLISHED', 'ACCEPTED', decided, `${cheapest.title} (${currency} ${cheapest.sellTotal})`, customer);
      } else if (status === 'DECLINED') {
        await tx.query("UPDATE quotes SET status = 'DECLINED', decline_reason = $2, decline_comment = $3 WHERE id = $1", [quoteId, e.loss_reason ?? 'OTHER', e.feedback]);
        await at('decline', 'PUBLISHED', 'DECLINED', decided, e.loss_reason, customer);
      } else if (status === 'EXPIRED') {
        await tx.query("UPDATE quotes SET status = 'EXPIRED' WHERE id = $1", [quoteId]);
        await at('expire', 'PUBLISHED', 'EXPIRED', decided, `Valid until ${validUntil}`, { id: null, name: 'System' });
      }
      if (status !== 'DRAFT') await snapshotRevision(tx, companyId, (await loadQuote(tx, companyId, quoteId))!, actor.id);
      const steps = 1 + (revised ? 1 : 0) + (status === 'DRAFT' ? 0 : 1) + (['ACCEPTED', 'DECLINED', 'EXPIRED'].includes(status) ? 1 : 0);
      await tx.query('UPDATE quotes SET version = $2, updated_at = $3 WHERE id = $1', [quoteId, steps + 1, status === 'DRAFT' ? created : status === 'PUBLISHED' ? published : decided]);
      await tx.query('UPDATE enquiries SET quote_id = $2 WHERE id = $1', [e.id, quoteId]);
      count++;
    }
  });
  log.info({ company: 'Bluewave Logistics', quotes: count }, 'demo quotes created');
}
