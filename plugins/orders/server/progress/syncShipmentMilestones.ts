import type { Db, ShipmentRecords } from '@portolan/sdk/server';
import { MILESTONE_TITLES } from '../../shared/states';
import { recordOrderChange } from './recordOrderChange';

/**
 * The lines a shipment may still move: linked to a shipment, fully booked, not cancelled, of an order
 * that is not cancelled, and not DELIVERED yet (`$1` the company or null for all; `$2` an optional list of order ids).
 */
export const OPEN_LINKED_LINES = `
  FROM order_line_shipments ls
  JOIN order_line_items li ON li.id = ls.line_item_id
  JOIN purchase_orders o ON o.id = li.order_id
  JOIN order_milestones d ON d.line_item_id = li.id AND d.milestone = 'DELIVERED'
 WHERE ($1::uuid IS NULL OR ls.company_id = $1) AND ($2::uuid[] IS NULL OR ls.order_id = ANY($2::uuid[]))
   AND NOT li.cancelled AND li.booked_quantity = li.quantity AND o.status <> 'CANCELLED' AND d.actual_date IS NULL`;

const dayOf = (timestamp: string | null) => (timestamp ? timestamp.slice(0, 10) : null);

/**
 * Tracking moves milestones (README "Shipments from lines"): for the company's fully booked lines linked
 * to shipments, SHIPPED gets the (latest) actual departure day once every shipment of the line has
 * departed, DELIVERED the latest arrival day once every one has arrived (and the line is shipped),
 * source SHIPMENT; a day a user typed is never overwritten. Each changed order is refreshed and audited.
 * `orderIds` narrows the work (e.g. the orders one shipment carries). Answers how many lines moved.
 */
export async function syncShipmentMilestones(db: Db, shipments: ShipmentRecords, companyId: string, orderIds?: readonly string[]): Promise<number> {
  const links = await db.query<{ order_id: string; line_item_id: string; line_no: number; shipment_id: string; shipped: string | null }>(
    `SELECT li.order_id, li.id AS line_item_id, li.line_no, ls.shipment_id,
            (SELECT s.actual_date::text FROM order_milestones s WHERE s.line_item_id = li.id AND s.milestone = 'SHIPPED') AS shipped
     ${OPEN_LINKED_LINES}`,
    [companyId, orderIds ? [...orderIds] : null],
  );
  if (!links.rows.length) return 0;
  const progress = await shipments.progress(db, companyId, [...new Set(links.rows.map((l) => String(l.shipment_id)))]);
  const byShipment = new Map(progress.map((p) => [p.id, p]));

  const lines = new Map<string, { orderId: string; lineNo: number; shipped: string | null; departures: Array<string | null>; arrivals: Array<string | null> }>();
  for (const link of links.rows) {
    const line = lines.get(String(link.line_item_id)) ?? { orderId: String(link.order_id), lineNo: Number(link.line_no), shipped: link.shipped, departures: [], arrivals: [] };
    const shipment = byShipment.get(String(link.shipment_id));
    const moving = shipment && shipment.status !== 'CANCELLED';
    line.departures.push(moving ? dayOf(shipment.atd) : null);
    line.arrivals.push(moving ? dayOf(shipment.ata) : null);
    lines.set(String(link.line_item_id), line);
  }
  const latest = (days: Array<string | null>) => (days.every((d) => d) ? (days as string[]).sort().at(-1)! : null);
  const moves: Array<{ line_item_id: string; milestone: 'SHIPPED' | 'DELIVERED'; actual_date: string }> = [];
  for (const [id, line] of lines) {
    const shipped = latest(line.departures);
    if (shipped && !line.shipped) moves.push({ line_item_id: id, milestone: 'SHIPPED', actual_date: shipped });
    const delivered = latest(line.arrivals);
    if (delivered && (line.shipped || shipped)) moves.push({ line_item_id: id, milestone: 'DELIVERED', actual_date: delivered });
  }
  if (!moves.length) return 0;

  return db.transaction(async (tx) => {
    const moved = await tx.query<{ line_item_id: string; milestone: string }>(
      `UPDATE order_milestones m SET actual_date = t.actual_date, source = 'SHIPMENT', updated_by = NULL, updated_at = now()
         FROM jsonb_to_recordset($1::jsonb) AS t(line_item_id uuid, milestone text, actual_date date)
        WHERE m.line_item_id = t.line_item_id AND m.milestone = t.milestone AND m.actual_date IS NULL
        RETURNING m.line_item_id, m.milestone`,
      [JSON.stringify(moves)],
    );
    const done = new Set(moved.rows.map((m) => `${String(m.line_item_id)} ${m.milestone}`));
    const byOrder = new Map<string, string[]>();
    for (const m of moves.filter((x) => done.has(`${x.line_item_id} ${x.milestone}`)).sort((a, b) => lines.get(a.line_item_id)!.lineNo - lines.get(b.line_item_id)!.lineNo)) {
      const line = lines.get(m.line_item_id)!;
      byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), `Line ${line.lineNo}: ${MILESTONE_TITLES[m.milestone]} actual ${m.actual_date}`]);
    }
    for (const [orderId, notes] of byOrder) {
      const order = (await tx.one<{ milestone: string }>('SELECT milestone FROM purchase_orders WHERE id = $1 FOR UPDATE', [orderId]))!;
      await recordOrderChange(tx, { id: orderId, milestone: order.milestone }, { companyId, actor: null, action: 'milestone', note: notes.join('; ') });
    }
    return moved.rows.length;
  });
}
