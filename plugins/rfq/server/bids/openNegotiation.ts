import Big from 'big.js';
import { badRequest, writeActivity, type Db, type NoticeServices, notifyCompany } from '@portolan/sdk/server';
import { RFQ_KIND } from '../../shared/states';
import type { Negotiation, NegotiationInput } from '../../shared/types';
import { loadNegotiations } from './loadNegotiations';
import { requireState, requireVersion, touchRfq, type RfqRow } from './rfqAccess';

/**
 * Opens the next negotiation round (CLOSED or NEGOTIATION; the open round closes): counter-offers on
 * lanes to vendors that bid on them (400 naming `data.items.<i>.<field>`), RFQ → NEGOTIATION with
 * round + 1, audited, each vendor of the round emailed. In the caller's transaction, the RFQ row locked.
 */
export async function openNegotiation(tx: Db, notices: NoticeServices, rfq: RfqRow, actor: { id: string | null; name: string; companyId: string }, input: Omit<NegotiationInput, 'rfqId'>, publicUrl: string, now = new Date()): Promise<Negotiation> {
  requireState(rfq, ['CLOSED', 'NEGOTIATION'], 'negotiate');
  requireVersion(rfq, input.version);
  if (new Date(input.deadline).getTime() <= now.getTime()) throw badRequest('data.deadline must be in the future', 'data.deadline');
  if (input.items.length === 0) throw badRequest('data.items must name at least one lane and vendor', 'data.items');
  const bids = await tx.query<{ lane_id: string; company_id: string; amount: string }>(
    "SELECT l.lane_id, l.company_id, l.amount::text AS amount FROM rfq_quote_lines l JOIN rfq_quotes q ON q.id = l.quote_id WHERE l.rfq_id = $1 AND q.status = 'SUBMITTED'",
    [rfq.id],
  );
  const lanes = new Set((await tx.query<{ id: string }>('SELECT id FROM rfq_lanes WHERE rfq_id = $1', [rfq.id])).rows.map((r) => String(r.id)));
  const bidOf = new Map(bids.rows.map((b) => [`${b.lane_id}:${b.company_id}`, b.amount]));
  const seen = new Set<string>();
  input.items.forEach((item, i) => {
    const at = `data.items.${i}`;
    if (!lanes.has(item.laneId)) throw badRequest(`${at}.laneId is not a lane of this RFQ`, `${at}.laneId`);
    const key = `${item.laneId}:${item.vendorCompanyId}`;
    if (!bidOf.has(key)) throw badRequest(`${at}.vendorCompanyId did not bid on this lane`, `${at}.vendorCompanyId`);
    if (seen.has(key)) throw badRequest(`${at}.vendorCompanyId is named twice for this lane`, `${at}.vendorCompanyId`);
    seen.add(key);
    const counter = item.counterAmount;
    if (counter !== undefined && counter !== null && (!/^\d{1,12}(\.\d{1,4})?$/.test(counter) || new Big(counter).lte(0))) throw badRequest(`${at}.counterAmount must be a decimal greater than 0`, `${at}.counterAmount`);
  });
  await tx.query("UPDATE rfq_negotiations SET status = 'CLOSED', updated_at = $2, version = version + 1 WHERE rfq_id = $1 AND status = 'OPEN'", [rfq.id, now]);
  const round = rfq.round + 1;
  const row = await tx.one<{ id: string }>(
    'INSERT INTO rfq_negotiations (rfq_id, company_id, round, deadline, message, created_by, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id',
    [rfq.id, rfq.companyId, round, input.deadline, input.message?.trim() || null, actor.id, now],
  );
  await tx.query(
    `INSERT INTO rfq_negotiation_items (negotiation_id, rfq_id, lane_id, vendor_company_id, counter_amount, previous_amount)
     SELECT $1, $2, i.lane_id, i.vendor, i.counter, i.previous FROM unnest($3::uuid[], $4::uuid[], $5::numeric[], $6::numeric[]) AS i (lane_id, vendor, counter, previous)`,
    [row!.id, rfq.id, input.items.map((i) => i.laneId), input.items.map((i) => i.vendorCompanyId), input.items.map((i) => i.counterAmount ?? null), input.items.map((i) => bidOf.get(`${i.laneId}:${i.vendorCompanyId}`))],
  );
  await touchRfq(tx, rfq.id, { status: 'NEGOTIATION', round });
  const vendors = [...new Set(input.items.map((i) => i.vendorCompanyId))];
  await writeActivity(tx, {
    kind: RFQ_KIND, recordId: rfq.id, companyId: actor.companyId, actorId: actor.id, actorName: actor.name, action: 'negotiation-opened', from: rfq.status, to: 'NEGOTIATION',
    note: `Round ${round}: ${seen.size} counter-offer${seen.size === 1 ? '' : 's'} to ${vendors.length} vendor${vendors.length === 1 ? '' : 's'}, deadline ${new Date(input.deadline).toISOString()}`,
  });
  for (const vendor of vendors) {
    const count = input.items.filter((i) => i.vendorCompanyId === vendor).length;
    await notifyCompany(tx, notices, vendor, {
      event: 'rfq.negotiation', subject: `${rfq.reference}: negotiation round ${round}`, href: `/rfq/${rfq.id}`, record: { kind: RFQ_KIND, id: rfq.id },
      ...(actor.id ? { actorUserId: actor.id } : {}),
      body: `The shipper of ${rfq.reference} "${rfq.title}" opened negotiation round ${round} on ${count} of your lane${count === 1 ? '' : 's'}.\n` +
      `${input.message?.trim() ? `\n${input.message.trim()}\n` : ''}\nRevise your bid by ${new Date(input.deadline).toISOString()}: ${publicUrl}/rfq/${rfq.id}\n`,
    });
  }
  return (await loadNegotiations(tx, rfq.id)).find((n) => n.round === round)!;
}
