import Big from 'big.js';
import {
  decideApproval, demoLaneCarriers, MAILER, requestApproval, SHIPMENT_RECORDS, stableHash, writeActivity,
  type Db, type Mailer, type SeedContext, type ServerPluginContext, type ServiceToken,
} from '@portolan/sdk/server';
import { RFQ_KIND } from '../../shared/states';
import type { AllocationInput } from '../../shared/types';
import { awardRfq } from '../award/awardRfq';
import { teuOf } from '../award/registerAwardRoutes';
import { DEMO_RFQ_TITLES } from '../rfqs/seedRfqs';
import { openNegotiation } from './openNegotiation';
import { rfqRow, type RfqRow } from './rfqAccess';
import { saveAllocations } from './saveAllocations';
import { saveBid, type BidLine } from './saveBid';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The seed's emails would tell of the past: none leave. */
const quietMailer: Mailer = { queue: async () => {} };

type Lane = { id: string; line_no: number; origin: string; destination: string; container_type: string; volume: number; baseline: string | null; incumbent: string | null };
type Party = { id: string; userId: string; userName: string };

const five = (n: Big) => n.div(5).round(0, Big.roundHalfUp).times(5);

/**
 * A vendor's all-in rate on a lane: the baseline moved by a stable per-vendor-and-lane factor
 * (−9 % … +5 %, the incumbent a little sharper on its own lanes, a revision 3 % lower), rounded to 5, split into ocean
 * freight, BAF and origin THC that sum to it.
 */
function bidOf(lane: Lane, vendor: string, incumbent: boolean, round: number): BidLine {
  const baseline = new Big(lane.baseline ?? '1500');
  const spread = (stableHash(`${vendor}:${lane.origin}-${lane.destination}:${lane.container_type}`) % 140) - 90; // −90 … +49 per mille
  // A revision (round > 1) comes 3 % lower.
  const amount = five(baseline.times(1000 + spread - (incumbent ? 25 : 0) - (round - 1) * 30).div(1000));
  const baf = five(amount.times('0.16'));
  const thc = new Big(lane.container_type.startsWith('2') ? 120 : 165);
  const carriers = demoLaneCarriers(lane.origin, lane.destination);
  return {
    laneId: lane.id,
    amount: amount.toFixed(2),
    charges: [
      { code: 'OFR', label: 'Ocean freight', amount: amount.minus(baf).minus(thc).toFixed(2) },
      { code: 'BAF', label: 'Bunker adjustment', amount: baf.toFixed(2) },
      { code: 'THC', label: 'Origin terminal handling', amount: thc.toFixed(2) },
    ],
    transitDays: 14 + (stableHash(`${lane.origin}${lane.destination}`) % 22),
    freeDays: 14,
    validTo: null,
    carrier: carriers[stableHash(vendor) % carriers.length] ?? null,
    remarks: null,
  };
}

/** Moves what the step wrote with the transaction's now() to the story's time `at` (a seed writes the past). */
async function backdate(tx: Db, rfqId: string, at: Date): Promise<void> {
  await tx.query("UPDATE record_activity SET created_at = $2 WHERE kind = 'rfq' AND record_id = $1 AND created_at = now()", [rfqId, at]);
  await tx.query('UPDATE rfqs SET updated_at = $2 WHERE id = $1 AND updated_at = now()', [rfqId, at]);
  await tx.query('UPDATE rfq_allocations SET created_at = $2 WHERE rfq_id = $1 AND created_at = now()', [rfqId, at]);
}

async function partyOf(db: Db, companyName: string, email?: string): Promise<Party | undefined> {
  const row = await db.one<{ company_id: string; id: string; name: string }>(
    `SELECT u.company_id, u.id, u.name FROM users u JOIN companies c ON c.id = u.company_id
      WHERE c.name = $1 AND ($2::text IS NULL OR u.email = $2) ORDER BY (u.role = 'admin') DESC, u.created_at LIMIT 1`,
    [companyName, email ?? null],
  );
  return row ? { id: String(row.company_id), userId: String(row.id), userName: row.name } : undefined;
}

