import { conflict, findOwnedForUpdate, notFound, type Db } from '@portolan/sdk/server';
import type { OrderState } from '../../shared/states';

/** The locked row of a purchase order, as the order routes read it. */
export type OrderRow = Record<string, unknown> & { id: string; status: OrderState; version: number; company_id: string; milestone: string };

/**
 * Locks the company's purchase order for the caller's transaction and checks the move: 404 when it is
 * not the company's, 409 naming the state when `states` is given and does not hold it (`Cannot <action>:
 * the purchase order is <state>`), 409 `data.version` on a stale version when `version` is given.
 */
export async function lockOrder(tx: Db, companyId: string, id: string, check: { action?: string; states?: readonly OrderState[]; version?: number } = {}): Promise<OrderRow> {
  const row = (await findOwnedForUpdate(tx, 'purchase_orders', companyId, id)) as OrderRow | undefined;
  if (!row) throw notFound('Purchase order not found');
  if (check.states && !check.states.includes(row.status)) throw conflict(`Cannot ${check.action ?? 'change it'}: the purchase order is ${row.status}`);
  if (check.version !== undefined && Number(row.version) !== check.version) {
    throw conflict(`This purchase order was changed by someone else (version ${row.version}); reload it and try again`, 'data.version');
  }
  return row;
}
