import { Tag, type Intent } from '@blueprintjs/core';
import type { InvoiceStatus, PayerStatus } from '../../../shared/types';

export const INVOICE_STATUS_TITLES: Record<InvoiceStatus, string> = { DRAFT: 'Draft', ISSUED: 'Issued', PARTLY_PAID: 'Partly paid', PAID: 'Paid', OVERDUE: 'Overdue', VOID: 'Void' };
const INTENTS: Record<InvoiceStatus, Intent> = { DRAFT: 'none', ISSUED: 'primary', PARTLY_PAID: 'warning', PAID: 'success', OVERDUE: 'danger', VOID: 'none' };
export const PAYER_STATUS_TITLES: Record<PayerStatus, string> = { PENDING: 'Awaiting approval', APPROVED: 'Approved', DISPUTED: 'Disputed' };
const PAYER_INTENTS: Record<PayerStatus, Intent> = { PENDING: 'none', APPROVED: 'success', DISPUTED: 'danger' };

/** An invoice's state as a coloured tag (DRAFT grey, ISSUED blue, PARTLY_PAID amber, PAID green, OVERDUE red, VOID struck). */
export function InvoiceStatusTag({ status, large }: { status: InvoiceStatus; large?: boolean }) {
  return (
    <Tag intent={INTENTS[status]} minimal={status === 'DRAFT' || status === 'VOID'} size={large ? 'large' : undefined} style={status === 'VOID' ? { textDecoration: 'line-through' } : undefined}>
      {INVOICE_STATUS_TITLES[status]}
    </Tag>
  );
}

/** The billed customer's approval of a received invoice. */
export function PayerStatusTag({ status }: { status: PayerStatus }) {
  return (
    <Tag minimal intent={PAYER_INTENTS[status]}>
      {PAYER_STATUS_TITLES[status]}
    </Tag>
  );
}
