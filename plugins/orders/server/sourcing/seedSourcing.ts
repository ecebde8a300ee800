import Big from 'big.js';
import { addDays, decideApproval, nextReference, todayUtc, writeActivity, type Db, type Mailer, type SeedContext } from '@portolan/sdk/server';
import { ORDER_KIND, ORDER_RFQ_KIND, REQUISITION_KIND } from '../../shared/states';
import type { NewRequisitionLine, SupplierQuoteAnswer } from '../../shared/types';
import { requisitionDecided } from '../requisitions/requisitionDecided';
import { saveRequisitionLines } from '../requisitions/saveRequisitionLines';
import { submitRequisition, type Submitter } from '../requisitions/submitRequisition';
import { awardSupplierQuotes } from './awardSupplierQuotes';
import { orderRfqFromRequisition } from './orderRfqFromRequisition';
import { sendQuoteLinks } from './quoteLinks';
import { saveSupplierQuote } from './saveSupplierQuote';

/** Demo data sends no email. */
const quietMailer: Mailer = { queue: async () => {} };

export const DEMO_REQUISITIONS = {
  sourced: 'Packaging for Q1 2027 exports',
  pending: 'Shipping cartons for Rotterdam DC',
  draft: 'Warehouse consumables for Bhiwandi',
} as const;

async function userOf(db: Db, email: string): Promise<Submitter | undefined> {
  const row = await db.one<{ id: string; name: string; company_id: string }>("SELECT u.id, u.name, u.company_id FROM users u JOIN companies c ON c.id = u.company_id WHERE u.email = $1 AND c.name = 'Acme Exports'", [email]);
  return row ? { id: String(row.id), name: row.name, companyId: String(row.company_id) } : undefined;
}

async function idsByCode(db: Db, table: 'company_master' | 'company_locations', companyId: string, codes: string[]): Promise<Map<string, string>> {
  const rows = await db.query<{ id: string; code: string }>(`SELECT id, code FROM ${table} WHERE company_id = $1 AND code = ANY($2::text[]) AND active`, [companyId, codes]);
  return new Map(rows.rows.map((r) => [r.code, String(r.id)]));
}

/** Approval levels of a kind for Acme, unless it has some already (an admin's own rules are kept). */
async function seedRules(db: Db, companyId: string, kind: string, levels: Array<{ level: number; minAmount: string; approverId: string; criteria?: Record<string, string[]> }>, by: string): Promise<void> {
  if (await db.one('SELECT 1 AS x FROM approval_configurations WHERE company_id = $1 AND kind = $2', [companyId, kind])) return;
  for (const l of levels) {
    await db.query(
      "INSERT INTO approval_configurations (company_id, kind, level, min_amount, currency, approver_ids, criteria, created_by) VALUES ($1, $2, $3, $4, 'USD', $5::uuid[], $6::jsonb, $7) ON CONFLICT DO NOTHING",
      [companyId, kind, l.level, l.minAmount, [l.approverId], JSON.stringify(l.criteria ?? {}), by],
    );
  }
}

