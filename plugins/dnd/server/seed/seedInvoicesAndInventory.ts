import Big from 'big.js';
import { addDays, containerNumber, isValidContainerNumber, nextReference, SHIPMENT_EQUIPMENT, writeActivity, type Db, type SeedContext } from '@portolan/sdk/server';
import { computeClock, type TariffTerms } from '../../shared/freeTime';
import type { NewCarrierInvoice, NewInventoryContainer } from '../../shared/types';
import { refreshClocks, termsFor, type ClockContext } from '../clocks/containerClocks';
import { DISPUTE_KIND } from '../invoices/disputeResource';
import { INVOICE_KIND, invoiceColumns } from '../invoices/invoiceResource';
import { inventoryColumns } from '../inventory/inventoryResource';
import { computedMinor } from '../invoices/invoiceMoney';

/** A box of the demo: its number from an owner prefix and serial; lease end and next available day in days from today. */
type Box = Omit<NewInventoryContainer, 'number' | 'leaseEnd' | 'nextAvailableOn'> & { prefix: string; serial: number; leaseEnd?: number; nextAvailableOn?: number };

/** Acme's own and leased boxes: every status and condition, lessors as in the leasing trade. */
const BOXES: Box[] = [
  { prefix: 'ACXU', serial: 100001, isoType: '42G1', ownership: 'OWNED', status: 'AVAILABLE', condition: 'CARGO_WORTHY', location: 'NLRTM', manufacturedYear: 2019 },
  { prefix: 'ACXU', serial: 100002, isoType: '45G1', ownership: 'OWNED', status: 'AVAILABLE', condition: 'NEW', location: 'NLRTM', manufacturedYear: 2025 },
  { prefix: 'ACXU', serial: 100003, isoType: '22G1', ownership: 'OWNED', status: 'IN_REPAIR', condition: 'NEEDS_REPAIR', location: 'DEHAM', nextAvailableOn: 12, notes: 'Door gasket and floor patch at the depot' },
  { prefix: 'ACXU', serial: 100004, isoType: '22G1', ownership: 'OWNED', status: 'LOST', condition: 'DAMAGED', location: 'INNSA', notes: 'Not returned by the trucker; claim open' },
  { prefix: 'TGHU', serial: 481120, isoType: '45G1', ownership: 'LEASED', lessor: 'Triton International', leaseReference: 'TRI-LT-2291', leaseEnd: 400, status: 'AVAILABLE', condition: 'SOUND', location: 'CNSHA' },
  { prefix: 'TGHU', serial: 481121, isoType: '42G1', ownership: 'LEASED', lessor: 'Triton International', leaseReference: 'TRI-LT-2291', leaseEnd: 400, status: 'IN_USE', condition: 'SOUND', location: 'SGSIN' },
  { prefix: 'TEMU', serial: 730415, isoType: '42R1', ownership: 'LEASED', lessor: 'Textainer', leaseReference: 'TXT-MR-0815', leaseEnd: 180, status: 'AVAILABLE', condition: 'CARGO_WORTHY', location: 'NLRTM', nextAvailableOn: 3 },
  { prefix: 'TEMU', serial: 730416, isoType: '22G1', ownership: 'LEASED', lessor: 'Textainer', leaseReference: 'TXT-MR-0815', leaseEnd: 180, status: 'OFF_HIRE', condition: 'SOUND', location: 'USLAX', notes: 'Off-hired at the lessor depot' },
  { prefix: 'CAIU', serial: 552301, isoType: '45G1', ownership: 'LEASED', lessor: 'CAI International', leaseReference: 'CAI-2025-117', leaseEnd: 90, status: 'IN_USE', condition: 'SOUND', location: 'USNYC' },
  { prefix: 'FCIU', serial: 918870, isoType: '22T1', ownership: 'LEASED', lessor: 'Florens', leaseReference: 'FLO-TK-0042', leaseEnd: 240, status: 'AVAILABLE', condition: 'NEW', location: 'BEANR', manufacturedYear: 2025 },
  { prefix: 'FCIU', serial: 918871, isoType: '42U1', ownership: 'LEASED', lessor: 'Florens', leaseReference: 'FLO-OT-0043', leaseEnd: 240, status: 'IN_REPAIR', condition: 'DAMAGED', location: 'ESVLC', nextAvailableOn: 20, notes: 'Tarpaulin bows bent in discharge' },
  { prefix: 'SCZU', serial: 200517, isoType: 'L5G1', ownership: 'LEASED', lessor: 'SeaCube Containers', leaseReference: 'SCB-45-0317', leaseEnd: 30, status: 'AVAILABLE', condition: 'SOUND', location: 'GBFXT', nextAvailableOn: 0 },
];

