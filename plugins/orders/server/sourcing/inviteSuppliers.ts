import { badRequest, isUuid, type Db } from '@portolan/sdk/server';

/**
 * Adds suppliers to an order RFQ (in the caller's transaction): each must be an active SUPPLIER of the
 * company master (400 `<field>.<i>`), listed once. Suppliers already invited are kept; answers the ids of
 * the order_rfq_suppliers rows added (invited now when `invitedNow`, i.e. the RFQ is OPEN).
 */
export async function inviteSuppliers(tx: Db, rfqId: string, companyId: string, supplierIds: string[], invitedNow: boolean, field = 'data.supplierIds'): Promise<string[]> {
  const active = await tx.query<{ id: string }>("SELECT id FROM company_master WHERE company_id = $1 AND kind = 'SUPPLIER' AND active AND id = ANY($2::uuid[])", [
    companyId,
    supplierIds.filter(isUuid),
  ]);
  const known = new Set(active.rows.map((r) => String(r.id)));
  supplierIds.forEach((id, i) => {
    if (!known.has(id)) throw badRequest('Not an active supplier of your company master', `${field}.${i}`);
    if (supplierIds.indexOf(id) !== i) throw badRequest('This supplier is listed twice', `${field}.${i}`);
  });
  const added = await tx.query<{ id: string }>(
    `INSERT INTO order_rfq_suppliers (rfq_id, company_id, supplier_id, invited_at) SELECT $1, $2, s, CASE WHEN $4 THEN now() END FROM unnest($3::uuid[]) AS s
     ON CONFLICT (rfq_id, supplier_id) DO NOTHING RETURNING id`,
    [rfqId, companyId, supplierIds, invitedNow],
  );
  return added.rows.map((r) => String(r.id));
}
