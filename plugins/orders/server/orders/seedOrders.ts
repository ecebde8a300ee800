import { addDays, requestApproval, SHIPMENT_RECORDS, SHIPMENT_TRACKING, todayUtc, type Db, type SeedContext } from '@portolan/sdk/server';
import { MILESTONES, ORDER_KIND, SUPPLIER_LINK_DAYS, type Milestone } from '../../shared/states';
import { demoOrderPlan, type DemoLocation, type DemoOrder, type DemoProduct, type DemoSupplier } from './demoOrderPlan';
import { refreshOrders } from './refreshOrder';

const SUPPLIER_CODES = ['SUP-BRIGHTWAY', 'SUP-NINGBO', 'SUP-SAIGON', 'SUP-TIRUPUR', 'SUP-BUSAN'];
const LOCATION_CODES = ['LOC-BHIWANDI', 'LOC-PUNE', 'LOC-ROTTERDAM'];
/** Acme's approval level for purchase orders when none is configured: from USD 10,000, Arjun Approver. */
const APPROVAL_FROM = '10000';
const at = (day: string, hour: number) => `${day}T${String(hour).padStart(2, '0')}:${String(hour * 7 % 60).padStart(2, '0')}:00Z`;
const json = (rows: unknown[]) => JSON.stringify(rows);

async function masterOf(db: Db, acme: string): Promise<{ suppliers: DemoSupplier[]; locations: Record<string, DemoLocation> }> {
  const suppliers = await db.query<{ id: string; code: string; name: string; port: string | null; contact_name: string | null; contact_email: string | null; currency: string | null; payment_terms: string | null }>(
    "SELECT id, code, name, port, contact_name, contact_email, currency, payment_terms FROM company_master WHERE company_id = $1 AND kind = 'SUPPLIER' AND active AND code = ANY($2::text[]) ORDER BY code",
    [acme, SUPPLIER_CODES],
  );
  const products = await db.query<{ id: string; sku: string; name: string; category: string; hs_code: string | null; unit: string; unit_price: string; currency: string; supplier_id: string }>(
    'SELECT id, sku, name, category, hs_code, unit, unit_price::text AS unit_price, currency, supplier_id FROM products WHERE company_id = $1 AND active AND supplier_id = ANY($2::uuid[]) ORDER BY sku',
    [acme, suppliers.rows.map((s) => s.id)],
  );
  const locations = await db.query<{ id: string; code: string; port: string | null }>('SELECT id, code, port FROM company_locations WHERE company_id = $1 AND code = ANY($2::text[])', [acme, LOCATION_CODES]);
  return {
    suppliers: suppliers.rows.map((s) => {
      const own = products.rows.filter((p) => String(p.supplier_id) === String(s.id));
      return {
        id: String(s.id), code: s.code, name: s.name, port: s.port, contactName: s.contact_name, contactEmail: s.contact_email, currency: s.currency ?? own[0]?.currency ?? 'USD', paymentTerms: s.payment_terms,
        products: own.map((p): DemoProduct => ({ id: String(p.id), sku: p.sku, name: p.name, category: p.category, hsCode: p.hs_code, unit: p.unit, unitPrice: p.unit_price })),
      };
    }),
    locations: Object.fromEntries(locations.rows.map((l) => [l.code, { id: String(l.id), code: l.code, port: l.port }])),
  };
}

/** The two orders that ride on Acme's demo shipments: their lines booked, shipped (and delivered) when the shipment was. */
async function shipmentsOf(ctx: SeedContext, acme: string, orders: DemoOrder[], today: string): Promise<Map<string, { id: string; reference: string }>> {
  const linked = new Map<string, { id: string; reference: string }>();
  const tracking = ctx.services.get(SHIPMENT_TRACKING);
  const records = ctx.services.get(SHIPMENT_RECORDS);
  for (const order of orders.filter((o) => o.shipmentBooking)) {
    const id = await tracking.shipmentForReference(ctx.db, acme, 'BOOKING', order.shipmentBooking!);
    const progress = id ? (await records.progress(ctx.db, acme, [id]))[0] : undefined;
    if (!id || !progress?.atd) continue; // not seeded (or not sailed): the order stays at cargo ready
    const shipped = progress.atd.slice(0, 10);
    for (const line of order.lines) {
      const ready = line.actual.CARGO_READY ?? addDays(shipped, -10);
      const bookedBy = addDays(progress.etd.slice(0, 10), -12);
      let booked = ready > bookedBy ? ready : bookedBy;
      if (booked > shipped) booked = shipped;
      line.actual.CARGO_READY = ready < booked ? ready : booked;
      line.actual.IN_PRODUCTION = line.actual.IN_PRODUCTION && line.actual.IN_PRODUCTION < line.actual.CARGO_READY ? line.actual.IN_PRODUCTION : line.actual.CARGO_READY;
      line.actual.BOOKED = booked;
      line.actual.SHIPPED = shipped;
      const delivered = progress.ata ? addDays(progress.ata.slice(0, 10), 2) : null;
      if (delivered && delivered <= today) line.actual.DELIVERED = delivered;
    }
    linked.set(order.id, { id, reference: progress.reference });
  }
  return linked;
}