/** The company's priced clocks with charges (running over their last free day, or stopped after it), most charged first. */
async function chargedClocks(db: Db, companyId: string): Promise<Array<{ container_id: string; direction: 'IMPORT' | 'EXPORT'; charge_type: 'DEMURRAGE' | 'DETENTION' | 'COMBINED'; state: string }>> {
  const rows = await db.query<{ container_id: string; direction: 'IMPORT' | 'EXPORT'; charge_type: 'DEMURRAGE' | 'DETENTION' | 'COMBINED'; state: string }>(
    `SELECT container_id, direction, charge_type, state FROM dnd_clocks
      WHERE company_id = $1 AND tariff_id IS NOT NULL AND chargeable_days > 0 AND state IN ('OVER', 'STOPPED')
      ORDER BY (state = 'OVER') DESC, chargeable_days DESC, id`,
    [companyId],
  );
  return rows.rows.map((r) => ({ ...r, container_id: String(r.container_id) }));
}

/**
 * A carrier's invoice for a clock: as the events and the tariff give it, or — `overcharge` — with two
 * free days fewer and the first band's per diem 25 % higher (what the check must catch). Billed to the
 * stop day, or to today for a running clock; issued `issuedDaysAgo` days before today.
 */
async function carrierInvoice(ctx: ClockContext, companyId: string, clock: { container_id: string; direction: 'IMPORT' | 'EXPORT'; charge_type: 'DEMURRAGE' | 'DETENTION' | 'COMBINED' }, invoiceNumber: string, overcharge: boolean, today: string): Promise<NewCarrierInvoice | undefined> {
  const found = await termsFor(ctx, companyId, clock.container_id, clock.direction, clock.charge_type);
  if (!found?.terms || !found.clock.startDay) return undefined;
  const { terms, journey } = found;
  // The overcharge: two free days short (while at least one is left, so the billed free time still ends on or after its start) and a first tier 25 % dearer.
  const billedFree = terms.freeDays >= 3 ? terms.freeDays - 2 : terms.freeDays;
  const billedTerms: TariffTerms = overcharge
    ? {
        ...terms,
        freeDays: billedFree,
        tiers: terms.tiers.map((t, i) => ({ ...t, fromDay: i === 0 ? billedFree + 1 : t.fromDay, perDiem: i === 0 ? new Big(t.perDiem).times('1.25').toFixed(2) : t.perDiem })),
      }
    : terms;
  const end = found.clock.stopDay ?? today;
  const billed = computeClock({ terms: billedTerms, startDay: found.clock.startDay, stopDay: end, today });
  if (billed.chargeableDays === 0) return undefined;
  const invoiceDate = found.clock.stopDay ? addDays(found.clock.stopDay, 5) : today;
  return {
    containerId: clock.container_id,
    invoiceNumber,
    carrier: journey.carrier,
    billedParty: 'Acme Exports',
    billedPartyBasis: journey.own ? 'Shipper on the bill of lading and the carrier’s contract party' : 'Consignee named on the bill of lading',
    blNumber: journey.blNumber ?? journey.bookingNumber ?? journey.shipmentReference,
    containerNumber: journey.number,
    port: found.clock.port,
    direction: clock.direction,
    chargeType: clock.charge_type,
    freeDays: billedTerms.freeDays,
    freeTimeStart: found.clock.startDay,
    freeTimeEnd: billed.lastFreeDay,
    chargedFrom: addDays(billed.lastFreeDay, 1),
    chargedTo: end,
    chargedDays: billed.chargeableDays,
    rates: billed.breakdown.map((b) => ({ fromDay: b.fromDay, toDay: b.toDay, perDiem: b.perDiem })),
    tariffReference: `${journey.carrier} ${clock.direction === 'IMPORT' ? 'import' : 'export'} ${clock.charge_type.toLowerCase()} tariff, ${found.clock.port}`,
    invoiceDate,
    dueDate: addDays(invoiceDate, 30),
    amount: { amount: billed.cost, currency: terms.currency },
    disputeContact: `dd-disputes@${journey.carrier.toLowerCase()}.example`,
    complianceStatement: true,
  };
}

