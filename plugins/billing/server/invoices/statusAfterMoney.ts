import type { InvoiceStatus } from '../../shared/types';

/**
 * Where an issued invoice stands once money moved (a payment, a refund, a credit note) or a day
 * passed: settled when nothing is left to pay (PAID), else OVERDUE once past its due date (a date
 * string 'YYYY-MM-DD' compared with `today`, both in UTC), else PARTLY_PAID when something was paid
 * or credited, else ISSUED. DRAFT and VOID are never changed by money.
 */
export function statusAfterMoney(
  invoice: { status: InvoiceStatus; payableMinor: number; paidMinor: number; creditedMinor: number; dueDate: string | null },
  today: string,
): InvoiceStatus {
  if (invoice.status === 'DRAFT' || invoice.status === 'VOID') return invoice.status;
  const settled = invoice.paidMinor + invoice.creditedMinor;
  if (settled >= invoice.payableMinor) return 'PAID';
  if (invoice.dueDate && invoice.dueDate < today) return 'OVERDUE';
  return settled > 0 ? 'PARTLY_PAID' : 'ISSUED';
}
