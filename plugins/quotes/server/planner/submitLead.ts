import { writeActivity, type Db, type Mailer, type Notifier, type RateInventory } from '@portolan/sdk/server';
import type { LeadInput } from '../../shared/types';
import type { PlannerKey } from '../../shared/states';
import { checkSearch } from './checkSearch';
import { notifyForwarder } from '../notifyForwarder';
import { publicOfferId } from './toPlannerOffer';
import { insertEnquiry } from '../enquiries/insertEnquiry';

export interface LeadContext {
  db: Db;
  mailer: Mailer;
  /** The messaging plugin's notifier, when it runs. */
  notifier?: Notifier;
  inventory: RateInventory;
  key: PlannerKey;
  partnerName: string;
  companyId: string;
  companyName: string;
}

/**
 * A planner page's lead: in one transaction the `quote_leads` row (tagged with the page and the lane)
 * and — when a lane is given — the serving forwarder's enquiry (source PARTNER, or PLANNER for the
 * unbranded page) linked both ways, the visitor's acknowledgement and the forwarder's notice. The
 * enquiry is in the currency of the offer picked (priced again: the public never sends amounts).
 * Answers the enquiry's reference (null without a lane).
 */
export async function submitLead(ctx: LeadContext, input: LeadInput & { email: string }): Promise<{ reference: string | null }> {
  const search = input.search ? checkSearch(input.search, 'data.search') : undefined;
  let currency = 'USD';
  let offerNote: string | null = null;
  if (search) {
    const priced = await ctx.inventory.publishedOffers(ctx.companyId, search);
    currency = priced.currency;
    const picked = input.offerId ? priced.items.find((o) => publicOfferId(o) === input.offerId) : undefined;
    if (picked) {
      currency = picked.currency;
      offerNote = `Offer picked on the planner: ${picked.carrier}, ${picked.currency} ${picked.total}${picked.transitDays !== null ? `, ${picked.transitDays} days` : ''}`;
    }
  }
  const lane = search
    ? { origin: search.origin, destination: search.destination, mode: search.mode, containers: search.containers ?? [], readyOn: search.readyOn, ...(search.cargo ? { cargo: search.cargo } : {}) }
    : null;
  const name = input.name.trim();
  const company = input.company.trim();
  return ctx.db.transaction(async (tx) => {
    const lead = await tx.one<{ id: string }>(
      `INSERT INTO quote_leads (company_id, partner, name, email, company, number, created_via, lane, notes) VALUES ($1, $2, $3, $4, $5, $6, 'LeadEngine', $7, $8) RETURNING id`,
      [ctx.companyId, ctx.key, name, input.email, company, input.number?.trim() || null, lane ? JSON.stringify(lane) : null, offerNote],
    );
    const leadId = lead!.id;
    const actorName = `${name} (${ctx.partnerName})`;
    await writeActivity(tx, { kind: 'lead', recordId: leadId, companyId: ctx.companyId, actorId: null, actorName, action: 'created', to: 'NEW', note: `From ${ctx.partnerName}` });
    let reference: string | null = null;
    if (search) {
      const enquiry = await insertEnquiry(tx, {
        companyId: ctx.companyId,
        userId: null,
        actorName,
        customerId: null,
        customerName: company,
        customerCompanyId: null,
        contactName: name,
        contactEmail: input.email,
        origin: search.origin,
        destination: search.destination,
        mode: search.mode,
        containers: search.containers ?? [],
        cargo: { commodity: 'General cargo', hsCode: null, weightKg: search.cargo?.weightKg ?? null, volumeM3: search.cargo?.volumeM3 ?? null, packages: null, dgClass: null, reeferTempC: null },
        cargoReadyOn: search.readyOn,
        currency,
        source: ctx.key === 'get-quote' ? 'PLANNER' : 'PARTNER',
        partner: ctx.key,
        leadId,
        notes: offerNote,
      });
      reference = enquiry.reference;
      await tx.query('UPDATE quote_leads SET enquiry_id = $2 WHERE id = $1', [leadId, enquiry.id]);
    }
    const laneText = search ? ` for ${search.origin} → ${search.destination} (${search.mode}, ready ${search.readyOn})` : '';
    await ctx.mailer.queue(tx, {
      to: input.email,
      subject: reference ? `We received your request ${reference}` : 'We received your request',
      body: `Hello ${name},\n\nThank you for your request${laneText}. ${ctx.companyName} will get back to you shortly${reference ? `; your reference is ${reference}` : ''}.\n\n${ctx.partnerName}`,
    });
    await notifyForwarder(tx, { mailer: ctx.mailer, notifier: ctx.notifier }, { companyId: ctx.companyId }, {
      event: 'quote.lead-received',
      href: '/icici-leads',
      subject: `New lead from ${ctx.partnerName}: ${company}${reference ? ` (${reference})` : ''}`,
      body: `${name} of ${company} (${input.email}${input.number ? `, ${input.number}` : ''}) asked for a quote on ${ctx.partnerName}${laneText}.${reference ? ` The enquiry ${reference} is waiting in Enquiries.` : ''} See Leads (/icici-leads).`,
    });
    return { reference };
  });
}