/**
 * Demo bids, a negotiation round, approval and award on the RFQs seeds/rfqs made (idempotent: an RFQ
 * with bids is left alone). "Acme 2027 ocean contract": the three vendors bid around the baselines
 * (Harbourline revises once, Meridian skips a few lanes), round 2 on three lanes with counter-offers
 * answered by two vendors, allocations (lane 1 split 60/40), approval by Arjun (and Asha for the
 * second level), award (contract rates in Acme's inventory) and a shipment from a Bluewave lane.
 * "Acme Q1 2027 spot tender": Harbourline has bid, Bluewave not yet. Uses the services every
 * plugin's seed gets (RATE_INVENTORY, SHIPMENT_RECORDS), with a quiet mailer: demo data sends no email.
 */
export async function seedBidsAndAwards(ctx: SeedContext): Promise<void> {
  const { db, log, services } = ctx;
  const quiet = { settings: ctx.settings, services: { get: <T>(token: ServiceToken<T>): T => (token.id === MAILER.id ? (quietMailer as T) : services.get(token)), find: () => undefined } } as Pick<ServerPluginContext, 'services' | 'settings'>;
  const asha = await partyOf(db, 'Acme Exports', 'shipper@portolan.test');
  const arjun = await partyOf(db, 'Acme Exports', 'approver@portolan.test');
  const bluewave = await partyOf(db, 'Bluewave Logistics');
  const harbour = await partyOf(db, 'Harbourline Forwarding');
  const meridian = await partyOf(db, 'Meridian Freight');
  if (!asha || !arjun || !bluewave || !harbour || !meridian) return;
  const vendors = [bluewave, harbour, meridian];
  const bidder = (p: Party) => ({ companyId: p.id, userId: p.userId, userName: p.userName });

  const contract = await db.one<{ id: string }>("SELECT id FROM rfqs WHERE company_id = $1 AND title = $2 AND status IN ('CLOSED', 'OPEN')", [asha.id, DEMO_RFQ_TITLES.contract]);
  if (contract && !(await db.one('SELECT 1 AS x FROM rfq_quotes WHERE rfq_id = $1', [contract.id]))) {
    await db.transaction(async (tx) => {
      const rfq = (await rfqRow(tx, contract.id, true))!;
      const opened = await tx.one<{ opened_at: Date }>('SELECT opened_at FROM rfqs WHERE id = $1', [rfq.id]);
      const openedAt = new Date(opened?.opened_at ?? rfq.bidDeadline.getTime() - 30 * DAY).getTime();
      const lanes = (await tx.query<Lane>(
        'SELECT id, line_no, origin, destination, container_type, volume, baseline_amount::text AS baseline, incumbent_company_id AS incumbent FROM rfq_lanes WHERE rfq_id = $1 ORDER BY line_no',
        [rfq.id],
      )).rows;
      const span = rfq.bidDeadline.getTime() - openedAt;
      const bidding: RfqRow = { ...rfq, status: 'OPEN', round: 1 };
      // Round 1: Bluewave, then Meridian (skipping lanes it does not serve), then Harbourline, which revises before the deadline.
      const skipped = (l: Lane) => l.line_no % 7 === 3;
      const plan: Array<[Party, number, Lane[], number]> = [
        [bluewave, 0.45, lanes, 1],
        [meridian, 0.6, lanes.filter((l) => !skipped(l)), 1],
        [harbour, 0.7, lanes, 1],
        [harbour, 0.9, lanes.filter((l) => l.line_no % 4 === 1), 2],
      ];
      for (const [vendor, when, sheet, variant] of plan) {
        const at = new Date(openedAt + span * when + (stableHash(vendor.id) % 5) * HOUR);
        await saveBid(tx, bidding, bidder(vendor), { lines: sheet.map((l) => bidOf(l, `${vendor.userName}`, l.incumbent === vendor.id, variant)), submit: true }, 'data.lines', at);
        await backdate(tx, rfq.id, at);
      }

      // Round 2 after the deadline: counter-offers on three lanes to the two cheapest vendors; two answer.
      const bids = (await tx.query<{ lane_id: string; company_id: string; amount: string }>('SELECT lane_id, company_id, amount::text AS amount FROM rfq_quote_lines WHERE rfq_id = $1', [rfq.id])).rows;
      const ranked = (laneId: string) => bids.filter((b) => b.lane_id === laneId).sort((x, y) => new Big(x.amount).cmp(y.amount));
      const negotiated = [lanes[2]!, lanes[6]!, lanes[11]!];
      const items = negotiated.flatMap((lane) => ranked(lane.id).slice(0, 2).map((b) => ({ laneId: lane.id, vendorCompanyId: String(b.company_id), counterAmount: five(new Big(b.amount).times('0.96')).toFixed(2) })));
      const roundAt = new Date(rfq.bidDeadline.getTime() + 20 * HOUR);
      const roundDeadline = new Date(roundAt.getTime() + 36 * HOUR);
      const closed = (await rfqRow(tx, rfq.id, true))!;
      await openNegotiation(tx, { mailer: quietMailer }, closed, { id: asha.userId, name: asha.userName, companyId: asha.id }, { deadline: roundDeadline.toISOString(), message: 'Thank you for your bids. We would like to close these three lanes closer to our targets; please revise by the deadline.', items, version: closed.version }, '', roundAt);
      await tx.query('UPDATE rfq_negotiations SET created_at = $2, updated_at = $2 WHERE rfq_id = $1 AND round = 2', [rfq.id, roundAt]);
      await backdate(tx, rfq.id, roundAt);
      const inRound = { ...(await rfqRow(tx, rfq.id, true))!, status: 'NEGOTIATION' as const, roundDeadline };
      const answering = [...new Set(items.map((i) => i.vendorCompanyId))].slice(0, 2);
      for (const [n, vendorId] of answering.entries()) {
        const vendor = vendors.find((v) => v.id === vendorId)!;
        const at = new Date(roundAt.getTime() + (18 + n * 9) * HOUR);
        const lines = items.filter((i) => i.vendorCompanyId === vendorId).map((i) => {
          const lane = lanes.find((l) => l.id === i.laneId)!;
          const previous = ranked(lane.id).find((b) => String(b.company_id) === vendorId)!.amount;
          // Meets the counter halfway.
          const amount = five(new Big(previous).plus(i.counterAmount).div(2));
          const line = bidOf(lane, vendor.userName, lane.incumbent === vendor.id, 1);
          const baf = new Big(line.charges![1]!.amount);
          const thc = new Big(line.charges![2]!.amount);
          return { ...line, amount: amount.toFixed(2), charges: [{ ...line.charges![0]!, amount: amount.minus(baf).minus(thc).toFixed(2) }, line.charges![1]!, line.charges![2]!] };
        });
        await saveBid(tx, inRound, bidder(vendor), { lines, submit: true }, 'data.lines', at);
        await backdate(tx, rfq.id, at);
      }
      await tx.query("UPDATE rfq_negotiations SET status = 'CLOSED', updated_at = $2 WHERE rfq_id = $1 AND status = 'OPEN'", [rfq.id, roundDeadline]);
      await tx.query("UPDATE rfqs SET status = 'CLOSED', updated_at = $2, version = version + 1 WHERE id = $1", [rfq.id, roundDeadline]);
      await writeActivity(tx, { kind: RFQ_KIND, recordId: rfq.id, companyId: asha.id, actorId: null, actorName: 'System', action: 'deadline', from: 'NEGOTIATION', to: 'CLOSED', note: 'Round 2 deadline passed' });
      await backdate(tx, rfq.id, roundDeadline);

      // Allocations: each lane to its L1, lane 1 split 60/40 between its two cheapest.
      const now = (await tx.query<{ lane_id: string; company_id: string; amount: string }>('SELECT lane_id, company_id, amount::text AS amount FROM rfq_quote_lines WHERE rfq_id = $1', [rfq.id])).rows;
      const cheapest = (laneId: string) => now.filter((b) => b.lane_id === laneId).sort((x, y) => new Big(x.amount).cmp(y.amount) || String(x.company_id).localeCompare(String(y.company_id)));
      const allocations: AllocationInput[] = lanes.flatMap((lane) => {
        const [first, second] = cheapest(lane.id);
        if (!first) return [];
        if (lane.line_no === 1 && second) return [{ laneId: lane.id, vendorCompanyId: String(first.company_id), sharePct: '60' }, { laneId: lane.id, vendorCompanyId: String(second.company_id), sharePct: '40' }];
        return [{ laneId: lane.id, vendorCompanyId: String(first.company_id), sharePct: '100' }];
      });
      // Bluewave, the incumbent, keeps at least one whole lane (the story's shipment comes from it).
      if (!allocations.some((a) => a.vendorCompanyId === bluewave.id && a.sharePct === '100')) {
        const lane = lanes.find((l) => l.line_no > 1 && now.some((b) => b.lane_id === l.id && String(b.company_id) === bluewave.id))!;
        for (const a of allocations) if (a.laneId === lane.id) a.vendorCompanyId = bluewave.id;
      }
      const allocatedAt = new Date(roundDeadline.getTime() + 5 * HOUR);
      await saveAllocations(tx, rfq, allocations, 'MANUAL');
      await tx.query('UPDATE rfqs SET version = version + 1 WHERE id = $1', [rfq.id]);
      await writeActivity(tx, { kind: RFQ_KIND, recordId: rfq.id, companyId: asha.id, actorId: asha.userId, actorName: asha.userName, action: 'allocated', note: `${lanes.length} lanes allocated by hand` });
      await backdate(tx, rfq.id, allocatedAt);

      // Approval: Arjun (level 1), then Asha where the amount reaches level 2.
      const total = (await tx.query<{ volume: number; share_pct: string; amount: string }>(
        'SELECT n.volume, a.share_pct::text AS share_pct, a.amount::text AS amount FROM rfq_allocations a JOIN rfq_lanes n ON n.id = a.lane_id WHERE a.rfq_id = $1', [rfq.id],
      )).rows.reduce((s, r) => s.plus(new Big(r.amount).times(r.volume).times(r.share_pct).div(100)), new Big(0)).toFixed(2);
      const requestedAt = new Date(allocatedAt.getTime() + 2 * HOUR);
      let state = await requestApproval(tx, { kind: RFQ_KIND, recordId: rfq.id, companyId: asha.id, amount: total, currency: rfq.currency, userId: asha.userId, userName: asha.userName });
      await tx.query("UPDATE rfqs SET status = 'PENDING_APPROVAL', version = version + 1 WHERE id = $1", [rfq.id]);
      await writeActivity(tx, { kind: RFQ_KIND, recordId: rfq.id, companyId: asha.id, actorId: asha.userId, actorName: asha.userName, action: 'approval-requested', from: 'CLOSED', to: 'PENDING_APPROVAL', note: `${state.levels.length} approval levels: award as allocated, lane 1 split for resilience` });
      await backdate(tx, rfq.id, requestedAt);
      const deciders = [arjun, asha];
      for (const [n] of state.levels.entries()) {
        const decider = deciders[n] ?? asha;
        const at = new Date(requestedAt.getTime() + (n + 1) * 6 * HOUR);
        state = await decideApproval(tx, { kind: RFQ_KIND, recordId: rfq.id, companyId: asha.id, userId: decider.userId, userName: decider.userName, decision: 'APPROVE', comment: n === 0 ? 'Savings against baseline as expected; fine with the split.' : null });
        const to = state.status === 'APPROVED' ? 'APPROVED' : 'PENDING_APPROVAL';
        await tx.query('UPDATE rfqs SET status = $2, version = version + 1 WHERE id = $1', [rfq.id, to]);
        await writeActivity(tx, { kind: RFQ_KIND, recordId: rfq.id, companyId: asha.id, actorId: decider.userId, actorName: decider.userName, action: 'approved', from: 'PENDING_APPROVAL', to, note: `Level ${n + 1}` });
        await tx.query('UPDATE approval_decisions SET created_at = $2 WHERE level = $3 AND request_id = (SELECT id FROM approval_requests WHERE kind = $4 AND record_id = $1 ORDER BY requested_at DESC LIMIT 1)', [rfq.id, at, n + 1, RFQ_KIND]);
        await backdate(tx, rfq.id, at);
      }
      const approvedAt = new Date(requestedAt.getTime() + state.levels.length * 6 * HOUR);
      await tx.query('UPDATE approval_requests SET requested_at = $2, decided_at = $3 WHERE kind = $4 AND record_id = $1', [rfq.id, requestedAt, approvedAt, RFQ_KIND]);

      // Award (what the rfqs award action does): contract rates, AWARDED / LOST.
      const awardedAt = new Date(approvedAt.getTime() + 3 * HOUR);
      await awardRfq(tx, quiet, { id: rfq.id, companyId: asha.id, userId: asha.userId });
      await tx.query("UPDATE rfqs SET status = 'AWARDED', awarded_at = $2, version = version + 1 WHERE id = $1", [rfq.id, awardedAt]);
      await writeActivity(tx, { kind: RFQ_KIND, recordId: rfq.id, companyId: asha.id, actorId: asha.userId, actorName: asha.userName, action: 'award', from: 'APPROVED', to: 'AWARDED' });
      await backdate(tx, rfq.id, awardedAt);

      // The first shipment under the contract, on a lane Bluewave holds whole.
      const held = await tx.one<{ lane_id: string; carrier: string | null }>(
        `SELECT a.lane_id, l.carrier FROM rfq_allocations a JOIN rfq_lanes n ON n.id = a.lane_id JOIN rfq_quotes q ON q.rfq_id = a.rfq_id AND q.company_id = a.vendor_company_id
           JOIN rfq_quote_lines l ON l.quote_id = q.id AND l.lane_id = a.lane_id WHERE a.rfq_id = $1 AND a.vendor_company_id = $2 AND a.share_pct = 100 ORDER BY n.line_no LIMIT 1`,
        [rfq.id, bluewave.id],
      );
      const lane = lanes.find((l) => l.id === held?.lane_id);
      const shippedAt = new Date(Math.min(awardedAt.getTime() + 4 * HOUR, Date.now() - HOUR));
      if (held && lane) {
        const year = rfq.contractFrom.slice(0, 4);
        const reference = `ACME-${rfq.reference.replace(/^RFQ-/, '')}-01`;
        const [shipmentId] = await services.get(SHIPMENT_RECORDS).create(tx, asha.id, asha.userId, [{
          reference, mode: 'FCL', carrier: held.carrier ?? 'MAEU', pol: lane.origin, pod: lane.destination, origin: lane.origin, destination: lane.destination,
          etd: `${year}-01-09`, eta: `${year}-02-${String(1 + (stableHash(lane.id) % 20)).padStart(2, '0')}`, forwarder: 'Bluewave Logistics', commodity: 'Cotton textiles',
          teu: 4 * teuOf(lane.container_type), rfqId: rfq.id, contractRef: rfq.reference, sharedWith: [bluewave.id],
        }], 'data.shipments');
        await tx.query('INSERT INTO rfq_lane_shipments (lane_id, rfq_id, company_id, vendor_company_id, shipment_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [lane.id, rfq.id, asha.id, bluewave.id, shipmentId, shippedAt]);
        await writeActivity(tx, { kind: RFQ_KIND, recordId: rfq.id, companyId: asha.id, actorId: asha.userId, actorName: asha.userName, action: 'shipments-created', note: `Lane ${lane.line_no}: ${reference}` });
        await backdate(tx, rfq.id, shippedAt);
      }
    });
    log.info({ title: DEMO_RFQ_TITLES.contract }, 'demo RFQ bids, negotiation, approval and award');
  }

  // The spot tender: Harbourline has bid, Bluewave not yet.
  const spot = await db.one<{ id: string }>("SELECT id FROM rfqs WHERE company_id = $1 AND title = $2 AND status = 'OPEN'", [asha.id, DEMO_RFQ_TITLES.spot]);
  if (spot && !(await db.one('SELECT 1 AS x FROM rfq_quotes WHERE rfq_id = $1', [spot.id]))) {
    await db.transaction(async (tx) => {
      const rfq = (await rfqRow(tx, spot.id, true))!;
      const lanes = (await tx.query<Lane>('SELECT id, line_no, origin, destination, container_type, volume, baseline_amount::text AS baseline, incumbent_company_id AS incumbent FROM rfq_lanes WHERE rfq_id = $1 ORDER BY line_no', [rfq.id])).rows;
      const at = new Date(Math.min(Date.now() - 3 * HOUR, rfq.bidDeadline.getTime() - DAY));
      await saveBid(tx, rfq, bidder(harbour), { lines: lanes.map((l) => bidOf(l, harbour.userName, false, 1)), submit: true }, 'data.lines', at);
      await backdate(tx, rfq.id, at);
    });
  }
}