/**
 * Demo data for the D&D invoices and the container inventory (seedDnd calls it after the tariffs):
 * Acme's twelve boxes (owned and leased, every status and condition, valid ISO 6346 numbers) plus, as
 * a leased box in use, a container of one of its open shipments; then — from its clocks with charges —
 * one carrier invoice that overcharges (two free days fewer, a higher first per diem) on a container past
 * its last free day, one correct invoice ACCEPTED, and two older overcharging invoices with a dispute
 * each, one SUBMITTED and one WON. Idempotent: boxes by number; the invoices only when Acme has none.
 */
export async function seedInvoicesAndInventory(ctx: SeedContext, companyName = 'Acme Exports', now = new Date()): Promise<void> {
  const { db } = ctx;
  const company = await db.one<{ id: string }>('SELECT id FROM companies WHERE name = $1 ORDER BY created_at LIMIT 1', [companyName]);
  if (!company) return;
  const companyId = String(company.id);
  const user = await db.one<{ id: string; name: string }>("SELECT id, name FROM users WHERE company_id = $1 ORDER BY (email = 'shipper@portolan.test') DESC, created_at LIMIT 1", [companyId]);
  const today = now.toISOString().slice(0, 10);
  const clockCtx: ClockContext = { db, services: ctx.services };
  const equipment = ctx.services.get(SHIPMENT_EQUIPMENT);

  const boxes: NewInventoryContainer[] = BOXES.map(({ prefix, serial, leaseEnd, nextAvailableOn, ...box }) => ({
    ...box,
    number: containerNumber(prefix, serial),
    leaseEnd: leaseEnd === undefined ? null : addDays(today, leaseEnd),
    nextAvailableOn: nextAvailableOn === undefined ? null : addDays(today, nextAvailableOn),
  }));
  const open = (await equipment.journeys(db, companyId, { limit: 200 })).find((j) => j.own && (j.status === 'IN_TRANSIT' || j.status === 'ARRIVED') && isValidContainerNumber(j.number));
  if (open) boxes.push({ number: open.number, isoType: open.isoType, ownership: 'LEASED', lessor: 'Triton International', leaseReference: 'TRI-LT-2291', status: 'IN_USE', condition: 'SOUND', location: open.pol });
  await db.transaction(async (tx) => {
    for (const box of boxes) {
      if (await tx.one('SELECT 1 AS x FROM container_inventory WHERE company_id = $1 AND number = $2', [companyId, box.number])) continue;
      const columns: Record<string, unknown> = { ...(await inventoryColumns(tx, companyId, box)), company_id: companyId, created_by: user?.id ?? null };
      const names = Object.keys(columns);
      await tx.query(`INSERT INTO container_inventory (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})`, names.map((n) => columns[n]));
    }
  });

  if (await db.one('SELECT 1 AS x FROM dnd_invoices WHERE company_id = $1 LIMIT 1', [companyId])) return;
  await refreshClocks(clockCtx, companyId, { now });
  const clocks = await chargedClocks(db, companyId);
  if (clocks.length === 0) return;
  const over = clocks.find((c) => c.state === 'OVER') ?? clocks[0]!;
  const others = clocks.filter((c) => c !== over);
  const pick = (i: number) => others[i % Math.max(1, others.length)] ?? over;
  const year = now.getUTCFullYear();
  const plan: Array<{ clock: typeof over; number: string; overcharge: boolean; status: 'RECEIVED' | 'ACCEPTED'; dispute?: 'SUBMITTED' | 'WON' }> = [
    { clock: over, number: `DD${year}-00417`, overcharge: true, status: 'RECEIVED' },
    { clock: pick(0), number: `DD${year}-00388`, overcharge: false, status: 'ACCEPTED' },
    { clock: pick(1), number: `DD${year}-00301`, overcharge: true, status: 'RECEIVED', dispute: 'SUBMITTED' },
    { clock: pick(2), number: `DD${year}-00254`, overcharge: true, status: 'RECEIVED', dispute: 'WON' },
  ];
  await db.transaction(async (tx) => {
    const txCtx: ClockContext = { db: tx, services: ctx.services };
    const act = (kind: string, recordId: string, action: string, from: string | null, to: string, note: string | null = null) =>
      user ? writeActivity(tx, { kind, recordId, companyId, actorId: user.id, actorName: user.name, action, from, to, note }) : Promise.resolve();
    for (const item of plan) {
      const data = await carrierInvoice(txCtx, companyId, item.clock, item.number, item.overcharge, today);
      if (!data) continue;
      const columns: Record<string, unknown> = { ...(await invoiceColumns(txCtx, companyId, data)), company_id: companyId, created_by: user?.id ?? null, status: item.status };
      const names = Object.keys(columns);
      const row = await tx.one<{ id: string; findings: unknown[]; expected: { difference: { amount: string } | null } | null; currency: string; amount_minor: number }>(
        `INSERT INTO dnd_invoices (${names.join(', ')}) VALUES (${names.map((_, n) => `$${n + 1}`).join(', ')}) RETURNING id, findings, expected, currency, amount_minor`,
        names.map((n) => columns[n]),
      );
      const invoiceId = String(row!.id);
      if (item.status === 'ACCEPTED') await act(INVOICE_KIND, invoiceId, 'accept', 'RECEIVED', 'ACCEPTED', 'Matches the tariff and the events');
      const difference = row!.expected?.difference ? new Big(row!.expected.difference.amount) : new Big(0);
      if (!item.dispute || difference.lte(0)) continue;
      const disputedMinor = computedMinor({ amount: difference.toFixed(), currency: row!.currency });
      const reference = await nextReference(tx, companyId, 'DSP', now);
      // Never in the future: an invoice of a clock still running is dated today, and so is its dispute.
      const earliest = (a: string, b: string) => (a < b ? a : b);
      const submittedAt = earliest(addDays(data.invoiceDate, 3), today);
      const closedOn = earliest(addDays(submittedAt, 12), today);
      const won = item.dispute === 'WON';
      const dispute = await tx.one<{ id: string }>(
        `INSERT INTO dnd_disputes (company_id, invoice_id, reference, status, reason, disputed_minor, recovered_minor, currency, evidence, submitted_at, respond_by, closed_at, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::timestamptz, $11, $12::timestamptz, $13) RETURNING id`,
        [
          companyId, invoiceId, reference, item.dispute, 'Free time and per diem differ from the published tariff; the invoice is above what the events and the tariff give.',
          disputedMinor, won ? disputedMinor : null, row!.currency, JSON.stringify(row!.findings), `${submittedAt}T09:00:00Z`, addDays(submittedAt, 30),
          won ? `${closedOn}T15:00:00Z` : null, user?.id ?? null,
        ],
      );
      const disputeId = String(dispute!.id);
      await act(DISPUTE_KIND, disputeId, 'open', null, 'OPEN');
      await act(DISPUTE_KIND, disputeId, 'submit', 'OPEN', 'SUBMITTED');
      await act(INVOICE_KIND, invoiceId, 'dispute', 'RECEIVED', 'DISPUTED', `Disputed in ${reference}`);
      if (won) {
        await act(DISPUTE_KIND, disputeId, 'win', 'SUBMITTED', 'WON', 'Carrier credit note issued for the full amount');
        await act(INVOICE_KIND, invoiceId, 'win', 'DISPUTED', 'RECEIVED', `Dispute ${reference}: win`);
      } else {
        await tx.query("UPDATE dnd_invoices SET status = 'DISPUTED' WHERE id = $1", [invoiceId]);
      }
    }
  });
}
