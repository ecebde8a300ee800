import Big from 'big.js';
import { addDays, daysBetween, stableHash } from '@portolan/sdk/server';
import { MILESTONES, type Incoterm, type Milestone, type OrderState } from '../../shared/states';
import { lineAmount } from './insertOrderLines';
import { plannedMilestones } from './plannedMilestones';

export interface DemoProduct { id: string; sku: string; name: string; category: string; hsCode: string | null; unit: string; unitPrice: string }
export interface DemoSupplier { id: string; code: string; name: string; port: string | null; contactName: string | null; contactEmail: string | null; currency: string; paymentTerms: string | null; products: DemoProduct[] }
export interface DemoLocation { id: string; code: string; port: string | null }

export interface DemoLine {
  id: string;
  lineNo: number;
  product: DemoProduct;
  quantity: string;
  unitPrice: string;
  amount: string;
  cargoReadyDate: string;
  requiredDeliveryDate: string;
  planned: Record<Milestone, string>;
  actual: Partial<Record<Milestone, string>>;
}

/** One moment of an order's audit trail, as it happened. */
export interface DemoEvent { day: string; hour: number; action: string; from: OrderState | null; to: OrderState | null; note: string | null; by: 'buyer' | 'supplier' }

export interface DemoOrder {
  id: string;
  index: number;
  supplier: DemoSupplier;
  orderDate: string;
  status: OrderState;
  shipTo: DemoLocation | null;
  pol: string | null;
  pod: string | null;
  incoterm: Incoterm;
  currency: string;
  paymentTerms: string;
  notes: string | null;
  lines: DemoLine[];
  events: DemoEvent[];
  issuedOn: string | null;
  acknowledgedOn: string | null;
  cancelReason: string | null;
  /** A PENDING proposal of the supplier (CHANGES_PROPOSED): line 1's cargo-ready day moved. */
  proposal: { lineId: string; current: string; proposed: string; comment: string } | null;
  /** Shipped in one of Acme's demo shipments (its booking number): its lines stop at CARGO_READY here; the seed adds the rest from the shipment. */
  shipmentBooking: string | null;
}

/** How late each supplier tends to be at cargo ready (days, from..to), and how often a line slips badly. */
const RELIABILITY: Record<string, { from: number; to: number; badPct: number }> = {
  'SUP-BRIGHTWAY': { from: -5, to: 0, badPct: 3 },
  'SUP-NINGBO': { from: -4, to: 1, badPct: 5 },
  'SUP-SAIGON': { from: -2, to: 5, badPct: 15 },
  'SUP-TIRUPUR': { from: -4, to: 2, badPct: 8 },
  'SUP-BUSAN': { from: -4, to: 0, badPct: 4 },
};
const CANCEL_REASONS = ['Forecast cut for the season', 'Replaced by a consolidated order', 'Customer programme cancelled', 'Duplicate of an earlier order', 'Price not approved'];
const REJECT_REASONS = ['We cannot meet the cargo-ready date with our current capacity', 'The quoted price is no longer valid', 'This item is discontinued'];
/** Two orders ride on Acme's demo shipments (booking numbers of plugins/shipments' demo data): order index → booking. */
export const DEMO_SHIPPED_ORDERS: Record<number, string> = { 11: 'MS24436568', 51: 'ON01139368' };

/**
 * Acme's demo purchase orders, deterministic for a day (stableHash, no randomness): `count` orders over
 * the last ~9 months from the given suppliers (1–6 lines of their products), in every state — most
 * ACKNOWLEDGED and moving along their milestones with realistic slips (some badly late, some overdue),
 * older ones delivered and CLOSED, recent ones DRAFT, PENDING_APPROVAL, ISSUED or CHANGES_PROPOSED, a
 * few REJECTED or CANCELLED — with their audit trail. Orders waiting for approval reach `approvalFrom`.
 * Pure: the seed writes it.
 */
