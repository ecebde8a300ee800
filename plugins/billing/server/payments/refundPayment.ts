import { badRequest, conflict, isUuid, notFound, writeActivity, type Db } from '@portolan/sdk/server';
import { checkDate } from './checkDate';
import { formatMinor } from './formatMinor';

export interface RefundInput {
  amountMinor: number;
  reason: string;
  receivedOn: string;
}

/**
 * Sends back part or all of a receipt's unapplied credit (an overpayment): a REFUND row (refund_of the
 * receipt, same payer, method and currency) and, on the receipt, unapplied − amount and refunded +
 * amount (so unapplied is always the credit still held and unapplied + refunded the original
 * overpayment). Locks the receipt, so two refunds cannot both take the last credit. 404 unless the
 * caller received it; 409 for a refund or a receipt with no credit left; 400 above the credit.
 */
export async function refundPayment(tx: Db, caller: { companyId: string; userId: string; name: string }, paymentId: string, input: RefundInput, field = 'data'): Promise<string> {
  const row = isUuid(paymentId)
    ? await tx.one<Record<string, unknown>>('SELECT * FROM payments WHERE id = $1 AND company_id = $2 FOR UPDATE', [paymentId, caller.companyId])
    : undefined;
  if (!row) throw notFound('Payment not found');
  checkDate(input.receivedOn, `${field}.receivedOn`);
  const currency = String(row.currency);
  const name = row.reference ? `payment ${String(row.reference)}` : 'this payment';
  if (row.kind === 'REFUND') throw conflict(`Cannot refund ${name}: it is a REFUND`);
  const credit = Number(row.unapplied_minor);
  if (credit <= 0) throw conflict(`Cannot refund ${name}: it has no unapplied credit (${Number(row.refunded_minor) > 0 ? 'it is fully refunded' : 'it is fully applied to invoices'})`);
  if (input.amountMinor > credit) throw badRequest(`${formatMinor(input.amountMinor, currency)} exceeds the unapplied credit ${formatMinor(credit, currency)}`, `${field}.amountMinor`);
  const refund = await tx.one<{ id: string }>(
    `INSERT INTO payments (company_id, payer_company_id, payer_name, kind, refund_of, method, reference, received_on, currency, amount_minor, notes, created_by)
     VALUES ($1, $2, $3, 'REFUND', $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [caller.companyId, row.payer_company_id ?? null, row.payer_name, paymentId, row.method, row.reference ?? null, input.receivedOn, currency, input.amountMinor, input.reason, caller.userId],
  );
  await tx.query(
    'UPDATE payments SET unapplied_minor = unapplied_minor - $2, refunded_minor = refunded_minor + $2, updated_at = now(), version = version + 1 WHERE id = $1',
    [paymentId, input.amountMinor],
  );
  await writeActivity(tx, {
    kind: 'payment', recordId: paymentId, companyId: caller.companyId, actorId: caller.userId, actorName: caller.name, action: 'refund',
    note: `Refund of ${formatMinor(input.amountMinor, currency)} to ${String(row.payer_name)}: ${input.reason}`,
  });
  return String(refund!.id);
}
