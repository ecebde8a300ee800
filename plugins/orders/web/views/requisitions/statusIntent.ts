import type { Intent } from '@blueprintjs/core';

/** The tag colour of a requisition's, an order RFQ's or a supplier's state (solid tags: minimal warning text fails contrast). */
export function statusIntent(state: string): Intent {
  switch (state) {
    case 'OPEN':
    case 'SOURCING':
    case 'VIEWED':
      return 'primary';
    case 'PENDING_APPROVAL':
    case 'CLOSED':
      return 'warning';
    case 'APPROVED':
    case 'ORDERED':
    case 'AWARDED':
    case 'QUOTED':
      return 'success';
    case 'REJECTED':
    case 'CANCELLED':
    case 'DECLINED':
      return 'danger';
    default:
      return 'none';
  }
}
