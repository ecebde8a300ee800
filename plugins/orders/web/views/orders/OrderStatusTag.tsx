import { Tag, type Intent } from '@blueprintjs/core';
import type { OrderState } from '../../../shared/states';
import { ORDER_STATE_TITLES } from './orderStateTitles';

const INTENT: Record<OrderState, Intent> = {
  DRAFT: 'none',
  PENDING_APPROVAL: 'warning',
  ISSUED: 'primary',
  CHANGES_PROPOSED: 'warning',
  ACKNOWLEDGED: 'success',
  REJECTED: 'danger',
  CANCELLED: 'danger',
  CLOSED: 'none',
};

/** A purchase order's state as a coloured tag. */
export function OrderStatusTag({ status, large }: { status: OrderState; large?: boolean }) {
  return (
    <Tag intent={INTENT[status]} size={large ? 'large' : undefined} minimal={!large}>
      {ORDER_STATE_TITLES[status]}
    </Tag>
  );
}
