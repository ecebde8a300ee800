import type { Intent } from '@blueprintjs/core';
import type { OrderState } from '../../../shared/states';

/** An order state as the supplier reads it ('CHANGES_PROPOSED' → 'Changes proposed'). */
export const stateWords = (state: string) => state.charAt(0) + state.slice(1).toLowerCase().replace(/_/g, ' ');

/** The tag colour of an order state on the supplier's page. */
export function orderStateIntent(state: OrderState): Intent {
  if (state === 'ACKNOWLEDGED' || state === 'CLOSED') return 'success';
  if (state === 'CHANGES_PROPOSED' || state === 'ISSUED') return 'primary';
  if (state === 'REJECTED' || state === 'CANCELLED') return 'danger';
  return 'none';
}