/** Lines of the Packaging catalogue (its first products by SKU), each worth about `lineValue` USD; fixed demo lines when the catalogue has none. */
async function packagingLines(db: Db, companyId: string, neededBy: string, lineValue: number, count: number): Promise<NewRequisitionLine[]> {
  const products = await db.query<{ id: string; sku: string; unit_price: string }>(
    "SELECT id, sku, unit_price::text AS unit_price FROM products WHERE company_id = $1 AND category = 'Packaging' AND active ORDER BY sku LIMIT $2",
    [companyId, count],
  );
  const lines: NewRequisitionLine[] = products.rows.map((p) => {
    const price = new Big(p.unit_price).gt(0) ? new Big(p.unit_price) : new Big(1);
    const quantity = Math.max(100, Math.ceil(lineValue / Number(price) / 100) * 100);
    return { productId: String(p.id), sku: p.sku, quantity: String(quantity), estimatedUnitPrice: price.toString(), neededBy };
  });
  const fallback: NewRequisitionLine[] = [
    { sku: 'PKG-CARTON-5PLY', description: 'Five-ply export carton 60×40×40 cm', category: 'Packaging', quantity: '4000', unit: 'PCS', estimatedUnitPrice: '0.95', neededBy },
    { sku: 'PKG-PALLET-EPAL', description: 'EPAL wooden pallet, heat treated', category: 'Packaging', quantity: '300', unit: 'PCS', estimatedUnitPrice: '14.50', neededBy },
    { sku: 'PKG-STRETCH-23', description: 'Stretch film 23 µm, 500 mm roll', category: 'Packaging', quantity: '600', unit: 'ROL', estimatedUnitPrice: '6.80', neededBy },
  ];
  return [...lines, ...fallback.slice(0, Math.max(0, count - lines.length))];
}

/** A DRAFT requisition of Acme's, as the API's create makes it. */
async function insertRequisition(tx: Db, by: Submitter, input: { title: string; locationId: string | null; department: string; neededBy: string; justification: string; lines: NewRequisitionLine[] }): Promise<string> {
  const row = await tx.one<{ id: string }>(
    `INSERT INTO requisitions (company_id, reference, title, location_id, department, needed_by, currency, justification, requested_by, requested_by_name)
     VALUES ($1, $2, $3, $4, $5, $6, 'USD', $7, $8, $9) RETURNING id`,
    [by.companyId, await nextReference(tx, by.companyId, 'REQ'), input.title, input.locationId, input.department, input.neededBy, input.justification, by.id, by.name],
  );
  const id = String(row!.id);
  await saveRequisitionLines(tx, id, by.companyId, 'USD', input.lines);
  await writeActivity(tx, { kind: REQUISITION_KIND, recordId: id, companyId: by.companyId, actorId: by.id, actorName: by.name, action: 'create', to: 'DRAFT' });
  return id;
}

/** A supplier answers from its link (the lines of the RFQ given to `answer`), as the public route would. */
async function quoteAs(tx: Db, rfqId: string, supplierId: string, answer: (lines: Array<{ id: string; price: string; quantity: string; needed_by: string }>) => SupplierQuoteAnswer): Promise<void> {
  const link = await tx.one<{ id: string; record_id: string; company_id: string; expires_at: Date | string }>(
    "SELECT l.id, l.record_id, l.company_id, l.expires_at FROM order_links l JOIN order_rfq_suppliers rs ON rs.id = l.record_id WHERE rs.rfq_id = $1 AND rs.supplier_id = $2 AND l.purpose = 'RFQ_QUOTE' AND l.revoked_at IS NULL",
    [rfqId, supplierId],
  );
  const lines = await tx.query<{ id: string; price: string; quantity: string; needed_by: string }>(
    'SELECT id, COALESCE(target_unit_price, 1)::text AS price, quantity::text AS quantity, needed_by::text AS needed_by FROM order_rfq_line_items WHERE rfq_id = $1 ORDER BY line_no',
    [rfqId],
  );
  await saveSupplierQuote(tx, { mailer: quietMailer }, { linkId: String(link!.id), rfqSupplierId: String(link!.record_id), companyId: String(link!.company_id), expiresAt: new Date(link!.expires_at).toISOString() }, answer(lines.rows), '');
}

/**
 * Acme's sourcing story (idempotent: each requisition is made once, by title). Approval rules: requisitions
 * of Packaging from USD 5,000 → Arjun; purchase orders from USD 50,000 → Arjun, from USD 250,000 → level 2
 * Asha (the admin). "Packaging for Q1 2027 exports": submitted, approved by Arjun, sourced through an order
 * RFQ to SUP-NINGBO, SUP-BRIGHTWAY and SUP-SAIGON (Saigon declines), closed and awarded per line across
 * Ningbo and Brightway → two DRAFT purchase orders (left for Asha to submit), the requisition ORDERED.
 * "Shipping cartons for Rotterdam DC" waits for Arjun's approval; "Warehouse consumables for Bhiwandi" is a
 * DRAFT. Runs after seedMaster and seedOrders; without Acme's users or master data it does nothing. No email.
 */
