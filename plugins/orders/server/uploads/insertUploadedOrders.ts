import { randomUUID } from 'node:crypto';
import { todayUtc, type Db } from '@portolan/sdk/server';
import { MILESTONES, type Milestone } from '../../shared/states';
import { lineAmount } from '../orders/insertPurchaseOrder';
import { plannedMilestones } from '../orders/plannedMilestones';
import { refreshOrders } from '../orders/refreshOrder';
import type { UploadOrder } from './checkOrderRows';
import type { Uploader } from './uploadLog';

/** Rows per INSERT statement. */
const CHUNK = 5000;

/** Runs `sql` once per chunk of rows, each column as an array parameter (`$1` … in `columns` order), then `params`. */
async function insertColumns(tx: Db, rows: ReadonlyArray<Record<string, unknown>>, columns: readonly string[], sql: string, params: unknown[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await tx.query(sql, [...columns.map((c) => chunk.map((r) => r[c] ?? null)), ...params]);
  }
}

/** A milestone plan as one column per milestone (named after it). */
const plannedColumns = (plan: Record<Milestone, string>) => Object.fromEntries(MILESTONES.map((m) => [m, plan[m] ?? null]));

/**
 * Writes checked orders of an upload as DRAFT purchase orders (upload_id set), set-based in the
 * caller's transaction: one INSERT per table (per 5,000 rows, columns as arrays) instead of
 * insertPurchaseOrder's queries per order — the same line amounts (lineAmount) and planned milestones
 * (plannedMilestones, source UPLOAD) — then one refreshOrders for all the new orders (line and order
 * milestones, delays, late flag, order-level milestone rows, totals). Answers the order and line counts.
 */
export async function insertUploadedOrders(tx: Db, who: Uploader, uploadId: string, orders: readonly UploadOrder[], today = todayUtc()): Promise<{ orders: number; lines: number }> {
  const orderRows: Array<Record<string, unknown>> = [];
  const lineRows: Array<Record<string, unknown>> = [];
  const milestoneRows: Array<Record<string, unknown>> = [];
  for (const o of orders) {
    const orderId = randomUUID();
    o.lines.forEach((line, i) => {
      const id = randomUUID();
      const plan = plannedMilestones(o.orderDate, line.cargoReadyDate, line.requiredDeliveryDate);
      lineRows.push({
        id, order_id: orderId, line_no: i + 1, product_id: line.productId, sku: line.sku, description: line.description, hs_code: line.hsCode, quantity: line.quantity, unit: line.unit,
        unit_price: line.unitPrice, amount: lineAmount(line.quantity, line.unitPrice, o.currency).toFixed(4), cargo_ready_date: line.cargoReadyDate, required_delivery_date: line.requiredDeliveryDate,
      });
      milestoneRows.push({ order_id: orderId, line_item_id: id, source: 'UPLOAD', ...plannedColumns(plan) });
    });
    orderRows.push({
      id: orderId, po_number: o.poNumber, supplier_id: o.supplierId, order_date: o.orderDate, ship_from: o.shipFrom, pol: o.pol, pod: o.pod, ship_to_location_id: o.shipToLocationId,
      incoterm: o.incoterm, currency: o.currency, payment_terms: o.paymentTerms,
    });
  }
  await insertColumns(tx, orderRows,
    ['id', 'po_number', 'supplier_id', 'order_date', 'ship_from', 'pol', 'pod', 'ship_to_location_id', 'incoterm', 'currency', 'payment_terms'],
    `INSERT INTO purchase_orders (id, po_number, supplier_id, order_date, ship_from, pol, pod, ship_to_location_id, incoterm, currency, payment_terms, company_id, created_by, upload_id)
     SELECT *, $12::uuid, $13::uuid, $14::uuid FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::date[], $5::text[], $6::text[], $7::text[], $8::uuid[], $9::text[], $10::text[], $11::text[])`,
    [who.companyId, who.userId, uploadId]);
  await insertColumns(tx, lineRows,
    ['id', 'order_id', 'line_no', 'product_id', 'sku', 'description', 'hs_code', 'quantity', 'unit', 'unit_price', 'amount', 'cargo_ready_date', 'required_delivery_date'],
    `INSERT INTO order_line_items (id, order_id, line_no, product_id, sku, description, hs_code, quantity, unit, unit_price, amount, cargo_ready_date, required_delivery_date, company_id)
     SELECT *, $14::uuid FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::numeric[], $9::text[], $10::numeric[], $11::numeric[], $12::date[], $13::date[])`,
    [who.companyId]);
  // One row per line with its seven planned days, spread into a row per milestone in SQL: a seventh of the parameters.
  await insertColumns(tx, milestoneRows, ['order_id', 'line_item_id', 'source', ...MILESTONES],
    `INSERT INTO order_milestones (order_id, line_item_id, source, milestone, planned_date, company_id, updated_by)
     SELECT t.o, t.l, t.s, v.m, v.d, $11::uuid, $12::uuid
       FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::date[], $5::date[], $6::date[], $7::date[], $8::date[], $9::date[], $10::date[]) AS t(o, l, s, d1, d2, d3, d4, d5, d6, d7)
       CROSS JOIN LATERAL (VALUES ${MILESTONES.map((m, i) => `('${m}', t.d${i + 1})`).join(', ')}) AS v(m, d)`,
    [who.companyId, who.userId]);
  await refreshOrders(tx, orderRows.map((o) => String(o.id)), today);
  return { orders: orderRows.length, lines: lineRows.length };
}
