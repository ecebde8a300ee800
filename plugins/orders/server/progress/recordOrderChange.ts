import { writeActivity, type Db } from '@portolan/sdk/server';
import { ORDER_KIND } from '../../shared/states';
import { refreshOrder } from '../orders/refreshOrder';

/**
 * Closes a change to an order's lines or milestones, in the caller's transaction: the order's derived
 * fields again (refreshOrder), its version bumped (an open screen's copy is stale now) and an audit entry
 * from the order's milestone before to the one after. `actor` null: the system (shipment tracking).
 */
export async function recordOrderChange(
  tx: Db,
  order: { id: string; milestone: string },
  entry: { companyId: string; actor: { id: string; name: string } | null; action: string; note: string },
  today?: string,
): Promise<void> {
  await refreshOrder(tx, order.id, today);
  const after = (await tx.one<{ milestone: string }>('UPDATE purchase_orders SET version = version + 1, updated_at = now() WHERE id = $1 RETURNING milestone', [order.id]))!;
  await writeActivity(tx, {
    kind: ORDER_KIND, recordId: order.id, companyId: entry.companyId, actorId: entry.actor?.id ?? null, actorName: entry.actor?.name ?? 'Shipment tracking',
    action: entry.action, from: order.milestone, to: after.milestone, note: entry.note.length > 2000 ? `${entry.note.slice(0, 1999)}…` : entry.note,
  });
}
