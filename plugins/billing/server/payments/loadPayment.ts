import { isUuid, notFound, type Db } from '@portolan/sdk/server';
import type { PaymentRecord } from '../../shared/types';
import { expandPayments, paymentOfRow } from './paymentResource';

/** A payment the caller received or made, with its allocations; 404 for anyone else (and for an id that is not one). */
export async function loadPayment(db: Db, callerCompanyId: string, id: string): Promise<PaymentRecord> {
  const row = isUuid(id)
    ? await db.one<Record<string, unknown>>('SELECT * FROM payments WHERE id = $1 AND (company_id = $2 OR payer_company_id = $2)', [id, callerCompanyId])
    : undefined;
  if (!row) throw notFound('Payment not found');
  const record = paymentOfRow(row);
  await expandPayments(db, [record], { companyId: callerCompanyId });
  return record;
}