export async function seedSourcing(ctx: SeedContext): Promise<void> {
  const { db, log } = ctx;
  const asha = await userOf(db, 'shipper@portolan.test');
  const arjun = await userOf(db, 'approver@portolan.test');
  if (!asha || !arjun) return;
  const acme = asha.companyId;
  const suppliers = await idsByCode(db, 'company_master', acme, ['SUP-NINGBO', 'SUP-BRIGHTWAY', 'SUP-SAIGON']);
  const locations = await idsByCode(db, 'company_locations', acme, ['LOC-BHIWANDI', 'LOC-PUNE', 'LOC-ROTTERDAM']);
  if (suppliers.size < 3) {
    log.info('seedSourcing: Acme has not the suppliers SUP-NINGBO, SUP-BRIGHTWAY and SUP-SAIGON yet; no sourcing story');
    return;
  }
  await seedRules(db, acme, REQUISITION_KIND, [{ level: 1, minAmount: '5000', approverId: arjun.id, criteria: { categories: ['Packaging'] } }], asha.id);
  await seedRules(db, acme, ORDER_KIND, [{ level: 1, minAmount: '50000', approverId: arjun.id }, { level: 2, minAmount: '250000', approverId: asha.id }], asha.id);
  const has = async (title: string) => !!(await db.one('SELECT 1 AS x FROM requisitions WHERE company_id = $1 AND title = $2', [acme, title]));
  const today = todayUtc();

  if (!(await has(DEMO_REQUISITIONS.sourced))) {
    await db.transaction(async (tx) => {
      const id = await insertRequisition(tx, asha, {
        title: DEMO_REQUISITIONS.sourced, locationId: locations.get('LOC-PUNE') ?? null, department: 'Export logistics', neededBy: addDays(today, 75),
        justification: 'Cartons, pallets and film for the Q1 2027 garment exports to Rotterdam and New York.', lines: await packagingLines(tx, acme, addDays(today, 60), 3200, 3),
      });
      await submitRequisition(tx, quietMailer, asha, id, undefined, '');
      const state = await decideApproval(tx, { kind: REQUISITION_KIND, recordId: id, companyId: acme, userId: arjun.id, userName: arjun.name, decision: 'APPROVE', comment: 'Approved: within the Q1 packaging budget.' });
      await requisitionDecided(tx, acme, id, state, arjun);

      const rfqId = await orderRfqFromRequisition(tx, asha, {
        requisitionId: id, supplierIds: ['SUP-NINGBO', 'SUP-BRIGHTWAY', 'SUP-SAIGON'].map((c) => suppliers.get(c)!), quoteDeadline: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        incoterm: 'FOB', notes: 'Please quote FOB your port, cargo ready at least two weeks before the day needed.',
      });
      await writeActivity(tx, { kind: ORDER_RFQ_KIND, recordId: rfqId, companyId: acme, actorId: asha.id, actorName: asha.name, action: 'create', to: 'DRAFT' });
      await tx.query("UPDATE order_rfqs SET status = 'OPEN', opened_at = now(), version = version + 1, updated_at = now() WHERE id = $1", [rfqId]);
      const invited = await tx.query<{ id: string }>('SELECT id FROM order_rfq_suppliers WHERE rfq_id = $1', [rfqId]);
      await sendQuoteLinks(tx, quietMailer, rfqId, invited.rows.map((r) => String(r.id)), '', asha.id);
      await writeActivity(tx, { kind: ORDER_RFQ_KIND, recordId: rfqId, companyId: acme, actorId: asha.id, actorName: asha.name, action: 'open', from: 'DRAFT', to: 'OPEN' });

      // Ningbo is cheaper on the first line, Brightway on the others; Saigon declines.
      const priced = (first: number, rest: number, lead: number) => (lines: Array<{ id: string; price: string; quantity: string; needed_by: string }>): SupplierQuoteAnswer => ({
        submit: true, validUntil: addDays(today, 45), notes: 'Prices FOB, valid 45 days.',
        lines: lines.map((l, i) => ({
          rfqLineItemId: l.id, quantity: l.quantity, leadTimeDays: lead, cargoReadyDate: addDays(l.needed_by, -14),
          unitPrice: new Big(l.price).times(i === 0 ? first : rest).round(4, Big.roundHalfUp).toString(),
        })),
      });
      await quoteAs(tx, rfqId, suppliers.get('SUP-NINGBO')!, priced(0.96, 1.04, 28));
      await quoteAs(tx, rfqId, suppliers.get('SUP-BRIGHTWAY')!, priced(1.05, 0.95, 35));
      await quoteAs(tx, rfqId, suppliers.get('SUP-SAIGON')!, () => ({ lines: [], decline: { reason: 'Our Q1 capacity is fully booked.' } }));

      await tx.query("UPDATE order_rfqs SET status = 'CLOSED', closed_at = now(), version = version + 1, updated_at = now() WHERE id = $1", [rfqId]);
      await writeActivity(tx, { kind: ORDER_RFQ_KIND, recordId: rfqId, companyId: acme, actorId: asha.id, actorName: asha.name, action: 'close', from: 'OPEN', to: 'CLOSED', note: 'Both quotes in: closed early.' });
      const best = await tx.query<{ id: string; quantity: string }>(
        `SELECT DISTINCT ON (ql.rfq_line_item_id) ql.id, ql.quantity::text AS quantity FROM supplier_quote_line_items ql JOIN supplier_quotes q ON q.id = ql.quote_id
          WHERE q.rfq_id = $1 AND q.status = 'SUBMITTED' ORDER BY ql.rfq_line_item_id, ql.unit_price, ql.id`,
        [rfqId],
      );
      const version = (await tx.one<{ version: number }>('SELECT version FROM order_rfqs WHERE id = $1', [rfqId]))!.version;
      await awardSupplierQuotes(tx, asha, { rfqId, version: Number(version), awards: best.rows.map((b) => ({ supplierQuoteLineItemId: String(b.id), quantity: b.quantity })) });
    });
  }

  if (!(await has(DEMO_REQUISITIONS.pending))) {
    await db.transaction(async (tx) => {
      const id = await insertRequisition(tx, asha, {
        title: DEMO_REQUISITIONS.pending, locationId: locations.get('LOC-ROTTERDAM') ?? null, department: 'Distribution', neededBy: addDays(today, 45),
        justification: 'Re-packing of returned goods at the Rotterdam DC.', lines: await packagingLines(tx, acme, addDays(today, 40), 2800, 2),
      });
      await submitRequisition(tx, quietMailer, asha, id, undefined, '');
    });
  }

  if (!(await has(DEMO_REQUISITIONS.draft))) {
    await db.transaction(async (tx) => {
      await insertRequisition(tx, asha, {
        title: DEMO_REQUISITIONS.draft, locationId: locations.get('LOC-BHIWANDI') ?? null, department: 'Warehouse', neededBy: addDays(today, 30), justification: 'Monthly restock.',
        lines: [
          { sku: 'WH-LABEL-A6', description: 'Thermal shipping labels A6, roll of 500', category: 'Consumables', quantity: '120', unit: 'ROL', estimatedUnitPrice: '7.40', neededBy: addDays(today, 30) },
          { sku: 'WH-GLOVE-M', description: 'Work gloves, size M', category: 'Safety', quantity: '200', unit: 'PR', estimatedUnitPrice: '1.85', neededBy: addDays(today, 30) },
        ],
      });
    });
  }
}
