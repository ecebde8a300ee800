import type { Intent } from '@blueprintjs/core';
import type { RfqState } from '../../../shared/states';

/** The tag colour of an RFQ's state. */
export function rfqStatusIntent(state: RfqState): Intent {
  switch (state) {
    case 'OPEN':
    case 'NEGOTIATION':
      return 'primary';
    case 'PENDING_APPROVAL':
    case 'CLOSED':
      return 'warning';
    case 'APPROVED':
    case 'AWARDED':
      return 'success';
    case 'CANCELLED':
      return 'danger';
    default:
      return 'none';
  }
}
