import type { OrderState } from '../../../shared/states';

/** A purchase order's state as people read it. */
export const ORDER_STATE_TITLES: Record<OrderState, string> = {
  DRAFT: 'Draft',
  PENDING_APPROVAL: 'Pending approval',
  ISSUED: 'Issued',
  CHANGES_PROPOSED: 'Changes proposed',
  ACKNOWLEDGED: 'Acknowledged',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
  CLOSED: 'Closed',
};
