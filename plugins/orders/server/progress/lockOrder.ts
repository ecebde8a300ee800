import { isUuid, notFound, type Db } from '@portolan/sdk/server';
import type { OrderState } from '../../shared/states';

/** What the progress routes need of an order they change. */
export interface LockedOrder {
  id: string;
  poNumber: string;
  status: OrderState;
  version: number;
  pol: string | null;
  pod: string | null;
  supplierName: string;
  milestone: string;
}

/** The company's order, locked for the caller's transaction; 404 when it is not the company's. */
export async function lockOrder(tx: Db, companyId: string, orderId: string): Promise<LockedOrder> {
  const row = isUuid(orderId)
    ? await tx.one<{ id: string; po_number: string; status: OrderState; version: number; pol: string | null; pod: string | null; supplier_name: string; milestone: string }>(
      `SELECT o.id, o.po_number, o.status, o.version, o.pol, o.pod, s.name AS supplier_name, o.milestone
         FROM purchase_orders o JOIN company_master s ON s.id = o.supplier_id WHERE o.id = $1 AND o.company_id = $2 FOR UPDATE OF o`,
      [orderId, companyId],
    )
    : undefined;
  if (!row) throw notFound('Purchase order not found');
  return { id: String(row.id), poNumber: row.po_number, status: row.status, version: Number(row.version), pol: row.pol, pod: row.pod, supplierName: row.supplier_name, milestone: row.milestone };
}
