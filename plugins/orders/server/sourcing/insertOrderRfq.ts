import { badRequest, nextReference, type Db } from '@portolan/sdk/server';
import { checkLocation } from '../requisitions/checkLocation';
import type { NewOrderRfq } from '../../shared/types';
import { inviteSuppliers } from './inviteSuppliers';
import { saveOrderRfqLines } from './saveOrderRfqLines';

/** 400 unless the quote deadline is in the future. */
export function checkDeadline(deadline: string, field = 'data.quoteDeadline'): void {
  if (new Date(deadline).getTime() <= Date.now()) throw badRequest('The quote deadline must be in the future', field);
}

/**
 * Inserts a DRAFT order RFQ (reference `ORFQ-<year>-<n>`) with its lines and invited suppliers, in the
 * caller's transaction; answers its id. 400 names the field (`data.supplierIds.<i>`, `data.lines.<i>.…`).
 */
export async function insertOrderRfq(tx: Db, companyId: string, userId: string, input: NewOrderRfq, requisitionId: string | null = null): Promise<string> {
  checkDeadline(input.quoteDeadline);
  await checkLocation(tx, companyId, input.shipToLocationId, 'data.shipToLocationId');
  if (!input.supplierIds.length) throw badRequest('Invite at least one supplier', 'data.supplierIds');
  const row = await tx.one<{ id: string }>(
    `INSERT INTO order_rfqs (company_id, reference, title, requisition_id, currency, incoterm, ship_to_location_id, quote_deadline, notes, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [companyId, await nextReference(tx, companyId, 'ORFQ'), input.title.trim(), requisitionId, input.currency, input.incoterm, input.shipToLocationId ?? null, input.quoteDeadline, input.notes?.trim() || null, userId],
  );
  const id = String(row!.id);
  await saveOrderRfqLines(tx, id, companyId, input.lines);
  await inviteSuppliers(tx, id, companyId, input.supplierIds, false);
  return id;
}