export function demoOrderPlan(suppliers: readonly DemoSupplier[], locations: Record<string, DemoLocation>, today: string, options: { count?: number; approvalFrom?: string } = {}): DemoOrder[] {
  const count = options.count ?? 200;
  const usable = suppliers.filter((s) => s.products.length);
  if (!usable.length) return [];
  const orders: DemoOrder[] = [];
  for (let i = 0; i < count; i++) {
    const h = (key: string) => stableHash(`acme-po-${i}-${key}`);
    const between = (key: string, from: number, to: number) => from + (h(key) % (to - from + 1));
    const shipmentBooking = DEMO_SHIPPED_ORDERS[i] ?? null;
    const bucket = i % 40;
    let status: OrderState = bucket === 0 ? 'DRAFT' : bucket === 1 ? 'PENDING_APPROVAL' : bucket <= 3 ? 'ISSUED' : bucket === 4 ? 'CHANGES_PROPOSED' : bucket === 5 ? 'REJECTED' : bucket === 6 ? 'CANCELLED' : bucket <= 10 ? 'CLOSED' : 'ACKNOWLEDGED';
    if (shipmentBooking) status = 'ACKNOWLEDGED';
    // Recent orders are more numerous than old ones (a business that grows, and orders in flight).
    const skewed = (from: number, to: number) => from + Math.floor((to - from) * ((h('age') % 1000) / 1000) ** 1.8);
    const age = shipmentBooking ? (shipmentBooking === 'MS24436568' ? 120 : 60)
      : status === 'DRAFT' ? -between('age', 0, 5)
      : status === 'PENDING_APPROVAL' ? 0
      : status === 'ISSUED' ? between('age', 1, 5)
      : status === 'CHANGES_PROPOSED' ? between('age', 1, 4)
      : status === 'REJECTED' ? between('age', 8, 60)
      : status === 'CLOSED' ? between('age', 150, 270)
      : skewed(3, 265);
    const orderDate = addDays(today, -age);
    const supplier = shipmentBooking ? (usable.find((s) => s.code === 'SUP-TIRUPUR') ?? usable[0]!) : usable[h('supplier') % usable.length]!;
    const category = supplier.products[0]!.category;
    const shipTo = shipmentBooking === 'ON01139368' ? null
      : shipmentBooking ? locations['LOC-ROTTERDAM'] ?? null
      : category === 'Machinery parts' ? locations['LOC-PUNE'] ?? null
      : h('shipto') % 5 === 0 ? locations['LOC-ROTTERDAM'] ?? null : locations['LOC-BHIWANDI'] ?? null;
    const pol = shipmentBooking === 'MS24436568' ? 'INNSA' : supplier.port;
    const pod = shipmentBooking === 'ON01139368' ? 'SGSIN' : shipTo?.port ?? null;
    const leadDays = category === 'Machinery parts' ? between('lead', 45, 70) : between('lead', 28, 50);
    const transit = shipTo?.port === 'NLRTM' ? between('transit', 32, 40) : between('transit', 18, 28);
    const lineCount = 1 + (h('lines') % 6);
    const reliability = RELIABILITY[supplier.code] ?? { from: 0, to: 5, badPct: 10 };
    const lines: DemoLine[] = [];
    for (let n = 0; n < lineCount; n++) {
      const hl = (key: string) => stableHash(`acme-po-${i}-line-${n}-${key}`);
      const product = supplier.products[(h('first') + n) % supplier.products.length]!;
      const quantity = String((1 + (hl('qty') % 40)) * (category === 'Machinery parts' ? 5 : 100));
      const factor = new Big(95 + (hl('price') % 11)).div(100); // 95–105% of the catalogue price
      const unitPrice = new Big(product.unitPrice).times(factor).round(2, Big.roundHalfUp).toFixed(2);
      const cargoReadyDate = addDays(orderDate, leadDays + (n % 3) * 4);
      const requiredDeliveryDate = addDays(cargoReadyDate, transit + 7);
      const planned = plannedMilestones(orderDate, cargoReadyDate, requiredDeliveryDate);
      const actual: Partial<Record<Milestone, string>> = {};
      if (status !== 'DRAFT' && status !== 'PENDING_APPROVAL') actual.ISSUED = orderDate;
      if (status === 'ACKNOWLEDGED' || status === 'CLOSED') {
        const slip = hl('bad') % 100 < reliability.badPct ? 10 + (hl('badDays') % 16) : reliability.from + (hl('slip') % (reliability.to - reliability.from + 1));
        const candidates: Array<[Milestone, string]> = [];
        let day = addDays(orderDate, h('ack') % 4);
        candidates.push(['ACKNOWLEDGED', day]);
        day = max(day, addDays(planned.IN_PRODUCTION, -(hl('prod') % 4)));
        candidates.push(['IN_PRODUCTION', day]);
        day = max(day, addDays(planned.CARGO_READY, slip));
        candidates.push(['CARGO_READY', day]);
        day = addDays(day, 1 + (hl('book') % 3));
        candidates.push(['BOOKED', day]);
        day = addDays(day, 3 + (hl('ship') % 2));
        candidates.push(['SHIPPED', day]);
        day = addDays(day, daysBetween(planned.SHIPPED, planned.DELIVERED) + (hl('deliver') % 6) - 3);
        candidates.push(['DELIVERED', day]);
        for (const [m, d] of candidates) {
          if (d > today || (shipmentBooking && MILESTONES.indexOf(m) > MILESTONES.indexOf('CARGO_READY'))) break;
          actual[m] = d;
        }
      }
      lines.push({
        id: crypto.randomUUID(), lineNo: n + 1, product, quantity, unitPrice, amount: lineAmount(quantity, unitPrice, supplier.currency).toFixed(4), cargoReadyDate, requiredDeliveryDate, planned, actual,
      });
    }
    // An order waiting for approval is above the approval level's minimum.
    const total = lines.reduce((sum, l) => sum.plus(l.amount), new Big(0));
    if (status === 'PENDING_APPROVAL' && options.approvalFrom && total.gt(0) && total.lt(options.approvalFrom)) {
      const k = new Big(options.approvalFrom).div(total).round(0, Big.roundUp).toNumber();
      for (const l of lines) {
        l.quantity = new Big(l.quantity).times(k).toString();
        l.amount = lineAmount(l.quantity, l.unitPrice, supplier.currency).toFixed(4);
      }
    }
    // An order is closed once every line was delivered (the buyer closed about half of those delivered two months ago); one that has not got there yet is still acknowledged.
    const delivered = lines.every((l) => l.actual.DELIVERED) ? lines.map((l) => l.actual.DELIVERED!).sort().at(-1)! : null;
    if (status === 'CLOSED' && !delivered) status = 'ACKNOWLEDGED';
    if (status === 'ACKNOWLEDGED' && delivered && delivered < addDays(today, -60) && h('close') % 2 === 0 && !shipmentBooking) status = 'CLOSED';
    const acknowledgedOn = status === 'ACKNOWLEDGED' || status === 'CLOSED' ? lines[0]!.actual.ACKNOWLEDGED ?? null : null;
    const issuedOn = status === 'DRAFT' || status === 'PENDING_APPROVAL' ? null : orderDate;
    const events: DemoEvent[] = [];
    if (status === 'PENDING_APPROVAL') events.push({ day: orderDate, hour: 9, action: 'submit', from: 'DRAFT', to: 'PENDING_APPROVAL', note: '1 approval level', by: 'buyer' });
    if (issuedOn) events.push({ day: orderDate, hour: 9, action: 'submit', from: 'DRAFT', to: 'ISSUED', note: 'No approval level applies: issued to the supplier', by: 'buyer' });
    let cancelReason: string | null = null;
    let proposal: DemoOrder['proposal'] = null;
    if (acknowledgedOn) events.push({ day: acknowledgedOn, hour: 11, action: 'acknowledge', from: 'ISSUED', to: 'ACKNOWLEDGED', note: null, by: 'supplier' });
    if (status === 'CLOSED' && delivered) {
      events.push({ day: min(addDays(delivered, 3), today), hour: 15, action: 'close', from: 'ACKNOWLEDGED', to: 'CLOSED', note: 'Delivered in full', by: 'buyer' });
    }
    if (status === 'REJECTED') events.push({ day: addDays(orderDate, 2), hour: 10, action: 'reject', from: 'ISSUED', to: 'REJECTED', note: REJECT_REASONS[h('reject') % REJECT_REASONS.length]!, by: 'supplier' });
    if (status === 'CANCELLED') {
      cancelReason = CANCEL_REASONS[h('cancel') % CANCEL_REASONS.length]!;
      events.push({ day: min(addDays(orderDate, 4), today), hour: 16, action: 'cancel', from: 'ISSUED', to: 'CANCELLED', note: cancelReason, by: 'buyer' });
    }
    if (status === 'CHANGES_PROPOSED') {
      const line = lines[0]!;
      proposal = { lineId: line.id, current: line.cargoReadyDate, proposed: addDays(line.cargoReadyDate, 7 + (h('proposal') % 8)), comment: 'Raw material arrives later than planned' };
      events.push({ day: min(addDays(orderDate, 2), today), hour: 12, action: 'propose', from: 'ISSUED', to: 'CHANGES_PROPOSED', note: `line 1 cargo ready ${proposal.current} → ${proposal.proposed}`, by: 'supplier' });
    }
    orders.push({
      id: crypto.randomUUID(), index: i, supplier, orderDate, status, shipTo, pol, pod,
      incoterm: (['FOB', 'FOB', 'FOB', 'FCA', 'EXW', 'CIF'] as const)[h('incoterm') % 6]!,
      currency: supplier.currency, paymentTerms: supplier.paymentTerms ?? (h('terms') % 3 === 0 ? 'Net 30' : 'Net 60'),
      notes: h('notes') % 4 === 0 ? 'Consolidate with other orders of the month where possible.' : null,
      lines, events, issuedOn, acknowledgedOn, cancelReason, proposal, shipmentBooking,
    });
  }
  return orders;
}

const max = (a: string, b: string) => (a > b ? a : b);
const min = (a: string, b: string) => (a < b ? a : b);