/**
 * Acme Exports' 200 demo purchase orders (demoOrderPlan) from the suppliers of its company master
 * (seedMaster: SUP-BRIGHTWAY, SUP-NINGBO, SUP-SAIGON, SUP-TIRUPUR, SUP-BUSAN and their products), over the
 * last nine months, in every state, with line milestones (planned and actual), proposals, supplier links,
 * the audit trail, an approval level for purchase orders (when none is configured) with the pending
 * orders' requests, and two orders shipped in Acme's demo shipments (found by booking number through
 * SHIPMENT_TRACKING, their dates from SHIPMENT_RECORDS). Written in bulk, one transaction; no email.
 * Idempotent: Acme's own orders (not from an order RFQ) already there → nothing.
 */
export async function seedOrders(ctx: SeedContext): Promise<void> {
  const { db, log } = ctx;
  const acme = (await db.one<{ id: string }>("SELECT id FROM companies WHERE name = 'Acme Exports' ORDER BY created_at LIMIT 1"))?.id;
  if (!acme) return;
  if (await db.one('SELECT 1 AS x FROM purchase_orders WHERE company_id = $1 AND order_rfq_id IS NULL LIMIT 1', [acme])) return;
  const buyer = await db.one<{ id: string; name: string }>("SELECT id, name FROM users WHERE email = 'shipper@portolan.test' AND company_id = $1", [acme]);
  const approver = await db.one<{ id: string }>("SELECT id FROM users WHERE email = 'approver@portolan.test' AND company_id = $1", [acme]);
  const { suppliers, locations } = await masterOf(db, acme);
  if (!suppliers.some((s) => s.products.length)) {
    log.warn('demo purchase orders skipped: Acme has no suppliers with products (seedMaster)');
    return;
  }
  const started = Date.now();
  const today = todayUtc();
  const orders = demoOrderPlan(suppliers, locations, today, { approvalFrom: APPROVAL_FROM });
  const linked = await shipmentsOf(ctx, acme, orders, today);
  const by = buyer ? { id: String(buyer.id), name: buyer.name } : { id: null, name: 'Acme Exports' };

  await db.transaction(async (tx) => {
    // PO numbers as nextReference draws them, one counter move per year.
    const byYear = new Map<string, DemoOrder[]>();
    for (const o of [...orders].sort((a, b) => a.orderDate.localeCompare(b.orderDate) || a.index - b.index)) byYear.set(o.orderDate.slice(0, 4), [...(byYear.get(o.orderDate.slice(0, 4)) ?? []), o]);
    const poNumbers = new Map<string, string>();
    for (const [year, list] of byYear) {
      const row = (await tx.one<{ last: number }>(
        `INSERT INTO reference_counters (company_id, kind, year, last) VALUES ($1, 'PO', $2, $3) ON CONFLICT (company_id, kind, year) DO UPDATE SET last = reference_counters.last + $3 RETURNING last`,
        [acme, Number(year), list.length],
      ))!;
      list.forEach((o, i) => poNumbers.set(o.id, `PO-${year}-${String(Number(row.last) - list.length + 1 + i).padStart(5, '0')}`));
    }

    const lastEvent = (o: DemoOrder) => o.events.map((e) => at(e.day, e.hour)).sort().at(-1) ?? at(o.orderDate, 8);
    await tx.query(
      `INSERT INTO purchase_orders (id, company_id, po_number, supplier_id, status, order_date, ship_from, pol, pod, ship_to_location_id, incoterm, currency, payment_terms, notes,
         issued_at, acknowledged_at, cancel_reason, created_by, created_at, updated_at, version)
       SELECT t.id, $1, t.po_number, t.supplier_id, t.status, t.order_date, t.ship_from, t.pol, t.pod, t.ship_to_location_id, t.incoterm, t.currency, t.payment_terms, t.notes,
              t.issued_at, t.acknowledged_at, t.cancel_reason, $2, t.created_at, t.updated_at, t.version
         FROM jsonb_to_recordset($3::jsonb) AS t(id uuid, po_number text, supplier_id uuid, status text, order_date date, ship_from text, pol text, pod text, ship_to_location_id uuid,
              incoterm text, currency text, payment_terms text, notes text, issued_at timestamptz, acknowledged_at timestamptz, cancel_reason text, created_at timestamptz, updated_at timestamptz, version int)`,
      [acme, by.id, json(orders.map((o) => ({
        id: o.id, po_number: poNumbers.get(o.id), supplier_id: o.supplier.id, status: o.status, order_date: o.orderDate, ship_from: o.supplier.name, pol: o.pol, pod: o.pod,
        ship_to_location_id: o.shipTo?.id ?? null, incoterm: o.incoterm, currency: o.currency, payment_terms: o.paymentTerms, notes: o.notes,
        issued_at: o.issuedOn ? at(o.issuedOn, 9) : null, acknowledged_at: o.acknowledgedOn ? at(o.acknowledgedOn, 11) : null, cancel_reason: o.cancelReason,
        created_at: at(o.orderDate, 8), updated_at: lastEvent(o), version: 1 + o.events.length,
      })))],
    );
    const lines = orders.flatMap((o) => o.lines.map((l) => ({ o, l })));
    await tx.query(
      `INSERT INTO order_line_items (id, order_id, company_id, line_no, product_id, sku, description, hs_code, quantity, unit, unit_price, amount, cargo_ready_date, required_delivery_date, booked_quantity, created_at)
       SELECT t.id, t.order_id, $1, t.line_no, t.product_id, t.sku, t.description, t.hs_code, t.quantity, t.unit, t.unit_price, t.amount, t.cargo_ready_date, t.required_delivery_date, t.booked_quantity, t.created_at
         FROM jsonb_to_recordset($2::jsonb) AS t(id uuid, order_id uuid, line_no int, product_id uuid, sku text, description text, hs_code text, quantity numeric, unit text, unit_price numeric,
              amount numeric, cargo_ready_date date, required_delivery_date date, booked_quantity numeric, created_at timestamptz)`,
      [acme, json(lines.map(({ o, l }) => ({
        id: l.id, order_id: o.id, line_no: l.lineNo, product_id: l.product.id, sku: l.product.sku, description: l.product.name, hs_code: l.product.hsCode, quantity: l.quantity, unit: l.product.unit,
        unit_price: l.unitPrice, amount: l.amount, cargo_ready_date: l.cargoReadyDate, required_delivery_date: l.requiredDeliveryDate, booked_quantity: l.actual.BOOKED ? l.quantity : '0',
        created_at: at(o.orderDate, 8),
      })))],
    );
    const source = (o: DemoOrder, m: Milestone) =>
      m === 'ISSUED' ? 'SYSTEM' : m === 'ACKNOWLEDGED' || m === 'IN_PRODUCTION' || m === 'CARGO_READY' ? 'SUPPLIER' : linked.has(o.id) && m !== 'BOOKED' ? 'SHIPMENT' : 'USER';
    await tx.query(
      `INSERT INTO order_milestones (company_id, order_id, line_item_id, milestone, planned_date, actual_date, source, updated_at)
       SELECT $1, t.order_id, t.line_item_id, t.milestone, t.planned_date, t.actual_date, t.source, t.updated_at
         FROM jsonb_to_recordset($2::jsonb) AS t(order_id uuid, line_item_id uuid, milestone text, planned_date date, actual_date date, source text, updated_at timestamptz)`,
      [acme, json(lines.flatMap(({ o, l }) => MILESTONES.map((m) => ({
        order_id: o.id, line_item_id: l.id, milestone: m, planned_date: l.planned[m], actual_date: l.actual[m] ?? null, source: l.actual[m] ? source(o, m) : 'SYSTEM',
        updated_at: at(l.actual[m] ?? o.orderDate, 12),
      }))))],
    );
    const shipped = lines.filter(({ o }) => linked.has(o.id));
    if (shipped.length) {
      await tx.query(
        `INSERT INTO order_line_shipments (company_id, order_id, line_item_id, shipment_id, shipment_reference, quantity, created_by, created_at)
         SELECT $1, t.order_id, t.line_item_id, t.shipment_id, t.shipment_reference, t.quantity, $2, t.created_at
           FROM jsonb_to_recordset($3::jsonb) AS t(order_id uuid, line_item_id uuid, shipment_id uuid, shipment_reference text, quantity numeric, created_at timestamptz)`,
        [acme, by.id, json(shipped.map(({ o, l }) => ({ order_id: o.id, line_item_id: l.id, shipment_id: linked.get(o.id)!.id, shipment_reference: linked.get(o.id)!.reference, quantity: l.quantity, created_at: at(l.actual.BOOKED!, 10) })))],
      );
    }
    const linkRows = orders.filter((o) => (o.status === 'ISSUED' || o.status === 'CHANGES_PROPOSED') && o.issuedOn);
    if (linkRows.length) {
      await tx.query(
        `INSERT INTO order_links (company_id, purpose, record_id, supplier_id, sent_to, expires_at, created_by, created_at)
         SELECT $1, 'ORDER_ACK', t.record_id, t.supplier_id, t.sent_to, t.expires_at, $2, t.created_at
           FROM jsonb_to_recordset($3::jsonb) AS t(record_id uuid, supplier_id uuid, sent_to text, expires_at timestamptz, created_at timestamptz)`,
        [acme, by.id, json(linkRows.map((o) => ({ record_id: o.id, supplier_id: o.supplier.id, sent_to: o.supplier.contactEmail, expires_at: at(addDays(o.issuedOn!, SUPPLIER_LINK_DAYS), 9), created_at: at(o.issuedOn!, 9) })))],
      );
    }
    const proposals = orders.filter((o) => o.proposal);
    if (proposals.length) {
      await tx.query(
        `INSERT INTO order_change_proposals (company_id, order_id, line_item_id, field, current_value, proposed_value, comment, proposed_by, proposed_at)
         SELECT $1, t.order_id, t.line_item_id, 'cargoReadyDate', t.current_value, t.proposed_value, t.comment, t.proposed_by, t.proposed_at
           FROM jsonb_to_recordset($2::jsonb) AS t(order_id uuid, line_item_id uuid, current_value text, proposed_value text, comment text, proposed_by text, proposed_at timestamptz)`,
        [acme, json(proposals.map((o) => ({
          order_id: o.id, line_item_id: o.proposal!.lineId, current_value: o.proposal!.current, proposed_value: o.proposal!.proposed, comment: o.proposal!.comment,
          proposed_by: `${o.supplier.contactName ?? 'Sales desk'} (${o.supplier.name})`, proposed_at: at(o.events.find((e) => e.action === 'propose')!.day, 12),
        })))],
      );
    }
    // The trail as it happened (writeActivity stamps now(); a seed writes the past).
    await tx.query(
      `INSERT INTO record_activity (kind, record_id, company_id, actor_id, actor_name, action, from_state, to_state, note, created_at)
       SELECT $1, t.record_id, $2, t.actor_id, t.actor_name, t.action, t.from_state, t.to_state, t.note, t.created_at
         FROM jsonb_to_recordset($3::jsonb) AS t(record_id uuid, actor_id uuid, actor_name text, action text, from_state text, to_state text, note text, created_at timestamptz)`,
      [ORDER_KIND, acme, json(orders.flatMap((o) => o.events.map((e) => ({
        record_id: o.id, actor_id: e.by === 'buyer' ? by.id : null, actor_name: e.by === 'buyer' ? by.name : `${o.supplier.contactName ?? 'Sales desk'} (${o.supplier.name})`,
        action: e.action, from_state: e.from, to_state: e.to, note: e.note, created_at: at(e.day, e.hour),
      }))))],
    );

    // Orders waiting for approval: Acme's level for purchase orders (unless it has its own), and their requests.
    const pending = orders.filter((o) => o.status === 'PENDING_APPROVAL');
    if (pending.length && approver && buyer) {
      await tx.query(
        `INSERT INTO approval_configurations (company_id, kind, level, min_amount, currency, approver_ids, created_by)
         SELECT $1, $2, 1, $3, 'USD', ARRAY[$4::uuid], $5 WHERE NOT EXISTS (SELECT 1 FROM approval_configurations WHERE company_id = $1 AND kind = $2)`,
        [acme, ORDER_KIND, APPROVAL_FROM, approver.id, buyer.id],
      );
    }
    await refreshOrders(tx, orders.map((o) => o.id), today);
    for (const o of pending) {
      const total = (await tx.one<{ total: string }>('SELECT total_amount::text AS total FROM purchase_orders WHERE id = $1', [o.id]))!.total;
      // Levels in another currency would need an exchange rate: such an order stays a draft.
      const levels = await tx.one<{ n: number; other: number }>(
        'SELECT count(*)::int AS n, count(*) FILTER (WHERE currency <> $3)::int AS other FROM approval_configurations WHERE company_id = $1 AND kind = $2',
        [acme, ORDER_KIND, o.currency],
      );
      const state = Number(levels?.n) > 0 && Number(levels?.other) === 0 && buyer ? await requestApproval(tx, { kind: ORDER_KIND, recordId: o.id, companyId: acme, amount: total, currency: o.currency, userId: String(buyer.id), userName: buyer.name }) : undefined;
      // No level applies: the order is still a draft.
      if (state?.status !== 'PENDING') await tx.query("UPDATE purchase_orders SET status = 'DRAFT' WHERE id = $1", [o.id]);
    }
  });
  log.info({ orders: orders.length, shipped: linked.size, ms: Date.now() - started }, 'demo purchase orders created');
}
